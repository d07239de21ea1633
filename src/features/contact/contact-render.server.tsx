// Entry of the bundle the build writes to dist/.private/contact.mjs: the server imports it to answer
// the contact form's plain POST (no JavaScript, docs/decisions/0045); Node cannot load .tsx (0022).
import { renderToString } from "react-dom/server";
import ContactForm from "./contact-form.tsx";
import { CONTACT_SLOT, type ContactPageState } from "./contact-page-state.ts";

export { CONTACT_SLOT };

/** What goes between the shell's markers: the island, rendered with the server's answer. */
export function renderContactPage(state: ContactPageState): string {
  return renderToString(<ContactForm page={state} />);
}
