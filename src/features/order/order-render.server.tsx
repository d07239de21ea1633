// Entry of the bundle the build writes to dist/.private/order.mjs: the server imports it to answer
// the order's plain POST (no JavaScript), because Node cannot load .tsx by itself (0022).
import { renderToString } from "react-dom/server";
import OrderForm from "./order-form.tsx";
import type { OrderTerms } from "./order-summary.tsx";
import { ORDER_SLOT, type OrderPageState } from "./order-page-state.ts";

export { ORDER_SLOT };

/**
 * The island's own HTML for /ordine with the address's answers (order-prefill.ts): the server puts
 * it inside the shell's island, which hydrates on it, with React's prefix for that island.
 */
export function renderOrderForm(
  search: string,
  terms: OrderTerms,
  contractDays: number | null,
  prefix: string,
): string {
  return renderToString(<OrderForm terms={terms} contractDays={contractDays} search={search} />, {
    identifierPrefix: prefix,
  });
}

/** What goes between the shell's markers: the same island, rendered with the server's answer. */
export function renderOrderPage(state: OrderPageState, terms: OrderTerms, contractDays: number | null): string {
  return renderToString(<OrderForm terms={terms} contractDays={contractDays} page={state} />);
}
