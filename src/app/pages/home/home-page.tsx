import { FeatureIcon } from "../../../components/ui/icon.tsx";
import { fromPriceText, priceVatNote } from "../../../config/plans.ts";
import { isPromotionActive, promotionEndInstant } from "../../../config/promotion.ts";
import { formatIsoDay } from "../../../lib/italian-date.ts";
import { service } from "../../../config/service.ts";
import { buildSiteConfig } from "../../../config/build-site-config.ts";
import { buildPlatformClaims } from "../../../config/build-operator-facts.ts";
import { Card } from "../../../components/ui/card.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { ObligationTeaser } from "../../../features/obligation/home-teaser.tsx";
import { PricingSection } from "../../../features/pricing/pricing-section.tsx";
import { WhitepaperBanner } from "../../../features/whitepaper/whitepaper-banner.tsx";

function benefits() {
  const platform = buildPlatformClaims();
  return [
    {
      title: "Conforme alle norme",
      text: `${service.designedFor} Canale orale, incontro su richiesta, consultazione sindacale, gestore, procedura e DPIA restano all'ente: ti affianchiamo con un supporto tecnico e organizzativo, non con una consulenza legale.`,
      icon: "shieldCheck",
    },
    {
      title: "Sicura e trasparente",
      text: [platform.encryption, platform.anonymity, platform.ipLogging, platform.hosting].filter(Boolean).join(" "),
      icon: "lock",
    },
    {
      title: "Facile, Veloce, Intuitiva",
      text: `${service.activation.sentence} Nessuna installazione e un'interfaccia chiara per chi segnala e per chi gestisce. ${service.updates}`,
      icon: "bolt",
    },
  ] as const;
}

/**
 * The "from" price with its activation fee, or the promotion that waives it with its date; like the
 * plan cards, the layout script swaps in the normal price once the promotion has ended.
 */
function FromPrice({ now }: { now: Date }) {
  const site = buildSiteConfig();
  const vat = priceVatNote(site.order.vatRegime);
  const promotion = isPromotionActive(site.promotionEnd, now) ? site.promotionEnd : null;
  if (promotion === null) return <>{fromPriceText(vat)}</>;
  const end = promotionEndInstant(promotion);
  return (
    <>
      <span data-promo-end={end}>{fromPriceText(vat, formatIsoDay(promotion))}</span>
      <span data-promo-fallback={end} hidden>
        {fromPriceText(vat)}
      </span>
    </>
  );
}

/** Under the hero: who we are, how it works, the public bodies' page and the security facts. */
const TRUST_LINKS = [
  { href: "/come-funziona", label: "Come funziona" },
  { href: "/chi-siamo", label: "Chi siamo" },
  { href: "/enti-pubblici", label: "Per gli enti pubblici" },
  { href: "/sicurezza", label: "Sicurezza e dati" },
] as const;

export function HomePage({ now }: { now: Date }) {
  return (
    <>
      <section aria-labelledby="hero-titolo" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Canale di segnalazione interna per il D.Lgs. 24/2023
          </p>
          <h1
            id="hero-titolo"
            className="mx-auto mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            Proteggi la Tua Azienda con il Software Whistleblowing
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Un canale di segnalazione{buildPlatformClaims().encrypted ? " cifrato" : ""}, anche anonimo, per aziende ed
            enti pubblici obbligati dal decreto legislativo 10 marzo 2023, n. 24. {service.activation.short}{" "}
            {service.activation.from}; prezzi a partire da <FromPrice now={now} />.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <a href="#pricing" className="btn btn-primary w-full sm:w-auto">
              Acquista online
            </a>
            <a href="/funzionalita" className="btn btn-secondary w-full sm:w-auto">
              Scopri le Funzionalità
            </a>
            <a href="/demo" className="btn btn-secondary w-full sm:w-auto">
              Prenota una demo
            </a>
          </div>
          <ul
            aria-label="Per conoscerci"
            className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-brand-700"
          >
            {TRUST_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-brand-900">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="vantaggi" title="I vantaggi della nostra soluzione">
        <ul className="grid gap-6 md:grid-cols-3">
          {benefits().map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <FeatureIcon name={benefit.icon} />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 text-slate-600">{benefit.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <ObligationTeaser />

      <PricingSection now={now} />

      <WhitepaperBanner />
    </>
  );
}
