import { findPlan } from "../../config/plans.ts";
import { ACN_NOT_QUALIFIED_SHORT, PUBLIC_BUYERS_ANCHOR } from "../../config/public-buyers.ts";
import { orderLinkFor, PUBLIC_QUOTE_FIRST, QUOTE_FIRST } from "../../config/order-links.ts";
import { listItems } from "../../config/service-copy.ts";
import {
  ANNEX,
  CHANNEL_REQUIREMENTS,
  DECLARED_PRIVATE,
  dutiesFor,
  lateEntry,
  MODEL_231_IN_ANNEX,
  READY_NOT_LIVE,
  reasonText,
  reportableText,
  RPCT_DUTY,
  SECTOR_RULES,
  SHARING_PRIVATE,
  SHARING_PUBLIC,
  sinceText,
  THRESHOLD_COUNT,
} from "./obligation-result-text.ts";
import {
  KitLink,
  kitHrefFor,
  PlanFit,
  PLAIN_RESULT_FACTS,
  planPriceText,
  publicPlansText,
  type ObligedProps,
  type ResultFacts,
} from "./obligation-result-plan.tsx";
import { Checklist, Heading, Part, type Level } from "./result-parts.tsx";
import { LATE_START_MAX, type Answers, type Assessment, type Obliged, type Reportable } from "./rules.ts";

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

const NOT_OBLIGED = `Con queste risposte il D.Lgs. 24/2023 non obbliga la tua organizzazione ad attivare un canale di segnalazione interna: è un soggetto privato con una media inferiore a 50 lavoratori, senza Modello 231 e fuori dall'ambito degli ${ANNEX} (art. 2, comma 1, lett. q).`;

const DEPENDS = `Con una media inferiore a 50 lavoratori e senza Modello 231, la tua organizzazione è obbligata solo se rientra nell'ambito di applicazione degli ${ANNEX} (art. 2, comma 1, lett. q, n. 2). Non conta il settore in cui lavora, ma se è destinataria di uno di questi atti.`;

function NotObliged({ level }: { level: Level }) {
  return (
    <>
      <Part level={level} title="Cosa cambierebbe la risposta">
        <p>La tua organizzazione diventerebbe obbligata se:</p>
        <Checklist
          items={[
            "la media dei lavoratori dell'ultimo anno arrivasse ad almeno 50;",
            "adottasse un Modello 231;",
            `entrasse nell'ambito di applicazione degli ${ANNEX}.`,
          ]}
        />
        <p>{THRESHOLD_COUNT}</p>
      </Part>
    </>
  );
}

/** 'Non so' with nothing else that obliges: what the answer depends on and what to check (art. 2 c.1 lett. q n. 2). */
function Depends({ level }: { level: Level }) {
  return (
    <>
      <Part level={level} title="Che cosa verificare">
        <p>Vi rientra, per esempio, se la tua organizzazione:</p>
        <Checklist
          items={[
            "è una banca, un intermediario finanziario, un'impresa di investimento, un'impresa di assicurazione o un altro dei soggetti obbligati antiriciclaggio (D.Lgs. 231/2007), anche professionisti come commercialisti e revisori;",
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

function Channel({
  result,
  privateEntity,
  declaredPrivate,
}: {
  result: Obliged;
  privateEntity: boolean;
  /** A company that answered «Privato»: the comuni's sharing rule is not for it (art. 4 c.4). */
  declaredPrivate: boolean;
}) {
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
        <>
          <p>{RPCT_DUTY}</p>
          {!declaredPrivate && <p>{SHARING_PUBLIC}</p>}
        </>
      )}
      {sectorRules && <p>{SECTOR_RULES}</p>}
    </>
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
  if (kind !== "condotte-231") return reportableText[kind];
  if (!privateEntity) {
    // D.Lgs. 231/2001 does not apply to the State, territorial or non-economic public bodies (its art. 1 c.3).
    return `${reportableText[kind]}, se l'ente ha adottato un Modello 231, per esempio una società a controllo pubblico`;
  }
  return result.internalOnly231
    ? `${reportableText[kind]}, solo con il canale interno, qualunque sia il numero di lavoratori (art. 3, comma 2)`
    : reportableText[kind];
}

/**
 * The verdict card: obliged since when, the plan that fits with its price, and the two next steps
 * (order it with the answers carried over; prepare the documents). It opens the result, with and
 * without JavaScript (UX review 2026-11-27, 3.1); the parts below repeat it in full.
 */
function VerdictCard({ result, answers, facts }: Omit<ObligedProps, "level">) {
  const { vatRegime, promotionEnd, acnQualified } = facts;
  const plan = answers.ente === "privato" ? findPlan(result.fit) : undefined;
  const order = orderLinkFor(result.fit, answers, acnQualified);
  const quoteOnly = result.fit === "ente-pubblico" && !acnQualified;
  const demo = (
    <a href="/demo" className="link">
      Prenota una demo
    </a>
  );
  return (
    <>
      <p>
        Dal <strong>{sinceText[result.since]}</strong> (art. 24) o, se lo è diventata dopo, da allora.
      </p>
      {answers.ente === "pubblico" && answers.declaredPrivate && <p>{DECLARED_PRIVATE}</p>}
      {plan ? (
        <p>
          Piano adatto: <strong>{plan.name}</strong>, {planPriceText(plan, vatRegime, promotionEnd, new Date())}.
        </p>
      ) : (
        <>
          {/* First, the one thing a comune must read (DPO read 2 A1, buyer walk H4). */}
          {!acnQualified && <p>{ACN_NOT_QUALIFIED_SHORT}</p>}
          <p>
            Per il settore pubblico, gli stessi piani delle imprese, secondo il numero di dipendenti:{" "}
            {publicPlansText(vatRegime, promotionEnd, new Date())}{" "}
            <a href={PUBLIC_BUYERS_ANCHOR} className="link">
              {acnQualified ? "Come acquista un ente pubblico" : "Chi può acquistare e come"}
            </a>
          </p>
        </>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* While a public administration cannot buy, the free kit leads and the quote follows (buyer walk H4). */}
        {quoteOnly && (
          <a href={kitHrefFor(answers)} className="btn btn-primary">
            Prepara i documenti gratis
          </a>
        )}
        <a href={order.href} className={`btn ${quoteOnly ? "btn-secondary" : "btn-primary"}`}>
          {order.label}
        </a>
        {!quoteOnly && (
          <a href={kitHrefFor(answers)} className="btn btn-secondary">
            Prepara i documenti gratis
          </a>
        )}
      </div>
      {/*
       * Issue 26: under «Acquista», one line on the quote and when the buyer pays, with the demo
       * link, so the card still ends in a phone's first screen. Only the demo link for Enterprise
       * (its offer is written on /contatti) and for a public body while it cannot buy: no terms of
       * payment to a comune just told so (buyer walk 2026-11-29, A2).
       */}
      {order.href.startsWith("/ordine") && !quoteOnly ? (
        <p className="text-sm">
          {answers.ente === "pubblico" ? PUBLIC_QUOTE_FIRST : QUOTE_FIRST} {demo}
        </p>
      ) : (
        demo
      )}
    </>
  );
}

function ObligedResult({ result, answers, level, facts }: ObligedProps) {
  const privateEntity = answers.ente === "privato";
  const mayShare = answers.ente === "privato" && answers.lavoratori <= LATE_START_MAX;
  return (
    <>
      <Part level={level} title="Perché" fold>
        <p>La tua organizzazione:</p>
        <Checklist
          items={result.reasons.map((reason) =>
            // CK-6: an annex entity is an n. 2 entity; its 231 matters stay internal by ANAC's reading of art. 3 c.2.
            reason === "modello231" && result.reasons.includes("settore") ? MODEL_231_IN_ANNEX : reasonText[reason],
          )}
        />
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
      <Part level={level} title="Da quando" fold>
        <Since result={result} privateEntity={privateEntity} />
        <p>{READY_NOT_LIVE}</p>
      </Part>
      <Part level={level} title="Quale canale" fold>
        <Channel
          result={result}
          privateEntity={privateEntity}
          declaredPrivate={answers.ente === "pubblico" && answers.declaredPrivate === true}
        />
        {mayShare && <p>{SHARING_PRIVATE}</p>}
      </Part>
      <Part level={level} title="Cosa si può segnalare (art. 3)" fold>
        <Checklist items={listItems(result.reportable.map((kind) => reportableItem(kind, result, privateEntity)))} />
        {privateEntity && (
          <p>{`Per un soggetto privato non rientrano gli altri illeciti nazionali, amministrativi, contabili, civili o penali (art. 2, comma 1, lett. a, n. 1), se non sono anche ${unlessAlso(result.reportable)}.`}</p>
        )}
      </Part>
      <Part level={level} title="Gli obblighi che ne derivano" fold>
        <Checklist items={dutiesFor(result, !privateEntity)} />
      </Part>
      <Part level={level} title="Le sanzioni in gioco (art. 21)" fold>
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
            illeciti ({result.reasons.includes("settore") ? "art. 6, comma 2-bis, D.Lgs. 231/2001" : "art. 21, comma 2"}
            ).
          </p>
        )}
      </Part>
      <KitLink level={level} annexUnknown={result.annexUnknown} />
      <PlanFit result={result} answers={answers} level={level} facts={facts} />
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
  facts = PLAIN_RESULT_FACTS,
}: {
  assessment: Assessment;
  answers: Answers;
  level: Level;
  headingId?: string;
  facts?: ResultFacts;
}) {
  return (
    <div className="space-y-4" data-obligation-result={assessment.outcome}>
      <div className="space-y-3 rounded-2xl border-2 border-brand-600 bg-brand-50 p-5" data-verdict="">
        <Heading level={level} {...(headingId ? { id: headingId } : {})}>
          {headings[assessment.outcome]}
        </Heading>
        {assessment.outcome === "obbligato" && <VerdictCard result={assessment} answers={answers} facts={facts} />}
        {assessment.outcome === "non-obbligato" && <p>{NOT_OBLIGED}</p>}
        {assessment.outcome === "da-verificare" && <p>{DEPENDS}</p>}
      </div>
      {assessment.outcome === "obbligato" && (
        <ObligedResult result={assessment} answers={answers} level={level} facts={facts} />
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
