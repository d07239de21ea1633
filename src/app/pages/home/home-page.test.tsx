import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HomePage } from "./home-page.tsx";

describe("the home hero", () => {
  const html = renderToStaticMarkup(<HomePage now={new Date()} />).replace(/&#x27;/g, "'");
  const hero = /<section aria-labelledby="hero-titolo"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

  it("gives the from price with the activation fee (built in, hidden while a promotion runs)", () => {
    expect(hero).toContain("240\u00a0€ l'anno più 150\u00a0€ di attivazione una tantum, IVA esclusa");
  });

  it("calls the platform ready, not the channel active", () => {
    expect(hero).toContain(
      "Piattaforma pronta entro 24 ore lavorative dalla firma e dal pagamento (per un ente pubblico, dalla stipula)",
    );
    expect(hero).not.toMatch(/attivo entro/);
  });
});
