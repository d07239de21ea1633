import { isComune } from "../../config/public-kinds.ts";
import {
  art,
  capitalised,
  DECREE,
  DECREE_FULL,
  draftNotice,
  entityName,
  heading,
  LG_INTERNAL,
  list,
  note,
  paragraph,
  title,
  toComplete,
  type KitContext,
  type KitDocument,
  when,
} from "./kit-text.ts";
import { sharedChannelSentence } from "./kit-shared.ts";

export const APPOINTMENT_TITLE = "Atto di nomina del gestore delle segnalazioni e del sostituto";
export const RPCT_SUBSTITUTE_TITLE = "Atto di individuazione del sostituto dell'RPCT per le segnalazioni";

/**
 * The deed a DPO is asked to sign first (fresh documents read, F17): who manages the channel and
 * who stands in, with the autonomy, resources and training art. 4 c.2 asks for, the conflict rule
 * and the processing role. Where art. 4 c.5 gives the channel to the RPCT, only the substitute is
 * designated here, by whoever appoints the RPCT. An external manager is a processor: the deed says
 * what its art. 28 contract must hold, and that the platform's provider is its sub-processor.
 */
export function appointmentDeed(ctx: KitContext): KitDocument {
  const { input, facts, siteHost, profile } = ctx;
  const entity = entityName(input.denominazione);
  const organ = profile.rpct
    ? toComplete("organo che nomina l'RPCT")
    : isComune(profile.publicKind)
      ? toComplete("organo competente, per esempio la Giunta comunale")
      : toComplete("organo amministrativo, per esempio il consiglio di amministrazione o l'amministratore unico");
  const heading1 = profile.rpct ? RPCT_SUBSTITUTE_TITLE : APPOINTMENT_TITLE;
  // Where the RPCT manages the channel, the deed designates the substitute alone: one person's verbs.
  const verb = (one: string, both: string) => (profile.rpct ? one : both);
  return {
    name: "7-atto-di-nomina-gestore.docx",
    title: heading1,
    blocks: [
      title(heading1),
      draftNotice(input, facts.draftedOn, siteHost, false),
      note(
        `Da adottare insieme alla procedura, prima di attivare il canale, e da far firmare per accettazione a ${profile.rpct ? "chi è individuato come sostituto" : "chi è nominato"}.${profile.rpct ? "" : " Se il gestore o il sostituto è un soggetto esterno all'Ente, il punto 4 indica il contratto da stipulare con lui."}`,
      ),
      paragraph(`${capitalised(entity)} (di seguito, l'«Ente»).`),
      heading("Premesse"),
      list(
        `l'${art("4", 2)}, del ${DECREE_FULL} chiede di affidare la gestione del canale di segnalazione interna a una persona o a un ufficio interno autonomo dedicato e con personale specificamente formato, oppure a un soggetto esterno, anch'esso autonomo e con personale specificamente formato;`,
        ...(profile.rpct
          ? [
              `nell'Ente la gestione del canale spetta al Responsabile della prevenzione della corruzione e della trasparenza (RPCT), nominato con ${toComplete("atto e data")} (${art("4", 5)}, ${DECREE});`,
            ]
          : []),
        `le ${LG_INTERNAL} prevedono che un sostituto gestisca le segnalazioni quando il gestore è in conflitto di interessi e nelle sue assenze superiori a 7 giorni;`,
        `la procedura per le segnalazioni è stata adottata il ${toComplete("data")}, dopo aver sentito le rappresentanze o le organizzazioni sindacali.`,
      ),
      heading("1. Nomina"),
      paragraph(
        profile.rpct
          ? // The roles as typed («Segretario comunale») need no article after a colon (buyer read M10).
            `${organ} individua come sostituto dell'RPCT nella gestione delle segnalazioni dell'Ente: ${input.sostituto}. Il sostituto gestisce le segnalazioni in cui l'RPCT è in conflitto di interessi (per esempio perché ne è l'autore, la persona coinvolta o ha un interesse nella vicenda) e quelle che arrivano durante le sue assenze superiori a 7 giorni.`
          : `${organ} nomina gestore del canale di segnalazione interna dell'Ente: ${input.gestore}. Nomina suo sostituto: ${input.sostituto}. Il sostituto gestisce le segnalazioni in cui il gestore è in conflitto di interessi (per esempio perché ne è l'autore, la persona coinvolta o ha un interesse nella vicenda) e quelle che arrivano durante le sue assenze superiori a 7 giorni.`,
      ),
      // An office or a role cannot be authorised or sign: the people in it are (art. 29 GDPR; DPO read C6).
      note(
        toComplete(
          "se il gestore o il sostituto è un ufficio o è indicato con il ruolo, nome e cognome delle persone autorizzate a trattare le segnalazioni",
        ),
      ),
      // A shared channel's one manager is named alike in every entity's deed (art. 4 c.4; kit-shared.ts).
      ...when(
        profile.sharedWith !== null,
        paragraph(sharedChannelSentence(ctx)),
        note(
          toComplete(
            "ciascun ente che condivide il canale adotta questo atto per la propria parte, richiamando l'accordo tra gli enti sulla gestione condivisa (art. 26 GDPR; art. 13, comma 5, del decreto)",
          ),
        ),
      ),
      heading("2. Autonomia, risorse e formazione"),
      paragraph(
        `${verb("Il sostituto svolge", "Il gestore e il sostituto svolgono")} l'incarico in autonomia: non ${verb("riceve", "ricevono")} istruzioni sulla gestione delle singole segnalazioni, ${verb("può", "possono")} acquisire i documenti e sentire le persone dell'Ente necessari all'istruttoria, nel rispetto della riservatezza, e ${verb("riferisce", "riferiscono")} gli esiti agli organi indicati dalla procedura. Per l'incarico ${verb("dispone", "dispongono")} di ${toComplete("tempo dedicato, strumenti ed eventuale budget")} e ${verb("riceve", "ricevono")} una formazione specifica sulla gestione delle segnalazioni e sulla protezione dei dati personali ${toComplete("corso, durata e data, e aggiornamento periodico")}.`,
      ),
      heading("3. Conflitti di interessi"),
      paragraph(
        `Con l'accettazione ${verb("il sostituto dichiara", "ciascuno dichiara")} di non trovarsi in situazioni di conflitto di interessi rispetto all'incarico. Se un conflitto sorge rispetto a una segnalazione, chi ne è interessato si astiene e lo comunica senza ritardo; se riguarda ${profile.rpct ? "sia l'RPCT sia il sostituto" : "sia il gestore sia il sostituto"}, ${toComplete("chi gestisce la segnalazione in quel caso")}.`,
      ),
      heading("4. Trattamento dei dati personali"),
      paragraph(
        `${verb("Il sostituto, se interno all'Ente, è autorizzato", "Il gestore e il sostituto, se interni all'Ente, sono autorizzati")} al trattamento dei dati personali delle segnalazioni, ai sensi dell'art. 29 GDPR e dell'art. 2-quaterdecies del D.Lgs. 196/2003, e ${verb("si attiene", "si attengono")} a queste istruzioni: trattare i dati solo per dare seguito alle segnalazioni; tutelare la riservatezza dell'identità di chi segnala, delle persone coinvolte e menzionate e del contenuto della segnalazione (${art("12")}); non conservare copie fuori dalla piattaforma e dalla documentazione prevista dalla procedura; rispettare i tempi di conservazione (${art("14")}).`,
      ),
      ...(profile.rpct
        ? []
        : [
            paragraph(
              `Se il gestore o il sostituto è un soggetto esterno, l'Ente lo designa responsabile del trattamento con un contratto ai sensi dell'art. 28 GDPR (${art("13", 6)}) ${toComplete("soggetto esterno e data del contratto, oppure elimina questo paragrafo")}. Il contratto stabilisce almeno che il responsabile: tratta i dati solo su istruzione documentata dell'Ente; garantisce che le persone autorizzate al trattamento si siano impegnate alla riservatezza o abbiano un adeguato obbligo legale di riservatezza, e rispetta la riservatezza dell'art. 12 del decreto; adotta le misure dell'art. 32 GDPR; assiste l'Ente nelle richieste degli interessati, nei limiti dell'art. 2-undecies del Codice privacy, e negli obblighi degli artt. 32-36 GDPR; alla fine dell'incarico restituisce o cancella i dati; consente le verifiche dell'Ente. Se è il soggetto esterno ad acquistare a proprio nome il servizio della piattaforma, con lo stesso contratto l'Ente lo autorizza per iscritto a ricorrere al fornitore della piattaforma come sub-responsabile (art. 28, par. 2 e 4, GDPR); se invece l'accordo sul trattamento dei dati con il fornitore è sottoscritto direttamente dall'Ente, il fornitore è responsabile del trattamento nominato dall'Ente e il contratto con il soggetto esterno richiama tale accordo.`,
            ),
          ]),
      heading("5. Durata"),
      paragraph(`L'incarico dura ${toComplete("durata, rinnovo e casi di revoca, che va motivata")}.`),
      paragraph(`${toComplete("luogo e data")}`),
      paragraph(`Per l'Ente: ${toComplete("nome, qualifica e firma")}`),
      paragraph(
        `Per accettazione: ${profile.rpct ? `${input.sostituto} ${toComplete("firma")}` : `${input.gestore} ${toComplete("firma")}; ${input.sostituto} ${toComplete("firma")}`}`,
      ),
    ],
  };
}
