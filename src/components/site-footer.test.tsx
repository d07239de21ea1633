import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer.tsx";

const operator = {
  name: "Mario Rossi",
  address: "Via Roma 10, 20121 Milano MI",
  vatNumber: "12345678903",
  email: "info@esempio.it",
  rea: null,
  legalForm: { kind: "ditta-individuale" as const },
};

describe("the footer's operator line", () => {
  it("shows the REA number when it is configured", () => {
    const html = renderToStaticMarkup(<SiteFooter buildYear={2026} operator={{ ...operator, rea: "MI-2345678" }} />);
    expect(html).toContain("P.IVA 12345678903 – REA MI-2345678");
  });

  it("names a company with its registered office, registry, paid-up capital and sole shareholder", () => {
    const company = {
      ...operator,
      name: "Esempio S.r.l.",
      rea: "MI-2345678",
      legalForm: {
        kind: "societa" as const,
        registryOffice: "Milano Monza Brianza Lodi",
        registryNumber: "12345678903",
        shareCapitalEuro: 10000,
        soleShareholder: true,
      },
    };
    const html = renderToStaticMarkup(<SiteFooter buildYear={2026} operator={company} />);
    expect(html).toContain(
      "Esempio S.r.l. – sede legale Via Roma 10, 20121 Milano MI – Registro delle imprese di Milano Monza Brianza Lodi n. 12345678903 – REA MI-2345678 – capitale sociale versato 10.000 € – società con unico socio – P.IVA 12345678903",
    );
    expect(html).not.toContain("ditta individuale");
  });

  it("leaves it out otherwise", () => {
    const html = renderToStaticMarkup(<SiteFooter buildYear={2026} operator={operator} />);
    expect(html).toContain("P.IVA 12345678903");
    expect(html).not.toContain("REA");
  });

  it("describes the product as designed for the decree, not as compliant", () => {
    const html = renderToStaticMarkup(<SiteFooter buildYear={2026} operator={operator} />);
    expect(html).toContain("progettato per il D.Lgs. 24/2023");
    expect(html).not.toMatch(/conform/i);
  });
});
