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
    expect(() => loadSiteConfig({ OPERATOR_VAT: "123", PROMO_END: "31/01/2030", SITE_URL: "esempio" })).toThrow(
      ConfigError,
    );
    try {
      loadSiteConfig({ OPERATOR_VAT: "123", PROMO_END: "31/01/2030" });
    } catch (error) {
      expect(String(error)).toMatch(/OPERATOR_VAT/);
      expect(String(error)).toMatch(/PROMO_END/);
    }
  });
});
