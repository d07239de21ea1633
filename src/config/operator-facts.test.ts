import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE } from "./fixtures/sample-facts.ts";
import {
  expiredQualificationProblems,
  IMAGE_MAX_BYTES,
  loadOperatorFacts,
  mediaProblems,
  OperatorFactsError,
  parseOperatorFacts,
  siteNetworkProblems,
} from "./operator-facts.ts";
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
    expect(facts.taxAdviser).toEqual({ name: "Studio Esempio Commercialisti Associati", country: "Italia" });
    expect(facts.eSignature).toEqual({ name: "Firma Esempio S.p.A.", country: "Italia" });
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
    expect(bad("breachNotificationHours: 96\n")).toThrow(/breachNotificationHours: può essere al massimo 48/);
    expect(bad("tor: forse\n")).toThrow(/tor: deve essere true, false oppure «\(da confermare\)»/);
    expect(bad("penetrationTests:\n  - issuer: X S.r.l.\n    scope: piattaforma\n")).toThrow(
      /penetrationTests\.0\.date/,
    );
    expect(bad("verifiedOn: 20/11/2026\n")).toThrow(/verifiedOn: deve essere una data AAAA-MM-GG/);
    expect(bad("taxAdviser: Studio Rossi\n")).toThrow(/taxAdviser: indica name e country del commercialista/);
    expect(bad("eSignature:\n  name: Firma S.p.A.\n")).toThrow(/eSignature\.country: deve essere un testo/);
    expect(bad("eSignature:\n  name: F\n  country: Italia\n")).toThrow(/eSignature\.name: è troppo breve/);
    // Whether the contract renews tacitly is said, not read from the clause's words (DPO read B2).
    const terms = (extra: string) =>
      `terms:\n  durationMonths: 12\n  renewal: Il contratto si rinnova tacitamente di anno in anno\n${extra}  noticeDays: 60\n  payment: Canone annuo anticipato\n  supportHours: dalle 9 alle 18\n  liability: Limitata al canone annuo\n  court: Foro di Milano\n`;
    expect(bad(terms(""))).toThrow(/terms\.tacitRenewal: deve essere true oppure false/);
    expect(bad(terms("  tacitRenewal: forse\n"))).toThrow(/terms\.tacitRenewal: deve essere true oppure false/);
    // The clause's words may not contradict the flag (DPO read 2026-11-29 B5).
    expect(bad(terms("  tacitRenewal: false\n"))).toThrow(/terms\.renewal: il testo descrive un rinnovo tacito/);
    const denied = terms("  tacitRenewal: true\n").replace(
      "si rinnova tacitamente di anno in anno",
      "non si rinnova tacitamente",
    );
    expect(bad(denied)).toThrow(/terms\.renewal: il testo esclude il rinnovo tacito/);
    const fixedTerm = terms("  tacitRenewal: false\n").replace(
      "Il contratto si rinnova tacitamente di anno in anno",
      "Un nuovo periodo richiede un accordo scritto delle parti",
    );
    const load = (name: string, yaml: string) => () => loadOperatorFacts({ OPERATOR_FACTS_FILE: file(name, yaml) });
    expect(load("fixed.yaml", fixedTerm)).not.toThrow();
    expect(load("tacit.yaml", terms("  tacitRenewal: true\n"))).not.toThrow();
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

  it("refuses, for a public site, an ACN qualification that has expired or is dated in the future", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    const qualified = (grantedOn: string, validUntil: string) => ({
      ...facts,
      publicProcurement: { mepa: false, acnQualification: { level: "QC1" as const, grantedOn, validUntil } },
    });
    expect(() => parseOperatorFacts(qualified("2026-01-15", "2999-01-14"), PUBLIC)).not.toThrow();
    // Refused by the build, not by a server started later (it keeps serving what was built).
    expect(() => parseOperatorFacts(qualified("2020-01-15", "2023-01-14"), PUBLIC)).not.toThrow();
    expect(expiredQualificationProblems(qualified("2020-01-15", "2023-01-14"), PUBLIC, "2026-11-29")).toEqual([
      "- publicProcurement.acnQualification.validUntil: 2023-01-14 è passata: la qualificazione ACN è scaduta; indica quella rinnovata o togli acnQualification",
    ]);
    expect(expiredQualificationProblems(qualified("2020-01-15", "2026-11-29"), PUBLIC, "2026-11-29")).toEqual([]);
    expect(
      expiredQualificationProblems(qualified("2020-01-15", "2023-01-14"), "http://127.0.0.1:4321", "2026-11-29"),
    ).toEqual([]);
    expect(() => parseOperatorFacts(qualified("2999-01-15", "3001-01-14"), PUBLIC)).toThrow(
      /publicProcurement\.acnQualification\.grantedOn: 2999-01-15 è una data futura/,
    );
    expect(() => parseOperatorFacts(qualified("2020-01-15", "2023-01-14"), "http://127.0.0.1:4321")).not.toThrow();
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
    // RR-1: never "the platform does not log" alone while a link in front of it does.
    expect(platformClaims(partial).ipLogging).toBe(
      "La piattaforma di segnalazione non registra gli indirizzi IP di chi segnala; il proxy che la precede li registra nei propri log: i dettagli sono nella pagina Sicurezza.",
    );
    // DPO review B3: where the chain is listed (/sicurezza itself), no pointer to /sicurezza.
    expect(platformClaims(partial).ipLoggingHere).toBe(
      "La piattaforma di segnalazione non registra gli indirizzi IP di chi segnala; il proxy che la precede li registra nei propri log.",
    );
    expect(platformClaims(facts).ipLoggingHere).not.toContain("pagina Sicurezza");
    const both = { ...facts, ipLogging: { ...ipLogging, webServer: true } };
    expect(platformClaims(both).ipLogging).toContain("il server web e il proxy che la precedono li registrano");
  });

  it("states reminders and deletion in the operator's own words, never from a bare true", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    expect(platformClaims(facts).reminders).toBe(
      "La piattaforma avvisa i gestori delle segnalazioni non ancora lette e permette di fissare per ogni segnalazione una data di promemoria, per esempio prima della scadenza dei 3 mesi per il riscontro. Il rispetto dei termini dell'art. 5 resta responsabilità del gestore delle segnalazioni e dell'ente.",
    );
    expect(() => parseOperatorFacts({ reminders: true }, "http://127.0.0.1:4321")).toThrow(
      /reminders: scrivi che cosa fa la piattaforma/,
    );
    expect(() => parseOperatorFacts({ deletionAtDeadline: true }, "http://127.0.0.1:4321")).toThrow(
      /deletionAtDeadline: scrivi che cosa cancella la piattaforma/,
    );
    const shipped = loadOperatorFacts({});
    expect(() => parseOperatorFacts(shipped, PUBLIC)).toThrow(/reminders: è ancora «\(da confermare\)»/);
  });

  // K-04, D-01: the DPA's and the notice's data categories carry what the chain logs.
  it("lists the connection and traffic data the chain processes", () => {
    expect(platformClaims(loadOperatorFacts({})).connectionData).toBe(
      "gli indirizzi IP di chi si collega, nei log del server web e del proxy; nella rete del fornitore di hosting, registri di rete: che cosa conservano e per quanto tempo (da confermare)",
    );
    // C2: the hosting provider by name, from the facts.
    expect(platformClaims(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE })).connectionData).toBe(
      "nessun indirizzo IP nei log della piattaforma, del server web e del proxy; nella rete del fornitore di hosting Hetzner Online GmbH, dati di traffico di rete, compresi gli indirizzi IP, conservati per 7 giorni a fini di protezione dagli attacchi DDoS",
    );
  });

  it("names the servers' place only from the declared hosting", () => {
    expect(platformClaims(loadOperatorFacts({})).hosting).toBeNull();
    expect(platformClaims(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE })).hosting).toBe(
      "Server a Falkenstein, Germania (Hetzner Online GmbH).",
    );
  });

  // DPO review A1: the operator's wording, never a fixed "cifrati in transito e sul server".
  it("states encryption only in the operator's declared words, and nothing when it is not declared", () => {
    const silent = platformClaims({});
    expect(silent.encryption).toBeNull();
    expect(silent.encrypted).toBe(false);
    const sample = platformClaims(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }));
    expect(sample.encryption).toBe(
      "Cifratura dichiarata dal fornitore: in transito, HTTPS (TLS 1.2 o 1.3) fino al proxy davanti alla piattaforma, poi connessione locale sullo stesso server, senza passare dalla rete; sul server, cifratura applicativa delle segnalazioni e degli allegati.",
    );
    expect(sample.encrypted).toBe(true);
    const shipped = platformClaims(loadOperatorFacts({}));
    expect(shipped.encryption).toContain("(da confermare)");
    expect(shipped.encryption).not.toContain("cifrati in transito e sul server");
    // "cifrato" as an adjective cannot carry the mark: not said until the operator confirms.
    expect(shipped.encrypted).toBe(false);
  });

  it("states Tor access only from a confirmed true; the shipped file's mark is refused by a public build", () => {
    expect(platformClaims({ tor: true }).tor).toBe("Alla piattaforma si accede anche tramite la rete Tor.");
    expect(platformClaims({ tor: false }).tor).toBeNull();
    const shipped = loadOperatorFacts({});
    expect(shipped.tor).toBe("(da confermare)");
    expect(platformClaims(shipped).tor).toBeNull();
    expect(() => parseOperatorFacts(shipped, PUBLIC)).toThrow(/- tor: è ancora «\(da confermare\)»/);
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
    // B4: what an administrator can do is said, not hidden behind an absolute «non può leggere».
    expect(sample.staffAccess).toContain(
      "Non può: leggere le segnalazioni e gli allegati conservati sul server, cifrati",
    );
    expect(sample.staffAccess).toContain("modificare il software installato");
  });
});

describe("chi siamo, contacts, support and media", () => {
  const sample = () => loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });

  it("reads the person, the contacts and the support of the sample", () => {
    const facts = sample();
    expect(facts.about?.name).toBe("Mario Rossi");
    expect(facts.contact?.phone).toBe("+39 02 1234 5678");
    expect(facts.support?.enterprise.replyTime).toBe("entro 4 ore lavorative");
  });

  it("refuses, for a public site, a person or a support line still a placeholder", () => {
    const facts = sample();
    const about = { ...facts, about: { name: "Nome Cognome (da configurare)" } };
    expect(() => parseOperatorFacts(about, "http://localhost:4321")).not.toThrow();
    expect(() => parseOperatorFacts(about, PUBLIC)).toThrow(/- about\.name: è ancora «\(da configurare\)»/);
    const phone = { ...facts, contact: { phone: "+39 000 000 0000" } };
    expect(() => parseOperatorFacts(phone, PUBLIC)).toThrow(
      /contact\.phone: «\+39 000 000 0000» è un numero segnaposto/,
    );
    expect(() => parseOperatorFacts({ ...facts, support: undefined }, PUBLIC)).toThrow(/- support: manca/);
    expect(() => loadOperatorFacts({ SITE_URL: PUBLIC })).toThrow(/support\.enterprise\.replyTime: è ancora/);
  });

  // DPO re-read B1: a one-person operator states its hours; round the clock only with who covers them.
  it("refuses, for a public site, support at every hour without a declared coverage", () => {
    const facts = sample();
    if (!facts.support) throw new Error("the sample has support");
    expect(() => parseOperatorFacts(facts, PUBLIC)).not.toThrow();
    const always = {
      ...facts.support,
      enterprise: { channel: "telefono, tutti i giorni a ogni ora", replyTime: "entro 4 ore" },
    };
    expect(() => parseOperatorFacts({ ...facts, support: always }, PUBLIC)).toThrow(
      /support\.enterprise: promette assistenza a ogni ora o tutti i giorni: indica in coverage/,
    );
    const covered = {
      ...always,
      enterprise: { ...always.enterprise, coverage: "fuori orario risponde Laura Bianchi, reperibile a turni" },
    };
    expect(() => parseOperatorFacts({ ...facts, support: covered }, PUBLIC)).not.toThrow();
  });

  it("explains a bad photo, phone or video in Italian", () => {
    const bad = (yaml: string) => () => loadOperatorFacts({ OPERATOR_FACTS_FILE: file("media.yaml", yaml) });
    expect(
      bad(
        "about:\n  name: Mario Rossi\n  photo:\n    src: foto.jpg\n    width: 200\n    height: 200\n    alt: Mario Rossi\n",
      ),
    ).toThrow(/about\.photo\.src: deve essere un percorso del sito che inizia con \//);
    expect(bad("about:\n  name: Mario Rossi\n  photo:\n    src: /foto.jpg\n    alt: Mario Rossi\n")).toThrow(
      /about\.photo\.width: deve essere un numero di pixel/,
    );
    expect(bad("contact:\n  phone: chiamaci\n")).toThrow(/contact\.phone: deve essere un numero di telefono/);
    expect(
      bad("howItWorks:\n  video:\n    src: /video.mp4\n    title: Demo\n    width: 1280\n    height: 720\n"),
    ).toThrow(/howItWorks\.video\.captions/);
  });

  it("refuses a photo or video that is not in public/, and a photo too heavy for a phone", () => {
    const photo = { src: "/foto/mario.webp", width: 320, height: 320, alt: "Mario Rossi" };
    const facts = { about: { name: "Mario Rossi", photo } };
    const publicDir = path.join(dir, "public");
    expect(mediaProblems(facts, publicDir)).toEqual(["- about.photo.src: il file public/foto/mario.webp non esiste"]);
    mkdirSync(path.join(publicDir, "foto"), { recursive: true });
    writeFileSync(path.join(publicDir, "foto", "mario.webp"), Buffer.alloc(IMAGE_MAX_BYTES.photo + 1));
    expect(mediaProblems(facts, publicDir)[0]).toMatch(/about\.photo\.src: il file pesa .* byte, al massimo 120\.000/);
    writeFileSync(path.join(publicDir, "foto", "mario.webp"), Buffer.alloc(20_000));
    expect(mediaProblems(facts, publicDir)).toEqual([]);
    const video = { src: "/v.mp4", captions: "/v.vtt", title: "Demo", width: 1280, height: 720 };
    expect(mediaProblems({ howItWorks: { video } }, publicDir)).toEqual([
      "- howItWorks.video.src: il file public/v.mp4 non esiste",
      "- howItWorks.video.captions: il file public/v.vtt non esiste",
    ]);
  });
});

// DPO demo review A1, B3: the privacy policy names the call's service and the operator's calendar.
describe("the demo's call provider and calendar", () => {
  const sample = () => loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
  const withDemo = (change: Record<string, unknown>) => {
    const facts = sample();
    return { ...facts, demo: { ...facts.demo, ...change } };
  };

  it("a public build refuses bookings without them; a developer's build accepts it", () => {
    const bare = withDemo({ callProvider: undefined, calendar: undefined });
    expect(() => parseOperatorFacts(bare, "http://127.0.0.1:4321")).not.toThrow();
    expect(() => parseOperatorFacts(bare, PUBLIC)).toThrow(/demo\.callProvider: manca[\s\S]*demo\.calendar: manca/);
    expect(() => parseOperatorFacts(sample(), PUBLIC)).not.toThrow();
  });

  it("asks in Italian for a transfer safeguard outside the EEA, a role and no recording", () => {
    const call = { name: "8x8 Inc.", country: "Stati Uniti", role: "responsabile", recorded: false };
    expect(() => parseOperatorFacts(withDemo({ callProvider: call }), PUBLIC)).toThrow(
      /demo\.callProvider\.transferSafeguard: «Stati Uniti» è fuori dallo SEE/,
    );
    const unsaid = { ...call, transferSafeguard: "la decisione di adeguatezza UE-USA (Data Privacy Framework)" };
    // A processor's connection logs need a period in the notice (DPO re-read B9).
    expect(() => parseOperatorFacts(withDemo({ callProvider: unsaid }), PUBLIC)).toThrow(
      /demo\.callProvider\.logRetentionDays: indica per quanti giorni/,
    );
    const safe = { ...unsaid, logRetentionDays: 30 };
    expect(() => parseOperatorFacts(withDemo({ callProvider: safe }), PUBLIC)).not.toThrow();
    expect(() =>
      parseOperatorFacts(
        withDemo({ callProvider: { ...call, role: "titolare autonomo", transferSafeguard: "x y" } }),
        PUBLIC,
      ),
    ).not.toThrow();
    expect(() => parseOperatorFacts(withDemo({ callProvider: { ...safe, role: "altro" } }), PUBLIC)).toThrow(
      /role: deve essere «responsabile» oppure «titolare autonomo»/,
    );
    expect(() => parseOperatorFacts(withDemo({ callProvider: { ...safe, recorded: true } }), PUBLIC)).toThrow(
      /recorded: deve essere false/,
    );
    expect(() =>
      parseOperatorFacts(
        withDemo({ calendar: { name: "X", country: "Italia", deleteAfterDays: 30, transferSafeguard: "y" } }),
        PUBLIC,
      ),
    ).toThrow(/calendar\.transferSafeguard: «Italia» è nello SEE/);
  });
});

describe("operator identity (DPO site review A1)", () => {
  const env = { SITE_URL: PUBLIC, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE };
  it("refuses a public sole trader whose /chi-siamo names another person", () => {
    expect(() => loadOperatorFacts({ ...env, OPERATOR_NAME: "Giulia Verdi" })).toThrow(
      /about\.name: «Mario Rossi» non compare in OPERATOR_NAME/,
    );
  });
  it("accepts the same person, a company, or a local build", () => {
    expect(() => loadOperatorFacts({ ...env, OPERATOR_NAME: "Mario  Rossi" })).not.toThrow();
    expect(() =>
      loadOperatorFacts({ ...env, OPERATOR_NAME: "Esempio S.r.l.", OPERATOR_LEGAL_FORM: "societa" }),
    ).not.toThrow();
    expect(() =>
      loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE, OPERATOR_NAME: "Giulia Verdi" }),
    ).not.toThrow();
  });
});

// Fresh DPO re-read, B-11: a site on another network than the platform's says what that one keeps.
describe("this site's own hosting network", () => {
  const sample = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
  const env = { SITE_URL: PUBLIC, HOSTING_PROVIDER: "Hosting Esempio S.r.l." };
  const network = sample.ipLogging;
  if (!network) throw new Error("the sample declares ipLogging");
  const { siteHostingNetwork, ...without } = network;
  void siteHostingNetwork; // left out: the key under test
  const silent = { ...sample, ipLogging: without };

  it("is required on a public site hosted elsewhere than the platform", () => {
    expect(siteNetworkProblems(silent, env)).toEqual([
      expect.stringContaining("ipLogging.siteHostingNetwork: questo sito è ospitato da «Hosting Esempio S.r.l.»"),
    ]);
    expect(siteNetworkProblems(sample, env)).toEqual([]);
  });

  it("is not asked when the site shares the platform's provider, or on a local build", () => {
    expect(siteNetworkProblems(silent, { ...env, HOSTING_PROVIDER: "Hetzner  Online GmbH" })).toEqual([]);
    expect(siteNetworkProblems(silent, { ...env, SITE_URL: "http://localhost:4321" })).toEqual([]);
  });
});
