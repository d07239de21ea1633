import { describe, expect, it } from "vitest";
import { ConfigError, loadSiteConfig } from "./load-site-config.ts";

describe("loadSiteConfig", () => {
  it("has placeholder defaults and no promotion", () => {
    const config = loadSiteConfig({});
    expect(config.siteUrl).toBe("http://localhost:4321");
    expect(config.operator.name).toMatch(/da configurare/);
    expect(config.promotionEnd).toBeNull();
  });

  it("takes the operator and the promotion from the environment", () => {
    const config = loadSiteConfig({
      SITE_URL: "https://www.esempio.it/",
      OPERATOR_NAME: "Mario Rossi",
      OPERATOR_VAT: "12345678901",
      OPERATOR_EMAIL: "info@esempio.it",
      PROMO_END: "2030-01-31",
    });
    expect(config.siteUrl).toBe("https://www.esempio.it");
    expect(config.operator).toMatchObject({ name: "Mario Rossi", vatNumber: "12345678901", email: "info@esempio.it" });
    expect(config.promotionEnd).toBe("2030-01-31");
  });

  it("fails with every problem named, in Italian", () => {
    const load = () => loadSiteConfig({ OPERATOR_VAT: "123", PROMO_END: "31/01/2030", SITE_URL: "esempio" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/OPERATOR_VAT deve contenere le 11 cifre/);
    expect(load).toThrow(/PROMO_END deve essere una data AAAA-MM-GG/);
    expect(load).toThrow(/SITE_URL deve essere un URL completo/);
  });
});
