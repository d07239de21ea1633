import path from "node:path";
import { NOT_THIS_FORM, type QuestionFormPage } from "../../forms/question-form-page.ts";
import { contactForm } from "./contact.server.ts";
import { CONTACT_POST_PATH, QUESTION_STEP } from "./contact-page-state.ts";
import { contactMessages } from "./schema.ts";

/*
 * The contact form without JavaScript (docs/decisions/0045): /contatti stays prerendered, its form
 * posts urlencoded to CONTACT_POST_PATH, and src/app/question-form-route.server.ts hands the same
 * body to POST /api/contact. Here: its paths, its fields and its words.
 */

export const contactPageProblems = {
  question: QUESTION_STEP,
  badRequest: NOT_THIS_FORM,
  tooLarge: "Il messaggio è troppo lungo: accorcialo e invialo di nuovo.",
  forbiddenOrigin: "Invio non consentito: apri la pagina Contatti del nostro sito e invia il messaggio da lì.",
  sentInvalid: "Il link non è valido: se hai inviato un messaggio, ti risponderemo al più presto.",
  sentExpired: "Il link è scaduto: se hai inviato un messaggio, ti risponderemo al più presto.",
  valuesNotKept:
    "Il messaggio non è stato inviato: in questo momento riceviamo molte richieste e non possiamo mostrarti di nuovo ciò che hai scritto. Riprova tra qualche istante.",
  sendFailure: contactMessages.sendFailure,
} as const;

/** The token of the success page names this form; the honeypot's is the same to the eye. */
const SENT = "contact";

export const contactPage: QuestionFormPage = {
  pagePath: "/contatti",
  label: "dei contatti",
  postPath: CONTACT_POST_PATH,
  // The bundle of the island, built by scripts/build-verify-renderer.ts.
  renderer: path.join(".private", "contact.mjs"),
  apiPath: contactForm.path,
  fields: ["name", "email", "message"],
  problems: contactPageProblems,
  sentKind: () => SENT,
  sentKinds: [SENT],
};
