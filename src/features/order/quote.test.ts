import { describe, expect, it } from "vitest";
import {
  CONTRACT_SENTENCE,
  customerRows,
  publicProcedureDocuments,
  ORDER_NEXT_STEPS,
  ORDER_STEPS_BEFORE_CONFIRMATION,
  orderNextSteps,
  orderStepsBeforeConfirmation,
  quoteRenewal,
  renewalDetail,
  PUBLIC_CONTRACT_SENTENCE,
  quoteLines,
  quoteTermsSentence,
} from "./quote-data.ts";
import { contractDocumentsSentence } from "../../config/documents.ts";
import { computeQuote, formatCents } from "./quote.ts";

const NOW = new Date("2026-03-02T09:00:00Z");

describe("the quote's amounts", () => {
  it("Small without a promotion: 240 + 150 = 390,00\u00a0€, IVA 85,80\u00a0€, totale 475,80\u00a0€", () => {
    const quote = computeQuote("small", { vatRatePercent: 22, promotionEnd: null, now: NOW });
    expect(quote).toEqual({
      yearlyFeeCents: 24_000,
      activationListCents: 15_000,
      activationFeeCents: 15_000,
      taxableCents: 39_000,
      vatRatePercent: 22,
      vatCents: 8_580,
      vatRegime: "ordinario",
      stampDutyCents: 0,
      totalCents: 47_580,
      splitPayment: false,
      payableCents: 47_580,
      promotionEnd: null,
    });
    expect([quote.taxableCents, quote.vatCents, quote.totalCents].map(formatCents)).toEqual([
      "390,00\u00a0€",
      "85,80\u00a0€",
      "475,80\u00a0€",
    ]);
  });

  it("Small with the promotion running: activation 0\u00a0€, 292,80\u00a0€ in all", () => {
    const quote = computeQuote("small", { vatRatePercent: 22, promotionEnd: "2026-03-31", now: NOW });
    expect(quote).toMatchObject({ activationFeeCents: 0, taxableCents: 24_000, vatCents: 5_280, totalCents: 29_280 });
    expect(quote.promotionEnd).toBe("2026-03-31");
  });

  it("Medium, with and without the promotion", () => {
    expect(computeQuote("medium", { vatRatePercent: 22, promotionEnd: null, now: NOW })).toMatchObject({
      taxableCents: 51_000,
      vatCents: 11_220,
      totalCents: 62_220,
    });
    expect(computeQuote("medium", { vatRatePercent: 22, promotionEnd: "2026-03-02", now: NOW })).toMatchObject({
      activationFeeCents: 0,
      totalCents: 43_920,
    });
  });

  it("charges the activation again once the promotion's last day is over", () => {
    const after = new Date("2026-03-31T22:00:00Z"); // 1 April, 00:00 in Rome
    expect(computeQuote("small", { vatRatePercent: 22, promotionEnd: "2026-03-31", now: after })).toMatchObject({
      activationFeeCents: 15_000,
      promotionEnd: null,
    });
  });

  it("rounds the VAT half up to the cent with another rate", () => {
    expect(computeQuote("small", { vatRatePercent: 10, promotionEnd: null, now: NOW }).vatCents).toBe(3_900);
  });

  it("under the regime forfettario: no VAT, a 2\u00a0€ stamp duty over 77,47\u00a0€", () => {
    expect(
      computeQuote("small", { vatRatePercent: 22, promotionEnd: null, now: NOW, vatRegime: "forfettario" }),
    ).toMatchObject({ vatRatePercent: 0, vatCents: 0, stampDutyCents: 200, totalCents: 39_200 });
  });

  it("under split payment the public body pays us the taxable amount and the VAT to the Treasury", () => {
    const quote = computeQuote("medium", { vatRatePercent: 22, promotionEnd: null, now: NOW, splitPayment: true });
    expect(quote).toMatchObject({ taxableCents: 51_000, vatCents: 11_220, totalCents: 62_220 });
    expect(quote).toMatchObject({ splitPayment: true, payableCents: 51_000 });
  });

  it("never applies split payment under the regime forfettario: there is no VAT to split", () => {
    expect(
      computeQuote("small", {
        vatRatePercent: 22,
        promotionEnd: null,
        now: NOW,
        vatRegime: "forfettario",
        splitPayment: true,
      }),
    ).toMatchObject({ splitPayment: false, totalCents: 39_200, payableCents: 39_200 });
  });

  it("says on the quote when the promotion applied, not that the activation is free until a date", () => {
    const amounts = computeQuote("small", { vatRatePercent: 22, promotionEnd: "2026-03-31", now: NOW });
    const activation = quoteLines({ plan: "small", amounts, customer: { buyerType: "privato" } })[1];
    expect(activation?.detail).toBe(
      "promozione per le richieste d'ordine inviate entro il 31 marzo 2026; prezzo di listino 150,00\u00a0€",
    );
    expect(activation?.detail).not.toMatch(/Gratuita fino al/);
  });

  it("formats cents the Italian way", () => {
    // Issue 26: a no-break space, so «150,00 €» never breaks across two lines.
    expect(formatCents(15_000)).toBe("150,00\u00a0€");
    expect(formatCents(0)).toBe("0,00\u00a0€");
    expect(formatCents(5)).toBe("0,05\u00a0€");
    expect(formatCents(123_456_789)).toBe("1.234.567,89\u00a0€");
  });
});

describe("the steps after an order", () => {
  it("start, on the page before confirmation, with the confirmation itself", () => {
    expect(ORDER_STEPS_BEFORE_CONFIRMATION[0]).toBe(
      "Conferma il tuo indirizzo dal link nell'e-mail: solo dopo verifichiamo i dati della richiesta e ti scriviamo se manca qualcosa.",
    );
    expect(ORDER_STEPS_BEFORE_CONFIRMATION.slice(1)).toEqual(ORDER_NEXT_STEPS.slice(1));
    // The PDF travels alone: it says how long the link holds and what happens without it (DPO read B3).
    expect(orderStepsBeforeConfirmation("privato", "ordinario", { inQuote: true })[0]).toBe(
      "Conferma il tuo indirizzo dal link nell'e-mail entro 24 ore dall'invio della richiesta: solo dopo verifichiamo i dati della richiesta e ti scriviamo se manca qualcosa. Senza la conferma la richiesta viene cancellata e questo preventivo non ha seguito: per riceverne uno, invia di nuovo la richiesta.",
    );
  });

  it("say what the years after the first cost, as the operator's terms make them (DPO read B1, B2)", () => {
    const privato = { buyerType: "privato" } as const;
    expect(
      renewalDetail({
        customer: privato,
        renewal: quoteRenewal({ tacitRenewal: true, noticeDays: 60 }),
      }),
    ).toBe(
      "rinnovo tacito alla scadenza, salvo disdetta inviata almeno 60 giorni prima della scadenza; a ogni rinnovo si paga solo il canone, non l'attivazione",
    );
    const expressly = quoteRenewal({ tacitRenewal: false, noticeDays: 30 });
    expect(renewalDetail({ customer: privato, renewal: expressly })).toBe(
      "nessun rinnovo tacito; se il contratto è rinnovato, l'attivazione non si paga di nuovo",
    );
    // Without declared terms the quote says nothing of how the contract renews.
    for (const renewal of [null, undefined]) {
      expect(renewalDetail({ customer: privato, renewal })).toBe(
        "se il contratto è rinnovato, l'attivazione non si paga di nuovo",
      );
    }
    expect(renewalDetail({ customer: { buyerType: "pubblico" }, renewal: expressly })).toBe(
      "nessun rinnovo tacito: un periodo successivo richiede un nuovo affidamento o un rinnovo previsto espressamente nell'affidamento iniziale",
    );
  });

  it("never tell a public body that it concludes the contract by returning our signed forms", () => {
    const [, , publicLast] = orderNextSteps("pubblico");
    expect(publicLast).toContain(
      "Con un ente pubblico il contratto segue la decisione di affidamento dell'ente (per esempio l'affidamento diretto, art. 50 D.Lgs. 36/2023)",
    );
    expect(publicLast).not.toContain("ci restituisci");
    expect(ORDER_NEXT_STEPS.at(-1)).toContain(CONTRACT_SENTENCE);
    expect(ORDER_NEXT_STEPS.at(-1)).not.toContain(PUBLIC_CONTRACT_SENTENCE);
  });

  it("give a public body no advance payment and no split payment under the regime forfettario", () => {
    const steps = orderNextSteps("pubblico").join(" ");
    expect(steps).toContain("A un ente pubblico non chiediamo pagamenti anticipati");
    expect(steps).not.toContain("da firmare");
    expect(steps).toContain("art. 17-ter");
    expect(orderNextSteps("pubblico", "forfettario").join(" ")).not.toContain("scissione");
    expect(orderStepsBeforeConfirmation("pubblico").slice(1)).toEqual(orderNextSteps("pubblico").slice(1));
  });

  // Issue 27: the quote does not say what the entity does with it, nor stipulation «nella forma dell'ordine».
  it("tell a public body what the quote is for and that its contract follows public-contract forms", () => {
    const steps = orderNextSteps("pubblico").join(" ");
    expect(steps).toContain("Puoi usare il preventivo nella procedura di acquisto dell'ente.");
    expect(steps).not.toContain("l'ente svolge la sua procedura");
    expect(steps).toContain("dalla stipula del contratto, nelle forme previste per i contratti pubblici");
    expect(steps).not.toMatch(/forma dell'ordine|art\. 18/);
  });

  // Issue 27: a public body's quote and e-mail do not ask it to return our signed contract.
  it("give a public body's quote its own validity, and keep both cases where the buyer is not known", () => {
    const publicTerms = quoteTermsSentence("2026-12-20", false, "pubblico");
    expect(publicTerms).toBe(
      "Il preventivo non è un contratto né un'offerta in una procedura di acquisto: se la procedura dell'ente richiede un'offerta, la presentiamo noi sulla sua piattaforma di approvvigionamento digitale, ai prezzi di questo preventivo. I prezzi di questo preventivo valgono se entro il 20 dicembre 2026 l'ente ci comunica l'affidamento, anche se il contratto è stipulato dopo.",
    );
    // Docs read F10: a private buyer's quote has no public body's clause.
    expect(quoteTermsSentence("2026-12-20", false, "privato")).toBe(
      "Il preventivo non vincola né te né noi finché il contratto non è concluso. I prezzi di questo preventivo valgono se entro il 20 dicembre 2026 ci restituisci firmati il contratto e l'accordo sul trattamento dei dati.",
    );
    expect(contractDocumentsSentence("https://x.it", true)).toMatch(/^Prima della stipula del contratto puoi leggere/);
    expect(contractDocumentsSentence("https://x.it")).toMatch(/^Prima di firmare puoi leggere/);
  });
});

// B5 (DPO re-read of the order): the CIG was shown «se indicato»; it is needed before the contract.
describe("a public body's CIG on the quote", () => {
  const customer = {
    buyerType: "pubblico" as const,
    companyName: "Comune di Esempio",
    vatNumber: null,
    taxCode: "00743110157",
    address: null,
    ipaCode: "UFXY12",
    cig: null,
    sdiCode: null,
    pec: null,
    contactName: "Anna Bianchi",
    email: "rpct@comune.esempio.it",
    phone: null,
    notes: null,
  };
  const cigRow = (cig: string | null) =>
    customerRows({ customer: { ...customer, cig }, workers: 30 }).find(([label]) => label === "CIG")?.[1];

  it("shows it when given, and says it is still to come when not", () => {
    expect(cigRow("Z1A2B3C4D5")).toBe("Z1A2B3C4D5");
    expect(cigRow(null)).toBe("da comunicare prima del contratto e della fattura");
    expect(
      customerRows({ customer: { ...customer, buyerType: "privato" }, workers: 30 }).find(([l]) => l === "CIG")?.[1],
    ).toBeNull();
  });

  it("is on the electronic invoice without «se indicato»", () => {
    for (const route of [
      { ipaCode: "UFXY12", sdiCode: null, pec: null },
      { ipaCode: null, sdiCode: "M5UXCR1", pec: null },
      { ipaCode: null, sdiCode: null, pec: "amministrazione@pec.partecipata.it" },
    ]) {
      const [, , invoice] = publicProcedureDocuments(route);
      expect(invoice).toContain("con il CIG (");
      expect(invoice).not.toContain("se indicato");
    }
  });

  // A controlled company without an SDI code receives the e-invoice at its PEC (legal-facts.md).
  it("sends a controlled company's invoice to its PEC when it has no SDI code", () => {
    const [, , invoice] = publicProcedureDocuments({ ipaCode: null, sdiCode: null, pec: "a@pec.it" });
    expect(invoice).toContain("tramite il Sistema di Interscambio (SDI) alla PEC della società");
  });
});
