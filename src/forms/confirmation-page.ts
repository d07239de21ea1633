// Plain .ts with createElement: the server renders this page per request and Node does not
// transform JSX (docs/decisions/0018). The prerendered shell (src/pages/conferma-indirizzo.astro)
// renders it too, so the stylesheet carries every class it uses.
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  CONFIRMATION_PATH,
  CONFIRMATION_TTL_HOURS,
  type ConfirmationPageState,
  MARKETING_POLICY_PATH,
  type ConfirmationRefusal,
} from "../config/address-confirmation.ts";

/** Fixed text: the page shows nothing the sender of the request typed (docs/decisions/0023). */
export const confirmationPageCopy = {
  askTitle: "Conferma il tuo indirizzo e-mail",
  askAfter: "Se non hai fatto tu questa richiesta, chiudi questa pagina: senza la tua conferma non ti scriviamo altro.",
  /** Under the consent (the kit's box, the whitepaper's text), before "Privacy Policy" linked. */
  consentNote:
    "Puoi revocarlo in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo a una nostra e-mail. I dettagli sono nella",
  doneTitle: "Indirizzo confermato",
  refused: {
    invalid: {
      title: "Link non valido",
      text: "Questo link di conferma non è valido. Aprilo di nuovo dall'e-mail che hai ricevuto, per intero: a volte, copiandolo, se ne perde una parte.",
    },
    expired: {
      title: "Link scaduto",
      text: `Questo link di conferma non vale più: vale ${CONFIRMATION_TTL_HOURS} ore dalla richiesta, che nel frattempo può anche essere stata cancellata. Se ti serve ancora, invia una nuova richiesta dal sito.`,
    },
    used: {
      title: "Link già usato",
      text: "Questo link è già stato usato e vale una sola volta: la conferma è già registrata e non serve fare altro. Se aspetti un documento, controlla anche la posta indesiderata.",
    },
    limited: {
      title: "Troppe richieste",
      text: "Questa pagina ha ricevuto troppe richieste in poco tempo dalla rete da cui ti colleghi, anche da altri utenti della stessa rete, o con questo stesso link. Riprova più tardi dal link nell'e-mail; se nel frattempo il link è scaduto, invia una nuova richiesta dal sito.",
    },
    /** The client's address could not be read (a proxy that forwards junk): refused as the form API does. */
    unreadable: {
      title: "Richiesta non valida",
      text: "Non siamo riusciti a leggere la tua richiesta. Riprova più tardi dal link nell'e-mail; se il problema resta, scrivici dalla pagina Contatti.",
    },
    foreign: {
      title: "Conferma non riuscita",
      text: "La conferma deve partire da questa pagina del nostro sito: apri di nuovo il link dall'e-mail e premi il pulsante.",
    },
  } satisfies Record<ConfirmationRefusal, { title: string; text: string }>,
} as const;

function Page({ title, children }: { title: string; children?: ReactNode }) {
  return h(
    "div",
    { className: "mx-auto max-w-3xl px-4 py-14 sm:px-6" },
    h("h1", { className: "text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" }, title),
    h("div", { className: "mt-6 space-y-5 text-lg text-slate-700" }, children),
  );
}

/** The confirmation page's part between the shell's markers. */
export function ConfirmationPage({ state }: { state: ConfirmationPageState }): ReactNode {
  switch (state.kind) {
    case "ask":
      return h(
        Page,
        { title: confirmationPageCopy.askTitle },
        h("p", null, state.text),
        // A GET never confirms (mail scanners open links): only this button's POST does.
        h(
          "form",
          { method: "post", action: CONFIRMATION_PATH },
          h("input", { type: "hidden", name: "t", value: state.token }),
          state.marketingChoice
            ? h(
                "p",
                { className: "mb-5 flex items-start gap-3 text-base" },
                h("input", {
                  type: "checkbox",
                  id: "conferma-marketing",
                  name: "marketing",
                  value: "1",
                  className: "mt-1 h-5 w-5 shrink-0",
                  "aria-describedby": state.consent ? "conferma-consenso-nota" : undefined,
                }),
                h("label", { htmlFor: "conferma-marketing" }, state.marketingChoice),
              )
            : null,
          state.consent
            ? h(
                "p",
                { id: "conferma-consenso-nota", className: "mb-5 text-base text-slate-600" },
                `${confirmationPageCopy.consentNote} `,
                h(
                  "a",
                  { href: MARKETING_POLICY_PATH, target: "_blank", rel: "noopener", className: "link" },
                  "Privacy Policy",
                  h("span", { className: "sr-only" }, " (si apre in una nuova scheda)"),
                ),
                ".",
              )
            : null,
          h("button", { type: "submit", className: "btn btn-primary w-full sm:w-auto" }, state.button),
        ),
        h("p", { className: "text-base text-slate-600" }, confirmationPageCopy.askAfter),
      );
    case "done":
      return h(Page, { title: confirmationPageCopy.doneTitle }, h("p", { role: "status" }, state.text));
    case "refused": {
      const { title, text } = confirmationPageCopy.refused[state.reason];
      return h(Page, { title }, h("p", { role: "alert" }, text));
    }
  }
}

export function renderConfirmationPage(state: ConfirmationPageState): string {
  return renderToStaticMarkup(h(ConfirmationPage, { state }));
}
