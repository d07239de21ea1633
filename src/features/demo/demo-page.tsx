import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import { DemoBookingPage } from "./demo-booking-page.ts";

/*
 * /demo as Astro prerenders it: the header, then the part the server renders per request between
 * the markers (demo-routes.server.ts). Prerendered there: the form with an example slot, the
 * closed page and the confirmation, hidden, so the stylesheet keeps every class they use; and
 * visible, where no server answers (a proxy that serves the file), a pointer to the contact page.
 */
export function DemoHeader() {
  return (
    <PageHeader
      back={<BackLink href="/">Torna alla home</BackLink>}
      title="Prenota una demo"
      // Prerendered for every state, bookable or not: the day and time are the form's to offer.
      intro={
        <p>
          Mezz'ora in videochiamata con chi gestisce il servizio: ti mostriamo la piattaforma per chi segnala e per chi
          gestisce le segnalazioni, e rispondiamo alle tue domande. È gratuita e non ti impegna a nulla.
        </p>
      }
    />
  );
}

/** Between the markers in the prerendered file; the server replaces it on every request. */
export function DemoPlaceholder() {
  const day = {
    day: "2026-12-01",
    label: "martedì 1 dicembre 2026",
    slots: [{ value: "2026-12-01T09:00:00.000Z", label: "10:00–10:30" }],
  };
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p>
          Gli orari liberi si leggono dal server quando apri la pagina. Se non li vedi, ricarica la pagina oppure{" "}
          <a href="/contatti" className="link">
            scrivici dalla pagina Contatti
          </a>
          .
        </p>
      </div>
      <div hidden>
        <DemoBookingPage
          state={{
            kind: "form",
            days: [day],
            captcha: { token: "", a: 1, b: 2 },
            errors: { slot: "x", name: "x" },
            error: "x",
            nearest: [{ value: "x", label: "x" }],
          }}
        />
        <DemoBookingPage state={{ kind: "form", days: [], captcha: { token: "", a: 1, b: 2 } }} />
        <DemoBookingPage state={{ kind: "booked", when: "x", calendarUrl: "/demo", cancelUrl: "/demo" }} />
        <DemoBookingPage state={{ kind: "closed" }} />
      </div>
    </>
  );
}
