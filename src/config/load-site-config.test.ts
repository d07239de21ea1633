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

describe("order configuration", () => {
  it("defaults to 22% VAT, 30 days of validity, no bank details and orders kept 90 days", () => {
    expect(loadSiteConfig({}).order).toEqual({
      vatRatePercent: 22,
      quoteValidityDays: 30,
      retentionDays: 90,
      bank: null,
    });
  });

  it("shows bank details only with IBAN and holder, and never keeps orders less than the other requests", () => {
    const config = loadSiteConfig({
      VAT_RATE: "10",
      BANK_IBAN: "it60 x054 2811 1010 0000 0123 456",
      BANK_HOLDER: "Mario Rossi",
      RETENTION_DAYS: "60",
      ORDER_RETENTION_DAYS: "45",
    });
    expect(config.order).toEqual({
      vatRatePercent: 10,
      quoteValidityDays: 30,
      retentionDays: 60,
      bank: { iban: "IT60X0542811101000000123456", holder: "Mario Rossi", name: null },
    });
    expect(loadSiteConfig({ BANK_IBAN: "IT60X0542811101000000123456" }).order.bank).toBeNull();
  });

  it("refuses an IBAN, a VAT rate or a validity that make no sense", () => {
    expect(() => loadSiteConfig({ BANK_IBAN: "123", VAT_RATE: "ventidue", QUOTE_VALIDITY_DAYS: "0" })).toThrow(
      /BANK_IBAN[\s\S]*VAT_RATE|VAT_RATE[\s\S]*BANK_IBAN/,
    );
  });
});
