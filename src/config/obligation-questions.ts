import { ANAC_CALENDAR_YEAR } from "./plans.ts";

/**
 * The checker's four questions as the visitor reads them: the checker's form and the activation
 * kit's (issue 21) ask them in the same words.
 */

export const YES_NO = [
  ["si", "Sì"],
  ["no", "No"],
] as const;

export const YES_NO_UNSURE = [...YES_NO, ["nonso", "Non so"]] as const;

export const ENTE_OPTIONS = [
  ["pubblico", "Pubblico"],
  ["privato", "Privato"],
] as const;

export { ANAC_CALENDAR_YEAR };

export const obligationQuestions = {
  ente: "La tua organizzazione appartiene al settore pubblico o privato?",
  controllo:
    "È una società in house o a controllo pubblico, un concessionario di pubblico servizio, un ente pubblico economico o un organismo di diritto pubblico?",
  controlloHint: "Sono settore pubblico (art. 2, comma 1, lett. p): se rispondi «Sì» non servono altre risposte.",
  lavoratori: "Quanti lavoratori ha impiegato in media nell'ultimo anno?",
  lavoratoriHint: `Subordinati, a tempo indeterminato o determinato; anche con decimali (49,5 è sotto 50). ${ANAC_CALENDAR_YEAR}`,
  modello231: "Ha adottato un modello di organizzazione e gestione ai sensi del D.Lgs. 231/2001 (Modello 231)?",
  settore: "Rientra nell'ambito di applicazione degli atti UE delle parti I.B e II dell'allegato al decreto?",
} as const;

/** Art. 2 c.1 lett. p: many public-sector entities are companies that look private to their own staff. */
export const PUBLIC_SECTOR_HINT =
  "Rispondi «Pubblico» anche per enti pubblici economici, organismi di diritto pubblico, concessionari di pubblico servizio, società a controllo pubblico e società in house, anche quotate (art. 2, comma 1, lett. p). In tal caso basta questa risposta.";

/** Art. 2 c.1 lett. q n. 2: the acts of Parts I.B and II of the annex, not whole economic sectors. */
export const ANNEX_HINT =
  "Per esempio banche, imprese di investimento, assicurazioni e altri soggetti obbligati antiriciclaggio (D.Lgs. 231/2007), anche professionisti come commercialisti e revisori; chi applica le norme UE sugli eventi nell'aviazione civile, sulla sicurezza marittima o sulle operazioni in mare nel settore degli idrocarburi. Non basta lavorare nei trasporti o con l'ambiente.";
