import { formatEuro, plans } from "../../config/plans.ts";
import { service } from "../../config/service.ts";
import { platform } from "../../config/platform.ts";
import { entityDutyItems, GDPR_FINES, lowerFirst, supportByPlan } from "../../config/service-copy.ts";
import { BRAND, site } from "../../config/site.ts";
import type { SiteConfig } from "../../config/load-site-config.ts";

/**
 * The whitepaper 'Whistleblowing: guida pratica al D.Lgs. 24/2023' as data. The PDF renderer
 * (whitepaper-pdf.ts) only lays it out. Legal figures follow /work/shared/spec/legal-facts.md;
 * plans and operator data are read from config, never copied.
 *
 * Inline markup in text: **bold**. Straight apostrophes are turned into typographic ones by the
 * renderer.
 */

export interface TableColumn {
  header: string;
  /** Relative width of the column. */
  width: number;
}

export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "steps"; items: readonly { title: string; text: string }[] }
  | { kind: "table"; caption: string; columns: readonly TableColumn[]; rows: readonly (readonly string[])[] }
  | { kind: "callout"; title: string; text: string };

export interface WhitepaperSection {
  /** Anchor for the table of contents and the PDF outline. */
  id: string;
  title: string;
  /** Start the section on a new page. */
  newPage?: boolean;
  blocks: readonly Block[];
}

export interface WhitepaperContact {
  title: string;
  intro: readonly string[];
  url: string;
  email: string;
  operator: { name: string; address: string; vatNumber: string };
  disclaimer: string;
}

export interface WhitepaperContent {
  title: string;
  subtitle: string;
  audience: string;
  edition: string;
  /** Short lines on the cover: what the reader finds inside. */
  coverPoints: readonly string[];
  subject: string;
  keywords: string;
  sections: readonly WhitepaperSection[];
  contact: WhitepaperContact;
}

/** Month of the last revision of the text, printed on the cover. */
export const WHITEPAPER_EDITION = "novembre 2026";

export const WHITEPAPER_TITLE = "Whistleblowing: guida pratica al D.Lgs. 24/2023";

function p(text: string): Block {
  return { kind: "paragraph", text };
}

function sub(text: string): Block {
  return { kind: "subheading", text };
}

function bullets(...items: string[]): Block {
  return { kind: "bullets", items };
}

function callout(title: string, text: string): Block {
  return { kind: "callout", title, text };
}

const quadro: WhitepaperSection = {
  id: "quadro-normativo",
  title: "Il quadro normativo in breve",
  blocks: [
    p(
      "Il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023), pubblicato nella Gazzetta Ufficiale, serie generale n. 63 del 15 marzo 2023, recepisce in Italia la Direttiva (UE) 2019/1937 sulla protezione delle persone che segnalano violazioni. Ha riunito in un unico testo le regole per il settore pubblico e per quello privato e ha sostituito la disciplina precedente: ha abrogato l'art. 54-bis del D.Lgs. 165/2001, l'art. 6, commi 2-ter e 2-quater, del D.Lgs. 231/2001 e l'art. 3 della legge 179/2017, e ha riscritto l'art. 6, comma 2-bis, del D.Lgs. 231/2001 (artt. 23 e 24).",
    ),
    p(
      "Il principio è semplice: chi viene a conoscenza di una violazione nel proprio contesto lavorativo deve poterla segnalare in modo sicuro e non deve subire ritorsioni per averlo fatto. Per questo il decreto chiede agli enti di istituire un **canale di segnalazione interna**, di gestire le segnalazioni in tempi certi e di proteggere l'identità di chi segnala.",
    ),
    p(
      "Vigila l'ANAC (Autorità Nazionale Anticorruzione), che gestisce il canale di segnalazione esterna, applica le sanzioni e ha adottato le Linee guida sulla protezione delle persone segnalanti e sulle segnalazioni esterne (delibera n. 311 del 12 luglio 2023, modificata dalla delibera n. 479 del 26 novembre 2025) e le Linee guida n. 1/2025 sui canali interni di segnalazione (delibera n. 478 del 26 novembre 2025).",
    ),
    sub("Chi è tutelato"),
    p("La protezione riguarda chiunque segnali violazioni apprese nel contesto lavorativo (art. 3), tra cui:"),
    bullets(
      "lavoratori subordinati e lavoratori autonomi;",
      "collaboratori, liberi professionisti e consulenti;",
      "volontari e tirocinanti, retribuiti e non retribuiti;",
      "azionisti e persone con funzioni di amministrazione, direzione, controllo, vigilanza o rappresentanza;",
      "chi è in selezione o in periodo di prova e chi ha concluso il rapporto, se le informazioni sono state acquisite nel corso dello stesso.",
    ),
    p(
      "Le tutele si estendono ai **facilitatori** (chi assiste il segnalante nel processo di segnalazione), alle persone dello stesso contesto lavorativo legate al segnalante da uno stabile legame affettivo o di parentela entro il quarto grado, ai colleghi che hanno con lui un rapporto abituale e corrente e agli enti di sua proprietà o per cui lavora (art. 3, comma 5).",
    ),
    sub("Che cosa si può segnalare"),
    p(
      "Si segnalano comportamenti, atti od omissioni che ledono l'interesse pubblico o l'integrità dell'ente. Che cosa rientra dipende dal tipo di ente (art. 2, comma 1, lett. a, e art. 3):",
    ),
    bullets(
      "**settore pubblico**: illeciti amministrativi, contabili, civili o penali; condotte rilevanti ai sensi del D.Lgs. 231/2001; violazioni del diritto dell'Unione europea;",
      "**settore privato, enti con una media di almeno 50 lavoratori o nell'ambito degli atti UE delle parti I.B e II dell'allegato**: violazioni del diritto dell'Unione europea in settori come appalti pubblici, servizi finanziari, sicurezza dei prodotti e dei trasporti, tutela dell'ambiente, salute pubblica, protezione dei consumatori, tutela dei dati personali e concorrenza; gli illeciti nazionali in generale non rientrano, a differenza del settore pubblico;",
      "**settore privato, enti con un Modello 231**: anche le condotte rilevanti ai sensi del D.Lgs. 231/2001 e le violazioni del Modello 231, per le quali è previsto solo il canale interno, qualunque sia il numero di lavoratori (art. 3, comma 2); se l'ente ha meno di 50 lavoratori e non rientra nell'ambito degli atti UE delle parti I.B e II dell'allegato, il canale riguarda soltanto queste.",
    ),
    p(
      "Non rientrano nel decreto le contestazioni e le rivendicazioni di carattere personale che riguardano soltanto il proprio rapporto di lavoro (art. 1): per queste restano i canali ordinari, come l'ufficio del personale o le rappresentanze sindacali. Quali violazioni possono passare dal canale interno dipende anche dal tipo di ente, come spiega il capitolo successivo.",
    ),
  ],
};

const glossario: WhitepaperSection = {
  id: "parole-chiave",
  title: "Le parole chiave",
  blocks: [
    p(
      "Il decreto usa un lessico preciso: la maggior parte dei termini è definita dall'art. 2, mentre «gestore delle segnalazioni» è il termine d'uso per chi gestisce il canale (art. 4) e «avviso di ricevimento» viene dall'art. 5. Usare gli stessi termini nella procedura interna, nelle comunicazioni al personale e nella piattaforma evita ambiguità.",
    ),
    {
      kind: "table",
      caption: "Termini del D.Lgs. 24/2023",
      columns: [
        { header: "Termine", width: 1 },
        { header: "Significato", width: 3 },
      ],
      rows: [
        ["Segnalazione", "La comunicazione, scritta od orale, di informazioni sulle violazioni."],
        ["Segnalante", "La persona fisica che effettua la segnalazione o la divulgazione pubblica."],
        [
          "Facilitatore",
          "Chi assiste il segnalante nel processo di segnalazione, operando nello stesso contesto lavorativo.",
        ],
        [
          "Persona coinvolta",
          "La persona a cui la segnalazione attribuisce la violazione o che vi è comunque implicata.",
        ],
        [
          "Gestore delle segnalazioni",
          "La persona o l'ufficio, interno o esterno, autonomo e formato, a cui è affidata la gestione del canale.",
        ],
        [
          "Seguito",
          "L'azione del gestore per valutare i fatti segnalati, l'esito delle indagini e le misure adottate.",
        ],
        [
          "Avviso di ricevimento",
          "La conferma al segnalante che la segnalazione è arrivata: va inviata entro 7 giorni.",
        ],
        ["Riscontro", "L'informazione al segnalante sul seguito dato o che si intende dare: va fornita entro 3 mesi."],
        [
          "Ritorsione",
          "Qualsiasi comportamento, atto od omissione, anche solo tentato o minacciato, che provoca o può provocare un danno ingiusto al segnalante, in ragione della segnalazione.",
        ],
        [
          "Divulgazione pubblica",
          "Rendere di pubblico dominio le informazioni sulle violazioni, per esempio tramite la stampa o i social network.",
        ],
      ],
    },
  ],
};

const obbligati: WhitepaperSection = {
  id: "chi-e-obbligato",
  title: "Chi è obbligato",
  blocks: [
    p(
      "L'obbligo di istituire un canale di segnalazione interna dipende dalla natura dell'ente, dal numero medio di lavoratori e dall'eventuale adozione di un modello di organizzazione e gestione ai sensi del D.Lgs. 231/2001 (Modello 231).",
    ),
    {
      kind: "table",
      caption: "Soggetti obbligati (art. 2, 3 e 4 D.Lgs. 24/2023)",
      columns: [
        { header: "Soggetto", width: 2.2 },
        { header: "Che cosa deve fare", width: 2.6 },
        { header: "Riferimento", width: 1.3 },
      ],
      rows: [
        [
          "Settore pubblico: amministrazioni pubbliche, autorità amministrative indipendenti, enti pubblici economici, società in controllo pubblico e in house, organismi di diritto pubblico, concessionari di pubblico servizio",
          "Istituire il canale interno, senza soglie dimensionali. Negli enti tenuti a nominarlo, la gestione è affidata all'RPCT (Responsabile della prevenzione della corruzione e della trasparenza).",
          "art. 2, art. 4",
        ],
        [
          "Soggetti privati che nell'ultimo anno hanno impiegato una media di almeno 50 lavoratori subordinati, a tempo indeterminato o determinato",
          "Istituire il canale interno.",
          "art. 2, comma 1, lett. q, n. 1",
        ],
        [
          "Soggetti privati che rientrano nell'ambito degli atti UE delle parti I.B e II dell'allegato: servizi, prodotti e mercati finanziari e prevenzione del riciclaggio; specifici atti su aviazione civile, sicurezza marittima e sicurezza delle operazioni in mare nel settore degli idrocarburi. Non basta operare nei trasporti o nel settore ambientale",
          "Istituire il canale interno, a prescindere dal numero di lavoratori. Le discipline di settore sulle segnalazioni (per esempio art. 52-bis del Testo unico bancario, art. 4-undecies del Testo unico della finanza, art. 48 D.Lgs. 231/2007) restano applicabili a ciò che regolano (art. 1, comma 2, lett. b).",
          "art. 2, comma 1, lett. q, n. 2",
        ],
        [
          "Enti che adottano un Modello 231",
          "Istituire il canale interno, a prescindere dal numero di lavoratori; il Modello 231 deve prevedere i canali di segnalazione. Negli enti privati le condotte 231 si segnalano solo con il canale interno, qualunque sia il numero di lavoratori (art. 3, comma 2).",
          "art. 2, comma 1, lett. q, n. 3; art. 4",
        ],
        [
          "Enti con Modello 231, meno di 50 lavoratori e fuori dall'ambito degli atti UE dell'allegato",
          "Un canale interno per le sole condotte rilevanti ai sensi del D.Lgs. 231/2001 e le violazioni del Modello.",
          "art. 3, comma 2",
        ],
      ],
    },
    callout(
      "Come si calcola la soglia",
      "Conta la media dei lavoratori subordinati impiegati nell'ultimo anno, a tempo indeterminato e a tempo determinato. La soglia è «almeno 50»: un'azienda con una media di esattamente 50 lavoratori è obbligata. Se sei vicino alla soglia, fai il calcolo con il tuo consulente del lavoro e conserva il risultato.",
    ),
    sub("Canale condiviso"),
    p(
      "I comuni diversi dai capoluoghi di provincia e i soggetti privati con una media fino a 249 lavoratori possono condividere il canale di segnalazione interna e la relativa gestione (art. 4, comma 4). La condivisione riguarda le risorse: ogni ente resta responsabile delle proprie segnalazioni, della riservatezza e dei termini di gestione.",
    ),
  ],
};

const scadenze: WhitepaperSection = {
  id: "date",
  title: "Le date da conoscere",
  blocks: [
    p(
      "Il decreto ha previsto un'applicazione graduale (art. 24). Le date generali sono passate; un ente che ha raggiunto la media di 50 lavoratori, adottato il Modello 231 o è entrato nell'ambito degli atti UE dell'allegato più tardi è obbligato da quel momento.",
    ),
    {
      kind: "table",
      caption: "Le tappe del D.Lgs. 24/2023 e delle indicazioni ANAC",
      columns: [
        { header: "Data", width: 1.3 },
        { header: "Che cosa è successo", width: 4 },
      ],
      rows: [
        ["15 marzo 2023", "Pubblicazione del D.Lgs. 24/2023 nella Gazzetta Ufficiale (serie generale n. 63)."],
        ["30 marzo 2023", "Entrata in vigore del decreto."],
        [
          "12 luglio 2023",
          "L'ANAC adotta le Linee guida sulla protezione delle persone segnalanti e sulle segnalazioni esterne (delibera n. 311).",
        ],
        [
          "15 luglio 2023",
          "Le disposizioni del decreto diventano efficaci: obbligo del canale interno per il settore pubblico e per i soggetti privati con una media di almeno 250 lavoratori.",
        ],
        [
          "17 dicembre 2023",
          "Obbligo del canale interno anche per i soggetti privati con una media fino a 249 lavoratori (art. 24, comma 2).",
        ],
        [
          "26 novembre 2025",
          "L'ANAC adotta le Linee guida n. 1/2025 sui canali interni (delibera n. 478) e modifica le linee guida del 2023 (delibera n. 479).",
        ],
      ],
    },
    p(
      "Se la tua organizzazione è obbligata e il canale non c'è ancora, attivalo al più presto, nell'ordine giusto: senti le rappresentanze sindacali, completa la DPIA, adotta la procedura, poi metti in esercizio il canale e informa il personale. La checklist per l'implementazione, più avanti in questa guida, ti aiuta a non dimenticare nessun passaggio.",
    ),
  ],
};

const canale: WhitepaperSection = {
  id: "canale-interno",
  title: "Come deve essere il canale di segnalazione interna",
  blocks: [
    p("L'art. 4 del decreto fissa i requisiti minimi. Il canale di segnalazione interna deve offrire:"),
    bullets(
      "**forma scritta**, anche con piattaforme informatiche, e **forma orale**, tramite linee telefoniche o sistemi di messaggistica vocale;",
      "un **incontro diretto** con il gestore, su richiesta del segnalante, fissato entro un termine ragionevole;",
      "la **riservatezza** dell'identità del segnalante, della persona coinvolta e delle persone menzionate, del contenuto della segnalazione e della relativa documentazione, «anche tramite il ricorso a strumenti di crittografia»;",
      "un **gestore autonomo e formato**: una persona o un ufficio interno autonomo, dedicato e con personale specificamente formato, oppure un soggetto esterno con le stesse caratteristiche. Negli enti pubblici tenuti a nominarlo la gestione spetta all'RPCT;",
      "la **consultazione sindacale**: prima di attivare il canale vanno sentite le rappresentanze o le organizzazioni sindacali (art. 4, comma 1), e di nuovo a ogni modifica sostanziale della procedura (Linee guida ANAC n. 1/2025). Saltare questo passaggio è una non conformità.",
    ),
    p(
      "Per gli enti che adottano un Modello 231, i canali di segnalazione interna sono previsti dal Modello stesso, che va aggiornato di conseguenza insieme al sistema disciplinare.",
    ),
    sub("Piattaforma, e-mail o PEC? Le indicazioni dell'ANAC"),
    p(
      "Il decreto non impone uno strumento specifico. L'ANAC ha però indicato, nelle Linee guida sulla protezione delle persone segnalanti e sulle segnalazioni esterne (delibera n. 311/2023), che la posta elettronica ordinaria e la PEC (posta elettronica certificata), da sole, non sono canali adeguati, perché non garantiscono la riservatezza richiesta: per esempio, rivelano il mittente e i messaggi restano in caselle accessibili a più persone. Le Linee guida n. 1/2025 sui canali interni indicano come preferibili le piattaforme informatiche.",
    ),
    callout(
      "Raccomandata, non obbligatoria",
      "La piattaforma informatica è la soluzione preferita dall'ANAC, non un obbligo di legge. Conta che il canale, qualunque strumento usi, rispetti i requisiti dell'art. 4 e garantisca la riservatezza anche sul piano tecnico.",
    ),
    p("Una piattaforma dedicata semplifica il rispetto dei requisiti perché, in genere:"),
    bullets(
      "cifra le segnalazioni e gli allegati e limita l'accesso ai soli gestori autorizzati;",
      "separa l'identità del segnalante dal contenuto della segnalazione;",
      "permette di dialogare con il segnalante anche quando sceglie l'anonimato;",
      "registra le date di ricezione, di avviso e di riscontro, utili a dimostrare il rispetto dei termini.",
    ),
    sub("Se la segnalazione arriva alla persona sbagliata"),
    p(
      "Una segnalazione interna presentata a un soggetto diverso da quello competente va trasmessa, entro 7 giorni dal ricevimento, al gestore delle segnalazioni, informando contestualmente il segnalante (art. 4, comma 6). Per questo è utile che anche i responsabili di funzione sappiano come comportarsi.",
    ),
  ],
};

const gestione: WhitepaperSection = {
  id: "gestione",
  title: "Gestire una segnalazione: termini e passaggi",
  blocks: [
    p(
      "L'art. 5 descrive che cosa deve fare il gestore delle segnalazioni. I due termini da ricordare sono l'**avviso di ricevimento entro 7 giorni** e il **riscontro entro 3 mesi**.",
    ),
    {
      kind: "table",
      caption: "Le fasi della gestione (art. 5 e art. 14 D.Lgs. 24/2023)",
      columns: [
        { header: "Fase", width: 1.3 },
        { header: "Termine", width: 1.7 },
        { header: "Che cosa fare", width: 2.6 },
      ],
      rows: [
        [
          "Ricezione",
          "Alla presentazione",
          "Registrare la segnalazione e proteggere da subito l'identità del segnalante e delle persone coinvolte.",
        ],
        [
          "Avviso di ricevimento",
          "Entro 7 giorni dalla ricezione",
          "Confermare al segnalante che la segnalazione è arrivata.",
        ],
        [
          "Istruttoria",
          "Durante tutta la gestione",
          "Mantenere le interlocuzioni con il segnalante, chiedere integrazioni se servono, verificare i fatti e dare diligente seguito.",
        ],
        [
          "Riscontro",
          "Entro 3 mesi dall'avviso di ricevimento o, in mancanza, dalla scadenza dei 7 giorni dalla presentazione",
          "Informare il segnalante sul seguito dato o che si intende dare alla segnalazione.",
        ],
        [
          "Conservazione",
          "Non oltre 5 anni dalla comunicazione dell'esito finale",
          "Conservare la documentazione in modo riservato e cancellarla alla scadenza (art. 14).",
        ],
      ],
    },
    p(
      "Il riscontro non coincide per forza con la chiusura del caso. Se a 3 mesi gli accertamenti sono ancora in corso, comunica al segnalante le attività svolte e quelle previste, e informalo dell'esito quando arriva.",
    ),
    sub("Le informazioni da pubblicare"),
    p(
      "Il gestore mette a disposizione informazioni chiare sul canale, sulle procedure e sui presupposti per effettuare le segnalazioni interne ed esterne. Queste informazioni vanno esposte e rese visibili nei luoghi di lavoro, devono essere accessibili anche a chi non frequenta i locali dell'ente e, se l'ente ha un sito internet, vanno pubblicate in una sezione dedicata (art. 5). Una buona pagina informativa spiega:",
    ),
    bullets(
      "chi può segnalare e che cosa si può segnalare;",
      "come accedere al canale scritto, come segnalare oralmente e come chiedere un incontro diretto;",
      "chi gestisce le segnalazioni e in quali tempi risponde;",
      "come sono tutelate la riservatezza e, se scelto, l'anonimato;",
      "quando è possibile rivolgersi al canale esterno dell'ANAC;",
      "l'informativa sul trattamento dei dati personali.",
    ),
  ],
};

const esterno: WhitepaperSection = {
  id: "canale-esterno",
  title: "Canale esterno ANAC e divulgazione pubblica",
  blocks: [
    p(
      "Il canale interno è la via principale. Per le condotte 231 negli enti privati è l'unica: il canale esterno e la divulgazione pubblica non sono disponibili (art. 3, comma 2). Per le altre violazioni il segnalante può rivolgersi al canale esterno gestito dall'ANAC (art. 7) solo se, al momento della segnalazione, ricorre una di queste condizioni (art. 6):",
    ),
    bullets(
      "nel suo contesto lavorativo il canale interno non è previsto come obbligatorio, non è attivo o, se attivo, non è conforme all'art. 4;",
      "ha già fatto una segnalazione interna e questa non ha avuto seguito;",
      "ha fondati motivi di ritenere che una segnalazione interna non avrebbe efficace seguito o che potrebbe determinare il rischio di ritorsione;",
      "ha fondato motivo di ritenere che la violazione possa costituire un pericolo imminente o palese per il pubblico interesse.",
    ),
    p(
      "Ne deriva una conseguenza pratica: un canale interno assente, non conforme o poco affidabile apre la strada alle segnalazioni esterne. Un canale interno che funziona bene permette invece all'ente di conoscere e risolvere i problemi per primo.",
    ),
    sub("La divulgazione pubblica"),
    p(
      "Chi rende pubbliche le informazioni, per esempio tramite la stampa o i social network, è protetto solo alle condizioni dell'art. 15, cioè se:",
    ),
    bullets(
      "ha già effettuato una segnalazione interna ed esterna, oppure direttamente una segnalazione esterna, senza ricevere riscontro nei termini previsti;",
      "ha fondato motivo di ritenere che la violazione possa costituire un pericolo imminente o palese per il pubblico interesse;",
      "ha fondato motivo di ritenere che la segnalazione esterna possa comportare il rischio di ritorsioni o non avere efficace seguito, per esempio perché le prove potrebbero essere occultate o distrutte.",
    ),
    p(
      "Resta possibile la denuncia all'autorità giudiziaria o contabile; le tutele del decreto si applicano alle condizioni dell'art. 16 e nei limiti dell'art. 3.",
    ),
  ],
};

const ritorsioni: WhitepaperSection = {
  id: "ritorsioni",
  title: "Protezione dalle ritorsioni",
  blocks: [
    p(
      "Le ritorsioni contro il segnalante sono vietate (art. 17). Nei procedimenti che riguardano comportamenti ritenuti ritorsivi vale una presunzione: si presume che siano conseguenza della segnalazione, e spetta a chi li ha adottati dimostrare che sono motivati da ragioni estranee. Tra gli esempi elencati dal decreto:",
    ),
    bullets(
      "licenziamento, sospensione o misure equivalenti;",
      "retrocessione di grado o mancata promozione;",
      "mutamento di funzioni, cambiamento del luogo di lavoro, riduzione dello stipendio, modifica dell'orario;",
      "sospensione della formazione o restrizione dell'accesso alla stessa;",
      "note di merito negative o referenze negative;",
      "misure disciplinari o altre sanzioni, anche pecuniarie;",
      "coercizione, intimidazione, molestie od ostracismo;",
      "discriminazione o trattamento sfavorevole;",
      "mancata conversione di un contratto a termine in un contratto a tempo indeterminato, o mancato rinnovo;",
      "danni, anche alla reputazione, in particolare sui social media, e pregiudizi economici;",
      "inserimento in elenchi che impediscono di trovare un'occupazione nel settore.",
    ),
    p(
      "Il segnalante può comunicare all'ANAC le ritorsioni che ritiene di aver subito. Gli atti ritorsivi sono nulli e chi è stato licenziato a causa della segnalazione ha diritto a essere reintegrato nel posto di lavoro (art. 19).",
    ),
    sub("Quando si applicano le tutele"),
    p(
      "Le tutele spettano a chi, al momento della segnalazione, aveva fondato motivo di ritenere vere le informazioni e rientranti nell'ambito del decreto, e ha segnalato secondo le regole previste (art. 16). I motivi personali che hanno spinto a segnalare non contano.",
    ),
    p(
      "Le tutele non si applicano quando è accertata, anche con sentenza di primo grado, la responsabilità penale del segnalante per diffamazione o calunnia, oppure la sua responsabilità civile per lo stesso titolo nei casi di dolo o colpa grave (art. 16, comma 3). In questi casi al segnalante è irrogata anche una sanzione disciplinare.",
    ),
  ],
};

const sanzioni: WhitepaperSection = {
  id: "sanzioni",
  title: "Le sanzioni",
  blocks: [
    p(
      "L'ANAC applica sanzioni amministrative pecuniarie «al responsabile» (art. 21 D.Lgs. 24/2023). Gli importi sono questi:",
    ),
    {
      kind: "table",
      caption: "Sanzioni ANAC (art. 21 D.Lgs. 24/2023)",
      columns: [
        { header: "Condotta", width: 3.4 },
        { header: "Sanzione", width: 1.3 },
      ],
      rows: [
        [
          "Ritorsioni; ostacolo, anche solo tentato, alla segnalazione; violazione dell'obbligo di riservatezza (art. 12)",
          "da 10.000 a 50.000 €",
        ],
        [
          "Canali di segnalazione non istituiti; procedure per l'effettuazione e la gestione delle segnalazioni non adottate o non conformi agli artt. 4 e 5; mancata verifica e analisi delle segnalazioni ricevute",
          "da 10.000 a 50.000 €",
        ],
        [
          "Segnalante di cui è accertata la responsabilità civile per diffamazione o calunnia nei casi di dolo o colpa grave (art. 16, comma 3), salvo che sia già stato condannato, anche in primo grado, per diffamazione o calunnia",
          "da 500 a 2.500 €",
        ],
      ],
    },
    p(
      "Poiché il decreto riferisce le sanzioni «al responsabile», conviene stabilire nella procedura interna chi fa che cosa: chi istituisce il canale, chi gestisce le segnalazioni, chi vigila sul rispetto dei termini.",
    ),
    p(
      "Gli enti con un Modello 231 devono inoltre prevedere, nel proprio sistema disciplinare, sanzioni nei confronti di chi risulta responsabile di questi illeciti (art. 21, comma 2).",
    ),
    callout(
      "Un regime distinto: il GDPR",
      `Un trattamento illecito dei dati personali contenuti nelle segnalazioni può portare anche alle sanzioni del Garante per la protezione dei dati personali, previste dal Regolamento (UE) 2016/679 (GDPR) in due fasce: ${GDPR_FINES}. Una sicurezza inadeguata ricade nella prima fascia. Sono sanzioni diverse e indipendenti da quelle dell'ANAC.`,
    ),
    p(
      "Attenzione alle fonti datate: gli importi validi sono quelli dell'art. 21 D.Lgs. 24/2023. Le cifre che circolano in documenti precedenti al decreto si riferiscono alla disciplina abrogata dell'art. 54-bis del D.Lgs. 165/2001.",
    ),
  ],
};

const privacy: WhitepaperSection = {
  id: "protezione-dati",
  title: "Protezione dei dati personali",
  blocks: [
    p(
      "Una segnalazione contiene quasi sempre dati personali, a volte delicati: del segnalante, della persona coinvolta, di testimoni. L'art. 13 del decreto coordina la gestione delle segnalazioni con il Regolamento (UE) 2016/679 (GDPR) e con il Codice in materia di protezione dei dati personali (D.Lgs. 196/2003, Codice Privacy).",
    ),
    {
      kind: "table",
      caption: "Adempimenti privacy per il canale di segnalazione",
      columns: [
        { header: "Adempimento", width: 1.5 },
        { header: "Che cosa significa", width: 3.1 },
        { header: "Riferimento", width: 1.2 },
      ],
      rows: [
        [
          "Titolare del trattamento",
          "L'ente obbligato è titolare dei dati trattati nella gestione delle segnalazioni.",
          "art. 13 D.Lgs. 24/2023",
        ],
        [
          "Fornitori",
          "Chi fornisce la piattaforma o gestisce il canale per conto dell'ente è responsabile del trattamento, nominato con un contratto o atto giuridico.",
          "art. 28 GDPR",
        ],
        [
          "DPIA",
          "Prima di attivare il canale va svolta la valutazione d'impatto sulla protezione dei dati (DPIA), che individua le misure tecniche e organizzative adeguate.",
          "art. 13 D.Lgs. 24/2023; art. 35 GDPR",
        ],
        [
          "Minimizzazione",
          "I dati manifestamente non utili alla gestione di una specifica segnalazione non sono raccolti o, se raccolti per errore, sono cancellati immediatamente.",
          "art. 13 D.Lgs. 24/2023",
        ],
        [
          "Informativa",
          "Segnalanti e persone coinvolte ricevono un'informativa sul trattamento dei dati.",
          "artt. 13 e 14 GDPR",
        ],
        [
          "Diritti degli interessati",
          "I diritti di accesso e gli altri diritti degli interessati possono essere limitati se dal loro esercizio potrebbe derivare un pregiudizio effettivo e concreto alla riservatezza dell'identità del segnalante.",
          "art. 2-undecies Codice Privacy",
        ],
        [
          "Conservazione",
          "Solo per il tempo necessario al trattamento della segnalazione e comunque non oltre 5 anni dalla comunicazione dell'esito finale.",
          "art. 14 D.Lgs. 24/2023",
        ],
      ],
    },
    p(
      "Il DPO (responsabile della protezione dei dati), dove nominato, va consultato durante la DPIA. Il trattamento va inoltre inserito nel registro delle attività di trattamento.",
    ),
    sub("L'identità del segnalante"),
    p(
      "L'identità del segnalante, e ogni informazione da cui si possa ricavarla, non può essere rivelata senza il suo consenso espresso a persone diverse da quelle competenti a ricevere o a dare seguito alle segnalazioni (art. 12). Nel procedimento penale l'identità è coperta dal segreto nei modi e nei limiti dell'art. 329 del codice di procedura penale; davanti alla Corte dei conti non può essere rivelata fino alla chiusura della fase istruttoria. Nel procedimento disciplinare, se la contestazione si fonda in tutto o in parte sulla segnalazione e conoscere l'identità del segnalante è indispensabile per la difesa dell'incolpato, la segnalazione è utilizzabile solo con il consenso espresso del segnalante.",
    ),
    sub("Le segnalazioni orali"),
    p(
      "Quando la segnalazione arriva su una linea telefonica registrata, in un incontro diretto o tramite messaggistica vocale, va documentata, previo consenso del segnalante, con una registrazione oppure con una trascrizione o un verbale. Se il contenuto è trascritto o verbalizzato, il segnalante può verificarlo, correggerlo e confermarlo con la propria firma. Se la linea telefonica non è registrata, si redige un resoconto dettagliato della conversazione, che il segnalante può verificare allo stesso modo (art. 14).",
    ),
  ],
};

const checklist: WhitepaperSection = {
  id: "checklist",
  title: "Checklist per l'implementazione",
  blocks: [
    p(
      "I passaggi che seguono ti portano da zero a un canale attivo e documentato. L'ordine conta: la consultazione sindacale e la DPIA vengono prima dell'attivazione.",
    ),
    {
      kind: "steps",
      items: [
        {
          title: "Verifica se e come sei obbligato",
          text: "Calcola la media dei lavoratori dell'ultimo anno, verifica se adotti un Modello 231 o se rientri nell'ambito degli atti UE delle parti I.B e II dell'allegato al decreto.",
        },
        {
          title: "Nomina il gestore delle segnalazioni",
          text: "Una persona o un ufficio interno autonomo e formato, oppure un soggetto esterno con le stesse caratteristiche. Negli enti pubblici tenuti a nominarlo è l'RPCT. Definisci chi lo sostituisce in caso di conflitto di interessi e di assenze oltre 7 giorni (Linee guida ANAC n. 1/2025).",
        },
        {
          title: "Scegli gli strumenti del canale",
          text: "Canale scritto (preferibilmente una piattaforma informatica), canale orale e modalità per chiedere un incontro diretto.",
        },
        {
          title: "Scrivi la procedura interna",
          text: "Chi può segnalare e che cosa, come si segnala, chi gestisce, i termini di 7 giorni e 3 mesi, la tutela della riservatezza, la conservazione, i rapporti con il canale esterno ANAC.",
        },
        {
          title: "Svolgi la DPIA e completa gli adempimenti privacy",
          text: "Valutazione d'impatto con il DPO, registro dei trattamenti, informative, nomina del fornitore come responsabile del trattamento (art. 28 GDPR).",
        },
        {
          title: "Senti le rappresentanze sindacali",
          text: "Sottoponi la procedura alle rappresentanze o alle organizzazioni sindacali prima dell'attivazione e a ogni modifica sostanziale, e conserva traccia del confronto.",
        },
        {
          title: "Adotta formalmente la procedura",
          text: "Con una delibera dell'organo competente. Se hai un Modello 231, aggiorna il Modello e il sistema disciplinare con le sanzioni dell'art. 21.",
        },
        {
          title: "Forma il gestore e informa il personale",
          text: "Il gestore deve essere specificamente formato; il personale deve sapere che il canale esiste, come usarlo e quali tutele offre.",
        },
        {
          title: "Pubblica le informazioni",
          text: "In una sezione dedicata del sito internet e nei luoghi di lavoro, in modo accessibile anche a chi non li frequenta.",
        },
        {
          title: "Attiva il canale e provalo",
          text: "Invia una segnalazione di prova, verifica l'avviso di ricevimento, il dialogo con il segnalante e gli accessi dei gestori.",
        },
        {
          title: "Gestisci le segnalazioni nei termini",
          text: "Avviso di ricevimento entro 7 giorni, riscontro entro 3 mesi, documentazione di ogni passaggio.",
        },
        {
          title: "Riesamina periodicamente",
          text: "Controlla i tempi di conservazione (non oltre 5 anni), aggiorna la procedura quando cambiano l'organizzazione, la normativa o le indicazioni dell'ANAC, ripeti la formazione.",
        },
      ],
    },
  ],
};

function servizio(): WhitepaperSection {
  return {
    id: "servizio",
    title: `Come ti aiuta ${BRAND}`,
    blocks: [
      p(
        `${BRAND} ti offre una piattaforma per il canale di segnalazione interna, pronta all'uso, in hosting e basata su un software open source per le segnalazioni. Non devi installare nulla: ricevi l'indirizzo del tuo canale, le credenziali per i gestori e le indicazioni per pubblicarlo.`,
      ),
      sub("Che cosa fa la piattaforma"),
      bullets(
        service.designedFor,
        `**Segnalazioni cifrate**: ${lowerFirst(platform.encryption)}`,
        `**Anonimato facoltativo**: ${lowerFirst(service.anonymity)}${platform.tor ? ` ${platform.tor}` : ""}`,
        `**Indirizzi IP**: ${lowerFirst(platform.ipLogging)}`,
        `**Server nell'${service.hostingRegion}**, con i dati conservati per il tempo che l'ente stabilisce, nei limiti dell'art. 14 del decreto.`,
        `**Tempi**: ${lowerFirst(service.activation.sentence)} Per il piano Enterprise i tempi sono concordati nell'offerta. Il canale entra in esercizio quando l'ente ha sentito le rappresentanze sindacali, completato la DPIA e adottato la procedura.`,
        `**Supporto** secondo il piano (${supportByPlan().join("; ")}). ${service.consultation}`,
        service.updates,
      ),
      sub("Che cosa resta a carico della tua organizzazione"),
      p(
        "Il decreto impone obblighi all'ente, non al software: una piattaforma copre il canale scritto e la sua sicurezza, ma nessuna piattaforma rende un'organizzazione in regola da sola. Restano all'ente:",
      ),
      bullets(...entityDutyItems()),
      callout(
        "Il nostro ruolo",
        `Forniamo e manteniamo la piattaforma e non valutiamo il merito delle segnalazioni.${platform.staffAccess ? ` ${platform.staffAccess}` : ""} Le segnalazioni le gestisce la persona o l'ufficio che la tua organizzazione ha nominato.`,
      ),
    ],
  };
}

function piani(): WhitepaperSection {
  const rows = plans.map((plan) => [
    plan.name,
    plan.sizeRange,
    plan.yearlyPrice === null ? "Su richiesta" : `${formatEuro(plan.yearlyPrice)} all'anno`,
    plan.activationPrice === null ? "Su richiesta" : `${formatEuro(plan.activationPrice)} una tantum`,
    plan.features.join("\n"),
  ]);
  return {
    id: "piani",
    title: "Piani e prezzi",
    blocks: [
      p(
        "Scegli il piano più adatto alle tue esigenze. Tutti i prezzi sono IVA esclusa: il canone è annuale, l'attivazione si paga una sola volta.",
      ),
      {
        kind: "table",
        caption: "Piani (prezzi IVA esclusa)",
        columns: [
          { header: "Piano", width: 1.1 },
          { header: "Dimensione", width: 1.2 },
          { header: "Canone (IVA esclusa)", width: 1.2 },
          { header: "Attivazione (IVA esclusa)", width: 1.2 },
          { header: "Che cosa comprende", width: 2.4 },
        ],
        rows,
      },
      p(
        "Eventuali promozioni in corso sono indicate sul sito. Anche gli enti obbligati con meno di 50 lavoratori, per un Modello 231 o per gli atti UE dell'allegato, possono ordinare Small Business. Gli enti pubblici acquistano con le procedure dei contratti pubblici: scrivici per ricevere un'offerta.",
      ),
    ],
  };
}

const fonti: WhitepaperSection = {
  id: "fonti",
  title: "Fonti",
  blocks: [
    bullets(
      "Decreto legislativo 10 marzo 2023, n. 24, in Gazzetta Ufficiale, serie generale n. 63 del 15 marzo 2023.",
      "Direttiva (UE) 2019/1937 del Parlamento europeo e del Consiglio, del 23 ottobre 2019.",
      "ANAC, delibera n. 311 del 12 luglio 2023: linee guida sulla protezione delle persone che segnalano violazioni e sulle procedure per le segnalazioni esterne (modificata dalla delibera n. 479 del 26 novembre 2025).",
      "ANAC, delibera n. 478 del 26 novembre 2025, Linee guida n. 1/2025 sui canali interni di segnalazione.",
      "Regolamento (UE) 2016/679 (GDPR) e D.Lgs. 196/2003 (Codice Privacy).",
      "D.Lgs. 8 giugno 2001, n. 231 (responsabilità amministrativa degli enti).",
    ),
  ],
};

export function getWhitepaperContent(config: SiteConfig = site): WhitepaperContent {
  return {
    title: WHITEPAPER_TITLE,
    subtitle:
      "Chi è obbligato, scadenze, requisiti del canale, gestione delle segnalazioni, sanzioni e protezione dei dati: che cosa deve fare la tua organizzazione.",
    audience: "Per HR, compliance, DPO, RPCT e direzione",
    edition: `Edizione ${WHITEPAPER_EDITION}`,
    coverPoints: [
      "Chi deve attivare un canale di segnalazione interna",
      "Termini di gestione: 7 giorni e 3 mesi",
      "Sanzioni ANAC dell'art. 21 e regime GDPR",
      "Checklist in 12 passaggi",
    ],
    subject: "Obblighi, scadenze, canali, sanzioni e protezione dei dati nel whistleblowing secondo il D.Lgs. 24/2023",
    keywords: "whistleblowing, D.Lgs. 24/2023, ANAC, canale di segnalazione interna, Modello 231, GDPR",
    sections: [
      quadro,
      glossario,
      obbligati,
      scadenze,
      canale,
      gestione,
      esterno,
      ritorsioni,
      sanzioni,
      privacy,
      checklist,
      servizio(),
      piani(),
      fonti,
    ],
    contact: {
      title: "Parliamo del tuo canale di segnalazione",
      intro: [
        "Hai dubbi su come applicare il D.Lgs. 24/2023 alla tua organizzazione o vuoi attivare il canale? Scrivici: ti rispondiamo al più presto.",
        "Puoi usare il modulo di contatto del sito o scriverci direttamente per e-mail.",
      ],
      url: `${config.siteUrl}/contatti`,
      email: config.operator.email,
      operator: {
        name: config.operator.name,
        address: config.operator.address,
        vatNumber: config.operator.vatNumber,
      },
      disclaimer:
        "Questa guida ha scopo informativo e descrive la normativa in vigore alla data dell'edizione. Non sostituisce una consulenza legale sul caso specifico della tua organizzazione.",
    },
  };
}
