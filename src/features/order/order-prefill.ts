/**
 * What /ordine's address may fill in (issue 26): the plan (?piano=, the plan cards and the
 * checker), the average number of workers (?lavoratori=, the checker) and a public body
 * (?ente=pubblico, the checker and /enti-pubblici). One reading for the island (on hydration) and
 * for the server, which renders /ordine with them for a visitor without JavaScript (decision 0007):
 * an address with any other key, a key twice or a value not valid fills in nothing, and the server
 * then answers the prerendered page. Browser-safe.
 */
import type { OrderPlanKey } from "../../config/plans.ts";
import { NO_VAT_KEY } from "./order-page-state.ts";
import { orderShape } from "./schema.ts";

/**
 * The query's keys and the order's fields (schema.ts) that check them, so the address is read
 * with the form's own rules (and the island loads no zod of its own for it).
 */
const QUERY_FIELDS = { piano: orderShape.plan, lavoratori: orderShape.workers, ente: orderShape.buyerType } as const;

const isQueryKey = (key: string): key is keyof typeof QUERY_FIELDS => Object.hasOwn(QUERY_FIELDS, key);

export interface OrderPrefill {
  plan: OrderPlanKey | null;
  /** The headcount as the address writes it (typedWorkers reads it). */
  workers: string | null;
  publicBody: boolean;
}

/** The prefill of a query string ("?piano=small&lavoratori=75"), or null when it fills in nothing. */
export function readOrderPrefill(search: string): OrderPrefill | null {
  const params = new URLSearchParams(search);
  const keys = [...params.keys()];
  if (keys.length === 0 || new Set(keys).size !== keys.length || !keys.every(isQueryKey)) return null;
  const prefill: OrderPrefill = { plan: null, workers: null, publicBody: false };
  for (const [key, value] of params) {
    if (!isQueryKey(key)) return null;
    const parsed = QUERY_FIELDS[key].safeParse(value);
    // An empty plan parses (as none), and so would a private buyer: neither fills anything in.
    if (!parsed.success || parsed.data === null || parsed.data === "privato") return null;
    if (key === "piano") prefill.plan = parsed.data as OrderPlanKey;
    if (key === "lavoratori") prefill.workers = value.trim();
    if (key === "ente") prefill.publicBody = true;
  }
  return prefill;
}

/** The prefill as the form's values (its fields' names), for its first render. */
export function prefillValues(prefill: OrderPrefill | null): Record<string, string> {
  if (!prefill) return {};
  return {
    ...(prefill.workers !== null ? { workers: prefill.workers } : {}),
    ...(prefill.publicBody ? { buyerType: "pubblico" } : {}),
  };
}

/**
 * What the visitor typed or ticked before the island hydrated (on the first interaction): it lives
 * in the DOM only, and React's state starts from the address. The island reads it once hydrated.
 */
export function choicesInDom(form: HTMLFormElement | null) {
  const input = (name: string, state = "") => form?.querySelector<HTMLInputElement>(`input[name="${name}"]${state}`);
  return {
    workers: input("workers")?.value ?? "",
    buyerType: input("buyerType", ":checked")?.value,
    noVat: input(NO_VAT_KEY)?.checked === true,
    splitPayment: input("splitPayment")?.checked === true,
    publicInvoice: input("publicInvoice", ":checked")?.value,
  };
}
