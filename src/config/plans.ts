import { service } from "./service.ts";

/** The plans that can be ordered online, by the short key of /ordine?piano=… and of the API. */
export const ORDER_PLAN_KEYS = ["small", "medium"] as const;
export type OrderPlanKey = (typeof ORDER_PLAN_KEYS)[number];

/** From 250 workers the plan is Enterprise, quoted on request through /contatti. */
export const ENTERPRISE_FROM = 250;

/** A plan that can be ordered online: its order key, and the average number of workers it is for, both ends included. */
export interface Orderable {
  key: OrderPlanKey;
  minWorkers: number;
  maxWorkers: number;
}

export interface Plan {
  slug: string;
  name: string;
  /** Yearly price in euro, VAT excluded; null for 'su richiesta'. */
  yearlyPrice: number | null;
  /** One-off activation price in euro, VAT excluded; null when not stated. */
  activationPrice: number | null;
  sizeRange: string;
  /** Who else may order the plan, under the size range (Small: obliged entities under 50 workers). */
  sizeNote: string | null;
  features: readonly string[];
  cta: "Inizia Ora" | "Contattaci";
  highlighted: boolean;
  /** Null for a plan quoted on request through /contatti. */
  orderable: Orderable | null;
}

/**
 * Entities under 50 workers that are obliged order Small Business: every public-sector entity, at
 * any size (art. 2 c.1 lett. p, art. 4), and private ones that adopt a Modello 231 or fall within
 * the EU acts of Parts I.B and II of the annex (art. 2 c.1 lett. q nn. 2-3). It is the plan's
 * definition in art. 2 of the terms, so a comune of 30 workers must find itself in it (DPO B8).
 */
export const SMALL_UNDER_50_WHO =
  "gli enti obbligati con meno di 50 lavoratori (enti del settore pubblico; soggetti privati che adottano un Modello 231 o rientrano negli atti UE delle parti I.B e II dell'allegato al decreto)";

/**
 * How "the last year" of the 50-worker average is read (DPO C5): legal-facts.md allows the
 * previous calendar year only as ANAC's reading reported by commentators, to verify against
 * delibera 311/2023, so the checker, its verdict and /ordine say it in these same words. It lives here, in a module both islands already load, so sharing it
 * adds no chunk to either.
 */
export const ANAC_CALENDAR_YEAR = "Secondo i commentatori, per l'ANAC vale l'anno solare precedente.";

export const SMALL_UNDER_50 = `Anche per ${SMALL_UNDER_50_WHO}`;

export const plans: readonly Plan[] = [
  {
    slug: "small-business",
    name: "Small Business",
    yearlyPrice: 240,
    activationPrice: 150,
    sizeRange: "Da 50 a 99 lavoratori",
    sizeNote: SMALL_UNDER_50,
    features: [
      service.activation.short,
      // RR-8: each feature says what it means; "illimitato" is the price, not a capacity claim about the platform.
      "Accesso illimitato: il canone non cambia con il numero di gestori e di segnalazioni",
      "Gestione delle segnalazioni, anche anonime",
      service.designedForShort,
      service.support["small-business"],
    ],
    cta: "Inizia Ora",
    highlighted: false,
    // Ordered from 0 workers: entities under 50 workers with a Modello 231 or in an annex sector must
    // have a channel too, even with no employees (art. 2 c.1 lett. q), and the checker sends them here.
    orderable: { key: "small", minWorkers: 0, maxWorkers: 99 },
  },
  {
    slug: "medium-business",
    name: "Medium Business",
    yearlyPrice: 360,
    activationPrice: 150,
    sizeRange: "Da 100 a 249 lavoratori",
    sizeNote: null,
    features: [
      "Tutto quello che offre Small Business",
      service.support["medium-business"],
      "Report personalizzati: su richiesta, statistiche aggregate sulle segnalazioni dell'ente, senza dati personali",
      // CO-3: platform training; the manager's specific training (art. 4 c.2) stays with the entity.
      "Formazione all'uso della piattaforma per gli amministratori",
    ],
    cta: "Inizia Ora",
    highlighted: true,
    orderable: { key: "medium", minWorkers: 100, maxWorkers: ENTERPRISE_FROM - 1 },
  },
  {
    slug: "enterprise",
    name: "Enterprise",
    yearlyPrice: null,
    activationPrice: null,
    sizeRange: "Da 250 lavoratori in su",
    sizeNote: null,
    features: [
      service.activation.enterprise,
      "Tutto quello che offre Medium Business",
      "Soluzione personalizzata: contenuti e tempi definiti nel preventivo",
      service.support.enterprise,
      "Configurazione su misura",
      "Formazione all'uso della piattaforma per gestori e amministratori",
    ],
    cta: "Contattaci",
    highlighted: false,
    orderable: null,
  },
];

export function findPlan(slug: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.slug === slug);
}

export const ORDER_PATH = "/ordine";

/** Where a plan card's button leads: the online order for plans that can be ordered, /contatti otherwise. */
export function planCtaHref(plan: Plan): string {
  return plan.orderable ? `${ORDER_PATH}?piano=${plan.orderable.key}` : `/contatti?piano=${plan.slug}`;
}

const euro = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 0 });

/**
 * An amount already written the Italian way ('150', '1.250,00') with its euro sign: a no-break
 * space between them (U+00A0), so '150 €' never breaks across two lines (issue 26). Every price
 * of the site, the quote and the e-mails goes through here.
 */
export function withEuroSign(amount: string): string {
  return `${amount}\u00a0€`;
}

export function formatEuro(amount: number): string {
  return withEuroSign(euro.format(amount));
}

/**
 * How a price relates to VAT: 'IVA esclusa' under the ordinary regime; a sole proprietor in the
 * regime forfettario charges no VAT, so 'IVA esclusa' would be wrong (L. 190/2014).
 */
export function priceVatNote(regime: "ordinario" | "forfettario"): string {
  return regime === "forfettario" ? "senza IVA (regime forfettario)" : "IVA esclusa";
}

/** The stamp duty a sole proprietor in the regime forfettario adds to an invoice over 77,47 €. */
export const STAMP_DUTY_NOTE = "più 2 € di imposta di bollo sulle fatture oltre 77,47 €";

/** The wording a quote and an invoice carry under the regime forfettario, with its stamp duty. */
export const FORFETTARIO_WORDING =
  "Operazione senza applicazione dell'IVA, effettuata ai sensi dell'art. 1, commi da 54 a 89, della legge 190/2014 (regime forfettario). Sulle fatture di importo superiore a 77,47 € si applica l'imposta di bollo di 2 €.";

const pricedPlans = plans.flatMap((plan) =>
  plan.yearlyPrice === null ? [] : [{ ...plan, yearlyPrice: plan.yearlyPrice }],
);

/** The plan a "from" price quotes: the cheapest priced one. */
export const fromPlan = pricedPlans.reduce((best, plan) => (plan.yearlyPrice < best.yearlyPrice ? plan : best));

/**
 * The promotion's condition, worded once for every page, quote and card (B6): what counts is the
 * date the order request is sent, not the signature ("ordine confermato" is the signed contract).
 */
export function promotionCondition(day: string): string {
  return `per le richieste d'ordine inviate entro il ${day}`;
}

/**
 * A "from" price with every unavoidable cost (legal-facts.md): '240 € l'anno più 150 € di
 * attivazione una tantum, IVA esclusa', or, while a promotion runs, the free activation with its date.
 */
export function fromPriceText(vatNote: string, promotionDay: string | null = null): string {
  const yearly = `${formatEuro(fromPlan.yearlyPrice)} l'anno`;
  if (promotionDay !== null) return `${yearly}, attivazione gratuita ${promotionCondition(promotionDay)}, ${vatNote}`;
  const activation =
    fromPlan.activationPrice === null ? "" : ` più ${formatEuro(fromPlan.activationPrice)} di attivazione una tantum`;
  return `${yearly}${activation}, ${vatNote}`;
}
