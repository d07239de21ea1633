// Entry of the bundle the build writes to dist/.private/kit.mjs: the server imports it to answer
// POST /kit-attivazione/documenti, because Node cannot load .tsx by itself (docs/decisions/0022).
import { renderToString } from "react-dom/server";
import { KitPage, PAGE_SLOT, type KitPageState } from "./kit-page.tsx";

export { PAGE_SLOT };
export { parseKitInput, readKitValues } from "./kit-input.ts";
export { draftKit } from "./kit-draft.server.ts";

/** What goes between the shell's markers for a state of the page. */
export function renderKitPage(state: KitPageState): string {
  return renderToString(<KitPage state={state} />);
}
