import { describe, expect, it } from "vitest";
import { softwareApplicationJsonLd } from "./seo.ts";

interface Offer {
  name: string;
  url: string;
  description: string;
}

describe("the JSON-LD offers", () => {
  const { offers } = softwareApplicationJsonLd() as { offers: Offer[] };

  it("lead Small and Medium to the online order, Enterprise to /contatti, as the cards' buttons do", () => {
    expect(offers.map((offer) => new URL(offer.url).pathname + new URL(offer.url).search)).toEqual([
      "/ordine?piano=small",
      "/ordine?piano=medium",
      "/contatti?piano=enterprise",
    ]);
  });

  it("state the activation fee and who else may buy Small Business; Enterprise's terms are in its offer", () => {
    expect(offers[0]?.description).toContain(
      "Da 50 a 99 lavoratori; anche per gli enti obbligati con meno di 50 lavoratori",
    );
    expect(offers[0]?.description).toContain("attivazione una tantum 150\u00a0€");
    expect(offers[2]?.description).toContain("Prezzo e tempi di attivazione concordati nel preventivo");
  });
});
