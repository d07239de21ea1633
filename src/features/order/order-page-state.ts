/**
 * What the server puts in /ordine when it answers the form's plain POST (no JavaScript): the form
 * again with what was typed and the messages, or the confirmation. Browser-safe.
 */
import type { FormPageAnswer } from "../../forms/form-page-answer.ts";
import type { Confirmation } from "./order-form-parts.tsx";

/** The markers around the form in the prerendered page: the server renders between them. */
export const ORDER_SLOT = { start: "<!--ordine-->", end: "<!--/ordine-->" } as const;

/** Where the form posts without JavaScript; nginx passes it to Node. */
export const ORDER_POST_PATH = "/ordine/richiesta";

/** Only the page's box: says the codice fiscale stands in for a P.IVA (never sent with JavaScript). */
export const NO_VAT_KEY = "noVat";

export type OrderPageState =
  | (FormPageAnswer & {
      /** The instant the summary's amounts are computed for (the promotion). */
      now: number;
    })
  | { kind: "confirmation"; confirmation: Confirmation };
