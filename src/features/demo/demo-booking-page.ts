// Plain .ts with createElement: the server renders this part of /demo per request and Node does
// not transform JSX (docs/decisions/0018, 0032). The prerendered shell (src/pages/demo.astro)
// renders every state once too, so the stylesheet carries every class they use.
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BookingForm, Section } from "./demo-form.ts";
import { cancelRefusals, type DemoPageState } from "./demo-page-state.ts";
import { PREPARE_NOTE, WHAT_TO_PREPARE } from "./emails/demo-visitor.ts";

export { cancelRefusals, type CancelRefusal, DEMO_SLOT, type DemoPageState } from "./demo-page-state.ts";

function Prepare() {
  return h(
    "div",
    null,
    h("h3", { className: "text-xl font-semibold text-slate-900" }, "Cosa preparare"),
    h(
      "ul",
      { className: "mt-2 list-disc space-y-1 pl-6" },
      ...WHAT_TO_PREPARE.map((item) => h("li", { key: item }, item)),
    ),
    h("p", { className: "mt-3" }, PREPARE_NOTE),
  );
}

/** /demo's part between the shell's markers, for one state. */
export function DemoBookingPage({ state }: { state: DemoPageState }): ReactNode {
  switch (state.kind) {
    case "closed":
      return h(
        Section,
        { title: "Prenota una demo" },
        h(
          "p",
          null,
          "Al momento non ci sono demo prenotabili dal sito. ",
          h("a", { href: "/contatti", className: "link" }, "Scrivici dalla pagina Contatti"),
          ": ti rispondiamo e fissiamo un incontro.",
        ),
      );
    case "form":
      return h(BookingForm, { state });
    case "booked":
      return h(
        Section,
        { title: "Demo prenotata" },
        h("p", { className: "font-semibold text-slate-900" }, `Ti aspettiamo ${state.when}.`),
        h(
          "p",
          null,
          "Ti abbiamo scritto all'indirizzo che hai indicato: nell'e-mail trovi il link della videochiamata, l'invito per il calendario e il link per annullare. Se non la vedi, controlla anche la posta indesiderata.",
        ),
        h(
          "p",
          null,
          h(
            "a",
            { href: state.calendarUrl, className: "btn btn-secondary", download: "demo.ics" },
            "Aggiungi al calendario",
          ),
        ),
        h(Prepare),
        h(
          "p",
          null,
          "Non puoi più partecipare? ",
          h("a", { href: state.cancelUrl, className: "link" }, "Annulla la demo"),
          ", poi, se vuoi, scegli un altro orario.",
        ),
      );
    case "cancel-ask":
      return h(
        Section,
        { title: "Annulla la demo" },
        h("p", null, `Vuoi annullare la demo di ${state.when}? L'orario tornerà libero per altri.`),
        h(
          "form",
          { method: "post", action: "/demo/annulla" },
          h("input", { type: "hidden", name: "t", value: state.token }),
          h("button", { type: "submit", className: "btn btn-primary" }, "Annulla la demo"),
        ),
        h("p", null, "Se invece vuoi partecipare, chiudi questa pagina: non cambia nulla."),
      );
    case "cancel-done":
      return h(
        Section,
        { title: "Demo annullata" },
        h(
          "p",
          null,
          `La demo di ${state.when} è annullata e l'orario è di nuovo libero. ${
            state.mailed
              ? "Ti abbiamo mandato una conferma per e-mail, con l'annullamento per il calendario."
              : "Non te lo confermiamo per e-mail: questo indirizzo ha già ricevuto il numero massimo di e-mail che il nostro sito invia in 24 ore. Se avevi aggiunto la demo al calendario, eliminala da lì."
          }`,
        ),
        h("p", null, h("a", { href: "/demo", className: "link" }, "Scegli un altro orario")),
      );
    case "cancel-refused": {
      const refusal = cancelRefusals[state.reason];
      return h(
        Section,
        { title: refusal.title },
        h("p", null, refusal.text),
        h("p", null, h("a", { href: "/demo", className: "link" }, "Vai agli orari liberi")),
      );
    }
  }
}

/** The page's <title> for a state other than the form's (the shell's "Prenota una demo"); null: the shell's. */
export function demoPageTitle(state: DemoPageState): string | null {
  switch (state.kind) {
    case "booked":
      return "Demo prenotata";
    case "cancel-ask":
      return "Annulla la demo";
    case "cancel-done":
      return "Demo annullata";
    case "cancel-refused":
      return cancelRefusals[state.reason].title;
    default:
      return null;
  }
}

export function renderDemoPage(state: DemoPageState): string {
  return renderToStaticMarkup(h(DemoBookingPage, { state }));
}
