import { isPromotionActive } from "../../config/promotion.ts";
import type { VatRegime } from "../../config/load-site-config.ts";
import { withEuroSign, type OrderPlanKey } from "../../config/plans.ts";
import { ORDER_PLANS } from "./order-plans.ts";

/** All amounts in euro cents: integers, so 22% of 390,00 € is exactly 85,80 €. */
export interface QuoteAmounts {
  yearlyFeeCents: number;
  /** What the activation costs without the promotion. */
  activationListCents: number;
  /** What the activation costs on this quote: 0 while a promotion runs. */
  activationFeeCents: number;
  taxableCents: number;
  vatRatePercent: number;
  vatCents: number;
  /** 'forfettario': no VAT, the L. 190/2014 wording and a stamp duty on the invoice. */
  vatRegime: VatRegime;
  /** The invoice's 2 € stamp duty under the regime forfettario (over 77,47 €); 0 otherwise. */
  stampDutyCents: number;
  totalCents: number;
  /**
   * Split payment (art. 17-ter DPR 633/1972): a public body pays us the taxable amount and the VAT
   * to the Treasury. Never under the regime forfettario, which charges no VAT.
   */
  splitPayment: boolean;
  /** What the customer pays us: the total, less the VAT under split payment. */
  payableCents: number;
  /** Last day (YYYY-MM-DD) of the promotion applied, or null. */
  promotionEnd: string | null;
}

/** Stamp duty on an invoice without VAT over 77,47 € (DPR 642/1972, tariff art. 13). */
const STAMP_DUTY_CENTS = 200;
const STAMP_DUTY_OVER_CENTS = 7_747;

export function computeQuote(
  planKey: OrderPlanKey,
  {
    vatRatePercent,
    promotionEnd,
    now,
    vatRegime = "ordinario",
    splitPayment = false,
  }: {
    vatRatePercent: number;
    promotionEnd: string | null;
    now: Date;
    vatRegime?: VatRegime;
    splitPayment?: boolean;
  },
): QuoteAmounts {
  const { plan } = ORDER_PLANS[planKey];
  const promotion = isPromotionActive(promotionEnd, now) ? promotionEnd : null;
  const yearlyFeeCents = plan.yearlyPrice * 100;
  const activationListCents = plan.activationPrice * 100;
  const activationFeeCents = promotion ? 0 : activationListCents;
  const taxableCents = yearlyFeeCents + activationFeeCents;
  // Half-up rounding of the VAT to the cent, as on an invoice.
  const vatCents = vatRegime === "forfettario" ? 0 : Math.round((taxableCents * vatRatePercent) / 100);
  const stampDutyCents = vatRegime === "forfettario" && taxableCents > STAMP_DUTY_OVER_CENTS ? STAMP_DUTY_CENTS : 0;
  const totalCents = taxableCents + vatCents + stampDutyCents;
  const split = splitPayment && vatRegime !== "forfettario";
  return {
    yearlyFeeCents,
    activationListCents,
    activationFeeCents,
    taxableCents,
    vatRatePercent: vatRegime === "forfettario" ? 0 : vatRatePercent,
    vatCents,
    vatRegime,
    stampDutyCents,
    totalCents,
    splitPayment: split,
    payableCents: split ? totalCents - vatCents : totalCents,
    promotionEnd: promotion,
  };
}

/** '475,80 €': Italian grouping and decimals, from cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return withEuroSign(`${sign}${euros},${String(absolute % 100).padStart(2, "0")}`);
}
