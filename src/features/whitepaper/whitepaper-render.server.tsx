// Entry of the bundle the build writes to dist/.private/whitepaper.mjs: the server imports it to
// answer the whitepaper request's plain POST (no JavaScript, docs/decisions/0046); Node cannot load
// .tsx (0022).
import { renderToString } from "react-dom/server";
import type { QuestionPageState } from "../../forms/question-form-page.ts";
import WhitepaperPageForm from "./whitepaper-page-form.tsx";
import { WHITEPAPER_SLOT } from "./whitepaper-page-state.ts";

export const SLOT = WHITEPAPER_SLOT;

/** What goes between the shell's markers: the island, rendered with the server's answer. */
export function renderPage(state: QuestionPageState): string {
  return renderToString(<WhitepaperPageForm page={state} />);
}
