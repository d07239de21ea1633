/**
 * What the site must never publish about the service and the law (legal-facts.md, 'What the site
 * may claim' and 'What can be reported'; copy.md). Pure functions over paragraphs of text, so one
 * set of rules checks the built pages, the article Markdown and the whitepaper PDF alike.
 *
 * A paragraph is the unit a reader takes in at once (an HTML block, a Markdown paragraph or list
 * item, a PDF text block): a qualification such as "nel settore pubblico" counts only if the
 * reader meets it in the same paragraph.
 */
import { plans } from "../../../src/config/plans.ts";
import { service } from "../../../src/config/service.ts";
import { whitepaperMessages } from "../../../src/features/whitepaper/schema.ts";
import { messages } from "../../../src/forms/messages.ts";

export interface CopyRule {
  id: string;
  why: string;
  /** Only for the blog's articles: guides that outlive a promotion. */
  articlesOnly?: boolean;
  /** The offending excerpt of the paragraph, or null. */
  check(paragraph: string): string | null;
}

export interface CopyFinding {
  rule: string;
  why: string;
  excerpt: string;
}

/**
 * The spec's exact strings stay verbatim (product-spec.md): they are blanked out before the
 * rules run, so 'Conforme alle norme' as the card title and 'L'email è obbligatoria' pass.
 */
export const SPEC_STRINGS: readonly string[] = [
  "Conforme alle norme",
  "Proteggi la Tua Azienda con il Software Whistleblowing",
  messages.emailRequired,
  messages.emailInvalidWhitepaper,
  messages.emailInvalidContact,
  messages.emailDisposable,
  messages.emailDomain,
  whitepaperMessages.successText,
  // The spec's privacy checkbox label and toast: the only places where the notice is "accepted".
  "Ho letto e accetto la Privacy Policy",
  messages.privacy,
];

function excerptAround(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 60);
  return text.slice(start, index + length + 60).trim();
}

/** A rule that fires on the first match of any pattern. */
function patterns(...list: RegExp[]): (paragraph: string) => string | null {
  return (paragraph) => {
    for (const pattern of list) {
      const match = pattern.exec(paragraph);
      if (match) return excerptAround(paragraph, match.index, match[0].length);
    }
    return null;
  };
}

/** A rule that fires when `trigger` matches and no `required` pattern occurs within `distance` characters. */
function requiresNearby(trigger: RegExp, required: RegExp[], distance: number): (paragraph: string) => string | null {
  return (paragraph) => {
    const global = new RegExp(trigger.source, trigger.flags.includes("g") ? trigger.flags : `${trigger.flags}g`);
    for (const match of paragraph.matchAll(global)) {
      const window = paragraph.slice(Math.max(0, match.index - distance), match.index + match[0].length + distance);
      if (!required.every((pattern) => pattern.test(window))) {
        return excerptAround(paragraph, match.index, match[0].length);
      }
    }
    return null;
  };
}

const PUBLIC_SECTOR =
  /settore pubblico|soggetti pubblici|enti pubblici|ente pubblico|amministrazion[ei] pubblic|pubblica amministrazione|\bPA\b/i;

/** "illeciti amministrativi, contabili, civili o penali" in any order: art. 2 c.1 lett. a n. 1, public sector only. */
const NATIONAL_OFFENCES =
  /illeciti\s+(?:(?:amministrativi|contabili|civili|penali)(?:\s*,\s*|\s+(?:e|o|od)\s+|\s*;?\s*)){3,}/i;

const allowedActivation = new Set<number>([0, ...plans.flatMap((plan) => plan.activationPrice ?? [])]);

const ACTIVATION_PRICE = [
  /\battivazione\b(?:\s+(?:una tantum|iniziale|del servizio|della piattaforma))?\s*(?:di|:|costa|pari a|a)?\s*(\d{1,3}(?:\.\d{3})*)\s*(?:€|euro)/gi,
  /(\d{1,3}(?:\.\d{3})*)\s*(?:€|euro)\s*(?:\(IVA esclusa\)\s*|IVA esclusa\s*)?(?:una tantum\s*)?(?:di|per l'|per la|per)\s*attivazione\b/gi,
];

/** Every match of `pattern` in `paragraph` (the pattern made global). */
function allMatches(pattern: RegExp, paragraph: string): RegExpExecArray[] {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return [...paragraph.matchAll(global)];
}

/** The text within `distance` characters either side of a match. */
function around(paragraph: string, match: RegExpExecArray, distance: number): string {
  return paragraph.slice(Math.max(0, match.index - distance), match.index + match[0].length + distance);
}

/** A rule that fires when `trigger` has `context` within `distance` characters and no `excuse` within it. */
function nearWithout(
  trigger: RegExp,
  context: RegExp,
  excuse: RegExp | null,
  distance: number,
): (paragraph: string) => string | null {
  return (paragraph) => {
    for (const match of allMatches(trigger, paragraph)) {
      const window = around(paragraph, match, distance);
      if (context.test(window) && !(excuse?.test(window) ?? false)) {
        return excerptAround(paragraph, match.index, match[0].length);
      }
    }
    return null;
  };
}

/** "solo con il canale interno", "il canale interno è l'unico strumento". */
const INTERNAL_ONLY =
  /\b(?:solo|soltanto|unicamente|esclusivamente)\s+(?:con|attraverso|tramite|mediante|per|nel|il)\s+(?:il\s+)?canale interno|\bcanale interno\s+è\s+l'unico/i;
const UNDER_50 = /\b(?:sotto|meno di|inferiore a|al di sotto de)\s*(?:la media di\s+|i\s+|l)?50\b/i;
const WHATEVER_SIZE =
  /qualunque sia (?:il numero|la dimensione)|qualsiasi sia il numero|a prescindere dal(?:le dimensioni| numero)|indipendentemente dal(?:le dimensioni| numero)|(?:a|di) qualunque dimensione|anche (?:sopra|oltre) i 50|whatever/i;

/** Who is obliged regardless of size because of the annex acts (art. 2 c.1 lett. q n. 2). */
const ANNEX_SCOPE =
  /a prescindere dal(?:le dimensioni| numero)|indipendentemente dal(?:le dimensioni| numero)|qualunque sia il numero|settori specifici|settori (?:regolati|coperti|degli atti)|soggetti privati (?:nei|dei|che operano)|\b(?:chi|che) opera(?:no)? (?:nei|negli)|operare nei settori|negli ambiti degli atti/i;
const TRANSPORT_OR_ENVIRONMENT = /\btrasport|\bambient/i;
/** The specific Part II acts named: then transport and environment are not described as sectors. */
const PART_II_ACTS = /aviazione|marittim|idrocarburi|offshore|non basta (?:lavorare|operare)/i;

/** The activation fee itself (its amount, or free under a promotion), not the activation time. */
const ACTIVATION_FEE =
  /\d{1,3}(?:\.\d{3})*\s*(?:€|euro)(?:\s+(?:una tantum|IVA esclusa))?\s+(?:di|per l'|per la|per)\s*attivazione\b|\battivazione\b(?:\s+una tantum)?\s*(?:di|:|a|costa|pari a)?\s*(?:\d{1,3}(?:\.\d{3})*\s*(?:€|euro)|gratuit)|promozione/i;

export const copyRules: readonly CopyRule[] = [
  {
    id: "conformità-del-prodotto",
    why: "il prodotto è «progettato per» il D.Lgs. 24/2023: è l'ente che si conforma, nessun software lo rende conforme da solo (legal-facts.md, 'What the site may claim')",
    check: patterns(
      /\bconform[ei]\s+(?:al|alla|alle|ai)\s+(?:D\.\s?Lgs|decreto|normativa|legge|norme|direttiva|requisiti|GDPR)/i,
      /(?<!\bnon\s)\b(?:è|sono|risulta|risultano)\s+(?:pienamente\s+|completamente\s+|totalmente\s+)?conform[ei]\b/i,
      /\b100\s*%\s*conform/i,
      /\b(?:piena|totale|completa)\s+conformità|conformità\s+(?:garantita|assicurata|totale|completa|immediata|normativa)\b/i,
      /\b(?:garantisce|garantiamo|garantisci|assicura|assicuriamo)\s+(?:la\s+)?(?:piena\s+)?(?:conformità|compliance)\b/i,
    ),
  },
  {
    id: "promessa-assoluta",
    why: "nessuna promessa assoluta: si dice che cosa fa la piattaforma e a quali condizioni tutela la legge (art. 16)",
    check: patterns(
      /\b(?:protezione|tutela|riservatezza|sicurezza|anonimato)\s+(?:garantit[ao]|complet[ao]|total[ei]|assolut[ao])\b/i,
      /\b(?:garantisce|garantiamo|garantita|garantito)\s+(?:l'|la\s+|il\s+)?(?:anonimato|protezione|tutela)\b/i,
      /\b(?:ogni|qualsiasi|qualunque)\s+(?:forma\s+di\s+)?ritorsion[ei]/i,
      /\b(?:totalmente|completamente|assolutamente|perfettamente)\s+(?:anonim|sicur|protett|irrintracciabil)/i,
      /\birrintracciabil/i,
      /\brischio\s+zero\b|\bnessun\s+rischio\b/i,
      /\b100\s*%\s*(?:sicur|anonim|protett|riservat)/i,
    ),
  },
  {
    id: "supporto-oltre-i-piani",
    why: "il supporto dedicato è del solo piano Enterprise: Small Business ha il supporto via e-mail (service.support)",
    // The Enterprise card's own label, as an item of its list ('Supporto dedicato;', '… •' in the PDF, 'Supporto dedicato: …'), is the plan's.
    check: requiresNearby(
      /\b(?:supporto|assistenza)\s+dedicat[ao]\b/i,
      [/Enterprise|Supporto dedicato(?=\s*[:;•]|\s*$)/],
      80,
    ),
  },
  {
    id: "attivazione-senza-condizioni",
    why: "l'attivazione è entro 24 ore lavorative dalla conferma dell'ordine (service.activation)",
    check: requiresNearby(
      /\b(?:attivazione|attiv[oa]|pront[oa]|attiviamo[^.]{0,30})\s+(?:entro\s+|in\s+)24\s*(?:ore|h)\b/i,
      [/lavorativ/i],
      60,
    ),
  },
  {
    id: "tempo-di-attivazione",
    why: "quando la piattaforma è pronta lo dice una sola risposta, da service.activation: le sue ore lavorative, contate dal contratto, mai un secondo tempo in giorni né «dalla conferma dell'ordine» (B6)",
    check: (paragraph) => {
      const ready = /\b(?:pront[oa]|attivazione|attiv[oa])\s+(?:entro|in)\s+([^.;:,()]{1,40})/gi;
      for (const match of allMatches(ready, paragraph)) {
        const said = match[1] ?? "";
        if (!/\b(?:ore|giorni|giorno|h)\b/i.test(said)) continue;
        const rest = paragraph.slice(match.index, match.index + match[0].length + 60);
        const hours = new RegExp(`^${service.activation.workingHours}\\s+ore\\s+lavorative\\b`, "i");
        if (!hours.test(said.trim()) || /cioè entro|dalla conferma dell'ordine|dall'ordine confermato/i.test(rest)) {
          return excerptAround(paragraph, match.index, match[0].length);
        }
      }
      return null;
    },
  },
  {
    id: "231-solo-interno",
    why: "le condotte 231 si segnalano solo con il canale interno qualunque sia il numero di lavoratori (art. 3 c.2): mai come regola «sotto i 50»",
    check: (paragraph) => {
      for (const match of allMatches(INTERNAL_ONLY, paragraph)) {
        if (UNDER_50.test(around(paragraph, match, 150)) && !WHATEVER_SIZE.test(around(paragraph, match, 100))) {
          return excerptAround(paragraph, match.index, match[0].length);
        }
      }
      return null;
    },
  },
  {
    id: "settori-allegato",
    why: "obbliga a prescindere dalle dimensioni rientrare nell'ambito degli atti UE delle parti I.B e II dell'allegato (art. 2 c.1 lett. q n. 2): non basta operare nei trasporti o nell'ambiente",
    check: nearWithout(ANNEX_SCOPE, TRANSPORT_OR_ENVIRONMENT, PART_II_ACTS, 220),
  },
  {
    id: "tutele-comunque",
    why: "il segnalante anonimo poi identificato è tutelato alle condizioni dell'art. 16 (c.4), non «comunque»",
    check: (paragraph) => {
      if (!/art\.\s*16|anonim/i.test(paragraph)) return null;
      return patterns(
        /\b(?:tutel[ae]|misure di protezione|protezion[ei])\b[^.;]{0,50}\bcomunque\b/i,
        /\bcomunque\b[^.;]{0,30}\b(?:tutelat[oa]|protett[oa]|le tutele|le misure di protezione)\b/i,
      )(paragraph);
    },
  },
  {
    id: "prezzo-da-senza-attivazione",
    why: "un prezzo «da» comprende i costi inevitabili: i 150 € di attivazione, o la promozione che li azzera (legal-facts.md, 'What the site may claim')",
    check: requiresNearby(
      /\b(?:a partire da|partono da|parte da|prezzi da|piani da|da)\s+\d{1,3}(?:\.\d{3})*(?:,\d{2})?\s*(?:€|euro)(?!\s*(?:a|e|fino a)\s+\d)(?:\s*(?:\/\s*anno|l'anno|all'anno|annui|al mese))?/i,
      [ACTIVATION_FEE],
      160,
    ),
  },
  {
    id: "attivazione-24-ore",
    why: "in 24 ore lavorative la piattaforma è «pronta»: il canale entra in esercizio quando l'ente ha sentito i sindacati e fatto la DPIA (art. 4 c.1, art. 13)",
    check: (paragraph) => {
      // The plan card's feature line is the spec's ("activation in 24h"): a list item of its own
      // on the card, followed by the next feature in the PDF's table cell.
      const text = paragraph.replace(/\bAttivazione entro 24 ore lavorative(?=$|\s*•|\s+[A-Z])/g, " … ");
      return patterns(/\battiv\w*\b[^.;]{0,40}?\b24\s*(?:ore|h)\b/i, /\b24\s*(?:ore|h)\b[^.;]{0,15}\battiv/i)(text);
    },
  },
  {
    id: "informativa-accettata",
    why: "l'informativa privacy si legge, non si accetta, e leggerla non è consenso (legal-facts.md, 'Forms'): solo la casella e il messaggio della specifica restano",
    check: patterns(
      /\baccett\w*\s+(?:la\s+|l')?(?:Privacy Policy|informativa)/i,
      /\b(?:Privacy Policy|informativa(?: privacy| sulla privacy)?)\s+(?:è\s+)?accettat/i,
    ),
  },
  {
    id: "ambito-settore-pubblico",
    why: "illeciti amministrativi, contabili, civili o penali si segnalano solo nel settore pubblico (art. 2 c.1 lett. a n. 1, art. 3 c.2): il paragrafo deve dirlo",
    check: (paragraph) => {
      const match = NATIONAL_OFFENCES.exec(paragraph);
      if (!match || PUBLIC_SECTOR.test(paragraph)) return null;
      return excerptAround(paragraph, match.index, match[0].length);
    },
  },
  {
    id: "ambito-privato-esempio",
    why: "nel settore privato la sicurezza sul lavoro e le irregolarità nelle fatture non sono violazioni del diritto UE richiamate dal decreto: rientrano solo attraverso un Modello 231 (art. 3 c.2), o in un ente pubblico; l'esempio deve dirlo",
    check: (paragraph) => {
      const match =
        /\bsegnal\w*[^.]{0,150}?\b(sicurezza sul lavoro|norme di sicurezza|carrelli elevatori|fatture)\b/i.exec(
          paragraph,
        );
      if (
        !match ||
        /231|settore pubblico|ent[ei] pubblic|pubblica amministrazione|\bcomune\b|diritto dell'Unione/i.test(paragraph)
      ) {
        return null;
      }
      return excerptAround(paragraph, match.index, match[0].length);
    },
  },
  {
    id: "perdita-delle-tutele",
    why: "le tutele vengono meno per la responsabilità civile «per lo stesso titolo» (diffamazione o calunnia) con dolo o colpa grave, non per qualsiasi responsabilità civile (art. 16 c.3)",
    check: (paragraph) => {
      for (const match of paragraph.matchAll(/\b(?:responsabilità|quella)\s+civile\b/gi)) {
        const after = paragraph.slice(match.index + match[0].length, match.index + match[0].length + 60);
        if (/dolo|colpa grave/i.test(after) && !/stesso titolo|stessi fatti|diffamazion|calunni/i.test(after)) {
          return excerptAround(paragraph, match.index, match[0].length);
        }
      }
      return null;
    },
  },
  {
    id: "ritorsione-definizione",
    why: "la ritorsione è ciò che provoca «o può provocare» un danno ingiusto (art. 2 c.1 lett. m)",
    check: (paragraph) => {
      const match = /\bprovoca(?!\s+o\s+può\s+provocare)\s+(?:\S+\s+){0,3}?danno ingiusto/i.exec(paragraph);
      return match ? excerptAround(paragraph, match.index, match[0].length) : null;
    },
  },
  {
    id: "gdpr-20-milioni",
    why: "le sanzioni GDPR hanno due fasce: fino a 20 milioni o al 4%, se superiore (art. 83(5)); fino a 10 milioni o al 2%, se superiore (art. 83(4))",
    check: requiresNearby(/\b20\s+milioni/i, [/4\s*%/, /se\s+superiore/i], 220),
  },
  {
    id: "gdpr-10-milioni",
    why: "la fascia inferiore del GDPR è fino a 10 milioni o al 2%, se superiore (art. 83(4))",
    check: requiresNearby(/\b10\s+milioni/i, [/2\s*%/, /se\s+superiore/i], 220),
  },
  {
    id: "prezzo-attivazione",
    why: `il prezzo di attivazione è quello di plans.ts (${[...allowedActivation].join(" o ")} €)`,
    check: (paragraph) => {
      for (const pattern of ACTIVATION_PRICE) {
        for (const match of paragraph.matchAll(pattern)) {
          const amount = Number((match[1] ?? "").replace(/\./g, ""));
          if (!allowedActivation.has(amount)) return excerptAround(paragraph, match.index, match[0].length);
        }
      }
      return null;
    },
  },
  {
    id: "attivazione-senza-promozioni",
    articlesOnly: true,
    why: "un articolo che dà il prezzo di attivazione rimanda alle promozioni delle schede dei piani (B6), o dice che è di listino",
    check: (paragraph) =>
      /salvo le promozioni indicate nelle schede dei piani|prezzo di listino/i.test(paragraph)
        ? null
        : (ACTIVATION_PRICE.flatMap((pattern) => allMatches(pattern, paragraph))[0]?.[0] ?? null),
  },
  {
    id: "date-di-promozione",
    articlesOnly: true,
    why: "gli articoli non citano promozioni a scadenza: la promozione vive nella configurazione e nella scheda dei piani",
    check: patterns(/\bgratuit[ao]\s+(?:fino|entro)\s+(?:al|il)\s+\d/i, /\bfino al \d{1,2}[/.]\d{1,2}[/.]\d{2,4}/i),
  },
  {
    id: "canali-interni-non-311",
    why: "sugli strumenti del canale interno ANAC si cita con le Linee guida n. 1/2025 (delibera 478/2025), che preferiscono le piattaforme a e-mail e PEC; la delibera 311/2023 riguarda tutele e canale esterno, e nessuna delibera si cita per dire e-mail e PEC «non adeguate» (legal-facts.md, 'ANAC guidance on channels')",
    check: (paragraph) => {
      for (const sentence of paragraph.split(/(?<=[.;:])\s+(?=[A-ZÈÀ-])/)) {
        if (!/\b311\b|\bANAC\b|\blinee guida\b/i.test(sentence) || !/e-mail|\bPEC\b|posta elettronica/i.test(sentence))
          continue;
        const match =
          /\b(?:non\s+(?:sono\s+|è\s+|sarebbero\s+)?(?:canal[ei]\s+(?:interni\s+)?)?(?:adeguat|idone|bast|sufficient)|inadeguat|inidone|insufficient)\w*/i.exec(
            sentence,
          );
        if (match) return excerptAround(sentence, match.index, match[0].length);
      }
      return null;
    },
  },
  {
    id: "grafia-e-mail",
    why: "nel testo corrente si scrive «e-mail» (le stringhe della specifica restano come sono)",
    check: (paragraph) => (/^email\s*\*?$/i.test(paragraph) ? null : patterns(/\bemail\b/i)(paragraph)),
  },
  {
    id: "stile",
    why: "«conflitto di interessi», «l'RPCT», «per non incorrervi», «inserimento», «registro delle attività», ordine italiano delle parole, nessun termine tecnico per chi visita",
    check: patterns(
      /\bconflitt[oi]\s+d'interess|\bconflitt[oi]\s+di\s+interesse\b/i,
      /\b(?:[Ii]l|[Aa]l|[Dd]el|[Dd]al|[Nn]el|[Ss]ul|[Cc]ol)\s+RPCT\b/,
      /\bincorrerci\b/i,
      /\bonboarding\b/i,
      /\baudit[ -]?log\b|\blog di audit\b/i,
      /\b(?:[Ss]oftware|piattaforma|canale) whistleblowing\b|\bWhistleblowing FAQ\b/,
      /\bJSON\b/,
    ),
  },
];

/** Typographic apostrophes, non-breaking spaces and line breaks read as their plain forms. */
export function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function withoutSpecStrings(paragraph: string): string {
  let text = paragraph;
  for (const spec of SPEC_STRINGS) text = text.split(spec).join(" … ");
  return text;
}

export function findCopyProblems(paragraphs: readonly string[], options: { article?: boolean } = {}): CopyFinding[] {
  const found: CopyFinding[] = [];
  for (const raw of paragraphs) {
    const paragraph = withoutSpecStrings(normalize(raw));
    for (const rule of copyRules) {
      if (rule.articlesOnly && !options.article) continue;
      const excerpt = rule.check(paragraph);
      if (excerpt !== null) found.push({ rule: rule.id, why: rule.why, excerpt });
    }
  }
  return found;
}
