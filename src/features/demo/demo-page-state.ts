/** What /demo shows: its states, rendered by demo-booking-page.ts. Browser-safe. */
import type { DayOfSlots } from "./slot-words.ts";

export const DEMO_SLOT = { start: "<!--demo-->", end: "<!--/demo-->" } as const;

export const DEMO_PRIVACY_HREF = "/privacy-policy#modulo-demo";

/** The pages that say the same to everyone: a cancel link refused, a limit, a booking from elsewhere, a failure. */
export type CancelRefusal =
  "invalid" | "over" | "already" | "limited" | "foreign" | "unreadable" | "foreign-booking" | "failure";

export type DemoPageState =
  | { kind: "closed" }
  | {
      kind: "form";
      days: DayOfSlots[];
      captcha: { token: string; a: number; b: number };
      values?: Record<string, string>;
      errors?: Record<string, string>;
      /** A message for the whole form (a taken slot, a wrong answer). */
      error?: string;
      /** After a 409: the nearest free slots, in words. */
      nearest?: { value: string; label: string }[];
    }
  | {
      kind: "booked";
      when: string;
      calendarUrl: string;
      cancelUrl: string;
    }
  | { kind: "cancel-ask"; token: string; when: string }
  /** mailed: false when the mailbox was at its daily cap and no confirmation went to it. */
  | { kind: "cancel-done"; when: string; mailed: boolean }
  | { kind: "cancel-refused"; reason: CancelRefusal };

export const cancelRefusals: Record<CancelRefusal, { status: number; title: string; text: string }> = {
  invalid: {
    status: 400,
    title: "Link non valido",
    text: "Questo link di annullamento non è valido. Aprilo di nuovo, per intero, da dove l'hai preso: dall'e-mail della demo o, se non l'hai ricevuta, dalla pagina di conferma della prenotazione. A volte, copiandolo, se ne perde una parte.",
  },
  over: {
    status: 410,
    title: "Demo già iniziata",
    text: "Questa demo è già iniziata o passata: non si può più annullare. Se ti serve un altro incontro, scegli un nuovo orario.",
  },
  already: {
    status: 409,
    title: "Demo già annullata",
    text: "Questa demo è già stata annullata e il suo orario è di nuovo libero: non serve fare altro.",
  },
  limited: {
    status: 429,
    title: "Troppe richieste",
    text: "Questa pagina ha ricevuto troppe richieste in poco tempo dalla rete da cui ti colleghi. Riprova tra qualche minuto.",
  },
  /** The client's address could not be read (a proxy that forwards junk): refused as the form API does. */
  unreadable: {
    status: 400,
    title: "Richiesta non valida",
    text: "Non siamo riusciti a leggere la tua richiesta. Riprova più tardi; se il problema resta, scrivici dalla pagina Contatti.",
  },
  "foreign-booking": {
    status: 403,
    title: "Prenotazione non riuscita",
    text: "La prenotazione deve partire da questa pagina del nostro sito: torna agli orari liberi, scegli l'orario e invia di nuovo il modulo.",
  },
  /** Our failure (the database unreachable): said in Italian, on the page, never as the framework's JSON. */
  failure: {
    status: 500,
    title: "Richiesta non riuscita",
    text: "Per un problema del nostro server non è stato possibile completare la richiesta. Riprova tra qualche minuto; se il problema resta, scrivici dalla pagina Contatti.",
  },
  foreign: {
    status: 403,
    title: "Annullamento non riuscito",
    text: "L'annullamento deve partire da questa pagina del nostro sito: apri di nuovo il link dall'e-mail e premi il pulsante.",
  },
};
