import path from "node:path";
import { NOT_THIS_FORM, type QuestionFormPage } from "../../forms/question-form-page.ts";
import { whitepaperForm } from "./whitepaper.server.ts";
import {
  WHITEPAPER_PAGE_PATH,
  WHITEPAPER_POST_PATH,
  WHITEPAPER_QUESTION_STEP,
  WHITEPAPER_SENT,
} from "./whitepaper-page-state.ts";
import { whitepaperMessages } from "./schema.ts";

/*
 * The whitepaper request without JavaScript (docs/decisions/0046), as the contact form's (0045):
 * /whitepaper stays prerendered, its form posts urlencoded to WHITEPAPER_POST_PATH, and
 * src/app/question-form-route.server.ts hands the same body to POST /api/whitepaper. Here: its
 * paths, its fields and its words.
 */

export const whitepaperPageProblems = {
  question: WHITEPAPER_QUESTION_STEP,
  badRequest: NOT_THIS_FORM,
  tooLarge: "La richiesta è troppo lunga: accorcia i dati inseriti e inviala di nuovo.",
  forbiddenOrigin: "Invio non consentito: apri la pagina del whitepaper sul nostro sito e invia la richiesta da lì.",
  sentInvalid: "Il link non è valido: se hai richiesto il whitepaper, controlla la tua casella di posta.",
  sentExpired: "Il link è scaduto: se hai richiesto il whitepaper, controlla la tua casella di posta.",
  valuesNotKept:
    "Il whitepaper non è stato inviato: in questo momento riceviamo molte richieste e non possiamo mostrarti di nuovo ciò che hai scritto. Riprova tra qualche istante.",
  sendFailure: whitepaperMessages.sendFailure,
} as const;

export const whitepaperPage: QuestionFormPage = {
  pagePath: WHITEPAPER_PAGE_PATH,
  label: "del whitepaper",
  postPath: WHITEPAPER_POST_PATH,
  // The bundle of the island, built by scripts/build-verify-renderer.ts.
  renderer: path.join(".private", "whitepaper.mjs"),
  apiPath: whitepaperForm.path,
  fields: ["firstName", "lastName", "companyName", "email"],
  boxes: ["marketingConsent"],
  problems: whitepaperPageProblems,
  sentKind: (values) => (values["marketingConsent"] === "on" ? WHITEPAPER_SENT.consent : WHITEPAPER_SENT.plain),
  sentKinds: Object.values(WHITEPAPER_SENT),
};
