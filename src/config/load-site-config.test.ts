import { describe, expect, it } from "vitest";
import { isLoopbackUrl } from "../lib/loopback-url.ts";
import { ConfigError, loadSiteConfig } from "./load-site-config.ts";

/** A public site's identity that passes: the P.IVA has a valid check digit. */
const realIdentity = {
  SITE_URL: "https://www.esempio.it/",
  OPERATOR_NAME: "Mario Rossi",
  OPERATOR_ADDRESS: "Via Roma 10, 20121 Milano MI",
  OPERATOR_VAT: "12345678903",
  OPERATOR_EMAIL: "info@esempio.it",
  OPERATOR_REA: "MI-1234567",
  HOSTING_PROVIDER: "Hosting Esempio S.r.l.",
  HOSTING_LOCATION: "Italia",
  EMAIL_PROVIDER: "Posta Esempio S.p.A.",
  EMAIL_PROVIDER_LOCATION: "Italia",
};

describe("loadSiteConfig", () => {
  it("has placeholder defaults and no promotion", () => {
    const config = loadSiteConfig({});
    expect(config.siteUrl).toBe("http://localhost:4321");
    expect(config.operator.name).toMatch(/da configurare/);
    expect(config.operator.rea).toBeNull();
    expect(config.promotionEnd).toBeNull();
    expect(config.privacy).toMatchObject({ dpoEmail: null, proxy: null, logRetentionDays: 14 });
    expect(config.rateLimitWindowS).toBe(600);
  });

  it("takes the operator, the promotion and the processing facts from the environment", () => {
    const config = loadSiteConfig({
      ...realIdentity,
      OPERATOR_REA: "mi-1234567",
      PROMO_END: "2030-01-31",
      DPO_EMAIL: "dpo@esempio.it",
      HOSTING_LOCATION: "Germania (Unione europea)",
      TRUST_PROXY: "true",
      RATE_LIMIT_WINDOW_S: "900",
      MAILBOX_RETENTION_MONTHS: "6",
    });
    expect(config.siteUrl).toBe("https://www.esempio.it");
    expect(config.operator).toMatchObject({ name: "Mario Rossi", vatNumber: "12345678903", rea: "MI-1234567" });
    expect(config.promotionEnd).toBe("2030-01-31");
    expect(config.privacy).toMatchObject({
      dpoEmail: "dpo@esempio.it",
      hosting: { name: "Hosting Esempio S.r.l.", location: "Germania (Unione europea)" },
      proxy: { name: "Hosting Esempio S.r.l.", location: "Germania (Unione europea)" },
      mailboxRetentionMonths: 6,
    });
    expect(config.trustProxy).toBe(true);
    expect(config.rateLimitWindowS).toBe(900);
  });

  it("fails with every problem named, in Italian", () => {
    const load = () =>
      loadSiteConfig({ OPERATOR_VAT: "123", PROMO_END: "31/01/2030", SITE_URL: "esempio", OPERATOR_REA: "1234567" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/OPERATOR_VAT deve contenere le 11 cifre/);
    expect(load).toThrow(/PROMO_END deve essere una data AAAA-MM-GG/);
    expect(load).toThrow(/SITE_URL deve essere un URL completo/);
    expect(load).toThrow(/OPERATOR_REA deve essere la sigla della provincia/);
  });
});

describe("a public SITE_URL", () => {
  it("refuses the placeholder identity, naming each field in Italian", () => {
    const load = () => loadSiteConfig({ SITE_URL: "https://www.whistleblowing-esempio.it" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /un sito pubblico \(SITE_URL=https:\/\/www\.whistleblowing-esempio\.it\) non può usare dati segnaposto/,
    );
    expect(load).toThrow(/- OPERATOR_NAME: indica il nome reale del titolare/);
    expect(load).toThrow(/- OPERATOR_ADDRESS: indica l'indirizzo reale della sede/);
    expect(load).toThrow(/- OPERATOR_EMAIL: indica una casella reale/);
    expect(load).toThrow(/- OPERATOR_VAT: la partita IVA «00000000000» non è valida/);
    expect(load).toThrow(/- HOSTING_PROVIDER: indica il fornitore di hosting/);
    expect(load).toThrow(/- EMAIL_PROVIDER: indica il fornitore del servizio e-mail/);
    expect(load).toThrow(/- OPERATOR_REA: indica il numero REA/);
  });

  it("requires the REA number even when the rest is real", () => {
    const withoutRea = Object.fromEntries(Object.entries(realIdentity).filter(([key]) => key !== "OPERATOR_REA"));
    expect(() => loadSiteConfig(withoutRea)).toThrow(/- OPERATOR_REA: indica il numero REA/);
  });

  it.each([
    ["OPERATOR_VAT", "12345678901", /OPERATOR_VAT: la partita IVA «12345678901» non è valida/],
    ["OPERATOR_EMAIL", "info@example.org", /OPERATOR_EMAIL: indica una casella reale/],
    ["OPERATOR_EMAIL", "posta@mail.example.net", /OPERATOR_EMAIL: indica una casella reale/],
    ["DPO_EMAIL", "dpo@example.com", /DPO_EMAIL: indica una casella reale/],
    ["OPERATOR_NAME", "Mario Rossi (da configurare)", /OPERATOR_NAME: indica il nome reale/],
  ])("refuses %s=%s even when the rest is real", (key, value, message) => {
    expect(() => loadSiteConfig({ ...realIdentity, [key]: value })).toThrow(message);
  });

  it("refuses a public site whose processors' country is not declared (DPO site review A2)", () => {
    const undeclared = { ...realIdentity, HOSTING_LOCATION: undefined, EMAIL_PROVIDER_LOCATION: undefined };
    expect(() => loadSiteConfig(undeclared)).toThrow(/- HOSTING_LOCATION: indica il Paese/);
    expect(() => loadSiteConfig(undeclared)).toThrow(/- EMAIL_PROVIDER_LOCATION: indica il Paese/);
    expect(loadSiteConfig({}).privacy.hosting.location).not.toMatch(/Unione europea/);
  });

  it("accepts a real identity", () => {
    expect(loadSiteConfig(realIdentity).operator.name).toBe("Mario Rossi");
  });

  it("leaves a developer's machine alone: placeholders work on loopback addresses", () => {
    for (const url of ["http://localhost:4321", "http://127.0.0.1:8080", "http://127.1.2.3", "http://[::1]:4321"]) {
      expect(isLoopbackUrl(url)).toBe(true);
      expect(loadSiteConfig({ SITE_URL: url }).operator.vatNumber).toBe("00000000000");
    }
    for (const url of [
      "https://www.esempio.it",
      "http://128.0.0.1",
      "http://localhost.esempio.it",
      "http://10.0.0.5",
    ]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });
});

describe("the operator's legal form", () => {
  it("is a ditta individuale unless configured otherwise", () => {
    expect(loadSiteConfig(realIdentity).operator.legalForm).toEqual({ kind: "ditta-individuale" });
  });

  it("takes a company's registry, paid-up capital and sole shareholder", () => {
    const config = loadSiteConfig({
      ...realIdentity,
      OPERATOR_NAME: "Esempio S.r.l.",
      OPERATOR_LEGAL_FORM: "societa",
      OPERATOR_REGISTRY_OFFICE: "Milano Monza Brianza Lodi",
      OPERATOR_REGISTRY_NUMBER: "12345678903",
      OPERATOR_SHARE_CAPITAL: "10000",
      OPERATOR_SOLE_SHAREHOLDER: "true",
    });
    expect(config.operator.legalForm).toEqual({
      kind: "societa",
      registryOffice: "Milano Monza Brianza Lodi",
      registryNumber: "12345678903",
      shareCapitalEuro: 10000,
      soleShareholder: true,
    });
  });

  it("refuses a company without the art. 2250 c.c. data, on any SITE_URL", () => {
    const load = () => loadSiteConfig({ OPERATOR_LEGAL_FORM: "societa" });
    expect(load).toThrow(/- OPERATOR_REGISTRY_OFFICE: obbligatorio per una società/);
    expect(load).toThrow(/- OPERATOR_REGISTRY_NUMBER: obbligatorio per una società/);
    expect(load).toThrow(/- OPERATOR_SHARE_CAPITAL: obbligatorio per una società/);
  });

  it("refuses an unknown legal form", () => {
    expect(() => loadSiteConfig({ OPERATOR_LEGAL_FORM: "srl" })).toThrow(
      /OPERATOR_LEGAL_FORM deve essere ditta-individuale oppure societa/,
    );
  });
});

describe("backups and the VAT regime", () => {
  it("keeps backups 30 days unless configured", () => {
    expect(loadSiteConfig({}).privacy.backupRetentionDays).toBe(30);
    expect(loadSiteConfig({ BACKUP_RETENTION_DAYS: "14" }).privacy.backupRetentionDays).toBe(14);
    expect(() => loadSiteConfig({ BACKUP_RETENTION_DAYS: "0" })).toThrow(/BACKUP_RETENTION_DAYS deve essere almeno 1/);
  });

  it("charges no VAT under the regime forfettario, which only a ditta individuale can have", () => {
    expect(loadSiteConfig({}).order).toMatchObject({ vatRegime: "ordinario", vatRatePercent: 22 });
    expect(loadSiteConfig({ VAT_REGIME: "forfettario" }).order).toMatchObject({
      vatRegime: "forfettario",
      vatRatePercent: 0,
    });
    expect(() =>
      loadSiteConfig({
        VAT_REGIME: "forfettario",
        OPERATOR_LEGAL_FORM: "societa",
        OPERATOR_REGISTRY_OFFICE: "Roma",
        OPERATOR_REGISTRY_NUMBER: "12345678903",
        OPERATOR_SHARE_CAPITAL: "10000",
      }),
    ).toThrow(/VAT_REGIME: il regime forfettario è riservato alle persone fisiche/);
    expect(() => loadSiteConfig({ VAT_REGIME: "agevolato" })).toThrow(
      /VAT_REGIME deve essere ordinario oppure forfettario/,
    );
  });
});

describe("order configuration", () => {
  it("defaults to 22% VAT, 30 days of validity, no bank details and orders kept 90 days", () => {
    expect(loadSiteConfig({}).order).toEqual({
      vatRatePercent: 22,
      vatRegime: "ordinario",
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
      vatRegime: "ordinario",
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
