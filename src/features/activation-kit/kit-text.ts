import type { PublicKind } from "../../config/public-kinds.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import { formatRomeDay } from "../../lib/italian-date.ts";
import { mayShareChannel, type KitInput } from "./kit-input.ts";
import type { KitFacts } from "./kit-types.ts";

/**
 * What every document of the kit shares: the blocks a document is made of (one renderer writes
 * them as .docx, another as HTML), the draft notice, the entity's name, the article citations and
 * the marks of what the entity must complete. The law's wording follows legal-facts.md.
 */

/** A piece of text, a bold piece, or a link (its text defaults to the address). */
export type Run = string | { text: string; bold?: boolean } | { href: string; text?: string };

export type Block =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; runs: Run[] }
  /** Instructions to the entity (the draft notice, when a part applies): removed before use. */
  | { kind: "note"; runs: Run[] }
  | { kind: "list"; items: Run[][] };

/** A document before rendering: its file name in the ZIP, its title and its blocks. */
export interface KitDocument {
  name: string;
  title: string;
  blocks: Block[];
}

export const title = (text: string): Block => ({ kind: "title", text });
export const heading = (text: string): Block => ({ kind: "heading", text });
export const subheading = (text: string): Block => ({ kind: "subheading", text });
/**
 * K-13: a name typed with a final full stop ('S.r.l.') takes no second one from the sentence: '..'
 * (not an ellipsis) becomes '.', within a run and across two runs.
 */
function tidy(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const previous = out.at(-1);
    const before = typeof previous === "string" ? previous : previous && "bold" in previous ? previous.text : "";
    const endsWithStop = /(?<!\.)\.$/.test(before);
    const fix = (text: string) =>
      (endsWithStop ? text.replace(/^\.(?!\.)/, "") : text).replace(/(?<!\.)\.\.(?!\.)/g, ".");
    if (typeof run === "string") out.push(fix(run));
    else if ("bold" in run) out.push({ ...run, text: fix(run.text) });
    else out.push(run);
  }
  return out;
}

export const paragraph = (...runs: Run[]): Block => ({ kind: "paragraph", runs: tidy(runs) });
export const note = (...runs: Run[]): Block => ({ kind: "note", runs: tidy(runs) });
/** A bulleted list; the last item's final semicolon becomes a full stop, as Italian lists end. */
export const list = (...items: (Run | Run[])[]): Block => {
  const rows = items.map((item) => tidy(Array.isArray(item) ? [...item] : [item]));
  const last = rows.at(-1);
  const tail = last?.at(-1);
  if (last && typeof tail === "string" && tail.endsWith(";")) last[last.length - 1] = `${tail.slice(0, -1)}.`;
  return { kind: "list", items: rows };
};
export const bold = (text: string): Run => ({ text, bold: true });
export const link = (href: string, text?: string): Run => (text === undefined ? { href } : { href, text });

/** Blocks that apply only in some cases: `when(cond, …)` inside an array of blocks. */
export function when<T>(condition: boolean, ...items: T[]): T[] {
  return condition ? items : [];
}

/** What the entity must decide or fill in: '[da completare: …]' (highlighted in the documents). */
export function toComplete(what: string): string {
  return `[da completare: ${what}]`;
}
export const TO_COMPLETE_PATTERN = /\[da completare:[^\]]*\]/g;

/** An operator's fact the operator has not confirmed yet (legal-facts.md, 'Platform features'). */
export const UNCONFIRMED = "(da confermare)";

// Citations, written once.
export const DECREE = "D.Lgs. 24/2023";
export const DECREE_FULL = "decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023)";
export const DIRECTIVE = "Direttiva (UE) 2019/1937";
export const D231 = "D.Lgs. 231/2001";
export const GDPR = "Regolamento (UE) 2016/679 (GDPR)";
export const PRIVACY_CODE =
  "Codice in materia di protezione dei dati personali (D.Lgs. 196/2003, di seguito «Codice privacy»)";
/** The short citation, inside parentheses or a sentence; LG_INTERNAL in lists of references. */
export const LG_INTERNAL_SHORT = "Linee guida ANAC n. 1/2025";
export const LG_INTERNAL =
  "Linee guida ANAC n. 1/2025 sui canali interni di segnalazione (delibera n. 478 del 26 novembre 2025)";
export const LG_EXTERNAL =
  "Linee guida ANAC sulla protezione delle persone che segnalano e sulle segnalazioni esterne (delibera n. 311 del 12 luglio 2023, modificata dalla delibera n. 479 del 26 novembre 2025)";
export const ANAC_FULL = "ANAC (Autorità Nazionale Anticorruzione)";

/** 'art. 5, comma 1, lett. e': the decree's own numbering, as the site cites it. */
export function art(article: string, comma?: number | string, letter?: string): string {
  return `art. ${article}${comma === undefined ? "" : `, comma ${comma}`}${letter === undefined ? "" : `, lett. ${letter}`}`;
}

/**
 * Which kind of entity the documents speak to: the distinctions the law makes (legal-facts.md,
 * 'Who is obliged' and 'What can be reported'), derived once from the checker's answers.
 */
export interface KitProfile {
  publicSector: boolean;
  /** A public-sector entity's kind, as the kit asked it (K6); null for private entities. */
  publicKind: PublicKind | null;
  /** The entity must appoint an RPCT, who manages the channel (art. 4 c.5; art. 1 c.2-bis L. 190/2012). */
  rpct: boolean;
  /** The average number of workers (private sector only). */
  workers: number | null;
  modello231: boolean;
  /** Private, an average of at least 50 workers (art. 2 c.1 lett. q n. 1). */
  bySize: boolean;
  /** Private, within the annex acts of Parts I.B and II (art. 2 c.1 lett. q n. 2). */
  annex: boolean;
  /** Violations of EU law (art. 2 c.1 lett. a nn. 3-6) are reportable. */
  euLaw: boolean;
  /** Public sector only: national administrative, accounting, civil or criminal offences (n. 1). */
  nationalOffences: boolean;
  /** Private, under 50, outside the annex acts, with a Modello 231: the channel covers only 231 matters. */
  only231: boolean;
  /** Private with a Modello 231: 231 matters only through the internal channel, at any size (art. 3 c.2). */
  internalOnly231: boolean;
  /** ANAC's external channel and public disclosure exist for some of what the entity's channel covers. */
  externalChannel: boolean;
  /** Who may share the channel and its management (art. 4 c.4): comuni other than provincial capitals, private up to 249. */
  mayShare: "comuni" | "privato" | null;
  /** K-08: the other entities the entity shares the channel with; null when it has a channel of its own. */
  sharedWith: string[] | null;
}

export function kitProfile(input: KitInput): KitProfile {
  const { answers, assessment, modello231 } = input;
  if (answers.ente === "pubblico") {
    return {
      publicSector: true,
      publicKind: input.publicKind,
      rpct: input.rpctManages,
      workers: null,
      modello231,
      bySize: false,
      annex: false,
      euLaw: true,
      nationalOffences: true,
      only231: false,
      internalOnly231: false,
      externalChannel: true,
      // Art. 4 c.4 lets only comuni other than provincial capitals share among public-sector entities (K6-02).
      mayShare: mayShareChannel(answers, input.publicKind),
      sharedWith: input.sharedWith,
    };
  }
  const bySize = answers.lavoratori >= 50;
  const annex = answers.settore === "si";
  const euLaw = bySize || annex;
  return {
    publicSector: false,
    publicKind: null,
    rpct: false,
    workers: answers.lavoratori,
    modello231,
    bySize,
    annex,
    euLaw,
    nationalOffences: false,
    only231: assessment.channel === "solo-231",
    internalOnly231: modello231,
    externalChannel: euLaw,
    mayShare: mayShareChannel(answers, null),
    sharedWith: input.sharedWith,
  };
}

/** The draft notice every document opens with; `publish`: the text goes on a website or a notice board. */
export function draftNotice(input: KitInput, drafted: Date, siteHost: string, publish: boolean): Block {
  return note(
    bold("Bozza da adattare. "),
    `Ente: ${input.denominazione}${input.denominazione.endsWith(".") ? "" : "."} Preparata il ${formatRomeDay(drafted)} con il kit di attivazione di ${siteHost}, a partire dalle risposte fornite. Non è una consulenza legale: prima di usarla, falla verificare dal tuo consulente legale o dal tuo DPO, completa le parti segnate «[da completare: …]» ed elimina queste note${publish ? " prima della pubblicazione" : ""}.`,
  );
}

/**
 * The article a name opening with a common noun takes ('il Comune di Valbruna'); none for 'Alfa S.r.l.'.
 * Docs read F19: the word ends where letters do (u flag), not at \b, which never follows «à» without it.
 */
const ARTICLES: [RegExp, string][] = [
  [/^(?:comune|consorzio|ministero|dipartimento|gruppo)(?!\p{L})/iu, "il "],
  [/^(?:città|provincia|regione|camera|fondazione|banca|società|cooperativa)(?!\p{L})/iu, "la "],
  [/^(?:unione|azienda|agenzia|istituto|università|ente|associazione|autorità|ordine|ospedale)(?!\p{L})/iu, "l'"],
];

/** 'il Comune di Valbruna', 'Alfa S.r.l.': the name as the subject or object of a sentence (K-13). */
export function entityName(name: string): string {
  const article = ARTICLES.find(([pattern]) => pattern.test(name))?.[1] ?? "";
  return `${article}${name}`;
}

/** The same text with its first letter capitalised, to open a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase("it-IT") + text.slice(1);
}

/** 'Alfa S.r.l. (di seguito, l'«Ente»)': how a document introduces the entity once. */
export function entityIntro(input: KitInput): string {
  return `${entityName(input.denominazione)} (di seguito, l'«Ente»)`;
}

/** A name in parentheses; its own parentheses become a dash, so they never nest (K-13). */
export function inParentheses(text: string): string {
  return `(${text.replace(/\s*\(([^()]*)\)/g, " – $1")})`;
}

/** 'l'Organismo di Vigilanza monocratico – Avv. Verdi', never 'Organismo di Vigilanza (Organismo di Vigilanza …)'. */
export function odvName(odv: string | null): string {
  if (odv === null) return "l'Organismo di Vigilanza";
  if (/^organismo di vigilanza\b/i.test(odv)) return `l'${odv.replace(/\s*\(([^()]*)\)/g, " – $1")}`;
  return `l'Organismo di Vigilanza ${inParentheses(odv)}`;
}

/** What the entity's channel covers, as a list (art. 2 c.1 lett. a, art. 3). */
export function reportableItems(profile: KitProfile): Run[][] {
  const items: Run[][] = [];
  if (profile.nationalOffences)
    items.push([
      "illeciti amministrativi, contabili, civili o penali diversi da quelli indicati ai punti seguenti, segnalabili perché l'Ente appartiene al settore pubblico (art. 2, comma 1, lett. a, n. 1);",
    ]);
  if (profile.modello231) {
    items.push([
      `condotte illecite rilevanti ai sensi del ${D231} e violazioni del modello di organizzazione e gestione adottato dall'Ente (Modello 231);`,
    ]);
  }
  if (profile.euLaw) {
    items.push(
      [
        `illeciti che rientrano nell'ambito di applicazione degli atti dell'Unione europea o nazionali indicati nell'allegato al decreto, o degli atti nazionali che attuano gli atti dell'Unione europea indicati nell'allegato alla ${DIRECTIVE}, nei settori: appalti pubblici; servizi, prodotti e mercati finanziari e prevenzione del riciclaggio e del finanziamento del terrorismo; sicurezza e conformità dei prodotti; sicurezza dei trasporti; tutela dell'ambiente; radioprotezione e sicurezza nucleare; sicurezza degli alimenti e dei mangimi e salute e benessere degli animali; salute pubblica; protezione dei consumatori; tutela della vita privata e protezione dei dati personali e sicurezza delle reti e dei sistemi informativi;`,
      ],
      [
        "atti od omissioni che ledono gli interessi finanziari dell'Unione europea (art. 325 del Trattato sul funzionamento dell'Unione europea);",
      ],
      [
        "atti od omissioni riguardanti il mercato interno, comprese le violazioni delle norme dell'Unione europea in materia di concorrenza e di aiuti di Stato e le violazioni connesse ad atti che violano le norme in materia di imposta sulle società o a meccanismi il cui fine è ottenere un vantaggio fiscale che vanifica l'oggetto o la finalità della normativa sull'imposta sulle società;",
      ],
      [
        "atti o comportamenti che vanificano l'oggetto o la finalità delle disposizioni dell'Unione europea nei settori indicati nei tre punti precedenti.",
      ],
    );
  }
  return items;
}

/** The sentence before the list: what the reports must concern, by kind of entity. */
export function reportableIntro(profile: KitProfile): string {
  if (profile.only231) {
    return `Per l'Ente il canale riguarda soltanto le condotte rilevanti ai sensi del ${D231} e le violazioni del Modello 231 (${art("3", 2, "b")}, ${DECREE}). Si possono segnalare comportamenti, atti od omissioni che ledono l'interesse pubblico o l'integrità dell'Ente, di cui si è venuti a conoscenza nel contesto lavorativo, e che consistono in:`;
  }
  return `Si possono segnalare comportamenti, atti od omissioni che ledono l'interesse pubblico o l'integrità dell'Ente, di cui si è venuti a conoscenza nel contesto lavorativo, e che consistono in (${art("2", 1, "a")} e ${art("3")}, ${DECREE}):`;
}

/** What the channel is not for, and, for private entities, national offences outside its scope. */
export function notReportable(profile: KitProfile): string[] {
  const lines = [
    `Non rientrano nel canale le contestazioni, rivendicazioni o richieste legate a un interesse personale di chi segnala, che riguardano esclusivamente il proprio rapporto di lavoro o i rapporti con i superiori gerarchici (${art("1", 2, "a")}, ${DECREE}).`,
  ];
  if (!profile.publicSector) {
    // Docs read F15: sector rules reach purely national rules too (the TUB), so for an annex entity
    // the national-only sentence speaks of the decree's channel outside those rules.
    const outside = profile.annex
      ? `fuori dalle norme di settore che prevedono proprie procedure di segnalazione (${art("1", 2, "b")}), `
      : "";
    const channel = profile.annex ? "canale del decreto" : "canale";
    lines.push(
      capitalised(
        profile.modello231
          ? `${outside}gli illeciti previsti solo dal diritto nazionale (per esempio in materia di salute e sicurezza sul lavoro) rientrano nel ${channel} solo in quanto condotte rilevanti ai sensi del ${D231} o violazioni del Modello 231.`
          : `${outside}per l'Ente non rientrano nel ${channel} gli illeciti previsti solo dal diritto nazionale, che non riguardano il diritto dell'Unione europea nei settori indicati sopra: per esempio la corruzione tra privati, le frodi in generale o le violazioni in materia di salute e sicurezza sul lavoro.`,
      ),
    );
  }
  return lines;
}

/** The internal-only rule for a private entity's 231 matters (art. 3 c.2), at any size. */
export function internalOnly231Sentence(): string {
  return `Le condotte rilevanti ai sensi del ${D231} e le violazioni del Modello 231 si segnalano esclusivamente tramite il canale interno: per queste materie il decreto non prevede la segnalazione esterna ad ANAC né la divulgazione pubblica (${art("3", 2)}, ${DECREE}).`;
}

/**
 * A complaint to the judicial or accounting authority stays open to everyone; the decree protects
 * it for public-sector entities (art. 3 c.1) and for EU-law violations (art. 3 c.2 lett. a), but for
 * a private entity's 231 matters only the internal report (art. 3 c.2 lett. b).
 */
export function authoritiesSentence(profile: KitProfile): string {
  if (profile.publicSector) {
    return `Resta sempre possibile rivolgersi all'autorità giudiziaria o contabile con una denuncia: il decreto tutela anche chi denuncia, alle stesse condizioni (${art("3", 1)}, e ${art("16")}). La segnalazione non sostituisce la denuncia per chi vi è tenuto per legge, come i pubblici ufficiali e gli incaricati di pubblico servizio (art. 331 del codice di procedura penale).`;
  }
  if (profile.only231) {
    return `Resta possibile rivolgersi all'autorità giudiziaria con una denuncia; per queste materie, però, le tutele del decreto riguardano la segnalazione tramite il canale interno (${art("3", 2, "b")}).`;
  }
  return `Resta sempre possibile rivolgersi all'autorità giudiziaria o contabile con una denuncia: per le violazioni del diritto dell'Unione europea indicate sopra il decreto tutela anche chi denuncia, alle stesse condizioni (${art("3", 2)}, e ${art("16")})${profile.internalOnly231 ? `; per le condotte rilevanti ai sensi del ${D231} e le violazioni del Modello 231 le tutele del decreto riguardano la segnalazione tramite il canale interno` : ""}.`;
}

/** The deadlines of art. 5: 7 days for the acknowledgment, 3 months for the feedback. */
export const HANDLING_DEADLINES: Run[][] = [
  [
    bold("Avviso di ricevimento: "),
    `entro 7 giorni dalla data di ricezione della segnalazione (${art("5", 1, "a")}, ${DECREE}).`,
  ],
  [
    bold("Riscontro: "),
    `entro 3 mesi dalla data dell'avviso di ricevimento o, in mancanza dell'avviso, dalla scadenza del termine di 7 giorni dalla presentazione della segnalazione (${art("5", 1, "d")}, ${DECREE}).`,
  ],
];

/** The conditions of art. 6 for ANAC's external channel. */
export const EXTERNAL_CONDITIONS: Run[][] = [
  [
    "nel contesto lavorativo non è prevista l'attivazione obbligatoria del canale interno, oppure il canale, anche se obbligatorio, non è attivo o non è conforme all'art. 4 del decreto;",
  ],
  ["chi segnala ha già effettuato una segnalazione interna e questa non ha avuto seguito;"],
  [
    "chi segnala ha fondati motivi di ritenere che una segnalazione interna non avrebbe efficace seguito o potrebbe determinare il rischio di ritorsione;",
  ],
  [
    "chi segnala ha fondato motivo di ritenere che la violazione possa costituire un pericolo imminente o palese per il pubblico interesse.",
  ],
];

/** The conditions of art. 15 for a protected public disclosure. */
export const DISCLOSURE_CONDITIONS: Run[][] = [
  [
    "chi segnala ha già effettuato una segnalazione interna ed esterna, oppure direttamente una segnalazione esterna, e non ha avuto riscontro nei termini previsti;",
  ],
  [
    "chi segnala ha fondato motivo di ritenere che la violazione possa costituire un pericolo imminente o palese per il pubblico interesse;",
  ],
  [
    "chi segnala ha fondato motivo di ritenere che la segnalazione esterna possa comportare il rischio di ritorsioni o non avere efficace seguito per le circostanze del caso, per esempio perché le prove potrebbero essere occultate o distrutte o chi riceve la segnalazione potrebbe essere colluso con l'autore della violazione o coinvolto in essa.",
  ],
];

/** The conditions of protection (art. 16) and when it is lost: never a promise without them. */
export function protectionConditions(): string[] {
  return [
    `Le misure di protezione si applicano se, al momento della segnalazione, chi segnala aveva fondato motivo di ritenere che le informazioni sulle violazioni fossero vere e rientrassero nell'ambito del decreto, e se ha segnalato tramite i canali e nei modi previsti dal decreto (${art("16", 1)}, ${DECREE}).`,
    `I motivi che hanno indotto a segnalare sono irrilevanti ai fini della protezione (${art("16", 2)}).`,
    `Le tutele non sono garantite quando è accertata, anche con sentenza di primo grado, la responsabilità penale di chi segnala per i reati di diffamazione o di calunnia o comunque per i medesimi reati commessi con la denuncia all'autorità giudiziaria o contabile, oppure la sua responsabilità civile, per lo stesso titolo, nei casi di dolo o colpa grave; in questi casi gli è irrogata anche una sanzione disciplinare (${art("16", 3)}).`,
    `Chi ha segnalato in forma anonima e viene successivamente identificato beneficia delle misure di protezione alle condizioni dell'art. 16 (${art("16", 4)}).`,
  ];
}

/**
 * Who else the protection covers (art. 3 c.5), "fermo quanto previsto nell'art. 17, commi 2 e 3":
 * the presumptions of art. 17 stay with the reporter (K-02).
 */
export const OTHERS_PROTECTED =
  "Le misure di protezione si applicano anche ai facilitatori, alle persone del medesimo contesto lavorativo legate a chi segnala da uno stabile legame affettivo o di parentela entro il quarto grado, ai colleghi di lavoro che hanno con chi segnala un rapporto abituale e corrente, agli enti di proprietà di chi segnala o per i quali lavora e agli enti che operano nel suo stesso contesto lavorativo (art. 3, comma 5). Le presunzioni dell'art. 17, commi 2 e 3, valgono invece solo per chi ha segnalato, denunciato o divulgato.";

/** Retaliation: definition, prohibition, presumptions (arts. 2 c.1 lett. m and 17 cc. 2-3; docs read F9). */
export const RETALIATION =
  "Sono vietate le ritorsioni, cioè qualsiasi comportamento, atto od omissione, anche solo tentato o minacciato, posto in essere in ragione della segnalazione e che provoca o può provocare un danno ingiusto (art. 2, comma 1, lett. m, e art. 17). Negli eventuali procedimenti si presume che gli atti pregiudizievoli subiti da chi ha segnalato siano conseguenza della segnalazione: spetta a chi li ha compiuti dimostrare che sono motivati da ragioni estranee (art. 17, comma 2). Se chi ha segnalato chiede all'autorità giudiziaria il risarcimento e dimostra di aver segnalato secondo il decreto e di aver subito un danno, si presume, salvo prova contraria, che il danno sia conseguenza della segnalazione (art. 17, comma 3).";

/** What a person who suffered retaliation can do (art. 19): for every kind, 231-only included. */
export function retaliationRemedies(profile: KitProfile): string[] {
  return [
    `Chi ritiene di avere subito una ritorsione può comunicarlo ad ANAC (art. 19, comma 1)${profile.internalOnly231 ? ": la comunicazione riguarda la ritorsione subita e non è una segnalazione esterna della violazione" : ""}. Gli atti compiuti in violazione del divieto di ritorsione sono nulli e chi è stato licenziato a causa della segnalazione ha diritto a essere reintegrato nel posto di lavoro (art. 19, comma 3).`,
  ];
}

/** The limits of liability (art. 20), with their conditions. */
export const LIABILITY_LIMITS =
  "Chi segnala non è punibile se rivela o diffonde informazioni sulle violazioni coperte da un obbligo di segreto (diverso dalle informazioni classificate, dal segreto professionale forense e medico e dalla segretezza delle deliberazioni degli organi giurisdizionali, che il decreto non tocca), relative alla tutela del diritto d'autore o alla protezione dei dati personali, oppure che offendono la reputazione della persona coinvolta, quando al momento della rivelazione aveva fondati motivi per ritenerla necessaria per svelare la violazione e ha segnalato alle condizioni dell'art. 16. La responsabilità resta per i comportamenti non collegati alla segnalazione o non strettamente necessari a rivelare la violazione (art. 20). Salvo che il fatto costituisca reato, chi segnala non incorre in alcuna responsabilità, anche di natura civile o amministrativa, per l'acquisizione delle informazioni sulle violazioni o per l'accesso a esse (art. 20, comma 3).";

/** Support from the third-sector entities listed by ANAC (art. 18) and invalid waivers (art. 22) (K-10). */
export const SUPPORT_AND_WAIVERS = [
  "Chi segnala può rivolgersi agli enti del Terzo settore inseriti nell'elenco tenuto da ANAC, che forniscono gratuitamente informazioni, assistenza e consulenza sulle modalità di segnalazione, sulla protezione dalle ritorsioni, sui diritti della persona coinvolta e sulle modalità e condizioni di accesso al patrocinio a spese dello Stato (art. 18).",
  "Le rinunce e le transazioni, integrali o parziali, che hanno per oggetto i diritti e le tutele previsti dal decreto non sono valide, salvo che siano effettuate nelle forme e nei modi dell'art. 2113, quarto comma, del codice civile (art. 22).",
];

/**
 * Confidentiality of identity (art. 12), with what HR and the manager apply in a disciplinary
 * proceeding (cc.5, 6) and the rights of the person involved (c.9) (K-01); a public-sector entity
 * also reads the exclusion from access (c.8).
 */
export function confidentiality(profile: KitProfile): string[] {
  return [
    "Le segnalazioni non possono essere utilizzate oltre quanto necessario per darvi seguito (art. 12, comma 1). L'identità di chi segnala e ogni altra informazione da cui possa ricavarsi, direttamente o indirettamente, non sono rivelate senza il suo consenso espresso a persone diverse da quelle competenti a ricevere o a dare seguito alle segnalazioni (art. 12, comma 2). Regole particolari valgono nel procedimento penale (nei limiti dell'art. 329 del codice di procedura penale) e nel procedimento davanti alla Corte dei conti (art. 12, commi 3 e 4).",
    "Nel procedimento disciplinare l'identità di chi segnala non può essere rivelata quando la contestazione si fonda su accertamenti distinti e ulteriori rispetto alla segnalazione, anche se conseguenti a essa. Se la contestazione si fonda, in tutto o in parte, sulla segnalazione e la conoscenza dell'identità di chi segnala è indispensabile per la difesa dell'incolpato, la segnalazione è utilizzabile ai fini del procedimento disciplinare solo con il consenso espresso di chi segnala alla rivelazione della propria identità (art. 12, comma 5).",
    "In questo caso, e quando nelle procedure di segnalazione la rivelazione dell'identità è indispensabile anche ai fini della difesa della persona coinvolta, a chi segnala è dato avviso scritto delle ragioni della rivelazione (art. 12, comma 6).",
    "La persona coinvolta può essere sentita e, se lo chiede, è sentita, anche mediante procedimento cartolare, con l'acquisizione di osservazioni scritte e documenti (art. 12, comma 9). L'identità delle persone coinvolte e di quelle menzionate nella segnalazione è tutelata con le stesse garanzie fino alla conclusione dei procedimenti avviati in ragione della segnalazione (art. 12, comma 7).",
    ...when(
      profile.publicSector,
      "La segnalazione è sottratta all'accesso documentale (artt. 22 e seguenti della legge 7 agosto 1990, n. 241) e all'accesso civico generalizzato (artt. 5 e seguenti del D.Lgs. 14 marzo 2013, n. 33) (art. 12, comma 8).",
    ),
  ];
}

/** Retention (art. 14 c.1). */
export const RETENTION =
  "Le segnalazioni e la relativa documentazione sono conservate per il tempo necessario al trattamento della segnalazione e comunque non oltre 5 anni dalla data della comunicazione dell'esito finale della procedura di segnalazione (art. 14, comma 1).";

/** A report that reaches the wrong person (art. 4 c.6). */
export const WRONG_RECIPIENT =
  "Una segnalazione interna presentata a un soggetto diverso dal gestore è trasmessa al gestore entro 7 giorni dal ricevimento, dandone contestuale notizia a chi segnala (art. 4, comma 6).";

/**
 * An operator's fact as the documents may state it: as written when the facts are verified and the
 * text carries no placeholder; otherwise marked '(da confermare)', never asserted.
 */
export function operatorFact(facts: OperatorFacts, text: string): string {
  if (facts.verifiedOn !== undefined && !text.includes(UNCONFIRMED)) return text;
  return text.includes(UNCONFIRMED) ? text : `${text.replace(/\.$/, "")} ${UNCONFIRMED}`;
}

/** The entity's name as a file-name slug: 'Alfa Meccanica S.r.l.' → 'alfa-meccanica-s-r-l'. */
export function slug(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return base || "ente";
}

/** What each document module reads: the visitor's input, the facts, the profile, the site's host. */
export interface KitContext {
  input: KitInput;
  facts: KitFacts;
  profile: KitProfile;
  /** 'www.esempio.it': the site that drafted the kit, named in the draft notice. */
  siteHost: string;
}

export function kitContext(input: KitInput, facts: KitFacts): KitContext {
  return { input, facts, profile: kitProfile(input), siteHost: new URL(facts.siteUrl).host };
}
