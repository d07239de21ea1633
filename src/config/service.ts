import type { OperatorFacts } from "./operator-facts.ts";

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
  activation: {
    workingHours: number;
    /** From when the hours run, in two words for a line that cannot explain it (home, /funzionalita). */
    from: string;
    /** The one explanation: how the hours count and from when, for a private buyer and a public body. */
    sentence: string;
    /** The same for a document addressed to one kind of buyer (the quote, its e-mail, the confirmation). */
    forPrivate: string;
    forPublic: string;
    short: string;
    enterprise: string;
    /** The checker's verdict for Enterprise: no promise of hours. */
    forEnterprise: string;
    /** When the channel goes live, alone: for a public body that may not be able to buy. */
    live: string;
  };
  /** Support as each plan gives it (keys are plan slugs). */
  support: Record<"small-business" | "medium-business" | "enterprise", string>;
  /** Anonymity is the reporter's choice, not a promise of untraceability. */
  /** What "aggiornamenti" covers. */
  updates: string;
  /** What the product is, with respect to the decree: designed for it, never "conforme" by itself. */
  designedFor: string;
  /** The same, as a plan card's line. */
  designedForShort: string;
  /** Help offered on request: technical and organisational, never legal advice. */
  consultation: string;
}

/**
 * The one answer to "when is it ready" (DPO re-read of the order, B6): no second figure in days, the
 * hours' count and their start said once. A private buyer's hours run once the contract is signed
 * and the first invoice paid; a public body pays after the service (config/public-buyers.ts), so
 * its hours run from the contract's stipula (DPO read 2026-11-28 A4), in the forms of public
 * contracts: not «anche nella forma dell'ordine» (issue 27: art. 18 c.1 D.Lgs. 36/2023 names no
 * order; legal-facts.md does not state its forms, so the sentence cites none). Articles do not
 * repeat it: they point to /funzionalita (a test refuses "ore lavorative" in an article).
 */
const ACTIVATION_HOURS = 24;
const COUNTED = "giornate di 8 ore, dal lunedì al venerdì, festivi esclusi";
const PRIVATE_FROM = "dalla firma del contratto e dal pagamento della prima fattura";
const PUBLIC_FROM = "dalla stipula del contratto, nelle forme previste per i contratti pubblici";
const LIVE =
  "Il canale entra in funzione quando l'ente lo mette in esercizio, dopo aver sentito le rappresentanze sindacali, completato la valutazione d'impatto (DPIA) e adottato la procedura.";

// legal-facts.md: Enterprise is on request, its activation time agreed in its offer.
const AGREED = "Per il piano Enterprise i tempi sono concordati nel preventivo.";

/** The first of the entity's duties, as it reads when the platform takes no voice messages. */
const ORAL_CHANNEL_DUTY = "il canale orale e l'incontro diretto su richiesta";
/**
 * What the platform gives besides the written channel when the operator declares voice messages: a
 * voice-messaging system is an oral channel on its own (art. 4 c.3; DPO read 2026-11-29 A4).
 */
export const VOICE_AS_ORAL_CHANNEL =
  "un sistema di messaggistica vocale, uno dei mezzi previsti per le segnalazioni orali (art. 4, comma 3)";
/** The same when the operator declares voice messages (voiceReports): the platform is part of the oral channel. */
const ORAL_CHANNEL_DUTY_WITH_VOICE = "l'eventuale linea telefonica e l'incontro diretto su richiesta";

const OTHER_ENTITY_DUTIES = [
  "la consultazione delle rappresentanze sindacali prima dell'attivazione e a ogni modifica sostanziale",
  // CO-3: the plans train on the platform only; the manager's specific training (art. 4 c.2) is the entity's.
  "la nomina di un gestore delle segnalazioni autonomo e del sostituto, e la loro formazione specifica (art. 4, comma 2)",
  "la procedura interna e le informazioni pubblicate sul sito",
  "la valutazione d'impatto (DPIA)",
] as const;

/**
 * What stays with the entity whatever platform it buys (art. 4), given whether the platform takes
 * voice messages (PlatformClaims.voiceReports): every page, PDF and the checker say it from here.
 */
export function entityDuties(voiceReports: boolean): readonly string[] {
  return [voiceReports ? ORAL_CHANNEL_DUTY_WITH_VOICE : ORAL_CHANNEL_DUTY, ...OTHER_ENTITY_DUTIES];
}

export const service: ServiceFacts = {
  activation: {
    workingHours: ACTIVATION_HOURS,
    from: "dalla firma e dal pagamento (per un ente pubblico, dalla stipula)",
    sentence: `La piattaforma è pronta entro ${ACTIVATION_HOURS} ore lavorative (${COUNTED}): per un'organizzazione privata ${PRIVATE_FROM}; per un ente pubblico ${PUBLIC_FROM}. ${AGREED} ${LIVE}`,
    forPrivate: `La piattaforma è pronta entro ${ACTIVATION_HOURS} ore lavorative (${COUNTED}) ${PRIVATE_FROM}. ${LIVE}`,
    forPublic: `La piattaforma è pronta entro ${ACTIVATION_HOURS} ore lavorative (${COUNTED}) ${PUBLIC_FROM}. ${LIVE}`,
    short: `Piattaforma pronta entro ${ACTIVATION_HOURS} ore lavorative`,
    enterprise: "Tempi di attivazione concordati nel preventivo",
    forEnterprise: `${AGREED} ${LIVE}`,
    live: LIVE,
  },
  support: {
    "small-business": "Supporto via e-mail",
    "medium-business": "Supporto prioritario via e-mail",
    // B1: no "24/7" from a one-person operator: hours, channel and reply time come from the facts (support.*).
    enterprise: "Supporto dedicato",
  },
  updates: "Aggiornamenti della piattaforma e di sicurezza inclusi nel canone.",
  designedFor:
    "Progettata per il D.Lgs. 24/2023: supporta gli obblighi degli artt. 4 e 5 per il canale scritto, l'avviso di ricevimento e il riscontro.",
  designedForShort: "Piattaforma progettata per il D.Lgs. 24/2023",
  consultation: "Offriamo supporto tecnico e organizzativo per l'attivazione del canale; non è una consulenza legale.",
};

/**
 * The platform features a buyer's DPO asks about (legal-facts.md 'Platform features'), as the
 * operator states them in its facts file (operator-facts.ts): never written in the copy by hand.
 * A pure function, so the islands that import this module never load the file.
 */
export interface PlatformClaims {
  /** IP logging along the chain: platform, web server, proxy, with a pointer to /sicurezza. */
  ipLogging: string;
  /** The same where each link of the chain is listed with it (/sicurezza itself, the DPA): no pointer (DPO review B3). */
  ipLoggingHere: string;
  /**
   * Whether the operator has declared, and confirmed, how reports are encrypted: the adjective
   * "cifrato" only then (an adjective cannot carry the "(da confermare)" mark).
   */
  encrypted: boolean;
  /** Encryption of reports in the operator's declared words (encryption.inTransit, .atRest); null when not declared. */
  encryption: string | null;
  /** Who holds the keys; null when not stated. */
  keys: string | null;
  /** Tor access; null when not stated, not offered or still to be confirmed (tor: "(da confermare)"). */
  tor: string | null;
  /** What the platform does about the art. 5 deadlines, in the operator's words; null when not stated or not offered. */
  reminders: string | null;
  /** What the platform deletes and when, in the operator's words; null when not stated or not offered. */
  deletion: string | null;
  /** Where the servers are, from the declared hosting; null until the operator declares it. */
  hosting: string | null;
  /**
   * The connection and traffic data the chain processes, as a data category of the DPA and of the
   * entity's privacy notice (documents review K-04, D-01), after "dati tecnici di connessione:";
   * lower case, no final full stop.
   */
  connectionData: string;
  /** What the operator's staff can read; null when not stated. */
  staffAccess: string | null;
  /** The software the platform runs, as the operator names it once confirmed (declaredSoftware); null otherwise. */
  software: string | null;
  /** Handlers' two-factor authentication; null when not stated or absent. */
  twoFactor: string | null;
  /** Whether and how the platform takes anonymous reports, in the operator's words; null when not stated or not offered. */
  anonymity: string | null;
  /** What can still identify an anonymous reporter, from the facts (DPO re-read B4); null when nothing is declared. */
  anonymityLimits: string | null;
  /** What the entity can customise, in the operator's words (DPO re-read B5); null when not declared. */
  customisation: string | null;
  /** How the platform takes voice messages (part of the oral channel, art. 4 c.3), in the operator's words; null when it does not. */
  voiceReports: string | null;
}

const UNCONFIRMED = "(da confermare)";

/** The text with a final full stop, for facts the operator writes with or without one. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A declared value continuing a sentence: 'Cifratura applicativa…' reads 'cifratura applicativa…', 'TLS 1.3' stays. */
function continuing(text: string): string {
  const trimmed = text.trim().replace(/\.$/, "");
  return /^\p{Lu}\p{Ll}/u.test(trimmed) ? `${trimmed.charAt(0).toLowerCase()}${trimmed.slice(1)}` : trimmed;
}

/**
 * Encryption as the operator declares it (DPO review A1): its own words for transit and storage,
 * never a fixed "cifrati in transito e sul server" that the facts may not support.
 */
function encryptionClaim(encryption: NonNullable<OperatorFacts["encryption"]>): string {
  return `Cifratura dichiarata dal fornitore: in transito, ${continuing(encryption.inTransit)}; sul server, ${continuing(encryption.atRest)}.`;
}

/** The operator's description as a sentence, a full stop after a closing bracket too. */
function fullStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Who records reporters' IP addresses along the chain (issue 27, RR-1): "the platform does not"
 * is never said alone while the web server or the proxy in front of it does. What the hosting
 * provider's network keeps is the operator's own sentence, printed on /sicurezza.
 */
function ipLoggingClaim(facts: OperatorFacts, pointer: boolean): string {
  const ip = facts.ipLogging;
  if (!ip) return `La registrazione degli indirizzi IP di chi segnala non è ancora stata dichiarata ${UNCONFIRMED}.`;
  const logging = [ip.webServer && "il server web", ip.proxy && "il proxy"].filter(Boolean).join(" e ");
  if (ip.platform) {
    return `La piattaforma di segnalazione registra gli indirizzi IP delle connessioni${pointer ? ", come descritto nella pagina Sicurezza" : ""}.`;
  }
  if (logging === "") {
    const network = pointer
      ? " Che cosa conserva la rete del fornitore di hosting è indicato nella pagina Sicurezza."
      : "";
    return `Né la piattaforma di segnalazione né il server web e il proxy che la precedono registrano gli indirizzi IP di chi segnala.${network}`;
  }
  const both = ip.webServer && ip.proxy;
  return `La piattaforma di segnalazione non registra gli indirizzi IP di chi segnala; ${logging} che la ${both ? "precedono li registrano" : "precede li registra"} nei propri log${pointer ? ": i dettagli sono nella pagina Sicurezza" : ""}.`;
}

function connectionDataClaim(facts: OperatorFacts): string {
  const ip = facts.ipLogging;
  if (!ip) return `non ancora dichiarati ${UNCONFIRMED}`;
  const links = [ip.platform && "della piattaforma", ip.webServer && "del server web", ip.proxy && "del proxy"].filter(
    (link): link is string => typeof link === "string",
  );
  const logs =
    links.length === 0
      ? "nessun indirizzo IP nei log della piattaforma, del server web e del proxy"
      : `gli indirizzi IP di chi si collega, nei log ${links.length === 1 ? links.join("") : `${links.slice(0, -1).join(", ")} e ${links.at(-1) ?? ""}`}`;
  const network = ip.hostingNetwork.trim().replace(/\.$/, "");
  // C2: the hosting provider by name, from the facts, once the operator has named it.
  const provider = facts.hosting && !facts.hosting.provider.includes(UNCONFIRMED) ? ` ${facts.hosting.provider}` : "";
  return `${logs}; nella rete del fornitore di hosting${provider}, ${network.charAt(0).toLowerCase()}${network.slice(1)}`;
}

/** The software the platform runs, as the operator names it once confirmed; null otherwise. */
export function declaredSoftware(facts: OperatorFacts): string | null {
  const software = facts.platform?.software;
  return software && !software.includes(UNCONFIRMED) ? software : null;
}

/**
 * The pointer to /sicurezza for who holds the keys and what our staff may do, naming only what that
 * page prints from the facts (DPO review B3); null when it prints neither.
 */
export function keysAndStaffPointer(claims: PlatformClaims): string | null {
  if (claims.keys && claims.staffAccess) {
    return "Chi custodisce le chiavi e che cosa può fare il nostro personale è scritto nella pagina Sicurezza.";
  }
  if (claims.keys) return "Chi custodisce le chiavi è scritto nella pagina Sicurezza.";
  if (claims.staffAccess) return "Che cosa può fare il nostro personale è scritto nella pagina Sicurezza.";
  return null;
}

/**
 * The limits of anonymity the facts declare (DPO re-read B4): attachment metadata the platform
 * keeps, and how many days the hosting network keeps connection data (ipLogging.hostingNetwork).
 * The parts, lower-case, for a sentence or a short clause; empty when nothing is declared.
 */
export function anonymityLimitParts(facts: OperatorFacts): string[] {
  const network = facts.ipLogging?.hostingNetwork;
  const days = network && !network.includes(UNCONFIRMED) ? /(\d+)\s+giorn/i.exec(network)?.[1] : undefined;
  return [
    ...(facts.attachmentMetadata === false ? ["la piattaforma non rimuove i metadati degli allegati"] : []),
    // DPO re-read: the connection data a network keeps include the addresses, when the facts say so.
    ...(days
      ? [
          `la rete del fornitore di hosting conserva i dati di connessione${/\bIP\b/.test(network ?? "") ? ", compresi gli indirizzi IP," : ""} per ${days} giorni`,
        ]
      : []),
  ];
}

export function platformClaims(facts: OperatorFacts): PlatformClaims {
  const limits = anonymityLimitParts(facts);
  const hosting = facts.hosting;
  return {
    ipLogging: ipLoggingClaim(facts, true),
    ipLoggingHere: ipLoggingClaim(facts, false),
    connectionData: connectionDataClaim(facts),
    encrypted:
      facts.encryption !== undefined &&
      ![facts.encryption.inTransit, facts.encryption.atRest].some((value) => value.includes(UNCONFIRMED)),
    encryption: facts.encryption ? encryptionClaim(facts.encryption) : null,
    keys: facts.encryption ? `Chiavi di cifratura: ${sentence(facts.encryption.keyHolder)}` : null,
    tor: facts.tor === true ? "Alla piattaforma si accede anche tramite la rete Tor." : null,
    reminders: facts.reminders
      ? `${fullStop(facts.reminders)} Il rispetto dei termini dell'art. 5 resta responsabilità del gestore delle segnalazioni e dell'ente.`
      : null,
    deletion: facts.deletionAtDeadline ? fullStop(facts.deletionAtDeadline) : null,
    hosting:
      hosting && !Object.values(hosting).some((value) => value.includes(UNCONFIRMED))
        ? `Server a ${hosting.city}, ${hosting.country} (${hosting.provider}).`
        : null,
    twoFactor:
      facts.twoFactor === "obbligatoria"
        ? "Accesso dei gestori con autenticazione a due fattori obbligatoria"
        : facts.twoFactor === "facoltativa"
          ? "Accesso dei gestori con autenticazione a due fattori facoltativa"
          : null,
    staffAccess: facts.staffAccess
      ? `Il nostro personale tecnico può: ${facts.staffAccess.can.join("; ")}. Non può: ${facts.staffAccess.cannot.join("; ")}.`
      : null,
    software: declaredSoftware(facts),
    anonymity: facts.anonymousReports ? fullStop(facts.anonymousReports) : null,
    anonymityLimits: limits.length > 0 ? `Limiti dell'anonimato: ${limits.join("; ")}.` : null,
    customisation: facts.customisation ? `Puoi personalizzare: ${facts.customisation.join("; ")}.` : null,
    voiceReports: facts.voiceReports ? fullStop(facts.voiceReports) : null,
  };
}
