import {
  entityName,
  capitalised,
  D231,
  draftNotice,
  heading,
  link,
  list,
  note,
  paragraph,
  title,
  toComplete,
  when,
  type KitContext,
  type KitDocument,
} from "./kit-text.ts";
import { anonymous, platformAddress } from "./kit-platform.ts";
import { sharedChannelSentence } from "./kit-shared.ts";

export const STAFF_TITLE = "Avviso al personale: il canale di segnalazione interna";

/** A short notice for an e-mail or a poster: what the channel is for and how to reach it. */
export function staffNotice(ctx: KitContext): KitDocument {
  const { input, facts, siteHost, profile } = ctx;
  const what = profile.only231
    ? `condotte illecite rilevanti ai sensi del ${D231} e violazioni del Modello 231 dell'Ente`
    : profile.publicSector
      ? "illeciti e violazioni che ledono l'interesse pubblico o l'integrità dell'Ente"
      : `violazioni del diritto dell'Unione europea nei settori indicati dal decreto (${profile.annex ? `per esempio ${toComplete("i settori dell'allegato che riguardano l'Ente: servizi, prodotti e mercati finanziari e prevenzione del riciclaggio per un intermediario; sicurezza dei trasporti per l'aviazione civile o la navigazione")}, protezione dei consumatori, protezione dei dati personali` : "per esempio sicurezza dei trasporti, tutela dell'ambiente, protezione dei consumatori e dei dati personali"})${profile.modello231 ? `, condotte illecite rilevanti ai sensi del ${D231} e violazioni del Modello 231` : ""} che ledono l'interesse pubblico o l'integrità dell'Ente`;
  return {
    name: "6-avviso-al-personale.docx",
    title: STAFF_TITLE,
    blocks: [
      title(STAFF_TITLE),
      draftNotice(input, facts.draftedOn, siteHost, true),
      note(
        "Da inviare per e-mail o da affiggere nei luoghi di lavoro, dopo l'adozione della procedura e l'attivazione del canale.",
      ),
      note(
        `Le informazioni sul canale, sulle procedure e sui presupposti delle segnalazioni interne${profile.externalChannel ? " ed esterne" : ""} vanno esposte e rese facilmente visibili nei luoghi di lavoro (art. 5, comma 1, lett. e, D.Lgs. 24/2023): questo avviso le riassume soltanto, quindi affiggi con esso il testo della sezione del sito.`,
      ),
      paragraph(
        `${capitalised(entityName(input.denominazione))} ha attivato un canale di segnalazione interna, come previsto dal D.Lgs. 24/2023. Serve a segnalare ${what}, di cui si è venuti a conoscenza nel contesto lavorativo.`,
      ),
      paragraph(
        "Non serve per reclami o richieste che riguardano solo il proprio rapporto di lavoro o i rapporti con i superiori: per questi restano i canali consueti.",
      ),
      heading("Come segnalare"),
      list(
        [
          `per iscritto${anonymous(ctx) ? ", anche in forma anonima," : ""} sulla piattaforma: `,
          platformAddress(input),
          ";",
        ],
        [`a voce: ${toComplete("numero di telefono o sistema di messaggistica vocale e orari")};`],
        "chiedendo un incontro diretto con il gestore.",
      ),
      paragraph(
        "Per proteggere la riservatezza, conviene segnalare da un dispositivo e da una connessione personali, non da quelli di lavoro, e togliere dagli allegati i dati che possono identificare chi segnala, come l'autore del documento.",
      ),
      paragraph(
        `Gestore delle segnalazioni: ${input.gestore}; in caso di conflitto di interessi o di assenza, il sostituto: ${input.sostituto}. Il gestore invia a chi segnala un avviso di ricevimento entro 7 giorni e un riscontro entro 3 mesi dall'avviso di ricevimento o, in mancanza, dalla scadenza dei 7 giorni dalla presentazione della segnalazione (art. 5, comma 1, lett. d).`,
      ),
      ...when(profile.sharedWith !== null, paragraph(sharedChannelSentence(ctx))),
      ...when(
        profile.internalOnly231,
        paragraph(
          `Le condotte rilevanti ai sensi del ${D231} e le violazioni del Modello 231 si segnalano solo tramite questo canale.`,
        ),
      ),
      ...when(
        profile.externalChannel,
        paragraph(
          `${profile.internalOnly231 ? "Per le violazioni del diritto dell'Unione europea si" : "Si"} può ricorrere anche al canale di segnalazione esterna di ANAC (Autorità Nazionale Anticorruzione), ma solo alle condizioni dell'art. 6 del D.Lgs. 24/2023, descritte nella sezione del sito.${profile.annex ? ` Le violazioni disciplinate da norme di settore che prevedono proprie procedure di segnalazione, per esempio il Testo unico bancario per le banche o il Reg. (UE) 376/2014 per le compagnie aeree, restano regolate da quelle norme (art. 1, comma 2, lett. b, D.Lgs. 24/2023): all'esterno dell'Ente si segnalano all'autorità indicata da quelle norme, per quanto esse disciplinano; per il resto valgono il decreto e il canale esterno di ANAC alle condizioni dell'art. 6. ${toComplete("norme di settore applicabili all'Ente e autorità competente")}` : ""}`,
        ),
      ),
      paragraph(
        "L'identità di chi segnala è riservata e le ritorsioni sono vietate. Le misure di protezione si applicano alle condizioni previste dal decreto: in particolare, al momento della segnalazione chi segnala deve avere fondato motivo di ritenere vere le informazioni e deve usare i canali previsti.",
      ),
      paragraph(
        "Tutte le informazioni, compresa l'informativa privacy, sono sul sito: ",
        link(input.sito),
        ` ${toComplete("indirizzo della sezione dedicata")}.`,
      ),
    ],
  };
}
