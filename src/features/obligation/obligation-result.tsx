import type { ReactNode } from "react";
import { findPlan, formatEuro } from "../../config/plans.ts";
import { service } from "../../config/service.ts";
import { CheckIcon } from "../../components/ui/page-header.tsx";
import type { Answers, Assessment, Fit, Reason, Reportable } from "./rules.ts";

type Obliged = Extract<Assessment, { obliged: true }>;
type Level = 2 | 3;

const reasonText: Record<Reason, string> = {
  pubblico:
    "appartiene al settore pubblico: tutti i soggetti pubblici devono avere un canale interno (art. 2 e art. 4);",
  dimensione:
    "ha impiegato nell'ultimo anno una media di almeno 50 lavoratori subordinati, a tempo indeterminato o determinato (art. 2, comma 1, lett. q, n. 1);",
  settore:
    "rientra nell'ambito degli atti UE delle parti I.B e II dell'allegato al decreto (servizi, prodotti e mercati finanziari, prevenzione del riciclaggio, sicurezza dei trasporti, tutela dell'ambiente), a prescindere dalle dimensioni (art. 2, comma 1, lett. q, n. 2);",
  modello231: "ha adottato un Modello 231, a prescindere dalle dimensioni (art. 2, comma 1, lett. q, n. 3);",
};

const reportableText: Record<Reportable, string> = {
  "illeciti-nazionali":
    "illeciti amministrativi, contabili, civili o penali previsti dal diritto nazionale (art. 2, comma 1, lett. a, n. 1)",
  "condotte-231":
    "condotte illecite rilevanti ai sensi del D.Lgs. 231/2001 e violazioni del Modello 231 (art. 2, comma 1, lett. a, n. 2)",
  "diritto-ue": "violazioni del diritto dell'Unione europea indicate dal decreto (art. 2, comma 1, lett. a, nn. 3-6)",
};

const duties = [
  "Rilasciare a chi segnala un avviso di ricevimento entro 7 giorni (art. 5).",
  "Dare diligente seguito alla segnalazione e un riscontro entro 3 mesi dall'avviso di ricevimento o, in mancanza, dalla scadenza dei 7 giorni (art. 5).",
  "Conservare segnalazioni e documentazione solo per il tempo necessario e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14).",
  "Sentire le rappresentanze o le organizzazioni sindacali prima di attivare il canale (art. 4).",
  "Affidare la gestione del canale a una persona o a un ufficio autonomo e con personale formato, interno o esterno (art. 4).",
  "Fare una valutazione d'impatto sulla protezione dei dati (DPIA): la tua organizzazione è titolare del trattamento e il fornitore della piattaforma è responsabile del trattamento ai sensi dell'art. 28 GDPR (art. 13).",
  "Mettere a disposizione informazioni chiare su canale, procedure e presupposti per segnalare, internamente e all'ANAC: esposte nei luoghi di lavoro e pubblicate in una sezione dedicata del sito, se ne hai uno (art. 5).",
] as const;

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
  if (!assessment.obliged) return "Risultato: con queste risposte la tua organizzazione non è obbligata.";
  const plan = findPlan(assessment.fit);
  const since = sinceText[assessment.since];
  const fit = plan && answers.ente === "privato" ? ` Piano adatto: ${plan.name}.` : "";
  return `Risultato: la tua organizzazione è obbligata dal ${since}.${fit}`;
}

function NotObliged({ level }: { level: Level }) {
  return (
    <>
      <p>
        Con queste risposte il D.Lgs. 24/2023 non obbliga la tua organizzazione ad attivare un canale di segnalazione
        interna: è un soggetto privato con una media inferiore a 50 lavoratori, senza Modello 231 e fuori dai settori
        degli atti UE richiamati dal decreto (art. 2, comma 1, lett. q).
      </p>
      <Part level={level} title="Cosa cambierebbe la risposta">
        <p>La tua organizzazione diventerebbe obbligata se:</p>
        <Checklist
          items={[
            "la media dei lavoratori dell'ultimo anno arrivasse ad almeno 50;",
            "adottasse un Modello 231;",
            "operasse in uno dei settori degli atti UE richiamati dal decreto.",
          ]}
        />
        <p>La soglia si calcola sulla media dell'ultimo anno: ripeti la verifica quando cambia l'organico.</p>
      </Part>
    </>
  );
}

function Channel({ result }: { result: Obliged }) {
  if (result.channel === "solo-231") {
    return (
      <p>
        Un canale di segnalazione interna per le sole condotte rilevanti ai sensi del D.Lgs. 231/2001 e le violazioni
        del Modello 231: sotto i 50 lavoratori queste segnalazioni si fanno solo con il canale interno (art. 3). Il
        canale ha i requisiti dell'art. 4: forma scritta, anche con una piattaforma informatica, e orale, incontro
        diretto su richiesta, riservatezza di chi segnala, delle persone coinvolte e del contenuto, anche con strumenti
        di crittografia.
      </p>
    );
  }
  return (
    <>
      <p>
        Un canale di segnalazione interna completo: in forma scritta, anche con una piattaforma informatica, e orale,
        con la possibilità di chiedere un incontro diretto. Deve garantire la riservatezza di chi segnala, delle persone
        coinvolte e del contenuto, anche con strumenti di crittografia (art. 4).
      </p>
      {result.fit === "ente-pubblico" && (
        <p>
          Negli enti tenuti a nominare il Responsabile della prevenzione della corruzione e della trasparenza (RPCT), è
          l'RPCT a gestire il canale (art. 4, comma 5).
        </p>
      )}
    </>
  );
}

function PlanFit({ result, answers, level }: { result: Obliged; answers: Answers; level: Level }) {
  const links = planLinks[result.fit];
  const plan = findPlan(result.fit);
  let text: ReactNode;
  if (result.fit === "ente-pubblico" || !plan || answers.ente === "pubblico") {
    text =
      "Gli enti pubblici acquistano con le procedure dei contratti pubblici: scrivici per ricevere un'offerta adatta alla tua amministrazione.";
  } else {
    const size =
      result.fit === "small-business"
        ? "fino a 99 lavoratori, anche sotto i 50,"
        : result.fit === "medium-business"
          ? "da 100 a 249 lavoratori"
          : "da 250 lavoratori in su";
    const price =
      plan.yearlyPrice === null
        ? "con un'offerta su misura"
        : `a ${formatEuro(plan.yearlyPrice)} l'anno più l'attivazione una tantum indicata nel piano, IVA esclusa`;
    text = (
      <>
        Con una media di {answers.lavoratori.toLocaleString("it-IT")} lavoratori: per le organizzazioni {size} il piano
        adatto è <strong>{plan.name}</strong>, {price}.
      </>
    );
  }
  return (
    <Part level={level} title="Il piano adatto">
      <p>{text}</p>
      <p>
        {service.activation.sentence} {service.designedFor} Restano alla tua organizzazione{" "}
        {service.entityDuties.join(", ")}.
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

/** What a private entity's people may report beyond art. 2 n. 1: only the kinds its answers allow. */
function unlessAlso(reportable: readonly Reportable[]): string {
  const kinds = [
    ...(reportable.includes("condotte-231") ? ["condotte 231"] : []),
    ...(reportable.includes("diritto-ue") ? ["violazioni del diritto UE"] : []),
  ];
  return kinds.join(" o ");
}

function ObligedResult({ result, answers, level }: { result: Obliged; answers: Answers; level: Level }) {
  const privateEntity = answers.ente === "privato";
  return (
    <>
      <Part level={level} title="Perché">
        <p>La tua organizzazione:</p>
        <Checklist items={result.reasons.map((reason) => reasonText[reason])} />
      </Part>
      <Part level={level} title="Da quando">
        <p>
          Dal <strong>{sinceText[result.since]}</strong>
          {result.since === "2023-12-17"
            ? ": per i soggetti privati con una media fino a 249 lavoratori l'obbligo di istituire il canale interno decorre da questa data (art. 24)."
            : ", data da cui si applicano gli obblighi del decreto (art. 24)."}{" "}
          Se il canale non c'è ancora, va attivato ora.
        </p>
      </Part>
      <Part level={level} title="Quale canale">
        <Channel result={result} />
      </Part>
      <Part level={level} title="Cosa si può segnalare (art. 3)">
        <Checklist
          items={result.reportable.map((kind) =>
            kind === "condotte-231" && result.internalOnly231
              ? `${reportableText[kind]}, solo con il canale interno (art. 3);`
              : `${reportableText[kind]};`,
          )}
        />
        {privateEntity && (
          <p>{`Per un soggetto privato non rientrano gli altri illeciti nazionali, amministrativi, contabili, civili o penali (art. 2, comma 1, lett. a, n. 1), se non sono anche ${unlessAlso(result.reportable)}.`}</p>
        )}
      </Part>
      <Part level={level} title="Gli obblighi che ne derivano">
        <Checklist items={duties} />
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
      <PlanFit result={result} answers={answers} level={level} />
    </>
  );
}

/** The checker's answer, the same in the island of /normativa and on the page /normativa/verifica. */
export function ObligationResult({
  assessment,
  answers,
  level,
  headingId,
}: {
  assessment: Assessment;
  answers: Answers;
  level: Level;
  headingId?: string;
}) {
  return (
    <div className="space-y-6" data-obligation-result={assessment.obliged ? "obbligato" : "non-obbligato"}>
      <Heading level={level} {...(headingId ? { id: headingId } : {})}>
        {assessment.obliged
          ? "Sì, la tua organizzazione è obbligata"
          : "No, con queste risposte la tua organizzazione non è obbligata"}
      </Heading>
      {assessment.obliged ? (
        <ObligedResult result={assessment} answers={answers} level={level} />
      ) : (
        <NotObliged level={level} />
      )}
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        Questa verifica è un orientamento basato sul D.Lgs. 24/2023, non una consulenza legale: per i casi dubbi
        confrontati con il tuo consulente.
      </p>
    </div>
  );
}
