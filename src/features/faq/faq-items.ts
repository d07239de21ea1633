export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of the answer, plain text. */
  answer: readonly string[];
}

/** The twelve questions of /faq, also emitted as FAQPage structured data. */
export const faqItems: readonly FaqItem[] = [
  {
    id: "cos-e-il-whistleblowing",
    question: "Che cos'è il whistleblowing?",
    answer: [
      "È la segnalazione, da parte di chi lavora o collabora con un'organizzazione, di violazioni di norme nazionali o dell'Unione europea che ledono l'interesse pubblico o l'integrità dell'ente, apprese nel contesto lavorativo.",
      "In Italia la disciplina è il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023), che recepisce la Direttiva (UE) 2019/1937 e protegge il segnalante da ogni ritorsione.",
    ],
  },
  {
    id: "chi-e-obbligato",
    question: "Chi è obbligato ad attivare un canale di segnalazione?",
    answer: [
      "Tutti i soggetti del settore pubblico. Nel settore privato, gli enti che nell'ultimo anno hanno impiegato una media di almeno 50 lavoratori subordinati, a tempo indeterminato o determinato (art. 2 D.Lgs. 24/2023).",
      "Indipendentemente dalle dimensioni sono obbligati anche gli enti che adottano un Modello 231 e quelli che operano nei settori regolati dagli atti UE richiamati dal decreto, come servizi finanziari, antiriciclaggio, sicurezza dei trasporti e tutela dell'ambiente.",
    ],
  },
  {
    id: "anonimato",
    question: "Le segnalazioni possono essere anonime?",
    answer: [
      "Sì. Il segnalante può scegliere di non indicare il proprio nome: riceve un codice personale con cui seguire la segnalazione e dialogare con chi la gestisce, senza rivelare la propria identità.",
      "Chi sceglie di identificarsi è comunque tutelato: la sua identità resta riservata e non può essere rivelata senza il suo consenso espresso (art. 12 D.Lgs. 24/2023).",
    ],
  },
  {
    id: "tempi-di-risposta",
    question: "Entro quanto tempo bisogna rispondere al segnalante?",
    answer: [
      "Il gestore delle segnalazioni deve rilasciare l'avviso di ricevimento entro 7 giorni e fornire un riscontro entro 3 mesi dalla data dell'avviso o, in mancanza, dalla scadenza dei 7 giorni (art. 5 D.Lgs. 24/2023).",
      "La piattaforma registra le date e ricorda le scadenze a chi gestisce le segnalazioni.",
    ],
  },
  {
    id: "cosa-si-puo-segnalare",
    question: "Che cosa si può segnalare?",
    answer: [
      "Illeciti amministrativi, contabili, civili o penali, condotte rilevanti ai sensi del D.Lgs. 231/2001 o violazioni del Modello 231, e violazioni del diritto dell'Unione europea in settori come appalti pubblici, servizi finanziari, sicurezza dei prodotti, ambiente, salute pubblica, protezione dei dati e concorrenza.",
      "Non rientrano le contestazioni di carattere personale che riguardano soltanto il proprio rapporto di lavoro.",
    ],
  },
  {
    id: "sicurezza-dei-dati",
    question: "Come sono protetti i dati delle segnalazioni?",
    answer: [
      "Le segnalazioni e gli allegati sono cifrati, l'accesso è riservato ai soli gestori autorizzati e la piattaforma non registra gli indirizzi IP di chi segnala.",
      "I dati sono conservati in server nell'Unione europea, solo per il tempo necessario e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14 D.Lgs. 24/2023).",
    ],
  },
  {
    id: "sanzioni",
    question: "Quali sanzioni rischia chi non si adegua?",
    answer: [
      "L'ANAC (Autorità Nazionale Anticorruzione) può applicare al responsabile una sanzione da 10.000 a 50.000 euro se non sono stati istituiti i canali di segnalazione, se mancano le procedure o non sono conformi, se le segnalazioni non vengono verificate e analizzate, e in caso di ritorsioni, ostacoli alla segnalazione o violazione della riservatezza (art. 21 D.Lgs. 24/2023).",
    ],
  },
  {
    id: "conformita",
    question: "La piattaforma è conforme al D.Lgs. 24/2023?",
    answer: [
      "Sì: offre un canale scritto cifrato, la possibilità di segnalare in forma anonima, il dialogo riservato con il segnalante e il tracciamento delle scadenze dell'art. 5, come richiesto dagli articoli 4 e 5 del decreto.",
      "La conformità dell'ente richiede anche atti che spettano all'organizzazione: la procedura interna, la nomina del gestore, il confronto con le rappresentanze sindacali e la valutazione d'impatto sulla protezione dei dati (DPIA). Ti aiutiamo a impostarli.",
    ],
  },
  {
    id: "tempi-di-attivazione",
    question: "Quanto tempo serve per attivare il servizio?",
    answer: [
      "Attiviamo la piattaforma entro 24 ore dalla conferma dell'ordine. Ricevi l'indirizzo del tuo canale, le credenziali per i gestori e le indicazioni per pubblicarlo sul sito e comunicarlo al personale.",
    ],
  },
  {
    id: "personalizzazione",
    question: "Posso personalizzare la piattaforma?",
    answer: [
      "Sì. Puoi inserire il logo e i colori dell'ente, adattare le domande del modulo di segnalazione, configurare i gestori e i loro ruoli e pubblicare le informazioni sulla procedura. Con il piano Enterprise la configurazione è costruita su misura.",
    ],
  },
  {
    id: "chi-gestisce",
    question: "Chi gestisce le segnalazioni?",
    answer: [
      "Le gestisce la persona o l'ufficio interno autonomo e formato che l'ente nomina, oppure un soggetto esterno incaricato (art. 4 D.Lgs. 24/2023). Nel settore pubblico è di norma il Responsabile della prevenzione della corruzione e della trasparenza (RPCT).",
      "Noi forniamo e manteniamo la piattaforma: non leggiamo le segnalazioni e non ne valutiamo il merito.",
    ],
  },
  {
    id: "assistenza",
    question: "Che tipo di assistenza offrite?",
    answer: [
      "Ogni piano include l'assistenza via email e gli aggiornamenti continui della piattaforma. Il piano Medium Business aggiunge il supporto prioritario e la formazione per gli amministratori; il piano Enterprise un supporto dedicato 24/7 e la formazione completa.",
    ],
  },
];
