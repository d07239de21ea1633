import { buildPlatformClaims } from "../../../config/build-operator-facts.ts";
import { entityDuties, service, type PlatformClaims } from "../../../config/service.ts";
import { platformDesignedFor, supportByPlan } from "../../../config/service-copy.ts";

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of the answer, plain text. */
  answer: readonly string[];
}

/** The questions of /faq (twelve, eleven without declared customisation), also emitted as FAQPage structured data; some state the operator's platform facts. */
export function faqItems(platform: PlatformClaims = buildPlatformClaims()): readonly FaqItem[] {
  return [
    {
      id: "cos-e-il-whistleblowing",
      question: "Che cos'è il whistleblowing?",
      answer: [
        "È la segnalazione, da parte di chi lavora o collabora con un'organizzazione, di violazioni apprese nel contesto lavorativo che ledono l'interesse pubblico o l'integrità dell'ente. Quali violazioni si possono segnalare dipende dal tipo di ente: lo spieghiamo più sotto.",
        "In Italia la disciplina è il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023), che recepisce la Direttiva (UE) 2019/1937 e vieta le ritorsioni contro chi segnala. La tutela spetta a chi, al momento della segnalazione, aveva fondato motivo di ritenere vere le informazioni e rientranti nel decreto, e ha usato i canali previsti (art. 16).",
      ],
    },
    {
      id: "chi-e-obbligato",
      question: "Chi è obbligato ad attivare un canale di segnalazione?",
      answer: [
        "Tutti i soggetti del settore pubblico, senza soglie: non solo le amministrazioni pubbliche, ma anche enti pubblici economici, organismi di diritto pubblico, concessionari di pubblico servizio e società a controllo pubblico e in house, anche quotate (art. 2, comma 1, lett. p). Nel settore privato, gli enti che nell'ultimo anno hanno impiegato una media di almeno 50 lavoratori subordinati, a tempo indeterminato o determinato (art. 2 D.Lgs. 24/2023).",
        "Indipendentemente dalle dimensioni sono obbligati anche gli enti che adottano un Modello 231 e quelli che rientrano nell'ambito degli atti UE delle parti I.B e II dell'allegato al decreto: in sostanza servizi, prodotti e mercati finanziari e prevenzione del riciclaggio, oltre agli operatori soggetti a specifici atti UE sulla sicurezza dei trasporti (aviazione civile, sicurezza marittima) e sulla sicurezza delle operazioni in mare nel settore degli idrocarburi (art. 2, comma 1, lett. q, n. 2). Non basta lavorare nei trasporti o nel settore ambientale.",
      ],
    },
    {
      id: "anonimato",
      question: "Le segnalazioni possono essere anonime?",
      answer: [
        // Whether the platform takes them is the operator's to declare (fresh documents read, F7).
        `${platform.anonymity ? `Sulla nostra piattaforma sì. ${platform.anonymity}${platform.anonymityLimits ? ` ${platform.anonymityLimits}` : ""}` : "Dipende da come è configurato il canale dell'ente."} Se chi ha segnalato in forma anonima viene poi identificato e subisce ritorsioni, le tutele del decreto si applicano alle condizioni dell'art. 16 (art. 16, comma 4).`,
        "Chi sceglie di identificarsi resta tutelato: senza il suo consenso espresso, la sua identità non può essere rivelata a persone diverse da quelle competenti a ricevere o a dare seguito alle segnalazioni (art. 12 D.Lgs. 24/2023).",
        "Valgono regole particolari nel procedimento penale, dove l'identità è coperta dal segreto nei modi e nei limiti dell'art. 329 del codice di procedura penale; davanti alla Corte dei conti, dove non può essere rivelata fino alla chiusura della fase istruttoria; e nel procedimento disciplinare, dove, se la contestazione si fonda in tutto o in parte sulla segnalazione e conoscere l'identità del segnalante è indispensabile per la difesa dell'incolpato, la segnalazione si può usare solo con il consenso espresso della persona segnalante alla rivelazione della propria identità, dopo che le sono state comunicate per iscritto le ragioni della rivelazione (art. 12, commi 5 e 6).",
      ],
    },
    {
      id: "tempi-di-risposta",
      question: "Entro quanto tempo bisogna rispondere al segnalante?",
      answer: [
        "Il gestore delle segnalazioni deve rilasciare l'avviso di ricevimento entro 7 giorni e fornire un riscontro entro 3 mesi dalla data dell'avviso o, in mancanza, dalla scadenza dei 7 giorni (art. 5 D.Lgs. 24/2023).",
        ...(platform.reminders ? [platform.reminders] : []),
      ],
    },
    {
      id: "cosa-si-puo-segnalare",
      question: "Che cosa si può segnalare?",
      answer: [
        "Dipende dal tipo di ente (art. 2 e art. 3 D.Lgs. 24/2023). Nel settore pubblico si possono segnalare illeciti amministrativi, contabili, civili o penali e violazioni del diritto dell'Unione europea; le condotte rilevanti ai sensi del D.Lgs. 231/2001 e le violazioni del Modello 231 solo se l'ente ha adottato un Modello 231, per esempio una società a controllo pubblico.",
        "Nel settore privato, a differenza del settore pubblico, gli illeciti nazionali in generale non rientrano nel decreto. Gli enti con una media di almeno 50 lavoratori e quelli che rientrano nell'ambito degli atti UE delle parti I.B e II dell'allegato ricevono segnalazioni di violazioni del diritto dell'Unione europea, in ambiti come appalti pubblici, servizi finanziari, sicurezza dei prodotti, ambiente, salute pubblica, protezione dei dati e concorrenza. Gli enti con un Modello 231 ricevono anche le segnalazioni di condotte rilevanti ai sensi del D.Lgs. 231/2001 e di violazioni del Modello: per queste è previsto solo il canale interno, qualunque sia il numero di lavoratori (art. 3, comma 2). Se l'ente ha meno di 50 lavoratori e non rientra nell'ambito degli atti UE delle parti I.B e II dell'allegato, il canale riguarda soltanto queste segnalazioni.",
        "Non rientrano le contestazioni di carattere personale che riguardano soltanto il proprio rapporto di lavoro.",
      ],
    },
    {
      id: "sicurezza-dei-dati",
      question: "Come sono protetti i dati delle segnalazioni?",
      answer: [
        [platform.encryption, "L'accesso è riservato ai gestori autorizzati.", platform.ipLogging]
          .filter(Boolean)
          .join(" "),
        `${platform.hosting ? `${platform.hosting} ` : ""}L'ente conserva le segnalazioni solo per il tempo necessario e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14 D.Lgs. 24/2023).`,
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
      question: "Basta la piattaforma per essere in regola con il D.Lgs. 24/2023?",
      answer: [
        `No: il decreto impone obblighi all'ente, non al software, e nessuna piattaforma li assolve da sola. ${platformDesignedFor()} Offre un canale scritto${platform.encrypted ? " cifrato" : ""}${platform.anonymity ? ", la segnalazione anche anonima" : ""}${platform.voiceReports ? ", la ricezione di messaggi vocali" : ""} e il dialogo riservato con il segnalante.`,
        `Restano alla tua organizzazione ${entityDuties(platform.voiceReports !== null).join("; ")}. ${service.consultation}`,
        // Buyer read M7: how the oral channel is provided; whether the platform takes voice messages is the operator's to declare.
        `Per le segnalazioni orali servono una linea telefonica o un sistema di messaggistica vocale e, su richiesta di chi segnala, un incontro diretto fissato entro un termine ragionevole (art. 4, comma 3). ${platform.voiceReports ? `${platform.voiceReports} I messaggi vocali bastano come canale orale: una linea telefonica è facoltativa. Restano all'ente l'incontro diretto su richiesta e, per i messaggi, quanto chiede l'art. 14, comma 2: documentarli con il consenso di chi segnala, conservando la registrazione o facendone la trascrizione integrale, che chi segnala può verificare, rettificare o confermare con la propria sottoscrizione.` : "La piattaforma non riceve segnalazioni vocali: la linea telefonica o il sistema di messaggistica vocale e l'incontro diretto restano a carico dell'ente."} Lo schema di procedura del kit di attivazione prevede il canale orale e l'incontro, da completare con il numero o il sistema scelto, gli eventuali orari e chi riceve le segnalazioni (il gestore o il suo sostituto), e contiene le regole per documentare le segnalazioni orali e gli incontri (art. 14, commi 2-4).`,
      ],
    },
    {
      id: "tempi-di-attivazione",
      question: "Quanto tempo serve per attivare il servizio?",
      answer: [
        `${service.activation.sentence} Ricevi l'indirizzo del tuo canale, le credenziali per i gestori e le indicazioni per pubblicarlo sul sito e comunicarlo al personale. I tempi della consultazione, della DPIA e della procedura dipendono da te (art. 4 e art. 13).`,
      ],
    },
    // DPO re-read B5: the options are the operator's declared ones, or the question is not asked.
    ...(platform.customisation
      ? [
          {
            id: "personalizzazione",
            question: "Posso personalizzare la piattaforma?",
            answer: [`${platform.customisation} Con il piano Enterprise la configurazione è definita nel preventivo.`],
          },
        ]
      : []),
    {
      id: "chi-gestisce",
      question: "Chi gestisce le segnalazioni?",
      answer: [
        "Le gestisce la persona o l'ufficio interno autonomo e formato che l'ente nomina, oppure un soggetto esterno, anch'esso autonomo e con personale specificamente formato (art. 4 D.Lgs. 24/2023). Negli enti pubblici tenuti a nominarlo è il Responsabile della prevenzione della corruzione e della trasparenza (RPCT).",
        `Noi forniamo e manteniamo la piattaforma e non valutiamo il merito delle segnalazioni.${platform.staffAccess ? ` ${platform.staffAccess}` : ""}`,
      ],
    },
    {
      id: "assistenza",
      question: "Che tipo di assistenza offrite?",
      answer: [
        `Dipende dal piano. ${supportByPlan().join("; ")}. Il piano Medium Business comprende anche la formazione all'uso della piattaforma per gli amministratori, il piano Enterprise anche per i gestori.`,
        `${service.updates} ${service.consultation}`,
      ],
    },
  ];
}
