import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messages } from "../../forms/messages.ts";
import { issueCaptcha } from "../../server/captcha.server.ts";
import { type Clock, systemClock } from "../../server/clock.server.ts";
import { checkConfirmationToken, confirmationToken } from "../../server/confirmation-token.server.ts";
import { loadRenderer, plainPostRoute, slotPage } from "../../server/plain-post-page.server.ts";
import type { ServerKeys } from "../../server/secret.server.ts";
import type { ServerConfig } from "../../server/start-config.server.ts";
import type { StaticSite } from "../../server/static-site.server.ts";
import { contactForm } from "./contact.server.ts";
import { CONTACT_POST_PATH, type ContactPageState, QUESTION_STEP } from "./contact-page-state.ts";
import { contactMessages } from "./schema.ts";

/*
 * The contact form without JavaScript (docs/decisions/0045), as the order's (0033): /contatti stays
 * prerendered, its form posts urlencoded to CONTACT_POST_PATH, and this route hands the same body
 * to POST /api/contact, so the honeypot, the fields, the privacy box, the maths question, the
 * work-less budget (0036), the limits, the storage and the e-mails are the API's. The prerendered
 * page cannot carry a question (a signed, one-time token): the first POST comes back with the
 * values kept and the question the server asks; the second sends. A stored message is answered
 * with a 303 to a GET of the success card, so a reload does not send it again.
 */

/** The bundle of the island, built by scripts/build-verify-renderer.ts. */
export const CONTACT_RENDERER = path.join(".private", "contact.mjs");
const CONTACT_PAGE_PATH = "/contatti";
/** The token of the success page names this form; the honeypot's is the same to the eye. */
const SENT_FORM = "contact";
/** Sent to the API when the page has not asked its question yet: never a valid token. */
const NO_QUESTION = "-";

export const contactPageProblems = {
  question: QUESTION_STEP,
  badRequest: "Il modulo inviato non è valido: ricarica la pagina e riprova.",
  tooLarge: "Il messaggio è troppo lungo: accorcialo e invialo di nuovo.",
  forbiddenOrigin: "Invio non consentito: apri la pagina Contatti del nostro sito e invia il messaggio da lì.",
  sentInvalid: "Il link non è valido: se hai inviato un messaggio, ti risponderemo al più presto.",
  sentExpired: "Il link è scaduto: se hai inviato un messaggio, ti risponderemo al più presto.",
  valuesNotKept:
    "Il messaggio non è stato inviato: in questo momento riceviamo molte richieste e non possiamo mostrarti di nuovo ciò che hai scritto. Riprova tra qualche istante.",
} as const;

/** What the form may send, each once: its fields, the box, the question and the honeypot. */
const ACCEPTED_KEYS = ["name", "email", "message", "privacyAccepted", "captchaToken", "captchaAnswer", "website"];

const NOT_GIVEN_BACK: ReadonlySet<string> = new Set(["captchaToken", "captchaAnswer", "website"]);

/** The fields as typed, or null when the body has a key the form has not or a key twice. */
export function readContactForm(form: URLSearchParams): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (!ACCEPTED_KEYS.includes(key) || key in values) return null;
    values[key] = value;
  }
  return values;
}

/** The body the island would send for these values; no proof of work: one of the hour's work-less ones. */
function apiBody(values: Readonly<Record<string, string>>): Record<string, unknown> {
  return {
    name: values["name"] ?? "",
    email: values["email"] ?? "",
    message: values["message"] ?? "",
    privacyAccepted: values["privacyAccepted"] === "on",
    captchaToken: values["captchaToken"] || NO_QUESTION,
    captchaAnswer: (values["captchaAnswer"] ?? "").trim(),
    website: values["website"] ?? "",
  };
}

/** Where the API's answer goes on the page: a field's message, the question's, or the whole form's. */
function pageErrors(body: Record<string, unknown>, asked: boolean) {
  const errors = { ...((body["errors"] ?? {}) as Record<string, string>) };
  const error = typeof body["error"] === "string" ? body["error"] : undefined;
  if (error === messages.captchaWrong || error === messages.captchaExpired) {
    if (!asked) return { errors, problem: contactPageProblems.question };
    errors["captchaAnswer"] = error;
  } else if (error === messages.privacy) errors["privacyAccepted"] = error;
  else if (error !== undefined || Object.keys(errors).length === 0) {
    return { errors, problem: error ?? contactMessages.sendFailure };
  }
  return { errors };
}

export interface ContactRouteOptions {
  config: ServerConfig;
  keys: Pick<ServerKeys, "captcha" | "sentPage">;
  clock?: Clock;
}

export function contactRoute({ config, keys, clock = systemClock }: ContactRouteOptions) {
  return async function registerContactRoute(app: FastifyInstance, site: StaticSite): Promise<void> {
    const { shell, renderer } = await loadRenderer(config.distDir, site, {
      route: CONTACT_PAGE_PATH,
      file: CONTACT_RENDERER,
      isRenderer: (module: unknown): module is ContactRenderer => {
        const candidate = module as Partial<ContactRenderer> | null;
        return typeof candidate?.renderContactPage === "function" && typeof candidate.CONTACT_SLOT?.start === "string";
      },
    });
    const page = slotPage(shell, renderer.CONTACT_SLOT, CONTACT_PAGE_PATH);

    /** Pages that give nothing back (a refusal, the success card): rendered and compressed once. */
    function fixed(request: FastifyRequest, reply: FastifyReply, status: number, problem: string | null) {
      return page.refuse(request, reply, status, problem ?? "sent", () =>
        renderer.renderContactPage(
          problem === null ? { kind: "sent" } : { kind: "form", values: {}, errors: {}, problem, captcha: null },
        ),
      );
    }

    // The POST first: its error handler and body parser are the scope's, for the GETs too.
    const { badRequest, tooLarge, forbiddenOrigin } = contactPageProblems;
    plainPostRoute(app, {
      path: CONTACT_POST_PATH,
      label: "dei contatti",
      siteUrl: config.site.siteUrl,
      apiPath: contactForm.path,
      problems: { 400: badRequest, 403: forbiddenOrigin, 413: tooLarge, 500: contactMessages.sendFailure },
      refuse: fixed,
      read: readContactForm,
      apiBody,
      answered: (request, reply, values, answer) => {
        if (answer.status === 201) {
          // Stored, or the honeypot was filled (nothing stored, an id as real as any): the same
          // 303 to the success card's signed address, so a reload does not send the message again.
          const id = String(answer.body["id"]);
          return reply.redirect(
            `${CONTACT_POST_PATH}?t=${confirmationToken(keys.sentPage, SENT_FORM, id, clock())}`,
            303,
          );
        }
        if (answer.retryAfter !== undefined) reply.header("retry-after", answer.retryAfter);
        const now = clock();
        if (!page.mayGiveBack(now)) return fixed(request, reply, answer.status, contactPageProblems.valuesNotKept);
        // The question is asked anew and the honeypot never given back.
        const typed = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_GIVEN_BACK.has(key)));
        const state: ContactPageState = {
          kind: "form",
          values: typed,
          ...pageErrors(answer.body, Boolean(values["captchaToken"])),
          captcha: issueCaptcha(keys.captcha, now),
        };
        return page.send(request, reply, answer.status, renderer.renderContactPage(state));
      },
    });

    // Where a stored message is sent: the success card, for whoever holds the signed link (a day).
    app.get(CONTACT_POST_PATH, async (request, reply) => {
      const given = (request.query as Record<string, unknown> | undefined)?.["t"];
      if (given === undefined) return reply.redirect(CONTACT_PAGE_PATH, 303);
      const check = checkConfirmationToken(keys.sentPage, given, clock());
      if (!check.ok || check.form !== SENT_FORM) {
        const expired = !check.ok && check.reason === "expired";
        return fixed(
          request,
          reply,
          expired ? 410 : 403,
          expired ? contactPageProblems.sentExpired : contactPageProblems.sentInvalid,
        );
      }
      reply.header("x-robots-tag", "noindex");
      return fixed(request, reply, 200, null);
    });
  };
}

interface ContactRenderer {
  CONTACT_SLOT: { start: string; end: string };
  renderContactPage(state: ContactPageState): string;
}
