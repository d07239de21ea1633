/**
 * What the server puts in /contatti when it answers the form's plain POST (no JavaScript,
 * docs/decisions/0045): the form again with what was typed, the messages and its maths question,
 * or the success card. Browser-safe.
 */

import type { FormPageAnswer } from "../../forms/form-page-answer.ts";

/** The markers around the form in the prerendered page: the server renders between them. */
export const CONTACT_SLOT = { start: "<!--contatto-->", end: "<!--/contatto-->" } as const;

/** Where the form posts without JavaScript, and where a stored message is sent (303); nginx passes it to Node. */
export const CONTACT_POST_PATH = "/contatti/messaggio";

/** The answer to the first POST without JavaScript: the page had no question to send. */
export const QUESTION_STEP = "Ultimo passo: rispondi alla domanda di verifica qui sotto e invia di nuovo il messaggio.";

export type ContactPageState =
  | (FormPageAnswer & {
      /** The server's maths question, signed; null on a refusal that gives nothing back. */
      captcha: { a: number; b: number; token: string } | null;
    })
  | { kind: "sent" };
