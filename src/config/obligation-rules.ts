/**
 * Who D.Lgs. 24/2023 obliges, from when, with which channel and for which reports: the rules of
 * the 'Sei obbligato?' checker, pure and browser-safe, following legal-facts.md (arts. 2, 3, 24).
 */

/** Within the scope of the EU acts of Parts I.B and II of the annex: yes, no, or not known. */
export type Sector = "si" | "no" | "nonso";

/**
 * `declaredPrivate`: the visitor answered «Privato», then said the organisation is an in-house or
 * publicly controlled company, a concessionaire, a public economic entity or a body governed by
 * public law: the decree puts it in the public sector (art. 2 c.1 lett. p), and so does the checker.
 * `lavoratori` is an average: it may have decimals (49,5 is under 50).
 */
export type Answers =
  | { ente: "pubblico"; declaredPrivate?: true }
  | { ente: "privato"; lavoratori: number; modello231: boolean; settore: Sector };

/** Why the decree applies: public sector, size, annex acts, Modello 231 (art. 2). */
export type Reason = "pubblico" | "dimensione" | "settore" | "modello231";

/** The full internal channel of art. 4, or a channel for 231 matters only (art. 3 c.2). */
export type Channel = "completo" | "solo-231";

/** What may be reported (art. 2 c.1 lett. a, art. 3): national offences, 231 conduct, EU law. */
export type Reportable = "illeciti-nazionali" | "condotte-231" | "diritto-ue";

/** The plan that fits the size, or a quote through /contatti for public-sector entities. */
export type Fit = "small-business" | "medium-business" | "enterprise" | "ente-pubblico";

export interface Obliged {
  outcome: "obbligato";
  reasons: readonly Reason[];
  /** ISO date from which the internal channel is due (art. 24), unless the entity became obliged later. */
  since: "2023-07-15" | "2023-12-17";
  channel: Channel;
  reportable: readonly Reportable[];
  /** A private entity's 231 matters go only through the internal channel, at any size (art. 3 c.2). */
  internalOnly231: boolean;
  /** The annex question was answered 'Non so': it may still widen the channel or add sector rules. */
  annexUnknown: boolean;
  fit: Fit;
}

export type Assessment =
  | Obliged
  | { outcome: "non-obbligato" }
  /** Under 50 workers, no Modello 231, annex scope not known: the answer depends on that scope alone. */
  | { outcome: "da-verificare" };

/** Private entities obliged by size: an average of at least 50 workers (art. 2 c.1 lett. q); 49,5 is under. */
export const SIZE_THRESHOLD = 50;
/** Up to this average, private entities had until 17 December 2023 (art. 24). */
export const LATE_START_MAX = 249;
/** Plan sizes: Small up to 99 workers (obliged entities under 50 included), Medium up to 249. */
export const SMALL_PLAN_MAX = 99;
export const MAX_WORKERS = 1_000_000;

function fitFor(workers: number): Fit {
  if (workers <= SMALL_PLAN_MAX) return "small-business";
  if (workers <= LATE_START_MAX) return "medium-business";
  return "enterprise";
}

export function assess(answers: Answers): Assessment {
  if (answers.ente === "pubblico") {
    return {
      outcome: "obbligato",
      reasons: ["pubblico"],
      since: "2023-07-15",
      channel: "completo",
      reportable: ["illeciti-nazionali", "condotte-231", "diritto-ue"],
      internalOnly231: false,
      annexUnknown: false,
      fit: "ente-pubblico",
    };
  }
  const { lavoratori, modello231, settore } = answers;
  const bySize = lavoratori >= SIZE_THRESHOLD;
  const annex = settore === "si";
  const reasons: Reason[] = [];
  if (bySize) reasons.push("dimensione");
  if (annex) reasons.push("settore");
  if (modello231) reasons.push("modello231");
  if (reasons.length === 0) return settore === "nonso" ? { outcome: "da-verificare" } : { outcome: "non-obbligato" };

  const reportable: Reportable[] = [];
  if (modello231) reportable.push("condotte-231");
  // Entities with 50+ workers or within the annex acts: violations of EU law (art. 3 c.2).
  if (bySize || annex) reportable.push("diritto-ue");
  return {
    outcome: "obbligato",
    reasons,
    since: lavoratori <= LATE_START_MAX ? "2023-12-17" : "2023-07-15",
    channel: bySize || annex ? "completo" : "solo-231",
    reportable,
    internalOnly231: modello231,
    annexUnknown: settore === "nonso",
    fit: fitFor(lavoratori),
  };
}
