import { describe, expect, it } from "vitest";
import { findCopyProblems } from "../../tests/support/copy/copy-rules.ts";
import { formatEuro, fromPriceText, plans, priceVatNote } from "./plans.ts";
import { entityDuties, service } from "./service.ts";

describe("a price", () => {
  it("keeps the number and the euro sign together with a no-break space (issue 26: «150 €» broke across lines)", () => {
    expect(formatEuro(150)).toBe("150\u00a0€");
    expect(formatEuro(10_000)).toBe("10.000\u00a0€");
    expect(fromPriceText("IVA esclusa")).not.toMatch(/\d €/);
  });
});

describe("the 'from' price", () => {
  it("includes the activation fee", () => {
    expect(fromPriceText("IVA esclusa")).toBe(
      "240\u00a0€ l'anno più 150\u00a0€ di attivazione una tantum, IVA esclusa",
    );
  });

  it("or the promotion that waives it, with its date", () => {
    expect(fromPriceText("IVA esclusa", "31/01/2030")).toBe(
      "240\u00a0€ l'anno, attivazione gratuita per le richieste d'ordine inviate entro il 31/01/2030, IVA esclusa",
    );
  });

  it("never says 'IVA esclusa' under the regime forfettario", () => {
    expect(priceVatNote("ordinario")).toBe("IVA esclusa");
    expect(fromPriceText(priceVatNote("forfettario"))).toBe(
      "240\u00a0€ l'anno più 150\u00a0€ di attivazione una tantum, senza IVA (regime forfettario)",
    );
  });
});

describe("the activation sentence", () => {
  it("says what 24 working hours means and calls it the platform being ready, not the channel live", () => {
    expect(service.activation.sentence).toMatch(/^La piattaforma è pronta entro 24 ore lavorative/);
    // B6: one answer, explained once: how the hours count and from when, for either buyer; no second figure in days.
    expect(service.activation.sentence).not.toMatch(/cioè entro|tre giorni|\d+ giorni/);
    expect(service.activation.sentence).toContain("(giornate di 8 ore, dal lunedì al venerdì, festivi esclusi)");
    expect(service.activation.sentence).toContain(
      "per un'organizzazione privata dalla firma del contratto e dal pagamento della prima fattura",
    );
    // A document for one buyer says that buyer's start only, in the same words.
    expect(service.activation.forPrivate).not.toContain("ente pubblico");
    // Issue 27: the contract is stipulated in the forms of public contracts, never «nella forma dell'ordine».
    expect(service.activation.forPublic).toContain(
      "dalla stipula del contratto, nelle forme previste per i contratti pubblici",
    );
    expect(service.activation.sentence).not.toMatch(/forma dell'ordine|art\. 18/);
    expect(
      findCopyProblems([service.activation.sentence, service.activation.forPrivate, service.activation.forPublic]),
    ).toEqual([]);
    // DPO read 2026-11-28 A4: the hours run from signature and payment, or the public stipula, never "dal contratto" alone.
    expect(service.activation.sentence).not.toContain("dal contratto");
    expect(service.activation.from).toBe("dalla firma e dal pagamento (per un ente pubblico, dalla stipula)");
    expect(service.activation.sentence).toContain("Il canale entra in funzione quando l'ente lo mette in esercizio");
    expect(`${service.activation.sentence} ${service.activation.short}`).not.toMatch(/\battiv[oa]\b|Attivazione entro/);
  });
});

// RR-8, CO-3: a plan feature says what it means; training is platform training, not the art. 4 training.
describe("the plan features", () => {
  const features = plans.flatMap((plan) => plan.features);
  it("define 'illimitato' and 'personalizzati' in the same line", () => {
    for (const feature of features.filter((line) => /illimitat|personalizzat/i.test(line))) {
      expect(feature).toMatch(/:/);
    }
    expect(features).toContain("Accesso illimitato: il canone non cambia con il numero di gestori e di segnalazioni");
  });
  it("sell training only as training on the platform, leaving the manager's to the entity", () => {
    const training = features.filter((line) => /formazione/i.test(line));
    expect(training).toHaveLength(2);
    for (const line of training) expect(line).toContain("Formazione all'uso della piattaforma");
    expect(entityDuties(false).join("; ")).toContain("formazione specifica (art. 4, comma 2)");
  });
});
