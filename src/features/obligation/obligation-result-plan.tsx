import type { ReactNode } from "react";
import type { VatRegime } from "../../config/load-site-config.ts";
import { kitHref } from "../../config/activation-kit-links.ts";
import {
  ENTERPRISE_FROM,
  findPlan,
  formatEuro,
  plans,
  priceVatNote,
  promotionCondition,
  type Orderable,
  type Plan,
} from "../../config/plans.ts";
import { entityDuties, service, VOICE_AS_ORAL_CHANNEL } from "../../config/service.ts";
import { Part, type Level } from "./result-parts.tsx";
import { formatWorkers } from "./answers.ts";
import { SIZE_THRESHOLD, type Answers, type Fit, type Obliged } from "./rules.ts";

/** The verdict card's links and price, and the end of an obliged result: the kit, then the plan that fits. */

type PrivateAnswers = Extract<Answers, { ente: "privato" }>;

/**
 * What the operator built in that a result states, in one object from where it is known down to
 * the card and the plan: the island's props on /normativa (normativa.astro, obligation-checker.tsx)
 * or the on-demand page's build defines (verify-render.server.tsx).
 */
export interface ResultFacts {
  /** The operator's VAT regime (VAT_REGIME): the price line says "IVA esclusa" or "senza IVA". */
  vatRegime: VatRegime;
  /**
   * The free-activation promotion's last instant (PROMO_END, 23:59:59 in Rome) in seconds since
   * 1970, if one was built in: a number, so that the island needs no date helpers.
   */
  promotionEnd: number | null;
  /** Whether the platform takes voice messages (the operator's voiceReports): the duties left to the entity follow. */
  voiceReports: boolean;
  /** Whether the facts declare the service's ACN qualification: without it a public administration cannot buy. */
  acnQualified: boolean;
}

/** Nothing declared: VAT charged, no promotion, no voice messages, no ACN qualification. */
export const PLAIN_RESULT_FACTS: ResultFacts = {
  vatRegime: "ordinario",
  promotionEnd: null,
  voiceReports: false,
  acnQualified: false,
};

export interface ObligedProps {
  result: Obliged;
  answers: Answers;
  level: Level;
  facts: ResultFacts;
}

export const planAudience: Record<Exclude<Fit, "ente-pubblico">, string> = {
  "small-business": "per le organizzazioni da 50 a 99 lavoratori",
  "medium-business": "per le organizzazioni da 100 a 249 lavoratori",
  enterprise: "per le organizzazioni da 250 lavoratori in su",
};

/** Whether the free-activation promotion still runs at `now`. */
function promotionRuns(promotionEnd: number | null, now: Date): promotionEnd is number {
  return promotionEnd !== null && now.getTime() <= promotionEnd * 1000;
}

/** The promotion's condition with its last day as dd/mm/yyyy: 23:59:59 in Rome (UTC+1 or +2) falls on the same day in UTC. */
function promotionUntil(promotionEnd: number): string {
  const [year, month, day] = new Date(promotionEnd * 1000).toISOString().slice(0, 10).split("-");
  return promotionCondition(`${day}/${month}/${year}`);
}

/** The plan's price as the card states it: the yearly fee, the activation (or the promotion that waives it), VAT. */
export function planPriceText(plan: Plan, vatRegime: VatRegime, promotionEnd: number | null, now: Date): string {
  if (plan.yearlyPrice === null) return "con prezzo su preventivo";
  const yearly = `${formatEuro(plan.yearlyPrice)} l'anno`;
  const vat = priceVatNote(vatRegime);
  if (plan.activationPrice === null) return `${yearly}, ${vat}`;
  const activation = formatEuro(plan.activationPrice);
  if (!promotionRuns(promotionEnd, now)) return `${yearly} più ${activation} di attivazione una tantum, ${vat}`;
  return `${yearly}; attivazione gratuita, invece di ${activation}, ${promotionUntil(promotionEnd)}; ${vat}`;
}

/** An orderable plan's headcount as /ordine derives the plan from it: 'fino a 99', 'da 100 a 249'. */
function workersRange({ minWorkers, maxWorkers }: Orderable): string {
  return minWorkers === 0 ? `fino a ${maxWorkers}` : `da ${minWorkers} a ${maxWorkers}`;
}

/**
 * A public body's prices on the verdict card (issue 26): it is obliged at any size and the checker
 * does not ask its headcount, so each plan with the headcount /ordine gives it, then the activation
 * (or the promotion that waives it) and VAT, as a private verdict states them.
 */
export function publicPlansText(vatRegime: VatRegime, promotionEnd: number | null, now: Date): string {
  const byHeadcount = plans.map((plan) =>
    plan.orderable === null || plan.yearlyPrice === null
      ? `${plan.name} da ${ENTERPRISE_FROM}, su preventivo`
      : `${plan.name} ${workersRange(plan.orderable)}, ${formatEuro(plan.yearlyPrice)} l'anno`,
  );
  // Issue 27: the activation is named with its plans, so that it is not read as Enterprise's too.
  const withActivation = plans.filter((plan) => plan.activationPrice !== null);
  const activationPrice = withActivation[0]?.activationPrice ?? null;
  const names = withActivation
    .map((plan) => plan.name)
    .join(", ")
    .replace(/, ([^,]*)$/, " e $1");
  const activation =
    activationPrice === null
      ? ""
      : promotionRuns(promotionEnd, now)
        ? ` Attivazione gratuita per ${names}, invece di ${formatEuro(activationPrice)}, ${promotionUntil(promotionEnd)}.`
        : ` Attivazione una tantum per ${names}: ${formatEuro(activationPrice)}.`;
  return `${byHeadcount.join("; ")}.${activation} Prezzi ${priceVatNote(vatRegime)}.`;
}

export function PlanFit({ result, answers, level, facts }: ObligedProps) {
  const { voiceReports, acnQualified } = facts;
  const plan = findPlan(result.fit);
  const privateAnswers: PrivateAnswers | null = answers.ente === "privato" ? answers : null;
  let text: ReactNode;
  let remaining: string;
  // A public body reads its own case; while it may not buy, not the contract's (DPO reads 2 C6, 3 B1).
  let activation = acnQualified ? service.activation.forPublic : service.activation.live;
  if (result.fit === "ente-pubblico" || !plan || !privateAnswers) {
    text = acnQualified
      ? "Per il settore pubblico il piano segue il numero di dipendenti: chiedi online il preventivo in PDF, utilizzabile anche nelle procedure dei contratti pubblici se la tua organizzazione vi è tenuta."
      : "Per il settore pubblico il piano segue il numero di dipendenti. Oggi il servizio non è qualificato dall'ACN, quindi una pubblica amministrazione non può acquistarlo (vedi sopra); se la tua organizzazione può farlo, chiedi online il preventivo in PDF, utilizzabile anche nelle procedure dei contratti pubblici.";
    remaining = "Gli altri obblighi elencati sopra restano alla tua organizzazione: la piattaforma non li sostituisce.";
  } else {
    const workers = privateAnswers.lavoratori;
    const audience =
      result.fit === "small-business" && workers < SIZE_THRESHOLD
        ? "pensato per le organizzazioni da 50 a 99 lavoratori e disponibile anche per quelle obbligate con meno di 50 lavoratori, per il Modello 231 o per gli atti UE dell'allegato"
        : planAudience[result.fit];
    text = (
      <>
        {workers < SIZE_THRESHOLD
          ? "Con meno di 50 lavoratori"
          : `Con una media di ${formatWorkers(workers)} lavoratori`}{" "}
        il piano adatto è <strong>{plan.name}</strong>, {audience}.
      </>
    );
    remaining = `${voiceReports ? `La piattaforma offre anche ${VOICE_AS_ORAL_CHANNEL}. ` : ""}Restano alla tua organizzazione ${entityDuties(voiceReports).join("; ")}.`;
    activation = result.fit === "enterprise" ? service.activation.forEnterprise : service.activation.forPrivate;
  }
  return (
    <Part level={level} title="Il piano adatto" fold>
      <p>{text}</p>
      <p>
        {activation} {service.designedFor} {remaining}
      </p>
    </Part>
  );
}

/** The activation kit's address with these answers, so that its form opens filled in (issue 21). */
export function kitHrefFor(answers: Answers): string {
  if (answers.ente === "pubblico") {
    return kitHref(answers.declaredPrivate ? { ente: "privato", controllo: "si" } : { ente: "pubblico" });
  }
  const { lavoratori, modello231, settore } = answers;
  return kitHref({ ente: "privato", controllo: "no", lavoratori, modello231: modello231 ? "si" : "no", settore });
}

export function KitLink({ level, annexUnknown }: { level: Level; annexUnknown: boolean }) {
  return (
    <Part level={level} title="I documenti per attivare il canale" fold>
      <p>
        Con il kit di attivazione prepari subito le bozze dei documenti in formato Word, con il testo per il sito: le
        risposte che hai dato qui sono già inserite.
      </p>
      {/* CK-3: the kit asks «Sì» or «No» for the annex acts, because the answer changes the documents. */}
      {annexUnknown && (
        <p>
          Prima di preparare i documenti, verifica se la tua organizzazione rientra negli atti UE dell'allegato: il kit
          ti chiederà «Sì» o «No», perché la risposta cambia il contenuto dei documenti.
        </p>
      )}
    </Part>
  );
}
