import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contractArrival } from "./quote-data.ts";
import { OrderSummary, summaryQuote, totalLine } from "./order-summary.tsx";

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
    expect(summary).toContain("Totale primo anno 475,80 €");
    // DPO read 2026-11-28 A2: how long the prices hold, never «accettato» (an award is not an
    // acceptance, art. 17 c.6 D.Lgs. 36/2023).
    expect(summary).toContain(
      "Il preventivo non vincola né te né noi finché il contratto non è concluso. I prezzi del preventivo valgono se entro 30 giorni dalla richiesta ci restituisci firmati il contratto e l'accordo sul trattamento dei dati; per un ente pubblico, se entro 30 giorni dalla richiesta ci comunica l'affidamento, anche se il contratto è stipulato dopo.",
    );
    expect(summary).not.toMatch(/accettat|accettazione/i);
    expect(summary).not.toMatch(/se firmi/i);
  });

  it("under the regime forfettario: no VAT, the stamp duty, never 'IVA esclusa'", () => {
    const summary = text(
      renderToStaticMarkup(<OrderSummary plan="small" now={now} terms={{ ...terms, vatRegime: "forfettario" }} />),
    );
    expect(summary).toContain("Imposta di bollo sulla fattura 2,00 €");
    expect(summary).toContain("Totale primo anno 392,00 €");
    expect(summary).toContain("senza IVA (regime forfettario)");
    expect(summary).not.toMatch(/IVA esclusa|IVA 0%/);
  });

  it("under split payment: what the public body pays us and the VAT it pays the Treasury", () => {
    const summary = text(
      renderToStaticMarkup(
        <OrderSummary plan="medium" now={now} splitPayment terms={{ ...terms, vatRegime: "ordinario" }} />,
      ),
    );
    expect(summary).toContain("Totale primo anno 622,20 €");
    expect(summary).toContain("IVA versata dall'ente all'Erario -112,20 €");
    expect(summary).toContain("Da pagare a noi 510,00 €");
    expect(summary).toContain("Se l'ente è tenuto alla scissione dei pagamenti (art. 17-ter DPR 633/1972)");
  });

  it("says the total by the button in words a screen reader reads out", () => {
    const ordinary = { ...terms, vatRegime: "ordinario" as const };
    expect(totalLine(summaryQuote("small", ordinary, now))).toBe("Totale primo anno 475,80\u00a0€ IVA inclusa");
    expect(totalLine(summaryQuote("medium", ordinary, now, true))).toBe(
      "Totale primo anno 622,20\u00a0€ IVA inclusa, di cui 510,00\u00a0€ da pagare a noi e 112,20\u00a0€ di IVA da versare all'Erario",
    );
    // Without JavaScript the amounts never change on the page: it says where they are instead.
    expect(totalLine(null)).toBe(
      "Totale primo anno: compare qui quando indichi il numero di lavoratori; senza JavaScript lo trovi dopo l'invio, nel preventivo in PDF",
    );
  });

  // F21 (UX walk): once the island runs, the amounts do appear here: no word about JavaScript.
  it("with the island running, says where the amounts appear without mentioning JavaScript", () => {
    const ordinaryTerms = { ...terms, vatRegime: "ordinario" as const };
    expect(totalLine(null, true)).toBe("Totale primo anno: compare qui quando indichi il numero di lavoratori");
    const scripted = renderToStaticMarkup(<OrderSummary plan={null} terms={ordinaryTerms} now={now} scripted />);
    expect(scripted).toContain("Gli importi compaiono qui quando indichi il numero di lavoratori.");
    expect(scripted).not.toContain("JavaScript");
    const plain = renderToStaticMarkup(<OrderSummary plan={null} terms={ordinaryTerms} now={now} />);
    expect(plain).toContain(
      "Gli importi compaiono qui quando indichi il numero di lavoratori; senza JavaScript li trovi dopo l&#x27;invio, nel preventivo in PDF.",
    );
  });

  it("the confirmation says when the contract arrives, from the operator's working days when configured", () => {
    expect(contractArrival(2)).toBe(
      "Il contratto da firmare ti arriva entro 2 giorni lavorativi dalla conferma del tuo indirizzo.",
    );
    expect(contractArrival(1)).toContain("entro 1 giorno lavorativo");
    expect(contractArrival(null)).toBe(
      "Il contratto da firmare ti arriva appena abbiamo verificato i dati, dopo la conferma del tuo indirizzo.",
    );
  });

  it("tells a visitor without JavaScript where the amounts are, before any number is typed", () => {
    const summary = text(
      renderToStaticMarkup(<OrderSummary plan={null} now={null} terms={{ ...terms, vatRegime: "ordinario" }} />),
    );
    expect(summary).toContain("senza JavaScript li trovi dopo l'invio, nel preventivo in PDF");
    expect(summary).not.toContain("per vedere gli importi");
  });
});
