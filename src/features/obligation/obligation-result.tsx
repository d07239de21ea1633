import type { ReactNode } from "react";
import type { VatRegime } from "../../config/load-site-config.ts";
import { kitHref } from "../../config/activation-kit-links.ts";
import { findPlan, formatEuro, priceVatNote } from "../../config/plans.ts";
import { service } from "../../config/service.ts";
import { CheckIcon } from "../../components/ui/icon.tsx";
import {
  SIZE_THRESHOLD,
  type Answers,
  type Assessment,
  type Fit,
  type Obliged,
  type Reason,
  type Reportable,
} from "./rules.ts";

type Level = 2 | 3;
type PrivateAnswers = Extract<Answers, { ente: "privato" }>;

const ANNEX = "atti UE delle parti I.B e II dell'allegato al decreto";

const reasonText: Record<Reason, string> = {
  pubblico:
    "appartiene al settore pubblico (art. 2, comma 1, lett. p): tutti i soggetti del settore pubblico devono avere un canale interno, senza soglie di dimensione (art. 4);",
  dimensione:
    "ha impiegato nell'ultimo anno una media di almeno 50 lavoratori subordinati, a tempo indeterminato o determinato (art. 2, comma 1, lett. q, n. 1);",
  settore: `rientra nell'ambito di applicazione degli ${ANNEX} (gli atti su servizi, prodotti e mercati finanziari e prevenzione del riciclaggio, e quelli sulla segnalazione di eventi nell'aviazione civile, sulla sicurezza marittima e sulla sicurezza delle operazioni in mare nel settore degli idrocarburi), a prescindere dalle dimensioni (art. 2, comma 1, lett. q, n. 2);`,
  modello231: "ha adottato un Modello 231, a prescindere dalle dimensioni (art. 2, comma 1, lett. q, n. 3);",
};

/** How a reason came about, for an entity that may have become obliged after 2023 (art. 24). */
const lateEntry: Partial<Record<Reason, string>> = {
  dimensione: "ha raggiunto la media di 50 lavoratori",
  settore: "è entrata nell'ambito degli atti UE dell'allegato",
  modello231: "ha adottato il Modello 231",
};

const reportableText: Record<Reportable, string> = {
  "illeciti-nazionali":
    "illeciti amministrativi, contabili, civili o penali previsti dal diritto nazionale, segnalabili nel settore pubblico (art. 2, comma 1, lett. a, n. 1)",
  "condotte-231":
    "condotte illecite rilevanti ai sensi del D.Lgs. 231/2001 e violazioni del Modello 231 (art. 2, comma 1, lett. a, n. 2)",
  "diritto-ue": "violazioni del diritto dell'Unione europea indicate dal decreto (art. 2, comma 1, lett. a, nn. 3-6)",
};

/** Art. 1 c.2 lett. b: what the sector's own reporting rules govern stays with them. */
const SECTOR_RULES =
  "Se la tua organizzazione è soggetta a discipline di settore sulle segnalazioni (per esempio art. 52-bis TUB, art. 4-undecies TUF, art. 48 D.Lgs. 231/2007), coordina il canale con quelle regole, che per le violazioni da esse disciplinate restano applicabili (art. 1, comma 2, lett. b).";

/** Art. 2 c.1 lett. p, for whoever answered 'Privato' but belongs to the public sector. */
const ANSWER_PUBLIC =
  "Se la tua organizzazione è una società a controllo pubblico o in house, un concessionario di pubblico servizio, un ente pubblico economico o un organismo di diritto pubblico, rispondi «Pubblico»: appartiene al settore pubblico ed è obbligata a prescindere dalle dimensioni (art. 2, comma 1, lett. p).";

/** Ready is not live: the platform can be prepared at once, the channel opens after arts. 4 and 13. */
const READY_NOT_LIVE =
  "Se il canale non c'è ancora, preparalo al più presto: puoi predisporre subito la piattaforma, ma il canale entra in funzione solo dopo che hai sentito le rappresentanze o le organizzazioni sindacali, adottato la procedura (art. 4) e completato la valutazione d'impatto sulla protezione dei dati (art. 13).";

const commonDuties = [
  "Rilasciare a chi segnala un avviso di ricevimento entro 7 giorni (art. 5).",
  "Dare diligente seguito alla segnalazione e un riscontro entro 3 mesi dall'avviso di ricevimento o, in mancanza, dalla scadenza dei 7 giorni (art. 5).",
  "Conservare segnalazioni e documentazione solo per il tempo necessario e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14).",
  "Sentire le rappresentanze o le organizzazioni sindacali prima di attivare il canale e a ogni modifica sostanziale della procedura (art. 4, comma 1; Linee guida ANAC n. 1/2025).",
] as const;

const DPIA_DUTY =
  "Fare, prima di mettere in funzione il canale, una valutazione d'impatto sulla protezione dei dati (DPIA): la tua organizzazione è titolare del trattamento e il fornitore della piattaforma è responsabile del trattamento ai sensi dell'art. 28 GDPR (art. 13).";

const WHERE_PUBLISHED =
  "esposte nei luoghi di lavoro e pubblicate in una sezione dedicata del sito, se ne hai uno (art. 5)";

/** Who manages the channel: the RPCT where one must be appointed (art. 4 c.5), otherwise art. 4 c.2. */
function managerDuty(publicSector: boolean): string {
  const chosen =
    "una persona o a un ufficio interno autonomo e con personale formato, oppure a un soggetto esterno, anch'esso autonomo e con personale formato (art. 4, comma 2)";
  return publicSector
    ? `Affidare la gestione del canale all'RPCT, se l'ente è tenuto a nominarlo (legge 190/2012; art. 4, comma 5); altrimenti a ${chosen}.`
    : `Affidare la gestione del canale a ${chosen}.`;
}

/** What staff must be told about ANAC depends on what the channel covers (art. 3 c.2, art. 5 c.1 lett. e). */
function informationDuty(result: Obliged, publicSector: boolean): string {
  if (result.channel === "solo-231") {
    return `Mettere a disposizione informazioni chiare sul canale, sulle procedure e sui presupposti per segnalare, ${WHERE_PUBLISHED}. Nelle informazioni spiega che, per le condotte rilevanti ai fini 231, il canale esterno dell'ANAC non è disponibile (art. 3, comma 2).`;
  }
  const base = `Mettere a disposizione informazioni chiare su canale, procedure e presupposti per segnalare, internamente e all'ANAC: ${WHERE_PUBLISHED}.`;
  return !publicSector && result.internalOnly231
    ? `${base} Spiega che all'ANAC si possono segnalare le violazioni del diritto dell'Unione, non le condotte rilevanti ai fini 231 (art. 3, comma 2).`
    : base;
}

function dutiesFor(result: Obliged, publicSector: boolean): string[] {
  return [...commonDuties, managerDuty(publicSector), DPIA_DUTY, informationDuty(result, publicSector)];
}

const sinceText: Record<Obliged["since"], string> = {
  "2023-07-15": "15 luglio 2023",
  "2023-12-17": "17 dicembre 2023",
};

/** Where each recommendation leads: the order page for Small and Medium, /contatti otherwise. */
export const planLinks: Record<Fit, { primary: { href: string; label: string }; card: boolean }> = {
  "small-business": { primary: { href: "/ordine?piano=small", label: "Ordina Small Business" }, card: true },
  "medium-business": { primary: { href: "/ordine?piano=medium", label: "Ordina Medium Business" }, card: true },
  enterprise: { primary: { href: "/contatti?piano=enterprise", label: "Chiedi un'offerta Enterprise" }, card: true },
  "ente-pubblico": { primary: { href: "/contatti", label: "Scrivici per un'offerta" }, card: false },
};

function Heading({ level, id, children }: { level: Level; id?: string; children: ReactNode }) {
  const Tag = level === 2 ? "h2" : "h3";
  return (
    <Tag id={id} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
      {children}
    </Tag>
  );
}

function Part({ level, title, children }: { level: Level; title: string; children: ReactNode }) {
  const Tag = level === 2 ? "h3" : "h4";
  return (
    <div>
      <Tag className="text-lg font-semibold text-slate-900">{title}</Tag>
      <div className="mt-2 space-y-2 text-slate-700">{children}</div>
    </div>
  );
}

function Checklist({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** One sentence for the live region: what changed, without the whole result read aloud. */
export function resultSummary(assessment: Assessment, answers: Answers): string {
  if (assessment.outcome === "non-obbligato")
    return "Risultato: con queste risposte la tua organizzazione non è obbligata.";
  if (assessment.outcome === "da-verificare")
    return "Risultato: dipende dagli atti UE dell'allegato al decreto; qui sotto trovi che cosa verificare.";
  const plan = findPlan(assessment.fit);
  const fit = plan && answers.ente === "privato" ? ` Piano adatto: ${plan.name}.` : "";
  return `Risultato: la tua organizzazione è obbligata.${fit}`;
}

function NotObliged({ level }: { level: Level }) {
  return (
    <>
      <p>
        Con queste risposte il D.Lgs. 24/2023 non obbliga la tua organizzazione ad attivare un canale di segnalazione
        interna: è un soggetto privato con una media inferiore a 50 lavoratori, senza Modello 231 e fuori dall'ambito
        degli {ANNEX} (art. 2, comma 1, lett. q).
      </p>
      <p>{ANSWER_PUBLIC}</p>
      <Part level={level} title="Cosa cambierebbe la risposta">
        <p>La tua organizzazione diventerebbe obbligata se:</p>
        <Checklist
          items={[
            "la media dei lavoratori dell'ultimo anno arrivasse ad almeno 50;",
            "adottasse un Modello 231;",
            `entrasse nell'ambito di applicazione degli ${ANNEX}.`,
          ]}
        />
        <p>La soglia si calcola sulla media dell'ultimo anno: ripeti la verifica quando cambia l'organico.</p>
      </Part>
    </>
  );
}

/** 'Non so' with nothing else that obliges: what the answer depends on and what to check (art. 2 c.1 lett. q n. 2). */
function Depends({ level }: { level: Level }) {
  return (
    <>
      <p>
        Con una media inferiore a 50 lavoratori e senza Modello 231, la tua organizzazione è obbligata solo se rientra
        nell'ambito di applicazione degli {ANNEX} (art. 2, comma 1, lett. q, n. 2). Non conta il settore in cui lavora,
        ma se è destinataria di uno di questi atti.
      </p>
      <Part level={level} title="Che cosa verificare">
        <p>Vi rientra, per esempio, se la tua organizzazione:</p>
        <Checklist
          items={[
            "è una banca, un intermediario finanziario, un'impresa di investimento, un'impresa di assicurazione o un altro soggetto obbligato alla normativa antiriciclaggio;",
            "è un'organizzazione dell'aviazione civile soggetta alle norme UE sulla segnalazione di eventi (regolamento (UE) n. 376/2014);",
            "opera nel trasporto marittimo ed è soggetta alle norme UE sulla sicurezza marittima richiamate dall'allegato (direttive 2009/16/CE e 2013/54/UE);",
            "svolge operazioni in mare nel settore degli idrocarburi (direttiva 2013/30/UE).",
          ]}
        />
        <p>
          Un'impresa di autotrasporto o di raccolta dei rifiuti, solo per questo, non vi rientra. Nel dubbio, chiedi al
          tuo consulente quali atti dell'allegato si applicano alla tua attività.
        </p>
      </Part>
      <Part level={level} title="Che cosa ne segue">
        <Checklist
          items={[
            "Se vi rientra, deve avere un canale interno completo, per le violazioni del diritto dell'Unione, dal 17 dicembre 2023 (art. 24, comma 2) o, se vi è entrata dopo, da allora; le discipline di settore sulle segnalazioni restano applicabili alle violazioni che disciplinano (art. 1, comma 2, lett. b). Ripeti la verifica rispondendo «Sì».",
            "Se non vi rientra, il decreto non la obbliga finché la media resta sotto i 50 lavoratori e non adotta un Modello 231. Ripeti la verifica rispondendo «No».",
          ]}
        />
        <p>{ANSWER_PUBLIC}</p>
      </Part>
    </>
  );
}

/** From when: art. 24, or later for an entity that became obliged after 2023 (legal-facts.md, 'Dates'). */
function Since({ result, privateEntity }: { result: Obliged; privateEntity: boolean }) {
  const date = <strong>{sinceText[result.since]}</strong>;
  if (!privateEntity) {
    return (
      <p>
        Dal {date}, data da cui si applicano gli obblighi del decreto (art. 24, comma 1). Per un ente entrato nel
        settore pubblico dopo quella data, per esempio perché costituito in seguito, l'obbligo decorre da allora.
      </p>
    );
  }
  const events = result.reasons.flatMap((reason) => lateEntry[reason] ?? []).join(" o ");
  const later = `la tua organizzazione è diventata obbligata dopo, perché ${events}, l'obbligo decorre da allora`;
  return result.since === "2023-12-17" ? (
    <p>
      Dal {date}: per i soggetti privati con una media fino a 249 lavoratori l'obbligo di istituire il canale interno
      decorre da questa data (art. 24, comma 2). Se però {later}.
    </p>
  ) : (
    <p>
      Dal {date}, data da cui si applicano gli obblighi del decreto (art. 24, comma 1). Se allora la media era fino a
      249 lavoratori, l'obbligo di istituire il canale interno decorre dal 17 dicembre 2023 (art. 24, comma 2); se{" "}
      {later}.
    </p>
  );
}

const CHANNEL_REQUIREMENTS =
  "forma scritta, anche con una piattaforma informatica, e orale, incontro diretto su richiesta, riservatezza di chi segnala, delle persone coinvolte e del contenuto, anche con strumenti di crittografia";

function Channel({ result, privateEntity }: { result: Obliged; privateEntity: boolean }) {
  const sectorRules = result.reasons.includes("settore") || result.annexUnknown;
  if (result.channel === "solo-231") {
    return (
      <>
        <p>
          Un canale di segnalazione interna per le sole condotte rilevanti ai sensi del D.Lgs. 231/2001 e le violazioni
          del Modello 231 (art. 3, comma 2). Per queste segnalazioni è previsto solo il canale interno: il canale
          esterno dell'ANAC e la divulgazione pubblica non sono disponibili. Il canale ha i requisiti dell'art. 4:{" "}
          {CHANNEL_REQUIREMENTS}.
        </p>
        {result.annexUnknown && (
          <p>
            Se la tua organizzazione rientra anche nell'ambito degli {ANNEX}, il canale deve coprire anche le violazioni
            del diritto dell'Unione, che si possono segnalare anche all'ANAC alle condizioni dell'art. 6: verificalo e
            ripeti la verifica rispondendo «Sì» o «No».
          </p>
        )}
        {sectorRules && <p>{SECTOR_RULES}</p>}
      </>
    );
  }
  return (
    <>
      <p>
        Un canale di segnalazione interna completo: in forma scritta, anche con una piattaforma informatica, e orale,
        con la possibilità di chiedere un incontro diretto. Deve garantire la riservatezza di chi segnala, delle persone
        coinvolte e del contenuto, anche con strumenti di crittografia (art. 4).
      </p>
      {privateEntity && result.internalOnly231 && (
        <p>
          Le condotte rilevanti ai sensi del D.Lgs. 231/2001 e le violazioni del Modello 231 si segnalano solo con il
          canale interno, qualunque sia il numero di lavoratori: per queste segnalazioni il canale esterno dell'ANAC e
          la divulgazione pubblica non sono disponibili. Le violazioni del diritto dell'Unione si possono segnalare
          anche all'ANAC, alle condizioni dell'art. 6 (art. 3, comma 2).
        </p>
      )}
      {!privateEntity && (
        <p>
          Negli enti tenuti a nominare il Responsabile della prevenzione della corruzione e della trasparenza (RPCT),
          come ogni comune, il canale lo gestisce l'RPCT (art. 4, comma 5). I comuni che non sono capoluogo di provincia
          possono condividere il canale e la sua gestione (art. 4, comma 4).
        </p>
      )}
      {sectorRules && <p>{SECTOR_RULES}</p>}
    </>
  );
}

const planAudience: Record<Exclude<Fit, "ente-pubblico">, string> = {
  "small-business": "per le organizzazioni da 50 a 99 lavoratori",
  "medium-business": "per le organizzazioni da 100 a 249 lavoratori",
  enterprise: "per le organizzazioni da 250 lavoratori in su",
};

function PlanFit({ result, answers, level, vatRegime }: ObligedProps) {
  const links = planLinks[result.fit];
  const plan = findPlan(result.fit);
  const privateAnswers: PrivateAnswers | null = answers.ente === "privato" ? answers : null;
  let text: ReactNode;
  let remaining: string;
  if (result.fit === "ente-pubblico" || !plan || !privateAnswers) {
    text =
      "Per le organizzazioni del settore pubblico prepariamo un'offerta su misura, utilizzabile anche nelle procedure dei contratti pubblici se la tua organizzazione vi è tenuta: scrivici per riceverla.";
    remaining = "Gli altri obblighi elencati sopra restano alla tua organizzazione: la piattaforma non li sostituisce.";
  } else {
    const workers = privateAnswers.lavoratori;
    const audience =
      result.fit === "small-business" && workers < SIZE_THRESHOLD
        ? "pensato per le organizzazioni da 50 a 99 lavoratori e disponibile anche per quelle obbligate con meno di 50 lavoratori, per il Modello 231 o per gli atti UE dell'allegato"
        : planAudience[result.fit];
    const price =
      plan.yearlyPrice === null
        ? "Il prezzo è definito con un'offerta su misura."
        : `Costa ${formatEuro(plan.yearlyPrice)} l'anno più l'attivazione una tantum indicata nel piano, ${priceVatNote(vatRegime)}.`;
    text = (
      <>
        Con una media di {workers.toLocaleString("it-IT")} lavoratori il piano adatto è <strong>{plan.name}</strong>,{" "}
        {audience}. {price}
      </>
    );
    remaining = `Restano alla tua organizzazione ${service.entityDuties.join(", ")}.`;
  }
  return (
    <Part level={level} title="Il piano adatto">
      <p>{text}</p>
      <p>
        {service.activation.sentence} {service.designedFor} {remaining}
      </p>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
        <a href={links.primary.href} className="btn btn-primary">
          {links.primary.label}
        </a>
        {links.card && plan && (
          <a href="/#pricing" className="btn btn-secondary">
            Vedi il piano {plan.name}
          </a>
        )}
      </div>
    </Part>
  );
}

/** The activation kit's address with these answers, so that its form opens filled in (issue 21). */
export function kitHrefFor(answers: Answers): string {
  if (answers.ente === "pubblico") return kitHref({ ente: "pubblico" });
  const { lavoratori, modello231, settore } = answers;
  return kitHref({ ente: "privato", lavoratori, modello231: modello231 ? "si" : "no", settore });
}

function KitLink({ answers, level }: { answers: Answers; level: Level }) {
  return (
    <Part level={level} title="I documenti per attivare il canale">
      <p>
        Con il kit di attivazione prepari subito le bozze dei documenti in formato Word, con il testo per il sito: le
        risposte che hai dato qui sono già inserite.
      </p>
      <div className="pt-2">
        <a href={kitHrefFor(answers)} className="btn btn-secondary">
          Prepara i documenti
        </a>
      </div>
    </Part>
  );
}

/** What a private entity's people may report beyond art. 2 n. 1: only the kinds its answers allow. */
function unlessAlso(reportable: readonly Reportable[]): string {
  const kinds = [
    ...(reportable.includes("condotte-231") ? ["condotte 231"] : []),
    ...(reportable.includes("diritto-ue") ? ["violazioni del diritto UE"] : []),
  ];
  return kinds.join(" o ");
}

function reportableItem(kind: Reportable, result: Obliged, privateEntity: boolean): string {
  if (kind !== "condotte-231") return `${reportableText[kind]};`;
  if (!privateEntity) {
    // D.Lgs. 231/2001 does not apply to the State, territorial or non-economic public bodies (its art. 1 c.3).
    return `${reportableText[kind]}, se l'ente ha adottato un Modello 231, per esempio una società a controllo pubblico;`;
  }
  return result.internalOnly231
    ? `${reportableText[kind]}, solo con il canale interno, qualunque sia il numero di lavoratori (art. 3, comma 2);`
    : `${reportableText[kind]};`;
}

interface ObligedProps {
  result: Obliged;
  answers: Answers;
  level: Level;
  /** The operator's VAT regime (VAT_REGIME): the price line says "IVA esclusa" or "senza IVA". */
  vatRegime: VatRegime;
}

function ObligedResult({ result, answers, level, vatRegime }: ObligedProps) {
  const privateEntity = answers.ente === "privato";
  return (
    <>
      <Part level={level} title="Perché">
        <p>La tua organizzazione:</p>
        <Checklist items={result.reasons.map((reason) => reasonText[reason])} />
        {result.annexUnknown && (
          <p>
            Non sai se rientra nell'ambito degli {ANNEX}: per l'obbligo non cambia nulla, ma{" "}
            {result.channel === "solo-231"
              ? "può cambiare che cosa copre il canale e quali regole di settore si aggiungono"
              : "se vi rientra si aggiungono le regole di settore sulle segnalazioni"}
            , come spiegato qui sotto.
          </p>
        )}
      </Part>
      <Part level={level} title="Da quando">
        <Since result={result} privateEntity={privateEntity} />
        <p>{READY_NOT_LIVE}</p>
      </Part>
      <Part level={level} title="Quale canale">
        <Channel result={result} privateEntity={privateEntity} />
      </Part>
      <Part level={level} title="Cosa si può segnalare (art. 3)">
        <Checklist items={result.reportable.map((kind) => reportableItem(kind, result, privateEntity))} />
        {privateEntity && (
          <p>{`Per un soggetto privato non rientrano gli altri illeciti nazionali, amministrativi, contabili, civili o penali (art. 2, comma 1, lett. a, n. 1), se non sono anche ${unlessAlso(result.reportable)}.`}</p>
        )}
      </Part>
      <Part level={level} title="Gli obblighi che ne derivano">
        <Checklist items={dutiesFor(result, !privateEntity)} />
      </Part>
      <Part level={level} title="Le sanzioni in gioco (art. 21)">
        <p>L'ANAC (Autorità Nazionale Anticorruzione) applica al responsabile sanzioni amministrative pecuniarie:</p>
        <Checklist
          items={[
            "da 10.000 a 50.000 € se i canali non sono istituiti, se le procedure mancano o non sono conformi agli artt. 4 e 5, o se le segnalazioni ricevute non vengono verificate e analizzate;",
            "da 10.000 a 50.000 € per ritorsioni, per l'ostacolo, anche solo tentato, a una segnalazione o per la violazione della riservatezza (art. 12).",
          ]}
        />
        {privateEntity && answers.modello231 && (
          <p>
            Con un Modello 231, il sistema disciplinare deve prevedere sanzioni per chi risulta responsabile di questi
            illeciti (art. 21, comma 2).
          </p>
        )}
      </Part>
      <KitLink answers={answers} level={level} />
      <PlanFit result={result} answers={answers} level={level} vatRegime={vatRegime} />
    </>
  );
}

const headings: Record<Assessment["outcome"], string> = {
  obbligato: "Sì, la tua organizzazione è obbligata",
  "non-obbligato": "No, con queste risposte la tua organizzazione non è obbligata",
  "da-verificare": "Dipende dagli atti UE dell'allegato al decreto",
};

/** The checker's answer, the same in the island of /normativa and on the page /normativa/verifica. */
export function ObligationResult({
  assessment,
  answers,
  level,
  headingId,
  vatRegime = "ordinario",
}: {
  assessment: Assessment;
  answers: Answers;
  level: Level;
  headingId?: string;
  vatRegime?: VatRegime;
}) {
  return (
    <div className="space-y-6" data-obligation-result={assessment.outcome}>
      <Heading level={level} {...(headingId ? { id: headingId } : {})}>
        {headings[assessment.outcome]}
      </Heading>
      {assessment.outcome === "obbligato" && (
        <ObligedResult result={assessment} answers={answers} level={level} vatRegime={vatRegime} />
      )}
      {assessment.outcome === "non-obbligato" && <NotObliged level={level} />}
      {assessment.outcome === "da-verificare" && <Depends level={level} />}
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        Questa verifica è un orientamento basato sul D.Lgs. 24/2023, non una consulenza legale: per i casi dubbi
        confrontati con il tuo consulente.
      </p>
    </div>
  );
}
