import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE } from "./fixtures/sample-facts.ts";
import { loadOperatorFacts, OperatorFactsError, parseOperatorFacts } from "./operator-facts.ts";
import { platformClaims } from "./service.ts";

const PUBLIC = "https://www.esempio-whistleblowing.it";
const dir = mkdtempSync(path.join(tmpdir(), "facts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, body: string): string {
  const full = path.join(dir, name);
  writeFileSync(full, body);
  return full;
}

describe("operator facts file", () => {
  it("accepts the complete sample for a public site", () => {
    const facts = loadOperatorFacts({ SITE_URL: PUBLIC, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    expect(facts.verifiedOn).toBe("2026-11-20");
    expect(facts.hosting?.city).toBe("Falkenstein");
    expect(facts.penetrationTests).toHaveLength(1);
  });

  it("accepts the shipped default on localhost only", () => {
    expect(() => loadOperatorFacts({})).not.toThrow();
    expect(() => loadOperatorFacts({ SITE_URL: PUBLIC })).toThrow(/un sito pubblico/);
    try {
      loadOperatorFacts({ SITE_URL: PUBLIC });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/- verifiedOn: manca/);
      expect(message).toMatch(/- hosting\.provider: è ancora «\(da confermare\)»/);
      expect(message).toMatch(/- subProcessors: manca/);
    }
  });

  it("ships no certification or penetration test", () => {
    const facts = loadOperatorFacts({});
    expect(facts.certifications).toBeUndefined();
    expect(facts.penetrationTests).toBeUndefined();
  });

  it("explains invalid values in Italian, with the key", () => {
    const bad = (yaml: string) => () => loadOperatorFacts({ OPERATOR_FACTS_FILE: file("bad.yaml", yaml) });
    expect(bad("breachNotificationHours: 96\n")).toThrow(/breachNotificationHours: può essere al massimo 72/);
    expect(bad("tor: forse\n")).toThrow(/tor: deve essere true oppure false/);
    expect(bad("penetrationTests:\n  - issuer: X S.r.l.\n    scope: piattaforma\n")).toThrow(
      /penetrationTests\.0\.date/,
    );
    expect(bad("verifiedOn: 20/11/2026\n")).toThrow(/verifiedOn: deve essere una data AAAA-MM-GG/);
    expect(bad("hostng: {}\n")).toThrow(OperatorFactsError);
    expect(bad("tor: [\n")).toThrow(/non è un file YAML valido/);
    expect(() => loadOperatorFacts({ OPERATOR_FACTS_FILE: path.join(dir, "missing.yaml") })).toThrow(
      /non riesco a leggere/,
    );
  });

  it("refuses, for a public site, a hosting provider missing from the sub-processors", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    const other = { ...facts, subProcessors: [{ name: "Altro S.r.l.", service: "E-mail", country: "Italia" }] };
    expect(() => parseOperatorFacts(other, "http://127.0.0.1:4321")).not.toThrow();
    expect(() => parseOperatorFacts(other, PUBLIC)).toThrow(/subProcessors: manca il fornitore di hosting «Hetzner/);
  });

  it("refuses, for a public site, a test or certification dated in the future", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    const test = { issuer: "Sicurezza Esempio S.r.l.", scope: "Piattaforma", date: "2999-01-01" };
    const cert = { name: "ISO/IEC 27001", issuer: "Ente Esempio", scope: "Hosting", date: "2999-01-01" };
    expect(() => parseOperatorFacts({ ...facts, penetrationTests: [test] }, PUBLIC)).toThrow(
      /penetrationTests\.0\.date: 2999-01-01 è una data futura/,
    );
    expect(() => parseOperatorFacts({ ...facts, certifications: [cert] }, PUBLIC)).toThrow(/certifications\.0\.date/);
  });

  it("accepts placeholders on loopback URLs only", () => {
    const facts = { hosting: { provider: "X (da confermare)", country: "Italia", city: "Milano" } };
    expect(() => parseOperatorFacts(facts, "http://127.0.0.1:4321")).not.toThrow();
    expect(() => parseOperatorFacts(facts, PUBLIC)).toThrow(/hosting\.provider/);
  });
});

describe("platform claims", () => {
  it("states IP logging along the whole chain only when the operator does", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    expect(platformClaims(facts).ipLogging).toMatch(/^Né la piattaforma di segnalazione né il server web e il proxy/);
    const ipLogging = { platform: false, webServer: false, proxy: true, hostingNetwork: "Nessun registro" };
    const partial = { ...facts, ipLogging };
    expect(platformClaims(partial).ipLogging).toBe(
      "La piattaforma di segnalazione non registra gli indirizzi IP di chi segnala.",
    );
  });

  it("says nothing of a feature the operator has not stated", () => {
    const claims = platformClaims({});
    expect(claims.tor).toBeNull();
    expect(claims.reminders).toBeNull();
    expect(claims.deletion).toBeNull();
    expect(claims.staffAccess).toBeNull();
    expect(claims.keys).toBeNull();
    expect(claims.twoFactor).toBeNull();
    const sample = platformClaims(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }));
    expect(sample.deletion).toBeNull();
    expect(sample.staffAccess).toContain("leggere il contenuto delle segnalazioni");
  });
});
