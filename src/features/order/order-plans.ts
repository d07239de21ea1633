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
  return Object.values(ORDER_PLANS).find((plan) => workers >= plan.minWorkers && workers <= plan.maxWorkers) ?? null;
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

/** The number of workers as typed: a whole number of up to 7 digits, else null (nothing to show yet). */
export function typedWorkers(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}
