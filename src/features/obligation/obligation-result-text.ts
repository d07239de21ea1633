import { ANAC_CALENDAR_YEAR } from "../../config/obligation-questions.ts";
import type { Obliged, Reason, Reportable } from "./rules.ts";

/** The checker's result, as text: the reasons, dates, reportable matters and duties it prints (legal-facts.md). */

export const ANNEX = "atti UE delle parti I.B e II dell'allegato al decreto";

export const reasonText: Record<Reason, string> = {
  pubblico:
    "appartiene al settore pubblico (art. 2, comma 1, lett. p): tutti i soggetti del settore pubblico devono avere un canale interno, senza soglie di dimensione (art. 4);",
  dimensione:
    "ha impiegato nell'ultimo anno una media di almeno 50 lavoratori subordinati, a tempo indeterminato o determinato (art. 2, comma 1, lett. q, n. 1);",
  settore: `rientra nell'ambito di applicazione degli ${ANNEX} (gli atti su servizi, prodotti e mercati finanziari e prevenzione del riciclaggio, e quelli sulla segnalazione di eventi nell'aviazione civile, sulla sicurezza marittima e sulla sicurezza delle operazioni in mare nel settore degli idrocarburi), a prescindere dalle dimensioni (art. 2, comma 1, lett. q, n. 2);`,
  modello231: "ha adottato un Modello 231, a prescindere dalle dimensioni (art. 2, comma 1, lett. q, n. 3);",
};

/** CK-6: for an entity within the annex acts (n. 2), the model is not what obliges it (n. 3 covers the others). */
export const MODEL_231_IN_ANNEX =
  "ha adottato un Modello 231: le condotte 231 e le violazioni del Modello si segnalano solo con il canale interno, qualunque sia il numero di lavoratori (art. 3, comma 2);";

/** How a reason came about, for an entity that may have become obliged after 2023 (art. 24). */
export const lateEntry: Partial<Record<Reason, string>> = {
  dimensione: "ha raggiunto la media di 50 lavoratori",
  settore: "è entrata nell'ambito degli atti UE dell'allegato",
  modello231: "ha adottato il Modello 231",
};

export const reportableText: Record<Reportable, string> = {
  "illeciti-nazionali":
    "illeciti amministrativi, contabili, civili o penali previsti dal diritto nazionale, segnalabili nel settore pubblico (art. 2, comma 1, lett. a, n. 1)",
  "condotte-231":
    "condotte illecite rilevanti ai sensi del D.Lgs. 231/2001 e violazioni del Modello 231 (art. 2, comma 1, lett. a, n. 2)",
  "diritto-ue": "violazioni del diritto dell'Unione europea indicate dal decreto (art. 2, comma 1, lett. a, nn. 3-6)",
};

/** Art. 1 c.2 lett. b: what the sector's own reporting rules govern stays with them, with the supervisors' external channels (legal-facts.md 'Sector supervisors'; DPO site review B7). */
export const SECTOR_RULES =
  "Se la tua organizzazione è soggetta a discipline di settore sulle segnalazioni (per esempio art. 52-bis TUB, art. 4-undecies TUF, art. 48 D.Lgs. 231/2007), coordina il canale con quelle regole, che per le violazioni da esse disciplinate restano applicabili (art. 1, comma 2, lett. b): per queste la segnalazione esterna si presenta all'autorità di vigilanza che quelle regole indicano, per esempio la Banca d'Italia (art. 52-ter TUB) o, secondo la materia, la CONSOB o la Banca d'Italia (art. 4-duodecies TUF); per le altre violazioni resta l'ANAC, alle condizioni dell'art. 6.";

/** Art. 2 c.1 lett. p, for whoever answered 'Privato' and then said it is a company of the public sector (CK-1). */
export const DECLARED_PRIVATE =
  "Hai risposto «Privato», ma hai indicato che la tua organizzazione è una società in house o a controllo pubblico o un altro degli enti della domanda: per il decreto appartiene al settore pubblico (art. 2, comma 1, lett. p) e il risultato è quello del settore pubblico.";

/**
 * Who must appoint an RPCT, and so entrust the channel to it (art. 4 c.5). legal-facts.md cites the
 * duty to L. 190/2012 as a whole; which comma and which act binds each kind is open (DPO C6).
 * Issue 27 B6: legal-facts.md names the comuni and says not every public body must appoint one; it
 * does not say which companies or other private-law entities under public control must, so they
 * are told to check, not that they have an RPCT.
 */
export const RPCT_DUTY =
  "Negli enti tenuti a nominare, in base alla legge 190/2012, il Responsabile della prevenzione della corruzione e della trasparenza (RPCT), come ogni comune, il canale lo gestisce l'RPCT (art. 4, comma 5). Non tutti gli enti del settore pubblico sono tenuti a nominarlo: se la tua organizzazione è un ente pubblico economico, una società a controllo pubblico o in house o un altro ente di diritto privato, verifica se vi è tenuta prima di scegliere chi gestisce il canale.";

/** Art. 4 c.4: comuni other than provincial capitals; private entities up to an average of 249 (CO-1). */
export const SHARING_PUBLIC =
  "I comuni che non sono capoluogo di provincia possono condividere il canale e la sua gestione (art. 4, comma 4).";
export const SHARING_PRIVATE =
  "Con una media fino a 249 lavoratori puoi condividere il canale e la sua gestione con altri soggetti privati, per esempio del tuo gruppo (art. 4, comma 4); gli obblighi restano di ciascuno.";

/** How the 50-worker average is counted (CK-2, CE-2): the decree's words, then ANAC's reading. */
export const THRESHOLD_COUNT = `La media può avere decimali: 49,5 è sotto i 50. ${ANAC_CALENDAR_YEAR} Ripeti la verifica quando la media cambia.`;

/** Ready is not live: the platform can be prepared at once, the channel opens after arts. 4 and 13. */
export const READY_NOT_LIVE =
  "Se il canale non c'è ancora, preparalo al più presto: puoi predisporre subito la piattaforma, ma il canale entra in funzione solo dopo che hai sentito le rappresentanze o le organizzazioni sindacali, adottato la procedura (art. 4) e completato la valutazione d'impatto sulla protezione dei dati (art. 13).";

export const commonDuties = [
  "Rilasciare a chi segnala un avviso di ricevimento entro 7 giorni (art. 5).",
  "Dare diligente seguito alla segnalazione e un riscontro entro 3 mesi dall'avviso di ricevimento o, in mancanza, dalla scadenza dei 7 giorni (art. 5).",
  "Conservare segnalazioni e documentazione solo per il tempo necessario e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14).",
  "Sentire le rappresentanze o le organizzazioni sindacali prima di attivare il canale e a ogni modifica sostanziale della procedura (art. 4, comma 1; Linee guida ANAC n. 1/2025).",
] as const;

export const DPIA_DUTY =
  "Fare, prima di mettere in funzione il canale, una valutazione d'impatto sulla protezione dei dati (DPIA): la tua organizzazione è titolare del trattamento e il fornitore della piattaforma è responsabile del trattamento ai sensi dell'art. 28 GDPR (art. 13).";

export const WHERE_PUBLISHED =
  "esposte nei luoghi di lavoro e pubblicate in una sezione dedicata del sito, se ne hai uno (art. 5)";

/** Who manages the channel: the RPCT where one must be appointed (art. 4 c.5), otherwise art. 4 c.2. */
export function managerDuty(publicSector: boolean): string {
  const chosen =
    "una persona o a un ufficio interno autonomo e con personale formato, oppure a un soggetto esterno, anch'esso autonomo e con personale formato (art. 4, comma 2)";
  return publicSector
    ? `Affidare la gestione del canale all'RPCT, se l'ente è tenuto a nominarlo (legge 190/2012; art. 4, comma 5), come spiegato sopra; altrimenti a ${chosen}.`
    : `Affidare la gestione del canale a ${chosen}.`;
}

/**
 * B6: an entity under sector rules on reporting names the supervisors' channels besides ANAC's
 * (art. 1 c.2 lett. b; legal-facts.md, 'Sector supervisors').
 */
export const SECTOR_CHANNELS =
  " Se la tua organizzazione è soggetta a discipline di settore sulle segnalazioni, indica anche i canali delle autorità di vigilanza per le violazioni di quelle discipline: Banca d'Italia (art. 52-ter TUB), CONSOB o Banca d'Italia (art. 4-duodecies TUF), regole antiriciclaggio (art. 48 D.Lgs. 231/2007).";

/** What staff must be told about ANAC depends on what the channel covers (art. 3 c.2, art. 5 c.1 lett. e). */
export function informationDuty(result: Obliged, publicSector: boolean): string {
  const sector = result.reasons.includes("settore") || result.annexUnknown ? SECTOR_CHANNELS : "";
  if (result.channel === "solo-231") {
    return `Mettere a disposizione informazioni chiare sul canale, sulle procedure e sui presupposti per segnalare, ${WHERE_PUBLISHED}. Nelle informazioni spiega che, per le condotte rilevanti ai fini 231, il canale esterno dell'ANAC non è disponibile (art. 3, comma 2).${sector}`;
  }
  const base = `Mettere a disposizione informazioni chiare su canale, procedure e presupposti per segnalare, internamente e all'ANAC: ${WHERE_PUBLISHED}.`;
  return !publicSector && result.internalOnly231
    ? `${base} Spiega che all'ANAC si possono segnalare le violazioni del diritto dell'Unione, non le condotte rilevanti ai fini 231 (art. 3, comma 2).${sector}`
    : `${base}${sector}`;
}

export function dutiesFor(result: Obliged, publicSector: boolean): string[] {
  return [...commonDuties, managerDuty(publicSector), DPIA_DUTY, informationDuty(result, publicSector)];
}

export const sinceText: Record<Obliged["since"], string> = {
  "2023-07-15": "15 luglio 2023",
  "2023-12-17": "17 dicembre 2023",
};

export const CHANNEL_REQUIREMENTS =
  "forma scritta, anche con una piattaforma informatica, e orale, incontro diretto su richiesta, riservatezza di chi segnala, delle persone coinvolte e del contenuto, anche con strumenti di crittografia";
