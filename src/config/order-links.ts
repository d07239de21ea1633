import type { Answers, Fit } from "./obligation-rules.ts";
import { PUBLIC_QUOTE_LABEL } from "./public-buyers.ts";

/*
 * Where «Acquista» leads and what it says under it: the checker's verdict card, the kit's next
 * step, the plan cards and /enti-pubblici. A module of its own: of the islands only the checker's
 * loads it, so nothing here is shipped again in plans.ts's shared chunk.
 */

/** Where each recommendation leads: the order page for Small and Medium, an offer otherwise (one verb each, §12). */
export const planLinks: Record<Fit, { href: string; label: string }> = {
  "small-business": { href: "/ordine?piano=small", label: "Acquista Small Business" },
  "medium-business": { href: "/ordine?piano=medium", label: "Acquista Medium Business" },
  enterprise: { href: "/contatti?piano=enterprise", label: "Chiedi l'offerta Enterprise" },
  "ente-pubblico": { href: "/ordine?ente=pubblico", label: "Acquista per il tuo ente" },
};

/**
 * Where a verdict's button leads, with the answers: /ordine with the plan (`piano`) and the average
 * number of workers (`lavoratori`), a whole number only, as the order asks for one; from 250
 * workers, Enterprise's request on /contatti with the headcount, which the contact form's script
 * writes into the message (/contatti is static: without JavaScript the headcount is not used).
 */
export function orderHrefFor(fit: Fit, answers: Answers): string {
  const { href } = planLinks[fit];
  if (answers.ente !== "privato" || !Number.isInteger(answers.lavoratori)) return href;
  return `${href}&lavoratori=${answers.lavoratori}`;
}

/**
 * The button after a verdict (the checker's card, the kit's next step): the plan's own verb, or a
 * quote while a public administration cannot buy (ACN; public-buyers.ts, PUBLIC_QUOTE_LABEL).
 */
export function orderLinkFor(fit: Fit, answers: Answers, acnQualified: boolean): { href: string; label: string } {
  const label = fit === "ente-pubblico" && !acnQualified ? PUBLIC_QUOTE_LABEL : planLinks[fit].label;
  return { href: orderHrefFor(fit, answers), label };
}

/**
 * The line under the buttons that lead to /ordine (issue 26): there a buyer gets a quote, not a
 * payment page. QUOTE_FIRST is true for every buyer: a private one pays after signing the contract
 * (quote-data.ts, CONTRACT_SENTENCE), a public body after the service rendered; PUBLIC_QUOTE_FIRST
 * says the latter (public-buyers.ts, PUBLIC_PAYMENT).
 */
export const QUOTE_FIRST = "Preventivo subito, paghi solo dopo il contratto.";

export const PUBLIC_QUOTE_FIRST = "Preventivo subito; non chiediamo anticipi: l'ente paga a servizio reso.";
