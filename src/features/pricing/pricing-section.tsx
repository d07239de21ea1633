import {
  FORFETTARIO_WORDING,
  formatEuro,
  planCtaHref,
  plans,
  priceVatNote,
  promotionCondition,
  type Plan,
} from "../../config/plans.ts";
import { QUOTE_FIRST } from "../../config/order-links.ts";
import { PUBLIC_BUYERS_ANCHOR } from "../../config/public-buyers.ts";
import { isPromotionActive, promotionEndInstant } from "../../config/promotion.ts";
import { formatIsoDay } from "../../lib/italian-date.ts";
import { buildSiteConfig } from "../../config/build-site-config.ts";
import { buildOperatorFacts } from "../../config/build-operator-facts.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import { service } from "../../config/service.ts";
import { supportLine } from "../../config/service-copy.ts";
import { CheckIcon } from "../../components/ui/icon.tsx";
import { Section } from "../../components/ui/section.tsx";

function PromotionBadge({ lastDay }: { lastDay: string }) {
  return (
    <p
      className="mt-3 inline-block rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900"
      data-promo-end={promotionEndInstant(lastDay)}
    >
      Attivazione gratuita {promotionCondition(formatIsoDay(lastDay))}
    </p>
  );
}

const activationClass = "mt-2 text-sm text-slate-700";
/** How a price relates to VAT under the configured regime. */
function vatNote(): string {
  return priceVatNote(buildSiteConfig().order.vatRegime);
}

/**
 * The activation price that applies (legal-facts.md: a real offer shows the price that applies,
 * the normal one struck through, and its end date). While a promotion runs, the normal line is
 * built in too, hidden: the layout script swaps it in when the date passes before the next build.
 */
function ActivationPrice({ price, promotion }: { price: number; promotion: string | null }) {
  const vat = vatNote();
  const normal = `Attivazione una tantum: ${formatEuro(price)} (${vat})`;
  if (promotion === null) return <p className={activationClass}>{normal}</p>;
  const end = promotionEndInstant(promotion);
  return (
    <>
      <p className={activationClass} data-promo-end={end}>
        Attivazione una tantum: <strong className="text-slate-900">{formatEuro(0)}</strong>{" "}
        <span className="sr-only">invece di </span>
        <s>{formatEuro(price)}</s> ({vat})
      </p>
      <p className={activationClass} data-promo-fallback={end} hidden>
        {normal}
      </p>
      <PromotionBadge lastDay={promotion} />
    </>
  );
}

/** A card's feature as printed: the support line says what it means (channel, reply time). */
function featureText(plan: Plan, feature: string, facts: OperatorFacts): string {
  const support = service.support[plan.slug as keyof typeof service.support] as string | undefined;
  return feature === support ? (supportLine(plan.slug, facts) ?? feature) : feature;
}

function PlanCard({ plan, promotion, facts }: { plan: Plan; promotion: string | null; facts: OperatorFacts }) {
  const vat = vatNote();
  const titleId = `piano-${plan.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan.slug}
      className={`relative flex flex-col rounded-2xl border bg-white p-7 shadow-sm ${
        plan.highlighted ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"
      }`}
    >
      <h3 id={titleId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{plan.sizeRange}</p>
      {plan.sizeNote !== null && <p className="mt-1 text-sm text-slate-600">{plan.sizeNote}</p>}
      <p className="mt-5">
        {plan.yearlyPrice === null ? (
          <span className="text-3xl font-bold text-slate-900">Su richiesta</span>
        ) : (
          <>
            <span className="text-4xl font-bold text-slate-900">{formatEuro(plan.yearlyPrice)}</span>
            <span className="text-slate-600"> /anno</span>
            <span className="block text-sm text-slate-600">{vat}</span>
          </>
        )}
      </p>
      {plan.activationPrice !== null && <ActivationPrice price={plan.activationPrice} promotion={promotion} />}
      <ul className="mt-6 flex-1 space-y-3 text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon />
            <span>{featureText(plan, feature, facts)}</span>
          </li>
        ))}
      </ul>
      <a
        href={planCtaHref(plan)}
        className={`btn mt-8 w-full ${plan.highlighted ? "btn-primary" : "btn-secondary"}`}
        aria-label={`${plan.cta}: piano ${plan.name}`}
      >
        {plan.cta}
      </a>
      {/* Issue 26: the button leads to /ordine, a quote; Enterprise's to /contatti. */}
      {plan.orderable !== null && <p className="mt-2 text-center text-sm text-slate-600">{QUOTE_FIRST}</p>}
    </article>
  );
}

/** 'Piani e Prezzi' on the home page (anchor #pricing, target of 'Acquista online'). */
export function PricingSection({
  now,
  promotionEnd = buildSiteConfig().promotionEnd,
  facts = buildOperatorFacts(),
}: {
  now: Date;
  /** The configured last day of the promotion; tests pass their own. */
  promotionEnd?: string | null;
  /** The operator's facts (support per plan); tests pass their own. */
  facts?: OperatorFacts;
}) {
  const promotion = isPromotionActive(promotionEnd, now) ? promotionEnd : null;
  const { vatRegime } = buildSiteConfig().order;
  const vat = priceVatNote(vatRegime);
  return (
    <Section
      id="pricing"
      title="Piani e Prezzi"
      subtitle="Scegli il piano più adatto alle tue esigenze"
      className="bg-slate-50"
    >
      <div className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.slug} plan={plan} promotion={promotion} facts={facts} />
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-slate-600">
        Tutti i prezzi sono {vat}. Il canone è annuale; l'attivazione si paga una sola volta.
        {vatRegime === "forfettario" && ` ${FORFETTARIO_WORDING}`}
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        {facts.publicProcurement?.acnQualification ? (
          <>
            Gli enti pubblici di qualunque dimensione e, quando vi sono tenute, le società in house e a controllo
            pubblico acquistano con le procedure dei contratti pubblici:{" "}
            <a className="link" href="/enti-pubblici">
              ecco come
            </a>
          </>
        ) : (
          // Buyer walk 2026-11-29 H3: no invitation to a comune while the service is not qualified.
          <>
            Una pubblica amministrazione può acquistare solo servizi cloud qualificati dall'Agenzia per la
            cybersicurezza nazionale (ACN), e oggi il nostro non lo è; gli altri soggetti del settore pubblico devono
            verificare se il vincolo si applica anche a loro:{" "}
            <a className="link" href={PUBLIC_BUYERS_ANCHOR}>
              ecco i dettagli
            </a>
          </>
        )}
        .
      </p>
    </Section>
  );
}
