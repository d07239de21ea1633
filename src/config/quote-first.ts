/**
 * The line under the buttons that lead to /ordine (issue 26): there a buyer gets a quote, not a
 * payment page. QUOTE_FIRST is true for every buyer: a private one pays after signing the contract
 * (quote-data.ts, CONTRACT_SENTENCE), a public body after the service rendered; PUBLIC_QUOTE_FIRST
 * says the latter (public-buyers.ts, PUBLIC_PAYMENT). A module of its own: of the islands only the
 * checker's loads it, so the two lines are not shipped again in plans.ts's shared chunk.
 */
export const QUOTE_FIRST = "Preventivo subito, paghi solo dopo il contratto.";

export const PUBLIC_QUOTE_FIRST = "Preventivo subito; l'ente paga a servizio reso, mai in anticipo.";
