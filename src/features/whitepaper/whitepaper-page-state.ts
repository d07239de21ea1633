/**
 * /whitepaper without JavaScript (docs/decisions/0046): the markers the server renders between,
 * where the form posts, the question step's words and the success cards' kinds. Browser-safe.
 */

export const WHITEPAPER_PAGE_PATH = "/whitepaper";

/** The markers around the form in the prerendered page: the server renders between them. */
export const WHITEPAPER_SLOT = { start: "<!--whitepaper-->", end: "<!--/whitepaper-->" } as const;

/** Where the form posts without JavaScript, and where an accepted request is sent (303); nginx passes it to Node. */
export const WHITEPAPER_POST_PATH = "/whitepaper/richiesta";

/** The answer to the first POST without JavaScript: the page had no question to send. */
export const WHITEPAPER_QUESTION_STEP =
  "Ultimo passo: rispondi alla domanda di verifica qui sotto e invia di nuovo la richiesta.";

/**
 * The success card's kinds, named by the signed link: with the marketing box ticked the card adds
 * the reminder that the consent waits for the e-mail's link. Chosen from what was posted, so the
 * honeypot's card is the one a person would see.
 */
export const WHITEPAPER_SENT = { plain: "whitepaper", consent: "whitepaper-consent" } as const;
