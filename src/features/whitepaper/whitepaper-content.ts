import { formatEuro, plans } from "../../config/plans.ts";
import { service, VOICE_AS_ORAL_CHANNEL, type PlatformClaims } from "../../config/service.ts";
import { replyWhen } from "../../config/build-operator-facts.ts";
import { entityDutyItems, GDPR_FINES, lowerFirst, supportByPlan } from "../../config/service-copy.ts";
import { BRAND } from "../../config/brand.ts";
import type { SiteConfig } from "../../config/load-site-config.ts";

/**
 * The whitepaper 'Whistleblowing: guida pratica al D.Lgs. 24/2023' as data. The prose is Markdown
 * in src/content/whitepaper (one file per section, NN-<id>.md, parsed by whitepaper-markdown.ts at
 * build time); the two sections that read plans, service and platform facts are built here, so
 * they never copy a figure. The PDF renderer (whitepaper-pdf.ts) only lays it out. Legal figures
 * follow docs/spec/legal-facts.md.
 *
 * Inline markup in text: **bold**. Straight apostrophes are turned into typographic ones by the
 * renderer.
 */

export interface TableColumn {
  header: string;
  /** Relative width of the column. */
  width: number;
}

export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "steps"; items: readonly { title: string; text: string }[] }
  | { kind: "table"; caption: string; columns: readonly TableColumn[]; rows: readonly (readonly string[])[] }
  | { kind: "callout"; title: string; text: string };

export interface WhitepaperSection {
  /** Anchor for the table of contents and the PDF outline. */
  id: string;
  title: string;
  /** Start the section on a new page. */
  newPage?: boolean;
  blocks: readonly Block[];
}

export interface WhitepaperContact {
  title: string;
  intro: readonly string[];
  url: string;
  /** The activation kit (issue 21): the drafts of the documents, prepared at once. */
  kitUrl: string;
  email: string;
  operator: { name: string; address: string; vatNumber: string };
  disclaimer: string;
}

export interface WhitepaperContent {
  title: string;
  subtitle: string;
  audience: string;
  edition: string;
  /** Short lines on the cover: what the reader finds inside. */
  coverPoints: readonly string[];
  subject: string;
  keywords: string;
  sections: readonly WhitepaperSection[];
  contact: WhitepaperContact;
}

/** Month of the last revision of the text, printed on the cover. */
export const WHITEPAPER_EDITION = "novembre 2026";

export const WHITEPAPER_TITLE = "Whistleblowing: guida pratica al D.Lgs. 24/2023";

function p(text: string): Block {
  return { kind: "paragraph", text };
}

function sub(text: string): Block {
  return { kind: "subheading", text };
}

function bullets(...items: string[]): Block {
  return { kind: "bullets", items };
}

function callout(title: string, text: string): Block {
  return { kind: "callout", title, text };
}

function servizio(platform: PlatformClaims): WhitepaperSection {
  return {
    id: "servizio",
    title: `Come ti aiuta ${BRAND}`,
    blocks: [
      p(
        `${BRAND} ti offre una piattaforma per il canale di segnalazione interna, pronta all'uso e in hosting${platform.software ? `, basata su ${platform.software}` : ""}. Non devi installare nulla: ricevi l'indirizzo del tuo canale, le credenziali per i gestori e le indicazioni per pubblicarlo.`,
      ),
      sub("Che cosa fa la piattaforma"),
      bullets(
        service.designedFor,
        ...(platform.encryption ? [platform.encryption] : []),
        ...(platform.anonymity
          ? [`**Anonimato facoltativo**: ${lowerFirst(platform.anonymity)}${platform.tor ? ` ${platform.tor}` : ""}`]
          : []),
        `**Indirizzi IP**: ${lowerFirst(platform.ipLogging)}`,
        `**Dove sono i dati**: ${platform.hosting ? `${lowerFirst(platform.hosting)} ` : ""}I dati si conservano per il tempo che l'ente stabilisce, nei limiti dell'art. 14 del decreto.`,
        `**Tempi**: ${lowerFirst(service.activation.sentence)}`,
        `**Supporto** secondo il piano (${supportByPlan().join("; ")}). ${service.consultation}`,
        service.updates,
      ),
      sub("Che cosa resta a carico della tua organizzazione"),
      p(
        `Il decreto impone obblighi all'ente, non al software: ${platform.voiceReports ? `la nostra piattaforma offre, con la relativa sicurezza, il canale scritto e ${VOICE_AS_ORAL_CHANNEL}` : "una piattaforma copre il canale scritto e la sua sicurezza"}, ma nessuna piattaforma rende un'organizzazione in regola da sola. Restano all'ente:`,
      ),
      bullets(...entityDutyItems(platform)),
      callout(
        "Il nostro ruolo",
        `Forniamo e manteniamo la piattaforma e non valutiamo il merito delle segnalazioni.${platform.staffAccess ? ` ${platform.staffAccess}` : ""} Le segnalazioni le gestisce la persona o l'ufficio che la tua organizzazione ha nominato.`,
      ),
    ],
  };
}

function piani(): WhitepaperSection {
  const rows = plans.map((plan) => [
    plan.name,
    plan.sizeRange,
    plan.yearlyPrice === null ? "Su richiesta" : `${formatEuro(plan.yearlyPrice)} all'anno`,
    plan.activationPrice === null ? "Su richiesta" : `${formatEuro(plan.activationPrice)} una tantum`,
    plan.features.join("\n"),
  ]);
  return {
    id: "piani",
    title: "Piani e prezzi",
    blocks: [
      p(
        "Scegli il piano più adatto alle tue esigenze. Tutti i prezzi sono IVA esclusa: il canone è annuale, l'attivazione si paga una sola volta.",
      ),
      {
        kind: "table",
        caption: "Piani (prezzi IVA esclusa)",
        columns: [
          { header: "Piano", width: 1.1 },
          { header: "Dimensione", width: 1.2 },
          { header: "Canone (IVA esclusa)", width: 1.2 },
          { header: "Attivazione (IVA esclusa)", width: 1.2 },
          { header: "Che cosa comprende", width: 2.4 },
        ],
        rows,
      },
      p(
        "Eventuali promozioni in corso sono indicate sul sito. Small Business è anche per gli enti obbligati con meno di 50 lavoratori: enti del settore pubblico e soggetti privati che adottano un Modello 231 o rientrano negli atti UE dell'allegato. Gli enti pubblici che possono acquistare il servizio (una pubblica amministrazione solo se il servizio è qualificato dall'Agenzia per la cybersicurezza nazionale, ACN: lo stato attuale è nella pagina «Per gli enti pubblici» del sito) chiedono il preventivo in PDF dal modulo d'ordine, scegliendo «Ente pubblico», e acquistano con le procedure dei contratti pubblici.",
      ),
    ],
  };
}

/** A section written in Markdown, with the number its file name gives it (NN-<id>.md). */
export interface ProseSection {
  number: number;
  section: WhitepaperSection;
}

/** The sections built in code, by the number they take among the Markdown files. */
const CODED_SECTIONS: Readonly<Record<number, (platform: PlatformClaims) => WhitepaperSection>> = {
  12: servizio,
  13: piani,
};

/** Sentences kept in code that the Markdown names as {NAME}: the site and the PDF say them alike. */
export const WHITEPAPER_VALUES: Readonly<Record<string, string>> = { GDPR_FINES };

/** Numbers 1…n, each from exactly one Markdown file or one coded section. */
function numberedSections(prose: readonly ProseSection[], platform: PlatformClaims): WhitepaperSection[] {
  const byNumber = new Map<number, WhitepaperSection>();
  for (const { number, section } of prose) {
    if (byNumber.has(number) || number in CODED_SECTIONS) throw new Error(`Whitepaper: sezione ${number} doppia`);
    byNumber.set(number, section);
  }
  for (const [number, build] of Object.entries(CODED_SECTIONS)) byNumber.set(Number(number), build(platform));
  return [...byNumber.keys()]
    .sort((a, b) => a - b)
    .map((number, index) => {
      if (number !== index + 1) throw new Error(`Whitepaper: manca la sezione ${index + 1}`);
      return byNumber.get(number) as WhitepaperSection;
    });
}

/** The whole whitepaper for the operator's configuration and platform claims, read by the caller. */
export function getWhitepaperContent(
  config: SiteConfig,
  platform: PlatformClaims,
  prose: readonly ProseSection[],
): WhitepaperContent {
  return {
    title: WHITEPAPER_TITLE,
    subtitle:
      "Chi è obbligato, scadenze, requisiti del canale, gestione delle segnalazioni, sanzioni e protezione dei dati: che cosa deve fare la tua organizzazione.",
    audience: "Per HR, compliance, DPO, RPCT e direzione",
    edition: `Edizione ${WHITEPAPER_EDITION}`,
    coverPoints: [
      "Chi deve attivare un canale di segnalazione interna",
      "Termini di gestione: 7 giorni e 3 mesi",
      "Sanzioni ANAC dell'art. 21 e regime GDPR",
      "Checklist in 12 passaggi",
    ],
    subject: "Obblighi, scadenze, canali, sanzioni e protezione dei dati nel whistleblowing secondo il D.Lgs. 24/2023",
    keywords: "whistleblowing, D.Lgs. 24/2023, ANAC, canale di segnalazione interna, Modello 231, GDPR",
    sections: numberedSections(prose, platform),
    contact: {
      title: "Parliamo del tuo canale di segnalazione",
      intro: [
        `Hai dubbi su come applicare il D.Lgs. 24/2023 alla tua organizzazione o vuoi attivare il canale? Scrivici: ti rispondiamo ${replyWhen()}.`,
        "Puoi usare il modulo di contatto del sito o scriverci direttamente per e-mail.",
        "Se la tua organizzazione è obbligata, con il kit di attivazione del sito prepari subito le bozze dei documenti per attivare il canale, in formato Word.",
      ],
      url: `${config.siteUrl}/contatti`,
      kitUrl: `${config.siteUrl}/kit-attivazione`,
      email: config.operator.email,
      operator: {
        name: config.operator.name,
        address: config.operator.address,
        vatNumber: config.operator.vatNumber,
      },
      disclaimer:
        "Questa guida ha scopo informativo e descrive la normativa in vigore alla data dell'edizione. Non sostituisce una consulenza legale sul caso specifico della tua organizzazione.",
    },
  };
}
