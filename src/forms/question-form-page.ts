/**
 * A spec form (maths question, privacy box) that also works without JavaScript (docs/decisions/
 * 0045, 0046): its prerendered page posts urlencoded to a route of its own, which hands the body to
 * the form's API and answers with the page rendered again. What the contact form and the
 * whitepaper request share; the route is src/app/question-form-route.server.ts. Browser-safe.
 */

import type { FormPageAnswer } from "./form-page-answer.ts";

/** What the server puts between the page's markers: the form again, or the success card of one kind. */
export type QuestionPageState =
  | (FormPageAnswer & {
      /** The server's maths question, signed; null on a refusal that gives nothing back. */
      captcha: { a: number; b: number; token: string } | null;
    })
  /** `sent`: which success card, one of the page's `sentKinds` (the honeypot's looks the same). */
  | { kind: "sent"; sent: string };

/** What the page's renderer bundle exports (scripts/build-verify-renderer.ts). */
export interface QuestionPageRenderer {
  SLOT: { start: string; end: string };
  renderPage(state: QuestionPageState): string;
}

/** A body that is no form of the page (a key it has not, a key twice, not urlencoded). */
export const NOT_THIS_FORM = "Il modulo inviato non è valido: ricarica la pagina e riprova.";

/** The Italian pages of every refusal and of the question step, in the form's own words. */
export interface QuestionPageProblems {
  /** The answer to the first POST: the prerendered page had no question to send. */
  question: string;
  badRequest: string;
  tooLarge: string;
  forbiddenOrigin: string;
  /** The success page's link forged, or past its day. */
  sentInvalid: string;
  sentExpired: string;
  /** The budget of pages giving values back is spent: nothing typed comes back. */
  valuesNotKept: string;
  /** A fault: the form's own failure message. */
  sendFailure: string;
}

/** One form's page without JavaScript, as its feature describes it. */
export interface QuestionFormPage {
  /** The prerendered page that holds the form (its shell), and the label of its log line. */
  pagePath: string;
  label: string;
  /** Where the form posts and where an accepted request is sent (303); nginx passes it to Node. */
  postPath: string;
  /** The renderer bundle under the build folder (scripts/build-verify-renderer.ts). */
  renderer: string;
  apiPath: string;
  /** The form's text fields, as the API names them, and its optional boxes (sent as booleans). */
  fields: readonly string[];
  boxes?: readonly string[];
  problems: QuestionPageProblems;
  /** The success card's kind for what was posted (the token names it), one of `sentKinds`. */
  sentKind: (values: Readonly<Record<string, string>>) => string;
  sentKinds: readonly string[];
}
