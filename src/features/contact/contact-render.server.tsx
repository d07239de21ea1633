// Entry of the bundle the build writes to dist/.private/contact.mjs: the server imports it to answer
// the contact form's plain POST (no JavaScript, docs/decisions/0045); Node cannot load .tsx (0022).
import { renderToString } from "react-dom/server";
import type { QuestionPageState } from "../../forms/question-form-page.ts";
import ContactForm from "./contact-form.tsx";
import { CONTACT_SLOT } from "./contact-page-state.ts";

export const SLOT = CONTACT_SLOT;

/** What goes between the shell's markers: the island, rendered with the server's answer. */
export function renderPage(state: QuestionPageState): string {
  return renderToString(<ContactForm page={state} />);
}
