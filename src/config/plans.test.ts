import { describe, expect, it } from "vitest";
import { fromPriceText, priceVatNote } from "./plans.ts";
import { service } from "./service.ts";

describe("the 'from' price", () => {
  it("includes the activation fee", () => {
    expect(fromPriceText("IVA esclusa")).toBe("240 € l'anno più 150 € di attivazione una tantum, IVA esclusa");
  });

  it("or the promotion that waives it, with its date", () => {
    expect(fromPriceText("IVA esclusa", "31/01/2030")).toBe(
      "240 € l'anno, attivazione gratuita fino al 31/01/2030, IVA esclusa",
    );
  });

  it("never says 'IVA esclusa' under the regime forfettario", () => {
    expect(priceVatNote("ordinario")).toBe("IVA esclusa");
    expect(fromPriceText(priceVatNote("forfettario"))).toBe(
      "240 € l'anno più 150 € di attivazione una tantum, senza IVA (regime forfettario)",
    );
  });
});

describe("the activation sentence", () => {
  it("says what 24 working hours means and calls it the platform being ready, not the channel live", () => {
    expect(service.activation.sentence).toMatch(/^La piattaforma è pronta entro 24 ore lavorative/);
    expect(service.activation.sentence).toContain("cioè entro tre giorni lavorativi");
    expect(service.activation.sentence).toContain("il canale entra in funzione quando l'ente lo mette in esercizio");
    expect(`${service.activation.sentence} ${service.activation.short}`).not.toMatch(/\battiv[oa]\b|Attivazione entro/);
  });
});
