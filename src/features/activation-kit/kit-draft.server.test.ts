import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { findCopyProblems } from "../../../tests/support/copy/copy-rules.ts";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV } from "../../config/fixtures/sample-facts.ts";
import { loadKitFacts } from "./kit-facts.server.ts";
import { kitMessages, parseKitInput, type KitInput } from "./kit-input.ts";
import { draftKit } from "./kit-draft.server.ts";
import { SAMPLE_KIT_DETAILS } from "./kit-sample.ts";
import { namesInProse } from "./kit-shared.ts";

// DPO re-read B13: a non-public-authority controller's DPO duty follows its core activities (art. 37, par. 1, lett. b, c).
const DPO_BY_ACTIVITY =
  "è obbligatoria se le attività principali dell'Ente consistono in trattamenti che richiedono il monitoraggio regolare e sistematico degli interessati su larga scala, o nel trattamento su larga scala di categorie particolari di dati o di dati relativi a condanne penali e reati (art. 37, par. 1, lett. b e c GDPR)";

const DRAFTED_ON = new Date("2026-11-25T10:00:00Z");
/** A public site's operator with a complete, verified facts file. */
const verifiedFacts = loadKitFacts({ ...SAMPLE_PUBLIC_ENV, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }, DRAFTED_ON);
/** A developer's machine: the shipped facts file, nothing verified. */
const unverifiedFacts = loadKitFacts({}, DRAFTED_ON);

const details = SAMPLE_KIT_DETAILS;

const JOINT = "8-accordo-contitolari-canale-condiviso.docx";
const FILES = [
  "1-sezione-sito-segnalazioni.docx",
  "2-informativa-privacy-segnalazioni.docx",
  "3-comunicazione-sindacati.docx",
  "4-procedura-segnalazioni.docx",
  "5-schema-dpia.docx",
  "6-avviso-al-personale.docx",
  "7-atto-di-nomina-gestore.docx",
] as const;
type FileName = (typeof FILES)[number];
const [WEBSITE, PRIVACY, UNIONS, PROCEDURE, DPIA, STAFF, APPOINTMENT] = FILES;

/** The text of a .docx as a reader sees it: one line per paragraph, tags dropped, entities decoded. */
function docxText(bytes: Uint8Array): string {
  const xml = unzipSync(bytes)["word/document.xml"];
  if (!xml) throw new Error("word/document.xml mancante");
  return strFromU8(xml)
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

async function draftTexts(input: KitInput, facts = verifiedFacts) {
  const kit = await draftKit(input, facts);
  const entries = unzipSync(kit.zip);
  // K-08: the joint controllers' agreement is the seventh document, only for a shared channel.
  expect(Object.keys(entries).sort()).toEqual(input.sharedWith === null ? [...FILES] : [...FILES, JOINT].sort());
  const texts = Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, docxText(bytes)])) as Record<
    FileName | typeof JOINT,
    string
  >;
  return { kit, texts };
}

function input(values: Record<string, string>): KitInput {
  const parsed = parseKitInput({ ...details, ...values });
  if (!parsed.ok) throw new Error(`input non valido: ${JSON.stringify(parsed)}`);
  return parsed.input;
}

interface Kind {
  kind: string;
  values: Record<string, string>;
  /** Per file, texts that must appear. */
  has: Partial<Record<FileName, string[]>>;
  /** Per file, texts that must not appear. */
  hasNot: Partial<Record<FileName, string[]>>;
}

const ANAC_CONDITIONS = "solo se, al momento della segnalazione, ricorre una delle seguenti condizioni (art. 6)";
const DISCLOSURE = "è protetta solo se ricorre una delle seguenti condizioni (art. 15, comma 1)";
const EU_LAW = "atti od omissioni che ledono gli interessi finanziari dell'Unione europea";
const NATIONAL = "illeciti amministrativi, contabili, civili o penali diversi da quelli indicati ai punti seguenti";
const INTERNAL_ONLY_231 = "si segnalano esclusivamente tramite il canale interno";
const SHARE_PRIVATE = "media di lavoratori subordinati non superiore a 249";
const SHARE_COMUNI = "I comuni diversi dai capoluoghi di provincia possono condividere";
const SECTOR_RULES = "art. 52-bis del Testo unico bancario";
const OdV = "Organismo di Vigilanza";
const RETALIATION_VOID = "Gli atti compiuti in violazione del divieto di ritorsione sono nulli";
const COMPLAINT_PROTECTED = "il decreto tutela anche chi denuncia";
const COMPLAINT_231 = "le tutele del decreto riguardano la segnalazione tramite il canale interno";
const NO_ACCESS = "La segnalazione è sottratta all'accesso documentale";
const PEOPLE_INVOLVED =
  "fino alla conclusione dei procedimenti avviati in ragione della segnalazione (art. 12, comma 7)";
const SANCTION_REPORTER = "da 500 a 2.500 euro a chi segnala";
/** K-11: how anonymous reports are treated is the entity's choice; they are recorded and kept either way. */
const ANONYMOUS =
  "Le segnalazioni anonime circostanziate sono trattate [da completare: scelta dell'Ente: con la stessa procedura delle altre segnalazioni, oppure come segnalazioni ordinarie secondo il regolamento interno che le disciplina]. In ogni caso sono registrate";
const MEETING_RECORD = "in un incontro diretto: previo consenso di chi segnala, con una registrazione";
const STAFF_ANAC = "ma solo alle condizioni dell'art. 6 del D.Lgs. 24/2023";
const STAFF_POSTER = "questo avviso le riassume soltanto";
const DPIA_PERSON_INVOLVED = "pregiudizio per la persona coinvolta da segnalazioni infondate o diffamatorie";
const LIABILITY = "non strettamente necessari a rivelare la violazione (art. 20)";
/** K-09, K-10: art. 16 c.3 in full, art. 20 c.3, support measures (art. 18), invalid waivers (art. 22). */
const PROTECTION_DETAILS = [
  "o comunque per i medesimi reati commessi con la denuncia all'autorità giudiziaria o contabile, oppure la sua responsabilità civile, per lo stesso titolo",
  "in questi casi gli è irrogata anche una sanzione disciplinare (art. 16, comma 3)",
  "per l'acquisizione delle informazioni sulle violazioni o per l'accesso a esse (art. 20, comma 3)",
  "enti del Terzo settore inseriti nell'elenco tenuto da ANAC",
  "patrocinio a spese dello Stato (art. 18)",
  "salvo che siano effettuate nelle forme e nei modi dell'art. 2113, quarto comma, del codice civile (art. 22)",
];
/** K6: where an RPCT must be appointed, the documents name it as the manager, whatever office was typed. */
const RPCT_MANAGES =
  "Gestore delle segnalazioni: il Responsabile della prevenzione della corruzione e della trasparenza (RPCT) dell'Ente";
/** DPO docs review A1: comuni sharing the channel name the one RPCT of their agreement, not each its own. */
const RPCT_SHARED =
  "Gestore delle segnalazioni: il Responsabile della prevenzione della corruzione e della trasparenza (RPCT) indicato nell'accordo tra gli enti che condividono il canale";
/** K-01: art. 12 cc.5, 6 and 9, as HR and the manager apply them. */
const ART_12_DISCIPLINARY = [
  "solo con il consenso espresso di chi segnala alla rivelazione della propria identità (art. 12, comma 5)",
  "a chi segnala è dato avviso scritto delle ragioni della rivelazione (art. 12, comma 6)",
  "La persona coinvolta può essere sentita e, se lo chiede, è sentita, anche mediante procedimento cartolare",
  "(art. 12, comma 9)",
];
/** K-02: the presumption of art. 17 stays with the reporter. */
const PRESUMPTION_REPORTER_ONLY =
  "Le presunzioni dell'art. 17, commi 2 e 3, valgono invece solo per chi ha segnalato, denunciato o divulgato";
/** K7: an external manager is a processor under an art. 28 contract. */
const EXTERNAL_PROCESSOR =
  "Se il gestore è un soggetto esterno, l'Ente lo designa responsabile del trattamento con un contratto ai sensi dell'art. 28 GDPR";
/** K-06: the entity's own measures against tracking through its network and devices, and attachment metadata. */
const DPIA_TRACKING = [
  "il dominio della piattaforma è escluso dai registri del proxy, del firewall e dei sistemi di prevenzione della perdita di dati dell'Ente",
  "l'uso dei registri e dei dispositivi aziendali per identificare chi segnala è vietato",
  "identificazione di chi segnala dai metadati degli allegati",
];
/** K4: the sector supervisor's channel, besides ANAC (art. 1 c.2 lett. b). */
const SUPERVISOR = [
  "a Banca d'Italia (art. 52-ter del Testo unico bancario)",
  "a CONSOB o a Banca d'Italia secondo le rispettive competenze (art. 4-duodecies del Testo unico della finanza)",
  "(art. 48 del D.Lgs. 231/2007)",
  "per quanto quelle norme disciplinano, la segnalazione all'esterno dell'Ente si rivolge all'autorità indicata da quelle norme",
];

const KINDS: Kind[] = [
  {
    kind: "public-sector entity (a comune)",
    values: {
      ente: "pubblico",
      tipo: "comune",
      denominazione: "Comune di Roccaverde",
      condiviso: "si",
      altrienti: "Comune di Montebello; Comune di Pietrafitta",
    },
    has: {
      [WEBSITE]: [
        NATIONAL,
        EU_LAW,
        ANAC_CONDITIONS,
        DISCLOSURE,
        "i dipendenti dell'Ente",
        RETALIATION_VOID,
        LIABILITY,
        COMPLAINT_PROTECTED,
        "art. 331 del codice di procedura penale",
        NO_ACCESS,
        PEOPLE_INVOLVED,
        RPCT_SHARED,
        "I motivi che hanno indotto a segnalare sono irrilevanti ai fini della protezione (art. 16, comma 2)",
        "In questa sezione il Comune di Roccaverde (di seguito, l'«Ente») fornisce",
        "segnalabili perché l'Ente appartiene al settore pubblico (art. 2, comma 1, lett. a, n. 1)",
      ],
      [PROCEDURE]: [
        "Il Comune di Roccaverde (di seguito, l'«Ente») adotta",
        "Responsabile della prevenzione della corruzione e della trasparenza (RPCT)",
        "la gestione del canale è affidata all'RPCT (art. 4, comma 5",
        "PIAO",
        SHARE_COMUNI,
        "Giunta comunale",
        RETALIATION_VOID,
        LIABILITY,
        "parentela entro il quarto grado",
        "I motivi che hanno indotto a segnalare sono irrilevanti ai fini della protezione (art. 16, comma 2)",
        "e agli enti che operano nel suo stesso contesto lavorativo (art. 3, comma 5)",
        ...ART_12_DISCIPLINARY,
        PRESUMPTION_REPORTER_ONLY,
        NO_ACCESS,
        SANCTION_REPORTER,
        ANONYMOUS,
        MEETING_RECORD,
        "anche in caso di condivisione la gestione del canale è affidata all'RPCT (art. 4, comma 5)",
      ],
      [PRIVACY]: ["[da completare: dati di contatto del responsabile della protezione dei dati (RPD)"],
      [STAFF]: [STAFF_ANAC, STAFF_POSTER, "presupposti delle segnalazioni interne ed esterne"],
      [DPIA]: ["che l'Ente è tenuto a designare (art. 37, par. 1, lett. a GDPR) e a consultare", DPIA_PERSON_INVOLVED],
    },
    hasNot: {
      [WEBSITE]: [
        INTERNAL_ONLY_231,
        "Modello 231",
        "Ufficio Compliance",
        "azionisti",
        "(per gli enti del settore pubblico",
      ],
      [PROCEDURE]: [OdV, SHARE_PRIVATE, "Ufficio Compliance", EXTERNAL_PROCESSOR, "azionisti"],
      [STAFF]: ["Ufficio Compliance", "\nComune di Roccaverde ha attivato"],
      [PRIVACY]: [OdV, "legittimo interesse"],
    },
  },
  {
    kind: "private, under 50, with a Modello 231 (231-only)",
    values: {
      ente: "privato",
      controllo: "no",
      lavoratori: "12",
      modello231: "si",
      settore: "no",
      denominazione: "Beta Servizi S.r.l.",
      condiviso: "si",
      altrienti: "Alfa Servizi S.r.l.",
    },
    has: {
      [WEBSITE]: [
        "Per l'Ente il canale riguarda soltanto le condotte rilevanti ai sensi del D.Lgs. 231/2001",
        "il decreto non prevede la segnalazione esterna ad ANAC (Autorità Nazionale Anticorruzione) né la divulgazione pubblica",
        // Art. 19 c.1: the people of art. 3, 231-only reporters included, may tell ANAC of retaliation.
        "Chi ritiene di avere subito una ritorsione può comunicarlo ad ANAC (art. 19, comma 1)",
        "non è una segnalazione esterna della violazione",
        RETALIATION_VOID,
        LIABILITY,
        `${COMPLAINT_231} (art. 3, comma 2, lett. b)`,
      ],
      [PROCEDURE]: [OdV, INTERNAL_ONLY_231, SHARE_PRIVATE, "sistema disciplinare del Modello 231", SANCTION_REPORTER],
      [STAFF]: ["condotte illecite rilevanti ai sensi del D.Lgs. 231/2001", STAFF_POSTER],
    },
    hasNot: {
      [WEBSITE]: [ANAC_CONDITIONS, DISCLOSURE, "anticorruzione.it", EU_LAW, NATIONAL, COMPLAINT_PROTECTED],
      [PROCEDURE]: [EU_LAW, NATIONAL, "RPCT", "segnalazioni interne ed esterne"],
      [STAFF]: ["diritto dell'Unione", STAFF_ANAC],
      [UNIONS]: [EU_LAW],
    },
  },
  {
    kind: "private, under 50, annex acts, no Modello 231",
    values: {
      ente: "privato",
      controllo: "no",
      lavoratori: "8",
      modello231: "no",
      settore: "si",
      denominazione: "Gamma SIM S.p.A.",
    },
    has: {
      [WEBSITE]: [
        EU_LAW,
        ANAC_CONDITIONS,
        DISCLOSURE,
        SECTOR_RULES,
        // Art. 2 c.1 lett. a nn. 3 and 5 in full; what a private entity without a Modello 231 cannot report.
        "o degli atti nazionali che attuano gli atti dell'Unione europea indicati nell'allegato alla Direttiva (UE) 2019/1937",
        "norme in materia di imposta sulle società o a meccanismi il cui fine è ottenere un vantaggio fiscale",
        "per esempio la corruzione tra privati, le frodi in generale o le violazioni in materia di salute e sicurezza sul lavoro",
      ],
      [STAFF]: ["violazioni del diritto dell'Unione europea nei settori indicati dal decreto"],
      [PROCEDURE]: [SECTOR_RULES],
    },
    hasNot: {
      [WEBSITE]: [NATIONAL, "Modello 231", INTERNAL_ONLY_231],
      [PROCEDURE]: [OdV, "Modello 231", "RPCT"],
      [PRIVACY]: [OdV],
    },
  },
  {
    kind: "private, under 50, annex acts, with a Modello 231",
    values: {
      ente: "privato",
      controllo: "no",
      lavoratori: "30",
      modello231: "si",
      settore: "si",
      denominazione: "Delta Assicura S.p.A.",
    },
    has: {
      [WEBSITE]: [
        EU_LAW,
        INTERNAL_ONLY_231,
        "per le violazioni del diritto dell'Unione europea indicate sopra (non per le condotte rilevanti ai sensi del D.Lgs. 231/2001",
        ANAC_CONDITIONS.replace("solo se", "solo se"),
        COMPLAINT_PROTECTED,
        `violazioni del Modello 231 ${COMPLAINT_231}`,
      ],
      [PROCEDURE]: [OdV, SECTOR_RULES],
    },
    hasNot: { [WEBSITE]: [NATIONAL] },
  },
  {
    kind: "private, 50-249, no Modello 231",
    values: {
      ente: "privato",
      controllo: "no",
      lavoratori: "120",
      modello231: "no",
      settore: "no",
      denominazione: "Epsilon Logistica S.r.l.",
      condiviso: "si",
      altrienti: "Beta Trasporti S.r.l.; Gamma Servizi S.p.A.",
    },
    has: {
      [WEBSITE]: [EU_LAW, ANAC_CONDITIONS, COMPLAINT_PROTECTED],
      [PROCEDURE]: [SHARE_PRIVATE],
      [STAFF]: [
        `Si può ricorrere anche al canale di segnalazione esterna di ANAC`,
        STAFF_ANAC,
        "nei settori indicati dal decreto",
      ],
    },
    hasNot: {
      [WEBSITE]: [NATIONAL, INTERNAL_ONLY_231, "Modello 231", SECTOR_RULES, COMPLAINT_231],
      [PROCEDURE]: [OdV, "Modello 231"],
      [STAFF]: ["Modello 231"],
    },
  },
  {
    kind: "private, 50-249, with a Modello 231",
    values: {
      ente: "privato",
      controllo: "no",
      lavoratori: "50",
      modello231: "si",
      settore: "no",
      denominazione: "Zeta Costruzioni S.p.A.",
    },
    has: {
      [WEBSITE]: [EU_LAW, INTERNAL_ONLY_231, ANAC_CONDITIONS],
      [PROCEDURE]: [OdV],
      [STAFF]: [
        "Per le violazioni del diritto dell'Unione europea si può ricorrere anche al canale di segnalazione esterna",
      ],
    },
    // K-08: allowed to share, it did not say so: no part on a shared channel.
    hasNot: { [WEBSITE]: [NATIONAL, SECTOR_RULES, "condiviso"], [PROCEDURE]: [SHARE_PRIVATE, "Canale condiviso"] },
  },
  {
    kind: "private, 250 or more, with a Modello 231",
    values: {
      ente: "privato",
      controllo: "no",
      lavoratori: "250",
      modello231: "si",
      settore: "no",
      denominazione: "Eta Industrie S.p.A.",
      odv: "Organismo di Vigilanza collegiale",
    },
    has: {
      [WEBSITE]: [EU_LAW, INTERNAL_ONLY_231],
      [PROCEDURE]: ["l'Organismo di Vigilanza collegiale [da completare:"],
      [DPIA]: ["e all'Organismo di Vigilanza collegiale per le materie del D.Lgs. 231/2001"],
    },
    hasNot: { [PROCEDURE]: [SHARE_PRIVATE, "Canale condiviso"], [PRIVACY]: ["art. 4, comma 4"] },
  },
  {
    // K6: answers «Privato», then says it is in house; the office it types is not printed as manager.
    kind: "company in house under public control, with a Modello 231",
    values: {
      ente: "privato",
      controllo: "si",
      tipo: "controllata",
      modello231: "si",
      denominazione: "Acque Valbruna S.p.A.",
      gestore: "Ufficio Compliance",
    },
    has: {
      [WEBSITE]: [RPCT_MANAGES, NATIONAL, EU_LAW, ANAC_CONDITIONS],
      [PROCEDURE]: [
        RPCT_MANAGES,
        "L'Ente è tenuto a nominare l'RPCT ai sensi della legge 190/2012 (art. 1, comma 2-bis, che richiama i soggetti dell'art. 2-bis, comma 2, lett. b, D.Lgs. 33/2013):",
        "il consiglio di amministrazione o l'amministratore unico, su proposta dell'RPCT",
        "misure di prevenzione della corruzione integrative del Modello 231",
        "il sistema disciplinare (art. 6, comma 2-bis, D.Lgs. 231/2001); il sistema disciplinare prevede sanzioni per chi commette gli illeciti dell'art. 21, comma 1",
        NATIONAL,
      ],
      [STAFF]: [RPCT_MANAGES],
      [UNIONS]: ["Responsabile della prevenzione della corruzione e della trasparenza (RPCT)"],
      // K6-03: a company under private law is not stated to be bound to designate a DPO.
      [DPIA]: [
        "Parere del responsabile della protezione dei dati, se designato (art. 35, par. 2 GDPR)",
        DPO_BY_ACTIVITY,
      ],
      [PRIVACY]: [
        "(RPD), se designato; per le società a controllo pubblico e in house la designazione è fortemente raccomandata",
        DPO_BY_ACTIVITY,
      ],
    },
    hasNot: {
      [WEBSITE]: ["Ufficio Compliance", "verifica che l'Ente non vi sia tenuto"],
      [PROCEDURE]: [
        "Ufficio Compliance",
        "Giunta",
        SHARE_COMUNI,
        "Canale condiviso",
        "PIAO, sottosezione",
        EXTERNAL_PROCESSOR,
      ],
      [PRIVACY]: ["Ufficio Compliance", "art. 4, comma 4"],
      [STAFF]: ["Ufficio Compliance"],
      [DPIA]: ["Ufficio Compliance", "che l'Ente è tenuto a designare"],
      [UNIONS]: ["Ufficio Compliance"],
    },
  },
  {
    // A private concessionaire is in the public sector but need not appoint an RPCT: its manager stays, with a note.
    kind: "other public-sector entity (a private concessionaire)",
    values: { ente: "pubblico", tipo: "altro", denominazione: "Autolinee Valbruna S.r.l." },
    has: {
      [PROCEDURE]: [
        "Gestore delle segnalazioni: Ufficio Compliance.",
        "verifica che l'Ente non sia tenuto a nominare l'RPCT",
        // The decree's and D.Lgs. 175/2016's term, with its definition (art. 2 c.1 lett. p D.Lgs. 24/2023).
        "le società a controllo pubblico non quotate (art. 2, comma 1, lett. m e p, D.Lgs. 175/2016), comprese le società in house, e gli altri enti di diritto privato in controllo pubblico",
        "il consiglio di amministrazione o l'amministratore unico",
        EXTERNAL_PROCESSOR,
      ],
      [WEBSITE]: ["verifica che l'Ente non vi sia tenuto"],
    },
    hasNot: { [PROCEDURE]: ["Giunta", "Canale condiviso", "su proposta dell'RPCT"], [PRIVACY]: ["art. 4, comma 4"] },
  },
  {
    // A listed company under public control is outside art. 2-bis c.2 lett. b D.Lgs. 33/2013: no RPCT is imposed.
    kind: "listed company under public control",
    values: { ente: "privato", controllo: "si", tipo: "quotata", denominazione: "Multiutility Valbruna S.p.A." },
    has: {
      [PROCEDURE]: [
        "Gestore delle segnalazioni: Ufficio Compliance.",
        "esclude le società quotate dalle società a controllo pubblico tenute alle misure di prevenzione della corruzione",
        EXTERNAL_PROCESSOR,
      ],
    },
    hasNot: {
      [PROCEDURE]: [RPCT_MANAGES, "verifica che l'Ente non sia tenuto a nominare l'RPCT", "Giunta", "Canale condiviso"],
      [WEBSITE]: [RPCT_MANAGES],
      [STAFF]: [RPCT_MANAGES],
    },
  },
  {
    // K-13: names typed with a final full stop, or with their own parentheses, read as Italian.
    kind: "private, 80, with a Modello 231 and an external manager",
    values: {
      ente: "privato",
      controllo: "no",
      lavoratori: "80",
      modello231: "si",
      settore: "no",
      denominazione: "Ypsilon S.r.l.",
      gestore: "Comitato Segnalazioni (Compliance, Internal Audit, Legale)",
      sostituto: "Avv. Bianchi, Studio Rossi Compliance S.r.l.",
      odv: "Organismo di Vigilanza monocratico (Avv. Verdi)",
    },
    has: {
      [PROCEDURE]: [
        "Sostituto: Avv. Bianchi, Studio Rossi Compliance S.r.l. Sostituisce",
        "l'Organismo di Vigilanza monocratico – Avv. Verdi [da completare:",
      ],
      [PRIVACY]: [
        "il gestore delle segnalazioni (Comitato Segnalazioni – Compliance, Internal Audit, Legale)",
        "Titolare del trattamento: Ypsilon S.r.l.,",
      ],
      [WEBSITE]: ["le segnalazioni sono gestite dal sostituto: Avv. Bianchi, Studio Rossi Compliance S.r.l."],
    },
    hasNot: { [PRIVACY]: ["Organismo di Vigilanza (Organismo"] },
  },
  {
    // K4: a bank names Banca d'Italia's channel besides ANAC.
    kind: "private, a bank with a Modello 231",
    values: {
      ente: "privato",
      controllo: "no",
      lavoratori: "5.000",
      modello231: "si",
      settore: "si",
      denominazione: "Banca di Valbruna S.p.A.",
    },
    has: {
      [WEBSITE]: [
        ...SUPERVISOR,
        "Per le altre violazioni del diritto dell'Unione europea vale quanto segue.",
        ANAC_CONDITIONS,
      ],
      [STAFF]: [
        "per esempio il Testo unico bancario per le banche o il Reg. (UE) 376/2014 per le compagnie aeree, restano regolate da quelle norme",
        "all'esterno dell'Ente si segnalano all'autorità indicata da quelle norme, per quanto esse disciplinano; per il resto valgono il decreto e il canale esterno di ANAC",
        "servizi, prodotti e mercati finanziari e prevenzione del riciclaggio per un intermediario",
      ],
      [PROCEDURE]: [...ART_12_DISCIPLINARY, PRESUMPTION_REPORTER_ONLY, EXTERNAL_PROCESSOR],
      [DPIA]: [...DPIA_TRACKING, "responsabile del trattamento ai sensi dell'art. 28 GDPR se è un soggetto esterno"],
    },
    hasNot: { [WEBSITE]: [NATIONAL], [STAFF]: ["appalti pubblici, tutela dell'ambiente"] },
  },
];

describe("draftKit: the documents differ where the law does", () => {
  it.each(KINDS)("drafts the kit of a $kind", async ({ values, has, hasNot }) => {
    const entity = input(values);
    const { kit, texts } = await draftTexts(entity);
    for (const file of FILES) {
      const text = texts[file];
      // Every document carries the entity's name, the draft notice and what is left to complete.
      expect(text, file).toContain(entity.denominazione);
      expect(text, file).toContain("Bozza da adattare.");
      expect(text, file).toContain("Non è una consulenza legale");
      expect(text, file).toContain("[da completare:");
      // A name ending in "S.r.l." takes no second full stop; parentheses never nest (K-13).
      expect(text, file).not.toMatch(/[^.]\.\.(?!\.)/);
      expect(text, file).not.toMatch(/\([^()]*\(/);
      for (const expected of has[file] ?? []) expect(text, `${file} deve contenere «${expected}»`).toContain(expected);
      // K-12: art. 5 c.1 lett. e also reaches people who do not come to the workplace.
      if (file === WEBSITE || file === PROCEDURE)
        expect(text, file).toContain(
          "accessibili anche a chi non li frequenta ma ha con l'Ente uno dei rapporti dell'art. 3, commi 3 e 4",
        );
      // K-14: the heading names the territory its text speaks of.
      if (file === PRIVACY) expect(text).toContain("7. Trasferimento dei dati fuori dallo Spazio economico europeo");
      if (file === PROCEDURE) expect(text).not.toContain("gestite come le altre");
      // K-05: the authorisation, the register entry and the consent for recording.
      if (file === PROCEDURE) {
        // The last section: 12 where the external channel has one of its own, 11 where it has not.
        expect(text).toMatch(/\n1[12]\. Atti collegati da predisporre prima dell'attivazione\n/);
        expect(text).toContain(
          "ed è tenuto/a alla riservatezza prevista dall'art. 12 del D.Lgs. 24/2023 anche dopo la cessazione dall'incarico",
        );
        expect(text).toContain("registro delle attività di trattamento dell'Ente (art. 30 GDPR)");
        expect(text).toContain("«Acconsento a che la mia segnalazione sia documentata mediante");
      }
      // K-08: a shared channel is named, with the other entities, in every document; otherwise in none.
      if (entity.sharedWith === null) expect(text, file).not.toContain("Il canale è condiviso con");
      else {
        expect(text, file).toContain(
          `Il canale è condiviso con ${namesInProse(entity.sharedWith)}, ai sensi dell'art. 4, comma 4`,
        );
        // C1: the procedure says it once, in the paragraph on each entity's duties.
        expect(text, file).toContain(
          file === PROCEDURE
            ? "ciascun ente resta responsabile dei propri obblighi previsti dal decreto."
            : "Ciascun ente resta responsabile dei propri obblighi previsti dal decreto.",
        );
        expect(text, file).toContain(
          `ricevute e gestite da un solo gestore per conto di tutti gli enti che condividono il canale: ${entity.rpctManages ? "il Responsabile della prevenzione della corruzione e della trasparenza (RPCT) indicato nell'accordo tra gli enti" : entity.gestore}`,
        );
        if (file === WEBSITE || file === PRIVACY || file === PROCEDURE || file === DPIA)
          expect(text, file).toContain(
            "sono contitolari del trattamento: le rispettive responsabilità sono definite nell'accordo interno",
          );
      }
      // K-07: criteria for the manager and the substitute, and what a conflict of interest is.
      if (file === PROCEDURE) {
        expect(text).toContain("il gestore e il sostituto devono essere autonomi e imparziali");
        expect(text).toContain("Valuta con cautela chi esercita il potere disciplinare");
        expect(text).toContain("l'art. 51 del codice di procedura civile");
        expect(text).toContain("lo stesso vale quando dovrà poi decidere sui provvedimenti conseguenti");
        if (entity.publicKind === "comune") expect(text).toContain("gli artt. 6 e 7 del d.P.R. 62/2013");
        else expect(text).not.toContain("gli artt. 6 e 7 del d.P.R. 62/2013");
      }
      if (file === WEBSITE || file === PROCEDURE)
        for (const expected of PROTECTION_DETAILS) expect(text, file).toContain(expected);
      for (const absent of hasNot[file] ?? [])
        expect(text, `${file} non deve contenere «${absent}»`).not.toContain(absent);
      // D.Lgs. 175/2016 and art. 2 c.1 lett. p D.Lgs. 24/2023 say «società a controllo pubblico».
      expect(text, file).not.toContain("società in controllo pubblico");
      // Without a Modello 231 the OdV has no place in any document.
      if (!entity.modello231) expect(text, file).not.toContain(OdV);
      // The DPO's line only when its address was given (a public entity gets a reminder instead).
      if (!entity.answers.ente.startsWith("pubblico")) expect(text, file).not.toContain("protezione dei dati (RPD)");
      const problems = findCopyProblems(text.split("\n").filter(Boolean));
      expect(problems, file).toEqual([]);
    }
    if (entity.sharedWith === null) expect(kit.files.map((file) => file.name)).toEqual([...FILES]);
    else {
      expect(kit.files.map((file) => file.name)).toEqual([...FILES, JOINT].sort());
      const agreement = texts[JOINT];
      for (const party of [entity.denominazione, ...entity.sharedWith]) {
        expect(agreement).toContain(`${party}, [da completare: sede legale`);
        expect(agreement).toContain(`per ${party}: [da completare: nome, ruolo, data e firma]`);
      }
      expect(agreement).toContain(
        "come contitolari del trattamento ai sensi dell'art. 26 del Regolamento (UE) 2016/679 (GDPR) (art. 13, comma 5, del decreto)",
      );
      expect(agreement).toContain("ciascun ente resta responsabile dei propri obblighi previsti dal decreto");
      expect(agreement).toContain(
        "l'interessato può comunque esercitare i propri diritti nei confronti di ciascun Ente (art. 26, par. 3 GDPR)",
      );
      expect(findCopyProblems(agreement.split("\n").filter(Boolean))).toEqual([]);
    }
    expect(kit.fileName).toMatch(/^kit-whistleblowing-[a-z0-9-]+\.zip$/);
    // The page shows the same website section, as HTML.
    expect(kit.websiteHtml).toContain("<h2>Segnalazione di violazioni (whistleblowing)</h2>");
    for (const expected of has[WEBSITE] ?? []) expect(kit.websiteHtml).toContain(escape(expected));
    for (const absent of hasNot[WEBSITE] ?? []) expect(kit.websiteHtml).not.toContain(escape(absent));
  });

  it("names the DPO in the privacy notice and the DPIA only when its address is given", async () => {
    const base = {
      ente: "privato",
      controllo: "no",
      lavoratori: "120",
      modello231: "no",
      settore: "no",
      denominazione: "Theta S.r.l.",
    };
    const without = await draftTexts(input(base));
    // C8: the notice keeps the question open, with the sentence to use when there is none.
    expect(without.texts[PRIVACY]).toContain(
      "[da completare: dati di contatto dell'RPD, se designato; altrimenti: «L'Ente non ha designato un responsabile della protezione dei dati»]",
    );
    expect(without.texts[PRIVACY]).not.toContain("designato dall'Ente è contattabile");
    expect(without.texts[DPIA]).not.toContain("responsabile della protezione dei dati");
    const withDpo = await draftTexts(input({ ...base, rpd: "dpo@theta.it" }));
    expect(withDpo.texts[PRIVACY]).toContain(
      "Il responsabile della protezione dei dati (RPD) designato dall'Ente è contattabile all'indirizzo dpo@theta.it",
    );
    expect(withDpo.texts[DPIA]).toContain("Parere del responsabile della protezione dei dati (dpo@theta.it)");
  });

  it("rests art. 9(2)(g) and 6(1)(e) on the Italian provisions, and legitimate interest where it applies (B1)", async () => {
    const g =
      "anche i motivi di interesse pubblico rilevante (art. 9, par. 2, lett. g GDPR), sulla base dell'art. 2-sexies, comma 1, del Codice privacy e del D.Lgs. 24/2023, che prevede il trattamento";
    const e =
      "per un ente del settore pubblico (compresa una società a controllo pubblico o in house), valuta con il tuo RPD, se designato, o con il tuo consulente se indicare anche l'esecuzione di un compito di interesse pubblico (art. 6, par. 1, lett. e GDPR; art. 2-ter del Codice privacy; D.Lgs. 24/2023)";
    const legitimate = "il legittimo interesse dell'Ente (art. 6, par. 1, lett. f GDPR)";
    const defence9f = "l'art. 9, par. 2, lett. f GDPR";
    const comune = await draftTexts(input({ ente: "pubblico", tipo: "comune", denominazione: "Comune di Roccaverde" }));
    const company = await draftTexts(
      input({ ente: "privato", controllo: "si", tipo: "controllata", modello231: "si", denominazione: "Acque S.p.A." }),
    );
    const privateOne = await draftTexts(
      input({
        ente: "privato",
        controllo: "no",
        lavoratori: "120",
        modello231: "no",
        settore: "no",
        denominazione: "Theta S.r.l.",
      }),
    );
    for (const { texts } of [comune, company, privateOne]) {
      expect(texts[PRIVACY]).toContain(g);
      expect(texts[DPIA]).toContain("sulla base dell'art. 2-sexies, comma 1, del Codice privacy");
      expect(texts[PRIVACY]).toContain(defence9f);
    }
    // C9: the company's DPIA carries the same 6(1)(e) note as its notice; DPO docs review B11: a comune states it.
    for (const { texts } of [company]) {
      expect(texts[PRIVACY]).toContain(e);
      expect(texts[DPIA]).toContain(e);
    }
    expect(comune.texts[PRIVACY]).toContain("(art. 6, par. 1, lett. c ed e GDPR; art. 2-ter del Codice privacy;");
    expect(comune.texts[DPIA]).toContain("(art. 6, par. 1, lett. c ed e GDPR; art. 2-ter del Codice privacy;");
    expect(privateOne.texts[PRIVACY]).not.toContain("art. 6, par. 1, lett. e GDPR");
    expect(privateOne.texts[DPIA]).not.toContain("art. 6, par. 1, lett. e GDPR");
    // C1: a company under private law keeps legitimate interest; a comune, a public authority, cannot (art. 6(1) last subpar.).
    expect(company.texts[PRIVACY]).toContain(legitimate);
    expect(privateOne.texts[PRIVACY]).toContain(legitimate);
    expect(comune.texts[PRIVACY]).not.toContain("art. 6, par. 1, lett. f GDPR");
  });

  it("drafts the shared channel only for an entity that shares it (B2, K-08)", async () => {
    const base = { ente: "privato", controllo: "no", modello231: "no", settore: "no", denominazione: "Theta S.r.l." };
    const shared = await draftTexts(input({ ...base, lavoratori: "120", condiviso: "si", altrienti: "Iota S.r.l." }));
    const own = await draftTexts(input({ ...base, lavoratori: "120", condiviso: "no", altrienti: "Iota S.r.l." }));
    const walls = "come si evita che un ente veda le segnalazioni che riguardano un altro";
    expect(shared.texts[DPIA]).toContain(walls);
    expect(shared.texts[PRIVACY]).toContain(
      "Gli enti che condividono il canale (Theta S.r.l. e Iota S.r.l.) sono contitolari",
    );
    expect(shared.texts[PROCEDURE]).toContain("il seguito e l'esito solo all'ente a cui la segnalazione si riferisce");
    for (const file of FILES) {
      expect(own.texts[file], file).not.toContain(walls);
      expect(own.texts[file], file).not.toContain("Iota");
      expect(own.texts[file], file).not.toContain("contitolari");
    }
  });

  it("has the manager delete early enough for the backups, with the facts' days (B3)", async () => {
    const values = { ente: "privato", controllo: "no", lavoratori: "120", modello231: "no", settore: "no" };
    const rule =
      "Il gestore cancella ogni segnalazione e la relativa documentazione in tempo perché anche le copie di backup rispettino il termine dell'art. 14, comma 1: ";
    const register = "La data entro cui cancellare è annotata nel registro delle segnalazioni.";
    const declared = await draftTexts(input({ ...values, denominazione: "Theta S.r.l." }));
    const days = verifiedFacts.operatorFacts.backups?.retentionDays;
    expect(days).toBeGreaterThan(0);
    for (const file of [PROCEDURE, DPIA] as const) {
      expect(declared.texts[file]).toContain(rule);
      expect(declared.texts[file]).toContain(
        `un dato cancellato resta nei backup al massimo ${days} giorni; per questo la cancellazione avviene almeno ${days} giorni prima della scadenza`,
      );
      expect(declared.texts[file]).toContain(register);
    }
    const silent = { ...verifiedFacts, operatorFacts: { ...verifiedFacts.operatorFacts, backups: undefined } };
    const undeclared = await draftTexts(input({ ...values, denominazione: "Theta S.r.l." }), silent);
    for (const file of [PROCEDURE, DPIA] as const) {
      expect(undeclared.texts[file]).toContain(
        `${rule}[da completare: per quanti giorni un dato cancellato resta nei backup del fornitore della piattaforma`,
      );
    }
  });

  it("counts the feedback term from the 7 days when no acknowledgment came, and asks for the unions' views (C3, C4)", async () => {
    const { texts } = await draftTexts(
      input({
        ente: "privato",
        controllo: "no",
        lavoratori: "120",
        modello231: "no",
        settore: "no",
        denominazione: "Theta S.r.l.",
      }),
    );
    expect(texts[STAFF]).toContain(
      "un riscontro entro 3 mesi dall'avviso di ricevimento o, in mancanza, dalla scadenza dei 7 giorni dalla presentazione della segnalazione",
    );
    expect(texts[DPIA]).toContain(
      "Opinioni degli interessati o dei loro rappresentanti: osservazioni delle rappresentanze sindacali raccolte nella consultazione dell'art. 4, comma 1 [da completare:",
    );
  });

  it("limits the data subjects' rights as art. 2-undecies of the Codice privacy does", async () => {
    const { texts } = await draftTexts(
      input({
        ente: "privato",
        controllo: "no",
        lavoratori: "80",
        modello231: "si",
        settore: "no",
        denominazione: "Lambda S.r.l.",
      }),
    );
    // Art. 2-undecies c.1 excludes the complaint of art. 77 GDPR too, and c.3 asks for a reasoned communication.
    expect(texts[PRIVACY]).toContain("né con reclamo al Garante ai sensi dell'art. 77 GDPR");
    expect(texts[PRIVACY]).toContain("comunica all'interessato senza ritardo, con una motivazione");
    expect(texts[PRIVACY]).toContain("Fuori da questi casi, chi ritiene che il trattamento violi il GDPR");
    expect(texts[PRIVACY]).toContain("(art. 13, comma 3, D.Lgs. 24/2023)");
    // Art. 2-undecies limits the rights of arts. 15-22, not the information of art. 14: art. 14(5) GDPR does.
    expect(texts[PRIVACY]).toContain("(art. 14, par. 5, lett. b GDPR)");
    expect(texts[PRIVACY]).not.toContain("(art. 14, par. 5 GDPR; art. 2-undecies del Codice privacy)");
    // Art. 14 c.2 and c.4: a recorded line is recorded or transcribed in full, a meeting recorded or minuted.
    expect(texts[PRIVACY]).toContain(
      "e con una registrazione o un verbale quelle fatte in un incontro (art. 14, commi 2 e 4)",
    );
    expect(texts[PRIVACY]).toContain("art. 9, par. 2, lett. g GDPR");
    expect(texts[PRIVACY]).toContain("i cui componenti sono autorizzati al trattamento dall'Ente");
    expect(texts[PRIVACY]).toContain("se la gestione delle segnalazioni è affidata a un soggetto esterno");
    // K-08: a channel of its own has no joint controllers to name.
    expect(texts[PRIVACY]).not.toContain("contitolari");
  });

  // K-03: the decree's consents are guarantees within a processing required by law, not a GDPR basis.
  it("never presents the reporter's consent as a legal basis revocable at any time", async () => {
    for (const values of [
      { ente: "pubblico", tipo: "comune", denominazione: "Comune di Valbruna" },
      {
        ente: "privato",
        controllo: "no",
        lavoratori: "80",
        modello231: "si",
        settore: "no",
        denominazione: "Mu S.r.l.",
      },
    ]) {
      const { texts } = await draftTexts(input(values));
      const bases = (texts[PRIVACY].split("3. Finalità e basi giuridiche")[1] ?? "").split("4. Da dove")[0] ?? "";
      const [listed = "", after = ""] = bases.split("Il decreto richiede inoltre il consenso espresso");
      expect(listed).not.toContain("consenso");
      expect(after).toContain(
        "Questo consenso è una garanzia prevista dal decreto e non cambia le basi giuridiche del trattamento indicate sopra.",
      );
      expect(texts[PRIVACY]).not.toContain("in ogni momento");
      expect(texts[PRIVACY]).toContain(
        "Il consenso alla rivelazione dell'identità può essere revocato finché l'identità non è stata rivelata.",
      );
      expect(texts[DPIA]).not.toContain("consenso di chi segnala nei casi");
      expect(texts[DPIA]).toContain("è una garanzia prevista dal decreto, non una base giuridica del trattamento");
    }
  });

  // K5-01, K5-02: a comune's procedure ties the breaches to its code of conduct; its letter goes to the RSU.
  it("gives a public administration its code of conduct and its RSU", async () => {
    const { texts } = await draftTexts(
      input({ ente: "pubblico", tipo: "comune", denominazione: "Comune di Valbruna" }),
    );
    expect(texts[PROCEDURE]).toContain(
      "costituiscono illecito disciplinare secondo il codice di comportamento dell'Ente [da completare: articolo del codice], adottato ai sensi dell'art. 54 del D.Lgs. 165/2001 e del d.P.R. 62/2013",
    );
    expect(texts[UNIONS]).toContain(
      "Alla RSU dell'Ente e alle strutture territoriali delle organizzazioni sindacali firmatarie del contratto collettivo nazionale di comparto",
    );
    expect(texts[UNIONS]).not.toContain("RSA o RSU");
    // K5-03: the faculty of the decree, with the public employee's duties to report.
    expect(texts[PRIVACY]).toContain(
      "fermi l'obbligo dei pubblici ufficiali e degli incaricati di pubblico servizio di denunciare i reati perseguibili d'ufficio di cui hanno notizia nell'esercizio o a causa delle loro funzioni o del servizio (art. 331 del codice di procedura penale)",
    );
  });

  // UX walk F10: without the platform's address the documents leave it to complete.
  it("leaves the platform's address to complete when the buyer does not know it yet", async () => {
    const { texts } = await draftTexts(
      input({ ente: "pubblico", tipo: "comune", denominazione: "Comune di Valbruna", piattaforma: "" }),
    );
    const blank = "[da completare: indirizzo della piattaforma di segnalazione]";
    for (const file of [WEBSITE, UNIONS, PROCEDURE, STAFF]) expect(texts[file], file).toContain(blank);
    expect(texts[DPIA]).toContain(`piattaforma informatica (${blank})`);
    for (const file of FILES) expect(texts[file], file).not.toMatch(/\bnull\b/);
  });

  // DPO read 2026-11-29 B1: only the manager or the substitute receives an oral report (art. 4 c.2,
  // art. 12), a rule outside the blank so that filling the blank in keeps it.
  it("leaves the oral line to complete and keeps who may receive it outside the blank", async () => {
    const { texts } = await draftTexts(
      input({ ente: "pubblico", tipo: "comune", denominazione: "Comune di Valbruna", piattaforma: "" }),
    );
    expect(texts[PROCEDURE]).toContain(
      "orale: [da completare: linea telefonica o sistema di messaggistica vocale, numero e orari]; le segnalazioni orali sono ricevute soltanto dal gestore o dal suo sostituto, che sono anche i soli ad accedere alle eventuali registrazioni;",
    );
  });

  // Fresh documents read, F17: the deed a DPO signs first, as the law places the channel.
  it("drafts the manager's and substitute's appointment, or only the RPCT's substitute", async () => {
    const company = (
      await draftTexts(
        input({
          ente: "privato",
          controllo: "no",
          lavoratori: "120",
          modello231: "no",
          settore: "no",
          denominazione: "Gamma Impianti S.r.l.",
        }),
      )
    ).texts[APPOINTMENT];
    expect(company).toContain("Atto di nomina del gestore delle segnalazioni e del sostituto");
    expect(company).toContain(
      `nomina gestore del canale di segnalazione interna dell'Ente: ${details.gestore}. Nomina suo sostituto: ${details.sostituto}.`,
    );
    expect(company).toContain("assenze superiori a 7 giorni");
    expect(company).toContain("designa responsabile del trattamento con un contratto ai sensi dell'art. 28 GDPR");
    expect(company).toContain("a ricorrere al fornitore della piattaforma come sub-responsabile");
    const comune = (await draftTexts(input({ ente: "pubblico", tipo: "comune", denominazione: "Comune di Valbruna" })))
      .texts[APPOINTMENT];
    expect(comune).toContain("Atto di individuazione del sostituto dell'RPCT per le segnalazioni");
    expect(comune).toContain("Il Comune di Valbruna (di seguito, l'«Ente»).");
    // A role typed without its article reads right after the colon (buyer read M10).
    expect(comune).toMatch(
      /individua come sostituto dell'RPCT nella gestione delle segnalazioni dell'Ente: [^.]+\. Il sostituto gestisce/,
    );
    expect(comune).not.toContain("gestore del canale di segnalazione interna dell'Ente");
    expect(comune).not.toContain("art. 28 GDPR");
  });

  it("addresses the unions' letter to the RSA or RSU, or to the organisations when there are none", async () => {
    const base = {
      ente: "privato",
      controllo: "no",
      lavoratori: "60",
      modello231: "no",
      settore: "no",
      denominazione: "Iota S.r.l.",
    };
    const withReps = await draftTexts(input(base));
    expect(withReps.texts[UNIONS]).toContain("Alle rappresentanze sindacali dell'Ente");
    const without = await draftTexts(input({ ...base, sindacati: "no" }));
    expect(without.texts[UNIONS]).toContain("Alle organizzazioni sindacali");
    expect(without.texts[UNIONS]).toContain("articolo 51 del decreto legislativo n. 81 del 2015");
    expect(without.texts[UNIONS]).toContain("modifica sostanziale");
    // Art. 4 c.1 asks to hear them, not for their consent; each letter addresses only its recipients.
    for (const kit of [withReps, without]) {
      expect(kit.texts[UNIONS]).toContain("le loro osservazioni sono un parere, non vincolante");
      expect(kit.texts[UNIONS]).not.toContain("codeste rappresentanze e organizzazioni sindacali");
    }
    expect(withReps.texts[UNIONS]).toContain("sottopone a codeste rappresentanze sindacali la bozza della procedura");
    expect(without.texts[UNIONS]).toContain("sottopone a codeste organizzazioni sindacali la bozza della procedura");
  });

  it("names the operator as processor and prints its verified measures", async () => {
    const { texts } = await draftTexts(
      input({ ente: "pubblico", tipo: "comune", denominazione: "Comune di Valbruna" }),
    );
    expect(texts[PRIVACY]).toContain("Mario Rossi, ditta individuale");
    expect(texts[PRIVACY]).toContain("responsabile del trattamento (art. 28 GDPR)");
    // K-04: the notice lists the connection data the platform's chain processes, as the facts declare them.
    expect(texts[PRIVACY]).toContain(
      "Dati tecnici di connessione, secondo quanto dichiarato dal fornitore della piattaforma: nessun indirizzo IP nei log della piattaforma, del server web e del proxy; nella rete del fornitore di hosting Hetzner Online GmbH, dati di traffico di rete, compresi gli indirizzi IP, conservati per 7 giorni a fini di protezione dagli attacchi DDoS.",
    );
    expect(texts[DPIA]).toContain("Hetzner Online GmbH");
    expect(texts[DPIA]).toContain("verificate il 20 novembre 2026");
    expect(texts[DPIA]).not.toContain("(da confermare)");
  });

  it("marks every unverified platform fact '(da confermare)', never asserting it", async () => {
    const { texts } = await draftTexts(
      input({
        ente: "privato",
        controllo: "no",
        lavoratori: "70",
        modello231: "no",
        settore: "no",
        denominazione: "Kappa S.r.l.",
      }),
      unverifiedFacts,
    );
    const measures =
      (texts[DPIA].split("Misure della piattaforma dichiarate dal fornitore")[1] ?? "").split("e) Parere")[0] ?? "";
    const rows = measures.split("\n").filter((line) => /^[^:]{3,60}: /.test(line));
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row).toContain("(da confermare)");
    // Tor not yet declared ("(da confermare)"): the DPIA says nothing about it, neither way.
    expect(texts[DPIA]).not.toMatch(/rete Tor/);
    expect(texts[DPIA]).toContain("Il fornitore non ha ancora confermato queste misure");
  });

  it("escapes the entity's text in the website HTML", async () => {
    const { kit } = await draftTexts(
      input({
        ente: "pubblico",
        tipo: "comune",
        denominazione: "Comune di Sant'Anna & Uniti",
        sostituto: 'Vice "dell\'Ente"',
      }),
    );
    expect(kit.websiteHtml).toContain("Comune di Sant&#39;Anna &amp; Uniti");
    expect(kit.websiteHtml).toContain("Vice &quot;dell&#39;Ente&quot;");
    expect(kit.websiteHtml).toContain('<a href="https://segnalazioni.esempio-ente.it">');
    expect(kit.websiteHtml).toContain("<mark>[da completare:");
    expect(kit.websiteHtml).not.toMatch(/<(?!\/?(?:h[2-4]|p|ul|li|a|strong|mark)\b)/);
  });

  it("names the ZIP after the entity", async () => {
    const { kit } = await draftTexts(
      input({ ente: "pubblico", tipo: "comune", denominazione: "Città di Ève-sur-Mer" }),
    );
    expect(kit.fileName).toBe("kit-whistleblowing-citta-di-eve-sur-mer.zip");
  });
});

describe("no kit without an obligation", () => {
  it("refuses a non-obliged entity with the checker's explanation", () => {
    const parsed = parseKitInput({
      ...details,
      ente: "privato",
      controllo: "no",
      lavoratori: "49",
      modello231: "no",
      settore: "no",
    });
    expect(parsed).toEqual({ ok: false, errors: {}, notObliged: kitMessages.notObliged });
  });

  it("refuses 'Non so' for the annex acts", () => {
    const open = parseKitInput({
      ...details,
      ente: "privato",
      controllo: "no",
      lavoratori: "10",
      modello231: "no",
      settore: "nonso",
    });
    expect(open).toMatchObject({
      ok: false,
      errors: { settore: kitMessages.settoreUnknown },
      notObliged: kitMessages.dependsOnAnnex,
    });
    const large = parseKitInput({
      ...details,
      denominazione: "X S.r.l.",
      ente: "privato",
      controllo: "no",
      lavoratori: "400",
      modello231: "no",
      settore: "nonso",
    });
    expect(large).toMatchObject({ ok: false, errors: { settore: kitMessages.settoreUnknown } });
  });
});

function escape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
