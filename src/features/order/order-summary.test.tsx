import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderSummary } from "./order-summary.tsx";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const now = new Date("2026-03-02T09:00:00Z");
const terms = { promotionEnd: null, vatRatePercent: 22, quoteValidityDays: 30 };

describe("the order summary", () => {
  it("under the ordinary regime: VAT at 22% and 'IVA esclusa'", () => {
    const summary = text(
      renderToStaticMarkup(<OrderSummary plan="small" now={now} terms={{ ...terms, vatRegime: "ordinario" }} />),
    );
    expect(summary).toContain("IVA 22% 85,80 €");
    expect(summary).toContain("Totale 475,80 €");
    expect(summary).toContain("L'offerta che ricevi, con i tuoi dati, vale 30 giorni.");
  });

  it("under the regime forfettario: no VAT, the stamp duty, never 'IVA esclusa'", () => {
    const summary = text(
      renderToStaticMarkup(<OrderSummary plan="small" now={now} terms={{ ...terms, vatRegime: "forfettario" }} />),
    );
    expect(summary).toContain("Imposta di bollo sulla fattura 2,00 €");
    expect(summary).toContain("Totale 392,00 €");
    expect(summary).toContain("senza IVA (regime forfettario)");
    expect(summary).not.toMatch(/IVA esclusa|IVA 0%/);
  });
});
