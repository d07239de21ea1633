import { describe, expect, it } from "vitest";
import { buildOperatorFacts, buildPlatformClaims } from "./build-operator-facts.ts";
import { buildSiteConfig } from "./build-site-config.ts";
import { SAMPLE_FACTS_FILE } from "./fixtures/sample-facts.ts";
import { loadOperatorFacts } from "./operator-facts.ts";
import { loadSiteConfig } from "./load-site-config.ts";
import { platformClaims } from "./service.ts";

describe("the build configuration, read when used", () => {
  it("parses the env a test passes on every call, and never keeps it", () => {
    expect(buildSiteConfig({ SITE_URL: "http://127.0.0.1:8080" }).siteUrl).toBe("http://127.0.0.1:8080");
    expect(buildSiteConfig({ PROMO_END: "2027-01-31" }).promotionEnd).toBe("2027-01-31");
    expect(() => buildSiteConfig({ VAT_RATE: "cento" })).toThrow(/VAT_RATE/);
    expect(buildSiteConfig()).toEqual(loadSiteConfig(process.env));
  });

  it("reads process.env once per process", () => {
    expect(buildSiteConfig()).toBe(buildSiteConfig());
    expect(buildOperatorFacts()).toBe(buildOperatorFacts());
    expect(buildPlatformClaims()).toBe(buildPlatformClaims());
  });

  it("reads the operator facts file of the env it is given, and the claims made from it", () => {
    const env = { OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE };
    expect(buildOperatorFacts(env)).toEqual(loadOperatorFacts(env));
    expect(buildPlatformClaims(env)).toEqual(platformClaims(loadOperatorFacts(env)));
    expect(buildOperatorFacts()).toEqual(loadOperatorFacts(process.env));
  });
});
