import { formatIsoDay } from "../../lib/italian-date.ts";
import type { VatRegime } from "../../config/load-site-config.ts";
import { priceVatNote, promotionCondition, type OrderPlanKey } from "../../config/plans.ts";
import { ORDER_PLANS } from "./order-plans.ts";
import { quoteValiditySentence, SPLIT_PAYMENT_SENTENCE } from "./quote-data.ts";
import { computeQuote, formatCents, type QuoteAmounts } from "./quote.ts";

export interface OrderTerms {
  /** Last day of the free activation (build-time configuration), or null. */
  promotionEnd: string | null;
  vatRatePercent: number;
  vatRegime: VatRegime;
  quoteValidityDays: number;
  /** The facts declare the service's ACN qualification (publicProcurement.acnQualification): set only then. */
  acnQualified?: true;
}

const DASH = "—";

/**
 * Before a number is typed, and for a visitor without JavaScript, who never sees the amounts
 * change here: where the amounts are (not a promise that the page updates by itself). Once the
 * island runs, the words about JavaScript go (F21, UX walk: a buyer wonders what is broken).
 */
export const AMOUNTS_LATER = "compaiono qui quando indichi il numero di lavoratori";
const WITHOUT_JS = (pronoun: "li" | "lo") => `; senza JavaScript ${pronoun} trovi dopo l'invio, nel preventivo in PDF`;

/**
 * The live summary of the amounts. Every row is always there, with a dash before a plan is
 * chosen, so choosing one (or the address's ?piano= on load) changes text, never the layout.
 */
export function summaryQuote(
  plan: OrderPlanKey | null,
  terms: OrderTerms,
  now: Date | null,
  splitPayment = false,
): QuoteAmounts | null {
  return plan && now ? computeQuote(plan, { ...terms, now, splitPayment }) : null;
}

/** 'Totale primo anno 622,20 € IVA inclusa': the one line by the submit button, read out when it changes. */
export function totalLine(quote: QuoteAmounts | null, scripted = false): string {
  if (!quote) {
    return `Totale primo anno: compare qui quando indichi il numero di lavoratori${scripted ? "" : WITHOUT_JS("lo")}`;
  }
  const vat = quote.vatRegime === "forfettario" ? "senza IVA (regime forfettario)" : "IVA inclusa";
  const split = quote.splitPayment
    ? `, di cui ${formatCents(quote.payableCents)} da pagare a noi e ${formatCents(quote.vatCents)} di IVA da versare all'Erario`
    : "";
  return `Totale primo anno ${formatCents(quote.totalCents)} ${vat}${split}`;
}

export function OrderSummary({
  plan,
  terms,
  now,
  splitPayment = false,
  scripted = false,
}: {
  plan: OrderPlanKey | null;
  terms: OrderTerms;
  now: Date | null;
  splitPayment?: boolean;
  /** The island runs: the amounts change here as the visitor types. */
  scripted?: boolean;
}) {
  const quote = summaryQuote(plan, terms, now, splitPayment);
  const amount = (cents: number | undefined) => (cents === undefined ? DASH : formatCents(cents));
  const rows: [string, string][] = [
    ["Canone annuale", amount(quote?.yearlyFeeCents)],
    ["Attivazione una tantum", amount(quote?.activationFeeCents)],
    ...(terms.vatRegime === "forfettario"
      ? ([
          ["Totale servizi", amount(quote?.taxableCents)],
          ["Imposta di bollo sulla fattura", amount(quote?.stampDutyCents)],
        ] as [string, string][])
      : ([
          ["Imponibile", amount(quote?.taxableCents)],
          [`IVA ${terms.vatRatePercent}%`, amount(quote?.vatCents)],
        ] as [string, string][])),
  ];
  const promotion =
    quote?.promotionEnd != null
      ? `Attivazione gratuita ${promotionCondition(formatIsoDay(quote.promotionEnd))}, invece di ${formatCents(quote.activationListCents)}`
      : "";
  return (
    <section
      aria-labelledby="riepilogo-titolo"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
      data-order-summary=""
    >
      <h2 id="riepilogo-titolo" className="text-lg font-bold text-slate-900">
        Riepilogo
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-summary-plan="">
        {plan
          ? `Piano ${ORDER_PLANS[plan].plan.name}, 12 mesi`
          : `Gli importi ${AMOUNTS_LATER}${scripted ? "" : WITHOUT_JS("li")}.`}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base">
          <dt className="font-bold text-slate-900">Totale primo anno</dt>
          <dd className="font-bold text-slate-900 tabular-nums" data-summary-total="">
            {amount(quote?.totalCents)}
          </dd>
        </div>
        {quote?.splitPayment && (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">IVA versata dall'ente all'Erario</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{formatCents(-quote.vatCents)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base">
              <dt className="font-bold text-slate-900">Da pagare a noi</dt>
              <dd className="font-bold text-slate-900 tabular-nums" data-summary-payable="">
                {formatCents(quote.payableCents)}
              </dd>
            </div>
          </>
        )}
      </dl>
      {quote?.splitPayment && (
        <p className="mt-2 text-sm text-slate-700" data-summary-split="">
          {SPLIT_PAYMENT_SENTENCE}
        </p>
      )}
      <p className="mt-2 min-h-10 text-sm text-emerald-800">{promotion}</p>
      <p className="text-sm text-slate-600">
        {terms.vatRegime === "forfettario"
          ? `Canone e attivazione sono ${priceVatNote("forfettario")}; il totale comprende l'imposta di bollo sulla fattura.`
          : "Canone e attivazione sono IVA esclusa; il totale comprende l'IVA."}{" "}
        Il preventivo non vincola né te né noi finché il contratto non è concluso.{" "}
        {quoteValiditySentence(`entro ${terms.quoteValidityDays} giorni dalla richiesta`)}
      </p>
    </section>
  );
}
