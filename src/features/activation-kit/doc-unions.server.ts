import { isAdministration } from "../../config/public-kinds.ts";
import {
  capitalised,
  art,
  D231,
  DECREE,
  draftNotice,
  entityIntro,
  heading,
  LG_INTERNAL,
  list,
  note,
  paragraph,
  reportableItems,
  title,
  toComplete,
  when,
  type KitContext,
  type KitDocument,
} from "./kit-text.ts";
import { anonymous, platformAddress } from "./kit-platform.ts";
import { sharedChannelSentence } from "./kit-shared.ts";

export const UNIONS_TITLE = "Comunicazione alle rappresentanze sindacali sul canale di segnalazione interna";

/**
 * The hearing of art. 4 c.1: before the channel is activated, and again on every substantial change
 * (Linee guida ANAC 1/2025). The law asks for it whatever the answer to 'sindacati': it names the
 * representations or organisations of art. 51 D.Lgs. 81/2015, so an entity without RSA or RSU
 * writes to the organisations instead. Drafted for every kit; the note says to whom.
 */
export function unionsLetter(ctx: KitContext): KitDocument {
  const { input, facts, siteHost, profile } = ctx;
  // K5-02: a public administration has an RSU, with the unions that signed the sector's contract; no RSA.
  const publicAdministration = isAdministration(profile.publicKind);
  const addressees = input.sindacati
    ? publicAdministration
      ? `Alla RSU dell'Ente e alle strutture territoriali delle organizzazioni sindacali firmatarie del contratto collettivo nazionale di comparto ${toComplete("nominativi e indirizzi")}`
      : `Alle rappresentanze sindacali dell'Ente ${toComplete("RSA o RSU, con i nominativi e gli indirizzi")}`
    : `Alle organizzazioni sindacali ${toComplete("indica le strutture territoriali delle organizzazioni sindacali comparativamente più rappresentative sul piano nazionale, di regola quelle firmatarie del contratto collettivo applicato dall'Ente")}`;
  return {
    name: "3-comunicazione-sindacati.docx",
    title: UNIONS_TITLE,
    blocks: [
      title(UNIONS_TITLE),
      draftNotice(input, facts.draftedOn, siteHost, false),
      note(
        `Quando serve: il canale interno si attiva «sentite le rappresentanze o le organizzazioni sindacali di cui all'articolo 51 del decreto legislativo n. 81 del 2015» (${art("4", 1)}, ${DECREE}); le ${LG_INTERNAL} chiedono di sentirle di nuovo a ogni modifica sostanziale della procedura (per esempio il passaggio da una casella di posta a una piattaforma). Il canale entra in funzione solo dopo averle sentite e aver adottato la procedura: saltare questo passaggio è una non conformità.`,
      ),
      note(
        input.sindacati
          ? publicAdministration
            ? "Hai indicato che nell'Ente ci sono rappresentanze sindacali: la comunicazione va alla RSU e alle strutture territoriali dei sindacati firmatari del contratto di comparto."
            : "Hai indicato che nell'Ente ci sono rappresentanze sindacali: la comunicazione va a loro (RSA o RSU)."
          : `Hai indicato che nell'Ente non ci sono rappresentanze sindacali: la norma richiama anche le organizzazioni sindacali, quindi la comunicazione va inviata alle loro strutture territoriali. ${toComplete("verifica con il tuo consulente del lavoro a quali organizzazioni inviarla")}`,
      ),
      note(
        "Sentire le rappresentanze o le organizzazioni sindacali non significa ottenerne l'accordo: le loro osservazioni sono un parere, non vincolante. Valutale prima di adottare la procedura e, se non le accogli, conviene motivarlo per iscritto; conserva la prova dell'invio, delle risposte e dell'eventuale incontro. Trascorso il termine indicato nella comunicazione senza osservazioni, l'Ente può adottare la procedura e attivare il canale.",
      ),
      note(
        "Per una modifica sostanziale della procedura usa lo stesso testo: nell'oggetto e nel primo paragrafo sostituisci «attivazione» con «modifica», descrivi che cosa cambia e allega la procedura aggiornata.",
      ),
      paragraph(addressees),
      paragraph(`${toComplete("luogo e data")}`),
      paragraph(
        `Oggetto: ${DECREE}, ${art("4", 1)}: consultazione sull'attivazione del canale di segnalazione interna`,
      ),
      paragraph(
        `${capitalised(entityIntro(input))} intende attivare il proprio canale di segnalazione interna delle violazioni, come previsto dall'art. 4 del ${DECREE}. Prima dell'attivazione, ai sensi dell'${art("4", 1)} del decreto, sottopone a ${input.sindacati ? (publicAdministration ? "codeste rappresentanze e organizzazioni sindacali" : "codeste rappresentanze sindacali") : "codeste organizzazioni sindacali"} la bozza della procedura per la gestione delle segnalazioni e ne chiede il parere.`,
      ),
      heading("Il canale che l'Ente intende attivare"),
      list(
        [
          "segnalazioni scritte tramite la piattaforma informatica raggiungibile all'indirizzo ",
          platformAddress(input),
          anonymous(ctx) ? ", anche in forma anonima;" : ";",
        ],
        [`segnalazioni orali: ${toComplete("linea telefonica o sistema di messaggistica vocale")};`],
        "incontro diretto con il gestore, su richiesta di chi segnala;",
        `gestore delle segnalazioni: ${input.gestore}; sostituto in caso di conflitto di interessi o di assenza: ${input.sostituto};`,
        "riservatezza dell'identità di chi segnala, delle persone coinvolte e del contenuto delle segnalazioni (art. 4, comma 1, e art. 12).",
      ),
      // K-08: the unions of each entity are heard on the shared channel too (each keeps its duties).
      ...when(profile.sharedWith !== null, paragraph(sharedChannelSentence(ctx))),
      paragraph("Possono essere segnalati, secondo il decreto e per quanto riguarda l'Ente:"),
      list(...reportableItems(profile)),
      ...when(
        profile.internalOnly231,
        paragraph(
          `Le condotte rilevanti ai sensi del ${D231} e le violazioni del Modello 231 si segnalano solo tramite il canale interno (${art("3", 2)}).`,
        ),
      ),
      paragraph(
        `Si allega la bozza della procedura per la gestione delle segnalazioni. Eventuali osservazioni possono essere inviate entro il ${toComplete("data, con un termine congruo")} all'indirizzo ${toComplete("indirizzo e-mail o PEC")}; l'Ente è disponibile a un incontro, da concordare entro lo stesso termine. L'Ente valuterà le osservazioni ricevute prima di adottare la procedura e di attivare il canale.`,
      ),
      paragraph("Distinti saluti."),
      paragraph(`${input.denominazione}`),
      paragraph(toComplete("nome, qualifica e firma del legale rappresentante o di chi ne ha i poteri")),
      paragraph("Allegato: bozza della procedura per la gestione delle segnalazioni interne."),
    ],
  };
}
