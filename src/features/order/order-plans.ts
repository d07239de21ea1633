import { ORDER_PLAN_KEYS, plans, type OrderPlanKey, type Plan } from "../../config/plans.ts";

export interface OrderPlan {
  key: OrderPlanKey;
  plan: Plan & { yearlyPrice: number; activationPrice: number };
  /** Average number of workers the plan is for, both ends included. */
  minWorkers: number;
  maxWorkers: number;
}

function orderPlan(key: OrderPlanKey): OrderPlan {
  const plan = plans.find((candidate) => candidate.orderable?.key === key);
  if (!plan?.orderable || plan.yearlyPrice === null || plan.activationPrice === null) {
    throw new Error(`Il piano ${key} non ha un prezzo: non si può ordinare online`);
  }
  const { minWorkers, maxWorkers } = plan.orderable;
  return {
    key,
    plan: { ...plan, yearlyPrice: plan.yearlyPrice, activationPrice: plan.activationPrice },
    minWorkers,
    maxWorkers,
  };
}

/** The plans of /ordine, with their prices and worker ranges from src/config/plans.ts. */
export const ORDER_PLANS: Readonly<Record<OrderPlanKey, OrderPlan>> = {
  small: orderPlan("small"),
  medium: orderPlan("medium"),
};

export function isOrderPlanKey(value: unknown): value is OrderPlanKey {
  return typeof value === "string" && (ORDER_PLAN_KEYS as readonly string[]).includes(value);
}

/** The plan for a number of workers; null from ENTERPRISE_FROM on. */
export function orderPlanForWorkers(workers: number): OrderPlan | null {
  // An average may have decimals: 99,5 is still under 100, 249,5 under 250 (ENTERPRISE_FROM).
  return Object.values(ORDER_PLANS).find((plan) => workers >= plan.minWorkers && workers < plan.maxWorkers + 1) ?? null;
}

/** What the form shows for a number of workers: the plan to order, or the Enterprise request. */
export type DerivedPlan = { kind: "order"; plan: OrderPlan } | { kind: "enterprise" };

/**
 * The plan follows from the average number of workers (issue 26), the same for private and public
 * buyers (a public body is obliged at any size): Small to 99, Medium to 249, Enterprise from 250.
 */
export function derivePlan(workers: number): DerivedPlan {
  const plan = orderPlanForWorkers(workers);
  return plan ? { kind: "order", plan } : { kind: "enterprise" };
}

/**
 * The average number of workers as typed: up to 7 digits, with up to two decimals after a comma or
 * a point (49,5 or 49.5: the law's average need not be whole, legal-facts.md); thousands may be
 * grouped with points or spaces as Italians write them (1.000, 1 000 or 1.250,5: buyer read F6, L5);
 * else null.
 */
export function typedWorkers(text: string): number | null {
  const trimmed = text.trim();
  const grouped = /^(\d{1,3}(?:[. \u00a0\u202f]\d{3}){1,2})(?:,(\d{1,2}))?$/.exec(trimmed);
  const match = grouped ?? /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  const whole = match?.[1]?.replace(/[. \u00a0\u202f]/g, "");
  if (whole === undefined || whole.length > 7) return null;
  return Number(`${whole}.${match?.[2] ?? "0"}`);
}

/** An average as the Italian reader writes it: 49,5. */
export function formatWorkers(workers: number): string {
  // 1.000, not 1000: Italian groups four digits too in prose (buyer read L5).
  return workers.toLocaleString("it-IT", { maximumFractionDigits: 2, useGrouping: "always" });
}
