import { findPlan, type Plan } from "../../config/plans.ts";

/** The plans that can be ordered online, by the short key of /ordine?piano=… and of the API. */
export const ORDER_PLAN_KEYS = ["small", "medium"] as const;
export type OrderPlanKey = (typeof ORDER_PLAN_KEYS)[number];

export interface OrderPlan {
  key: OrderPlanKey;
  plan: Plan & { yearlyPrice: number; activationPrice: number };
  /** Average number of workers the plan is for, both ends included. */
  minWorkers: number;
  maxWorkers: number;
}

/** From 250 workers the plan is Enterprise, quoted on request through /contatti. */
export const ENTERPRISE_FROM = 250;

function priced(slug: string): OrderPlan["plan"] {
  const plan = findPlan(slug);
  if (!plan || plan.yearlyPrice === null || plan.activationPrice === null) {
    throw new Error(`Il piano ${slug} non ha un prezzo: non si può ordinare online`);
  }
  return { ...plan, yearlyPrice: plan.yearlyPrice, activationPrice: plan.activationPrice };
}

// Small starts at 0: entities under 50 workers with a Modello 231 or in an annex sector must have a
// channel too, even with no employees (art. 2 c.1 lett. q), and the checker sends them here.
export const ORDER_PLANS: Readonly<Record<OrderPlanKey, OrderPlan>> = {
  small: { key: "small", plan: priced("small-business"), minWorkers: 0, maxWorkers: 99 },
  medium: { key: "medium", plan: priced("medium-business"), minWorkers: 100, maxWorkers: ENTERPRISE_FROM - 1 },
};

export function isOrderPlanKey(value: unknown): value is OrderPlanKey {
  return typeof value === "string" && (ORDER_PLAN_KEYS as readonly string[]).includes(value);
}

/** The plan for a number of workers; null from ENTERPRISE_FROM on. */
export function orderPlanForWorkers(workers: number): OrderPlan | null {
  return Object.values(ORDER_PLANS).find((plan) => workers >= plan.minWorkers && workers <= plan.maxWorkers) ?? null;
}

export const ORDER_PATH = "/ordine";

/** Where a plan card's button leads: the online order for priced plans, /contatti otherwise. */
export function planCtaHref(plan: Plan): string {
  const key = ORDER_PLAN_KEYS.find((candidate) => ORDER_PLANS[candidate].plan.slug === plan.slug);
  return key ? `${ORDER_PATH}?piano=${key}` : `/contatti?piano=${plan.slug}`;
}
