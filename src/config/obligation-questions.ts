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

export const obligationQuestions = {
  ente: "La tua organizzazione appartiene al settore pubblico o privato?",
  controllo:
    "È una società in house o a controllo pubblico, un concessionario di pubblico servizio, un ente pubblico economico o un organismo di diritto pubblico?",
  controlloHint:
    "Per il decreto queste organizzazioni appartengono al settore pubblico anche se sono società di diritto privato, anche quotate (art. 2, comma 1, lett. p): cambiano che cosa si può segnalare, la data da cui vale l'obbligo e chi gestisce il canale. Se rispondi «Sì» non servono altre risposte.",
  lavoratori: "Quanti lavoratori ha impiegato in media nell'ultimo anno?",
  lavoratoriHint:
    "Lavoratori subordinati, a tempo indeterminato o determinato. È una media, anche con decimali (per esempio 49,5): la soglia è di almeno 50. Nella lettura di ANAC conta la media dell'anno solare precedente, come risulta dalla visura camerale: se sei vicino alla soglia, fai il calcolo con il tuo consulente del lavoro.",
  modello231: "Ha adottato un modello di organizzazione e gestione ai sensi del D.Lgs. 231/2001 (Modello 231)?",
  settore: "Rientra nell'ambito di applicazione degli atti UE delle parti I.B e II dell'allegato al decreto?",
} as const;

/** Art. 2 c.1 lett. p: many public-sector entities are companies that look private to their own staff. */
export const PUBLIC_SECTOR_HINT =
  "Rispondi «Pubblico» anche per enti pubblici economici, organismi di diritto pubblico, concessionari di pubblico servizio, società a controllo pubblico e società in house, anche quotate (art. 2, comma 1, lett. p). In tal caso basta questa risposta.";

/** Art. 2 c.1 lett. q n. 2: the acts of Parts I.B and II of the annex, not whole economic sectors. */
export const ANNEX_HINT =
  "Per esempio banche, intermediari finanziari, imprese di investimento, assicurazioni e altri soggetti obbligati alla normativa antiriciclaggio (D.Lgs. 231/2007); per i professionisti soggetti all'antiriciclaggio, come commercialisti e revisori, l'inclusione è discussa: verificala con il tuo consulente o con il tuo Ordine. Vi rientra anche chi è soggetto alle norme UE sulla segnalazione di eventi nell'aviazione civile, sulla sicurezza marittima o sulle operazioni in mare nel settore degli idrocarburi. Non basta lavorare nei trasporti o con l'ambiente: un'impresa di autotrasporto o di raccolta dei rifiuti, solo per questo, non vi rientra.";

/**
 * The kit asks a public-sector entity which kind it is (K6): who must appoint an RPCT, and so
 * entrust the channel to it (art. 4 c.5), which organ adopts the procedure, who may share the
 * channel (art. 4 c.4: only comuni other than provincial capitals).
 */
export const PUBLIC_KIND_OPTIONS = [
  ["comune", "Comune"],
  ["amministrazione", "Altra amministrazione pubblica"],
  ["economico", "Ente pubblico economico"],
  ["controllata", "Società o altro ente di diritto privato in controllo pubblico, comprese le società in house"],
  [
    "altro",
    "Altro ente del settore pubblico, per esempio un concessionario privato o un organismo di diritto pubblico",
  ],
] as const;
export type PublicKind = (typeof PUBLIC_KIND_OPTIONS)[number][0];

export const publicKindQuestion = {
  legend: "Se l'ente appartiene al settore pubblico, di quale tipo di ente si tratta?",
  hint: "Le amministrazioni pubbliche (art. 1, comma 2, D.Lgs. 165/2001), gli enti pubblici economici e le società in controllo pubblico, comprese quelle in house, sono tenuti a nominare l'RPCT (legge 190/2012, art. 1, comma 2-bis): il gestore del canale è l'RPCT (art. 4, comma 5). Rispondi se hai indicato «Pubblico», oppure «Privato» e poi «Sì» alla domanda precedente; altrimenti lascia vuota la risposta.",
} as const;
