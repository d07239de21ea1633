import type { OperatorFacts } from "../../config/operator-facts.ts";
import { isAdministration } from "../../config/public-kinds.ts";
import { platformClaims } from "../../config/service.ts";
import {
  ANAC_FULL,
  art,
  authoritiesSentence,
  confidentiality,
  D231,
  DECREE,
  DECREE_FULL,
  DIRECTIVE,
  DISCLOSURE_CONDITIONS,
  draftNotice,
  entityIntro,
  EXTERNAL_CONDITIONS,
  HANDLING_DEADLINES,
  heading,
  internalOnly231Sentence,
  LIABILITY_LIMITS,
  link,
  list,
  note,
  notReportable,
  operatorFact,
  OTHERS_PROTECTED,
  paragraph,
  protectionConditions,
  reportableIntro,
  reportableItems,
  RETALIATION,
  retaliationRemedies,
  SUPPORT_AND_WAIVERS,
  title,
  toComplete,
  when,
  WRONG_RECIPIENT,
  type Block,
  type KitContext,
  type KitDocument,
} from "./kit-text.ts";
import { platformAddress } from "./kit-platform.ts";
import { jointControllersSentence, sharedChannelSentence } from "./kit-shared.ts";
import { sectorChannels, sectorWebsite } from "./kit-sector.ts";

export const WEBSITE_TITLE = "Segnalazione di violazioni (whistleblowing)";

/** Who may report (art. 3 c.3 and c.4), in the words that fit the entity. */
function whoMayReport(ctx: KitContext): Block[] {
  const { publicSector, publicKind } = ctx.profile;
  const administration = isAdministration(publicKind);
  return [
    heading("Chi può segnalare"),
    paragraph(
      "Possono segnalare le persone che hanno acquisito informazioni sulle violazioni nel proprio contesto lavorativo con l'Ente (art. 3, commi 3 e 4):",
    ),
    list(
      publicSector
        ? "i dipendenti dell'Ente, con qualsiasi tipo di contratto;"
        : "i lavoratori subordinati dell'Ente, con qualsiasi tipo di contratto, compresi i lavoratori somministrati, a tempo parziale, intermittenti e gli apprendisti;",
      "i lavoratori autonomi e i collaboratori che svolgono la propria attività presso l'Ente;",
      "i lavoratori e i collaboratori dei soggetti che forniscono beni o servizi o che realizzano opere in favore dell'Ente;",
      "i liberi professionisti e i consulenti che prestano la propria attività presso l'Ente;",
      "i volontari e i tirocinanti, retribuiti e non retribuiti;",
      // K-13: a public administration has no shareholders; a company in the public sector may have them.
      `${administration ? "" : "gli eventuali azionisti e "}le persone con funzioni di amministrazione, direzione, controllo, vigilanza o rappresentanza, anche se esercitate in via di mero fatto.`,
    ),
    paragraph(
      "Si può segnalare anche quando il rapporto di lavoro non è ancora iniziato, se le informazioni sono state acquisite durante la selezione o in altre fasi precontrattuali, durante il periodo di prova e dopo la fine del rapporto, se le informazioni sono state acquisite nel corso del rapporto stesso.",
    ),
  ];
}

function whatMayBeReported(ctx: KitContext): Block[] {
  const { profile } = ctx;
  return [
    heading("Che cosa si può segnalare"),
    paragraph(reportableIntro(profile)),
    list(...reportableItems(profile)),
    ...notReportable(profile).map((line) => paragraph(line)),
    paragraph(
      "La segnalazione deve essere il più possibile circostanziata: che cosa è accaduto, quando e dove, chi ne è coinvolto, ed eventuali documenti o altre persone che possono confermare i fatti.",
    ),
    // B2: where a sector-rule violation is reported inside the entity, not only that it is outside the channel.
    ...(profile.annex ? sectorWebsite() : []),
  ];
}

/**
 * DPO docs review B3: reporters outside the entity read only this section, so the advice the staff
 * notice gives is here too; what the platform does with metadata only as the facts state it.
 */
function privacyAdvice(facts: OperatorFacts): string {
  const advice =
    "Per proteggere la propria riservatezza conviene segnalare da un dispositivo e da una connessione personali, non da quelli dell'Ente, e rimuovere dagli allegati i metadati (autore, dispositivo, posizione)";
  const value = facts.attachmentMetadata;
  if (value === undefined) return `${advice}.`;
  return value === false
    ? `${advice}: ${operatorFact(facts, "secondo il fornitore, la piattaforma non li rimuove")}.`
    : `${advice}. ${operatorFact(facts, `Secondo il fornitore: ${value.replace(/\.$/, "")}`)}.`;
}

function channels(ctx: KitContext): Block[] {
  const { input, profile } = ctx;
  // As the operator declared it (fresh documents read, F7); nothing when it did not.
  const declared = platformClaims(ctx.facts.operatorFacts).anonymity;
  const anonymity = declared && operatorFact(ctx.facts.operatorFacts, declared);
  return [
    heading("Come segnalare: il canale interno"),
    paragraph("L'Ente ha attivato un canale di segnalazione interna (art. 4). Si può segnalare:"),
    list(
      [
        "in forma scritta, tramite la piattaforma informatica raggiungibile all'indirizzo ",
        platformAddress(input),
        anonymity ? `; ${anonymity.charAt(0).toLowerCase()}${anonymity.slice(1).replace(/\.$/, ";")}` : ";",
      ],
      [`in forma orale, ${toComplete("linea telefonica o sistema di messaggistica vocale, con i relativi orari")};`],
      "su richiesta di chi segnala, mediante un incontro diretto con il gestore, fissato entro un termine ragionevole.",
    ),
    paragraph(privacyAdvice(ctx.facts.operatorFacts)),
    paragraph(
      `Gestore delle segnalazioni: ${input.gestore}. In caso di conflitto di interessi o di assenza del gestore, le segnalazioni sono gestite dal sostituto: ${input.sostituto}.`,
    ),
    ...when(
      profile.publicSector && !profile.rpct,
      note(
        toComplete(
          "negli enti del settore pubblico tenuti a nominare il Responsabile della prevenzione della corruzione e della trasparenza (RPCT), comprese le società a controllo pubblico e in house, la gestione del canale è affidata all'RPCT (art. 4, comma 5): verifica che l'Ente non vi sia tenuto, oppure indica l'RPCT come gestore",
        ),
      ),
    ),
    paragraph(WRONG_RECIPIENT),
    // K-08: a shared channel (art. 4 c.4) is named to the reporters, with the essence of the art. 26 agreement.
    ...when(
      profile.sharedWith !== null,
      paragraph(sharedChannelSentence(ctx)),
      paragraph(jointControllersSentence(ctx)),
    ),
    // A 231-only entity reads the same rule in the section on ANAC below.
    ...when(profile.internalOnly231 && !profile.only231, paragraph(internalOnly231Sentence())),
    heading("Tempi di gestione"),
    list(...HANDLING_DEADLINES),
    paragraph(
      "Il gestore mantiene le interlocuzioni con chi segnala, può chiedergli integrazioni e dà diligente seguito alla segnalazione; con il riscontro comunica le attività svolte o che intende svolgere.",
    ),
  ];
}

/** ANAC and public disclosure: never offered for a private entity's 231 matters (art. 3 c.2). */
function outsideChannels(ctx: KitContext): Block[] {
  const { profile } = ctx;
  if (profile.only231) {
    return [
      heading("Segnalazione esterna e divulgazione pubblica"),
      paragraph(
        `Le violazioni che l'Ente invita a segnalare (condotte rilevanti ai sensi del ${D231} e violazioni del Modello 231) si segnalano esclusivamente tramite il canale interno: per queste materie il decreto non prevede la segnalazione esterna ad ${ANAC_FULL} né la divulgazione pubblica (${art("3", 2, "b")}, ${DECREE}).`,
      ),
      paragraph(authoritiesSentence(profile)),
    ];
  }
  const scope = profile.internalOnly231
    ? " per le violazioni del diritto dell'Unione europea indicate sopra (non per le condotte rilevanti ai sensi del D.Lgs. 231/2001 e le violazioni del Modello 231)"
    : "";
  return [
    heading(
      profile.annex
        ? "Segnalazione esterna all'autorità di vigilanza o ad ANAC e divulgazione pubblica"
        : "Segnalazione esterna ad ANAC e divulgazione pubblica",
    ),
    ...when(profile.annex, ...sectorChannels().map((line) => paragraph(line))),
    paragraph(
      `Il canale interno è il canale ordinario. ${ANAC_FULL} gestisce un canale di segnalazione esterna, a cui si può ricorrere${scope} solo se, al momento della segnalazione, ricorre una delle seguenti condizioni (art. 6):`,
    ),
    list(...EXTERNAL_CONDITIONS),
    paragraph(
      "Le modalità della segnalazione esterna sono indicate sul sito di ANAC, ",
      link("https://www.anticorruzione.it", "www.anticorruzione.it"),
      ".",
    ),
    paragraph(
      `La divulgazione pubblica (tramite la stampa o mezzi elettronici o comunque di diffusione in grado di raggiungere un numero elevato di persone)${scope} è protetta solo se ricorre una delle seguenti condizioni (art. 15, comma 1):`,
    ),
    list(...DISCLOSURE_CONDITIONS),
    heading("Denuncia all'autorità giudiziaria o contabile"),
    paragraph(authoritiesSentence(profile)),
  ];
}

function protections(ctx: KitContext): Block[] {
  return [
    heading("Tutele e loro condizioni"),
    paragraph(RETALIATION),
    ...protectionConditions().map((line) => paragraph(line)),
    paragraph(OTHERS_PROTECTED),
    ...retaliationRemedies(ctx.profile).map((line) => paragraph(line)),
    paragraph(LIABILITY_LIMITS),
    ...SUPPORT_AND_WAIVERS.map((line) => paragraph(line)),
    heading("Riservatezza"),
    paragraph(
      "Il canale interno tutela la riservatezza dell'identità di chi segnala, della persona coinvolta e delle persone comunque menzionate, nonché del contenuto della segnalazione e della relativa documentazione (art. 4, comma 1).",
    ),
    ...confidentiality(ctx.profile).map((line) => paragraph(line)),
  ];
}

export function websiteSection(ctx: KitContext): KitDocument {
  const { input, facts, siteHost } = ctx;
  return {
    name: "1-sezione-sito-segnalazioni.docx",
    title: WEBSITE_TITLE,
    blocks: [
      title(WEBSITE_TITLE),
      draftNotice(input, facts.draftedOn, siteHost, true),
      note(
        `Da pubblicare in una sezione dedicata del sito ${input.sito} (art. 5, comma 1, lett. e), che conviene rendere raggiungibile dalla home page. Le stesse informazioni vanno esposte e rese facilmente visibili nei luoghi di lavoro, e rese accessibili anche a chi non li frequenta ma ha con l'Ente uno dei rapporti dell'art. 3, commi 3 e 4 (per esempio collaboratori, consulenti, fornitori, candidati).`,
      ),
      paragraph(
        `In questa sezione ${entityIntro(input)} fornisce le informazioni sul canale di segnalazione interna previsto dal ${DECREE_FULL}, che attua la ${DIRECTIVE}, sulle procedure per segnalare${ctx.profile.only231 ? "" : " e sui presupposti delle segnalazioni esterne e delle divulgazioni pubbliche"}.`,
      ),
      ...whoMayReport(ctx),
      ...whatMayBeReported(ctx),
      ...channels(ctx),
      ...outsideChannels(ctx),
      ...protections(ctx),
      heading("Trattamento dei dati personali"),
      paragraph(
        `I dati personali contenuti nelle segnalazioni sono trattati dall'Ente come titolare del trattamento, secondo l'informativa dedicata: ${toComplete("collegamento alla pagina con l'informativa privacy per le segnalazioni")}. Per domande: `,
        link(`mailto:${input.privacy}`, input.privacy),
        ".",
      ),
      paragraph(`Ultimo aggiornamento: ${toComplete("data di pubblicazione")}.`),
    ],
  };
}
