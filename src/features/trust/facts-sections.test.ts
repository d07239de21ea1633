import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE } from "../../config/fixtures/sample-facts.ts";
import { loadOperatorFacts, parseOperatorFacts, type OperatorFacts } from "../../config/operator-facts.ts";
import { factSections, notificationsText, substituteText } from "./facts-sections.ts";

const PUBLIC = "https://www.esempio-whistleblowing.it";
const LOCAL = "http://127.0.0.1:4321";
const sample = loadOperatorFacts({ SITE_URL: PUBLIC, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });

const rows = (facts: OperatorFacts) =>
  Object.fromEntries(factSections(facts).flatMap((section) => section.rows.map((row) => [row.label, row.value])));

/** The keys of documents review SE-02: optional, printed only when the operator sets them. */
const DPO_KEYS = [
  "auditLog",
  "notifications",
  "continuity",
  "staffLocation",
  "attachmentMetadata",
  "voiceReports",
] as const;

const DPO_LABELS = [
  "Registro delle attività dei gestori",
  "Notifiche e-mail ai gestori",
  "Frequenza dei backup",
  "Ultima prova di ripristino dai backup",
  "Dati che un guasto può far perdere (RPO)",
  "Tempo di ripristino dopo un guasto (RTO)",
  "Dove lavora il nostro personale",
  "Accesso remoto ai server",
  "Metadati degli allegati",
  "Segnalazioni vocali",
];

describe("the facts a buyer's DPO asks for (SE-02)", () => {
  it("prints each of them as the sample states it", () => {
    const printed = rows(sample);
    expect(printed["Registro delle attività dei gestori"]).toBe(
      "La piattaforma registra accessi e operazioni dei gestori su ogni segnalazione. Conservato 365 giorni; lo consulta: gli utenti con ruolo di amministratore della piattaforma, designati dall'ente tra le persone autorizzate a gestire le segnalazioni.",
    );
    expect(printed["Notifiche e-mail ai gestori"]).toBe(
      "Chi le invia: il server di posta del servizio (tramite il sub-responsabile Posta Esempio S.p.A.). Che cosa contengono: avviso che c'è una segnalazione nuova o una scadenza, senza il testo né gli allegati della segnalazione.",
    );
    expect(printed["Frequenza dei backup"]).toBe("ogni giorno");
    expect(printed["Ultima prova di ripristino dai backup"]).toBe("2 novembre 2026");
    expect(printed["Dati che un guasto può far perdere (RPO)"]).toBe("al massimo quelli delle ultime 24 ore");
    expect(printed["Tempo di ripristino dopo un guasto (RTO)"]).toBe("entro 8 ore");
    expect(printed["Dove lavora il nostro personale"]).toBe("in Italia, da una sede del fornitore");
    expect(printed["Metadati degli allegati"]).toMatch(/^La piattaforma non rimuove i metadati degli allegati/);
    expect(printed["Segnalazioni vocali"]).toMatch(
      /^La piattaforma non riceve segnalazioni vocali: il canale orale e l'incontro diretto su richiesta \(art\. 4 D\.Lgs\. 24\/2023\) li organizza l'ente\.$/,
    );
  });

  it("prints none of them when they are not set, and no empty section", () => {
    const without: OperatorFacts = Object.fromEntries(
      Object.entries(sample).filter(([key]) => !(DPO_KEYS as readonly string[]).includes(key)),
    );
    const printed = rows(without);
    for (const label of DPO_LABELS) expect(printed[label]).toBeUndefined();
    expect(factSections(without).map((section) => section.id)).not.toContain("continuita");
    expect(notificationsText(without)).toBeNull();
  });

  it("prints the operator's own words for a feature the platform has", () => {
    const printed = rows({
      attachmentMetadata: "La piattaforma rimuove i metadati di immagini e PDF al caricamento",
      voiceReports: "Chi segnala può registrare un messaggio vocale, che la piattaforma allega alla segnalazione",
    });
    expect(printed["Metadati degli allegati"]).toBe(
      "La piattaforma rimuove i metadati di immagini e PDF al caricamento.",
    );
    expect(printed["Segnalazioni vocali"]).toBe(
      "Chi segnala può registrare un messaggio vocale, che la piattaforma allega alla segnalazione.",
    );
  });

  it("refuses malformed values in Italian, with the key", () => {
    const refuse = (facts: unknown, message: RegExp) => expect(() => parseOperatorFacts(facts, LOCAL)).toThrow(message);
    refuse(
      { auditLog: { what: "Accessi dei gestori", readableBy: "l'ente" } },
      /auditLog\.retentionDays: deve essere un numero di giorni/,
    );
    refuse(
      { auditLog: { what: "Accessi", retentionDays: -1, readableBy: "l'ente" } },
      /auditLog\.retentionDays: non può essere negativo/,
    );
    refuse({ notifications: { sentBy: "server", content: "x" } }, /notifications\.content: è troppo breve/);
    refuse(
      { continuity: { backupFrequency: "ogni giorno", rpoHours: 1.5 } },
      /continuity\.rpoHours: deve essere un numero intero di ore/,
    );
    refuse(
      { continuity: { backupFrequency: "ogni giorno", restoreTestedOn: "2/11/2026" } },
      /continuity\.restoreTestedOn: deve essere una data AAAA-MM-GG/,
    );
    refuse({ staffLocation: { where: "Italia" } }, /staffLocation\.remoteAccess/);
    refuse(
      { attachmentMetadata: true },
      /attachmentMetadata: scrivi che cosa fa la piattaforma con i metadati degli allegati/,
    );
    refuse({ voiceReports: "sì" }, /voiceReports: scrivi come la piattaforma riceve le segnalazioni vocali/);
    refuse(
      { serviceLevel: { availability: 99.555, maintenanceNoticeHours: 48, faultResponse: "entro 4 ore" } },
      /serviceLevel\.availability: può avere al massimo due decimali/,
    );
    refuse(
      { serviceLevel: { availability: 101, maintenanceNoticeHours: 48, faultResponse: "entro 4 ore" } },
      /serviceLevel\.availability: può essere al massimo 100/,
    );
    refuse({ breachNotificationHours: 72 }, /breachNotificationHours: può essere al massimo 48/);
  });

  it("refuses, for a public site, a mail service missing from the sub-processors, or a restore test in the future", () => {
    const notifications = {
      sentBy: "un servizio di posta",
      subProcessor: "Altra Posta S.r.l.",
      content: "solo un avviso, senza testo",
    };
    expect(() => parseOperatorFacts({ ...sample, notifications }, LOCAL)).not.toThrow();
    expect(() => parseOperatorFacts({ ...sample, notifications }, PUBLIC)).toThrow(
      /notifications\.subProcessor: «Altra Posta S\.r\.l\.» invia le notifiche ma manca dai subProcessors/,
    );
    const continuity = { backupFrequency: "ogni giorno", restoreTestedOn: "2999-01-01" };
    expect(() => parseOperatorFacts({ ...sample, continuity }, PUBLIC)).toThrow(
      /continuity\.restoreTestedOn: 2999-01-01 è una data futura/,
    );
  });
});

// DPO re-read B3: the substitute with the servers' access is either under our authority or a sub-processor.
describe("the operator's substitute", () => {
  const AUTHORISED =
    "Laura Bianchi, che sostituisce Mario Rossi quando non è disponibile e ha accesso ai server, è una persona autorizzata al trattamento: agisce sotto l'autorità del fornitore, responsabile del trattamento per gli enti clienti, e tratta i dati solo secondo le istruzioni degli enti titolari (artt. 29 e 32, par. 4, GDPR e art. 2-quaterdecies D.Lgs. 196/2003) ed è vincolata alla riservatezza (art. 28, par. 3, lett. b, GDPR); non è un sub-responsabile.";

  it("prints the substitute's role where our staff's access is listed (/sicurezza, DPA, DPIA)", () => {
    expect(rows(sample)["Chi sostituisce il titolare del servizio"]).toBe(AUTHORISED);
    expect(substituteText(sample)).toBe(AUTHORISED);
  });

  it("refuses a public build that mentions a substitute without a role", () => {
    const about = { ...sample.about, name: "Mario Rossi", substitute: undefined };
    expect(() => parseOperatorFacts({ ...sample, about }, LOCAL)).not.toThrow();
    expect(() => parseOperatorFacts({ ...sample, about }, PUBLIC)).toThrow(
      /about\.substitute: manca: about\.continuity nomina chi ti sostituisce/,
    );
    const alone = { name: "Mario Rossi", continuity: "Le piattaforme restano in funzione." };
    expect(() => parseOperatorFacts({ ...sample, about: alone }, PUBLIC)).not.toThrow();
  });

  it("wants a sub-processor substitute among the DPA's sub-processors, and a known role", () => {
    const about = {
      ...sample.about,
      name: "Mario Rossi",
      substitute: { name: "Laura Bianchi", role: "sub-responsabile" },
    };
    expect(() => parseOperatorFacts({ ...sample, about }, PUBLIC)).toThrow(
      /about\.substitute: «Laura Bianchi» è un sub-responsabile ma manca dai subProcessors/,
    );
    const listed = [
      ...(sample.subProcessors ?? []),
      { name: "Laura Bianchi", service: "Sostituzione", country: "Italia" },
    ];
    const facts = parseOperatorFacts({ ...sample, about, subProcessors: listed }, PUBLIC);
    expect(substituteText(facts)).toContain("è un sub-responsabile del trattamento (art. 28, par. 2 e 4, GDPR)");
    const wrong = { ...about, substitute: { name: "Laura Bianchi", role: "collega" } };
    expect(() => parseOperatorFacts({ ...sample, about: wrong }, LOCAL)).toThrow(
      /about\.substitute\.role: deve essere «persona autorizzata» \(art\. 29 GDPR\) oppure «sub-responsabile»/,
    );
  });
});

// DPO re-read B4: the articles link to /sicurezza#anonimato: the section states the limits from the facts.
describe("the anonymity section of /sicurezza", () => {
  it("says what can still identify an anonymous reporter", () => {
    const section = factSections(sample).find((each) => each.id === "anonimato");
    expect(section?.title).toBe("Limiti dell'anonimato");
    expect(section?.rows[0]?.value).toBe(
      "La piattaforma non rimuove i metadati degli allegati; la rete del fornitore di hosting conserva i dati di connessione, compresi gli indirizzi IP, per 7 giorni.",
    );
    // DPO re-read: the report's own content and attachments, which no platform can hide.
    expect(section?.rows[1]?.value).toContain("Il contenuto della segnalazione e degli allegati");
  });

  it("names the addresses only when the facts say the network keeps them", () => {
    const ipLogging = sample.ipLogging && {
      ...sample.ipLogging,
      hostingNetwork: "Log di rete conservati per 7 giorni",
    };
    const row = factSections({ ...sample, ipLogging }).find((each) => each.id === "anonimato")?.rows[0];
    expect(row?.value).toContain("conserva i dati di connessione per 7 giorni");
  });

  it("is left out when the facts declare no limit", () => {
    const ipLogging = sample.ipLogging && { ...sample.ipLogging, hostingNetwork: "Nessun dato conservato" };
    const ids = factSections({ ...sample, attachmentMetadata: undefined, ipLogging }).map((each) => each.id);
    expect(ids).not.toContain("anonimato");
  });
});
