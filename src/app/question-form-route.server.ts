import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messages } from "../forms/messages.ts";
import type { QuestionFormPage, QuestionPageRenderer, QuestionPageState } from "../forms/question-form-page.ts";
import { issueCaptcha } from "../server/captcha.server.ts";
import { type Clock, systemClock } from "../server/clock.server.ts";
import { checkConfirmationToken, confirmationToken } from "../server/confirmation-token.server.ts";
import { loadRenderer, plainPostRoute, slotPage } from "../server/plain-post-page.server.ts";
import type { ServerKeys } from "../server/secret.server.ts";
import type { ServerConfig } from "../server/start-config.server.ts";
import type { StaticSite } from "../server/static-site.server.ts";

/*
 * A spec form without JavaScript (docs/decisions/0045, 0046), as the order's (0033): its page stays
 * prerendered, its form posts urlencoded to the page's postPath, and this route hands the same body
 * to the form's API, so the honeypot, the fields, the privacy box, the maths question, the
 * work-less budget (0036), the limits, the storage and the e-mails are the API's. The prerendered
 * page cannot carry a question (a signed, one-time token): the first POST comes back with the
 * values kept and the question the server asks; the second sends. An accepted request is answered
 * with a 303 to a GET of the success card, so a reload does not send it again.
 */

/** Sent to the API when the page has not asked its question yet: never a valid token. */
const NO_QUESTION = "-";

/** What every spec form sends besides its fields and boxes: the privacy box, the question, the honeypot. */
const SPEC_KEYS = ["privacyAccepted", "captchaToken", "captchaAnswer", "website"] as const;

/** Never given back: the question is asked anew, the honeypot stays empty. */
const NOT_GIVEN_BACK: ReadonlySet<string> = new Set(["captchaToken", "captchaAnswer", "website"]);

/** The fields as typed, or null when the body has a key the form has not or a key twice. */
export function readQuestionForm(page: QuestionFormPage, form: URLSearchParams): Record<string, string> | null {
  const accepted = new Set([...page.fields, ...(page.boxes ?? []), ...SPEC_KEYS]);
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (!accepted.has(key) || key in values) return null;
    values[key] = value;
  }
  return values;
}

/** The body the island would send for these values; no proof of work: one of the hour's work-less ones. */
function apiBody(page: QuestionFormPage, values: Readonly<Record<string, string>>): Record<string, unknown> {
  return {
    ...Object.fromEntries(page.fields.map((field) => [field, values[field] ?? ""])),
    ...Object.fromEntries((page.boxes ?? []).map((box) => [box, values[box] === "on"])),
    privacyAccepted: values["privacyAccepted"] === "on",
    captchaToken: values["captchaToken"] || NO_QUESTION,
    captchaAnswer: (values["captchaAnswer"] ?? "").trim(),
    website: values["website"] ?? "",
  };
}

/** Where the API's answer goes on the page: a field's message, the question's, or the whole form's. */
function pageErrors(page: QuestionFormPage, body: Record<string, unknown>, asked: boolean) {
  const errors = { ...((body["errors"] ?? {}) as Record<string, string>) };
  const error = typeof body["error"] === "string" ? body["error"] : undefined;
  if (error === messages.captchaWrong || error === messages.captchaExpired) {
    if (!asked) return { errors, problem: page.problems.question };
    errors["captchaAnswer"] = error;
  } else if (error === messages.privacy) errors["privacyAccepted"] = error;
  else if (error !== undefined || Object.keys(errors).length === 0) {
    return { errors, problem: error ?? page.problems.sendFailure };
  }
  return { errors };
}

function isRenderer(module: unknown): module is QuestionPageRenderer {
  const candidate = module as Partial<QuestionPageRenderer> | null;
  return typeof candidate?.renderPage === "function" && typeof candidate.SLOT?.start === "string";
}

export interface QuestionFormRouteOptions {
  config: ServerConfig;
  keys: Pick<ServerKeys, "captcha" | "sentPage">;
  clock?: Clock;
}

/** The POST of `page` and the GET of its success card, registered in a scope of their own. */
export function questionFormRoute(
  page: QuestionFormPage,
  { config, keys, clock = systemClock }: QuestionFormRouteOptions,
) {
  const { problems, postPath, pagePath } = page;
  return async function registerQuestionFormRoute(app: FastifyInstance, site: StaticSite): Promise<void> {
    const { shell, renderer } = await loadRenderer(config.distDir, site, {
      route: pagePath,
      file: page.renderer,
      isRenderer,
    });
    const slot = slotPage(shell, renderer.SLOT, pagePath);

    /** Pages that give nothing back (a refusal, a success card): rendered and compressed once. */
    function fixed(request: FastifyRequest, reply: FastifyReply, status: number, problem: string) {
      return slot.refuse(request, reply, status, problem, () =>
        renderer.renderPage({ kind: "form", values: {}, errors: {}, problem, captcha: null }),
      );
    }

    // The POST first: its error handler and body parser are the scope's, for the GETs too.
    plainPostRoute(app, {
      path: postPath,
      label: page.label,
      siteUrl: config.site.siteUrl,
      apiPath: page.apiPath,
      problems: {
        400: problems.badRequest,
        403: problems.forbiddenOrigin,
        413: problems.tooLarge,
        500: problems.sendFailure,
      },
      refuse: fixed,
      read: (form) => readQuestionForm(page, form),
      apiBody: (values) => apiBody(page, values),
      answered: (request, reply, values, answer) => {
        if (answer.status === 201) {
          // Stored, or the honeypot was filled (nothing stored, an id as real as any): the same
          // 303 to the success card's signed address, so a reload does not send the request again.
          const token = confirmationToken(keys.sentPage, page.sentKind(values), String(answer.body["id"]), clock());
          return reply.redirect(`${postPath}?t=${token}`, 303);
        }
        if (answer.retryAfter !== undefined) reply.header("retry-after", answer.retryAfter);
        const now = clock();
        if (!slot.mayGiveBack(now)) return fixed(request, reply, answer.status, problems.valuesNotKept);
        const typed = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_GIVEN_BACK.has(key)));
        const state: QuestionPageState = {
          kind: "form",
          values: typed,
          ...pageErrors(page, answer.body, Boolean(values["captchaToken"])),
          captcha: issueCaptcha(keys.captcha, now),
        };
        return slot.send(request, reply, answer.status, renderer.renderPage(state));
      },
    });

    // Where an accepted request is sent: the success card, for whoever holds the signed link (a day).
    app.get(postPath, async (request, reply) => {
      const given = (request.query as Record<string, unknown> | undefined)?.["t"];
      if (given === undefined) return reply.redirect(pagePath, 303);
      const check = checkConfirmationToken(keys.sentPage, given, clock());
      if (!check.ok || !page.sentKinds.includes(check.form)) {
        const expired = !check.ok && check.reason === "expired";
        return fixed(request, reply, expired ? 410 : 403, expired ? problems.sentExpired : problems.sentInvalid);
      }
      reply.header("x-robots-tag", "noindex");
      const sent = check.form;
      return slot.refuse(request, reply, 200, `sent:${sent}`, () => renderer.renderPage({ kind: "sent", sent }));
    });
  };
}
