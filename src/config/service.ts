/**
 * What the service does, said once (decisions.md §21, legal-facts.md 'What the site may claim').
 * Every page, FAQ answer, e-mail, PDF and plan card that states a service fact reads it from here,
 * so the operator changes a promise in one place and docs/claims.md can point at one key.
 */

export interface ServiceFacts {
  /**
   * When the platform is ready, counted from the order the operator has confirmed: ready, not live
   * (legal-facts.md, 'ready vs live'); the channel goes live when the entity puts it into service.
   * Enterprise's time is agreed in its offer.
   */
  activation: { workingHours: number; sentence: string; short: string; enterprise: string };
  /** Support as each plan gives it (keys are plan slugs). */
  support: Record<"small-business" | "medium-business" | "enterprise", string>;
  /** Where the platform and the site's data are hosted. */
  hostingRegion: string;
  /** What the reporting platform records about a reporter's connection. */
  ipLogging: string;
  /** Encryption of reports, in the words of art. 4 ("anche tramite il ricorso a strumenti di crittografia"). */
  encryption: string;
  /** Anonymity is the reporter's choice, not a promise of untraceability. */
  anonymity: string;
  /** What "aggiornamenti" covers. */
  updates: string;
  /** What the product is, with respect to the decree: designed for it, never "conforme" by itself. */
  designedFor: string;
  /** The same, as a plan card's line. */
  designedForShort: string;
  /** What stays with the entity whatever platform it buys (art. 4). */
  entityDuties: readonly string[];
  /** Help offered on request: technical and organisational, never legal advice. */
  consultation: string;
}

const ACTIVATION_HOURS = 24;

export const service: ServiceFacts = {
  activation: {
    workingHours: ACTIVATION_HOURS,
    sentence: `La piattaforma è pronta entro ${ACTIVATION_HOURS} ore lavorative dalla conferma dell'ordine, cioè entro tre giorni lavorativi (dal lunedì al venerdì, festivi esclusi); il canale entra in funzione quando l'ente lo mette in esercizio, dopo aver sentito le rappresentanze sindacali e adottato la procedura.`,
    short: `Piattaforma pronta entro ${ACTIVATION_HOURS} ore lavorative`,
    enterprise: "Tempi di attivazione concordati nell'offerta",
  },
  support: {
    "small-business": "Supporto via e-mail",
    "medium-business": "Supporto prioritario via e-mail",
    enterprise: "Supporto dedicato 24/7",
  },
  hostingRegion: "Unione europea",
  ipLogging: "La piattaforma di segnalazione non registra gli indirizzi IP di chi segnala.",
  encryption: "Le segnalazioni e gli allegati sono cifrati.",
  anonymity: "Chi segnala può scegliere di restare anonimo e seguire la pratica con un codice personale.",
  updates: "Aggiornamenti della piattaforma, di sicurezza e normativi inclusi nel canone.",
  designedFor:
    "Progettata per il D.Lgs. 24/2023: supporta gli obblighi degli artt. 4 e 5 per il canale scritto, l'avviso di ricevimento e il riscontro.",
  designedForShort: "Piattaforma progettata per il D.Lgs. 24/2023",
  entityDuties: [
    "il canale orale e l'incontro diretto su richiesta",
    "la consultazione delle rappresentanze sindacali prima dell'attivazione",
    "la nomina di un gestore delle segnalazioni autonomo e formato",
    "la procedura interna e le informazioni pubblicate sul sito",
    "la valutazione d'impatto (DPIA)",
  ],
  consultation: "Offriamo supporto tecnico e organizzativo per l'attivazione del canale; non è una consulenza legale.",
};
