import type { VatRegime } from "../../config/load-site-config.ts";
import { priceVatNote, type OrderPlanKey } from "../../config/plans.ts";
import { formatPromotionDay } from "../../config/promotion.ts";
import { ORDER_PLANS } from "./order-plans.ts";
import { computeQuote, formatCents } from "./quote.ts";

export interface OrderTerms {
  /** Last day of the free activation (build-time configuration), or null. */
  promotionEnd: string | null;
  vatRatePercent: number;
  vatRegime: VatRegime;
  quoteValidityDays: number;
}

const DASH = "—";

/**
 * The live summary of the amounts. Every row is always there, with a dash before a plan is
 * chosen, so choosing one (or the address's ?piano= on load) changes text, never the layout.
 */
export function OrderSummary({ plan, terms, now }: { plan: OrderPlanKey | null; terms: OrderTerms; now: Date | null }) {
  const quote = plan && now ? computeQuote(plan, { ...terms, now }) : null;
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
      ? `Attivazione gratuita per le richieste inviate entro il ${formatPromotionDay(quote.promotionEnd)}, invece di ${formatCents(quote.activationListCents)}`
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
        {plan ? `Piano ${ORDER_PLANS[plan].plan.name}, 12 mesi` : "Scegli un piano per vedere gli importi"}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base">
          <dt className="font-bold text-slate-900">Totale</dt>
          <dd className="font-bold text-slate-900 tabular-nums" aria-live="polite" data-summary-total="">
            {amount(quote?.totalCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 min-h-10 text-sm text-emerald-800">{promotion}</p>
      <p className="text-sm text-slate-600">
        {terms.vatRegime === "forfettario"
          ? `Canone e attivazione sono ${priceVatNote("forfettario")}; il totale comprende l'imposta di bollo sulla fattura.`
          : "Canone e attivazione sono IVA esclusa; il totale comprende l'IVA."}{" "}
        L'offerta che ricevi, con i tuoi dati, vale {terms.quoteValidityDays} giorni.
      </p>
    </section>
  );
}
