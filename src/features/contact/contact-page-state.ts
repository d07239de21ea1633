/**
 * The contact form's page without JavaScript (docs/decisions/0045): the markers the server renders
 * between, where the form posts, and the question step's words. Browser-safe.
 */

/** The markers around the form in the prerendered page: the server renders between them. */
export const CONTACT_SLOT = { start: "<!--contatto-->", end: "<!--/contatto-->" } as const;

/** Where the form posts without JavaScript, and where a stored message is sent (303); nginx passes it to Node. */
export const CONTACT_POST_PATH = "/contatti/messaggio";

/** The answer to the first POST without JavaScript: the page had no question to send. */
export const QUESTION_STEP = "Ultimo passo: rispondi alla domanda di verifica qui sotto e invia di nuovo il messaggio.";
