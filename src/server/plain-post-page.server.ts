// A form that works without JavaScript (docs/decisions/0033, 0045): its prerendered page, the
// server's answer rendered between the page's markers, and the form's API called with the same
// body. What the order's and the contact form's routes share.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BODY_LIMIT } from "./api.server.ts";
import { isForeignOrigin } from "./foreign-origin.server.ts";
import { acceptedEncoding, compress, pageCache, splitShell } from "./on-demand-page.server.ts";
import { COMMON_HEADERS, contentSecurityPolicy } from "./security-headers.server.ts";
import type { StaticSite } from "./static-site.server.ts";
import { createRateBudget } from "./work-budget.server.ts";

/** The build's bundle of a page's island (scripts/build-verify-renderer.ts): Node cannot import .tsx (0022). */
export async function loadRenderer<Renderer>(
  distDir: string,
  site: StaticSite,
  { route, file, isRenderer }: { route: string; file: string; isRenderer: (module: unknown) => module is Renderer },
) {
  const shell = site.routes.get(route);
  const bundle = path.join(distDir, file);
  if (!shell || !existsSync(bundle)) {
    throw new Error(`Build incompleta in ${distDir}: manca la pagina ${route}. Esegui npm run build.`);
  }
  const module: unknown = await import(pathToFileURL(bundle).href);
  if (!isRenderer(module)) throw new Error(`${bundle} non esporta le funzioni della pagina ${route}.`);
  return { shell, renderer: module };
}

/**
 * Pages giving typed values back, for all clients together: far more than the visitors without
 * JavaScript who mistype at once, a small share of a core under a flood (as the kit's, 0025).
 */
export const PAGES_WITH_VALUES_BUDGET = { perSecond: 10, burst: 20 } as const;

export type Send = (request: FastifyRequest, reply: FastifyReply, status: number, html: string) => FastifyReply;

/**
 * The prerendered page around what the server renders between its markers, in the shell's head
 * and CSP, `no-store`. `send` renders per request; `refuse` is for the answers that give nothing
 * back, rendered and compressed the first time only (0025).
 */
export function slotPage(shell: Parameters<typeof splitShell>[0], slot: { start: string; end: string }, route: string) {
  const [before, after] = splitShell(shell, slot, route);
  const policy = contentSecurityPolicy(shell);

  function headers(reply: FastifyReply, encoding: string | null): void {
    reply.headers({ ...COMMON_HEADERS, "referrer-policy": "same-origin", "cache-control": "no-store" });
    reply.header("content-type", "text/html; charset=utf-8");
    reply.header("content-security-policy", policy);
    reply.header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
  }

  /** A whole page, compressed as the client accepts. */
  const sendWhole: Send = (request, reply, status, html) => {
    const { body, encoding } = compress(request, html);
    headers(reply, encoding);
    return reply.code(status).send(request.method === "HEAD" ? undefined : body);
  };

  const cached = pageCache();
  const withValues = createRateBudget(PAGES_WITH_VALUES_BUDGET);
  return {
    /** Whether a page giving the typed values back may be rendered now (PAGES_WITH_VALUES_BUDGET). */
    mayGiveBack: (now: number) => withValues.take(now),
    sendWhole,
    send: ((request, reply, status, html) => sendWhole(request, reply, status, `${before}${html}${after}`)) as Send,
    refuse(request: FastifyRequest, reply: FastifyReply, status: number, key: string, render: () => string) {
      const page = cached(key, () => `${before}${render()}${after}`);
      const encoding = acceptedEncoding(request);
      headers(reply, encoding);
      return reply.code(status).send(encoding ? page[encoding] : page.identity);
    },
  };
}

/** The scope's only body: a form, urlencoded, read as URLSearchParams, up to `bodyLimit` bytes (413 beyond). */
export function acceptUrlencoded(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    (_request, text, done) => done(null, new URLSearchParams(String(text))),
  );
}

type Refuse = (request: FastifyRequest, reply: FastifyReply, status: number, problem: string) => FastifyReply;
type ApiAnswer = Awaited<ReturnType<typeof postToApi>>;

/**
 * The form's POST in its own scope. Its only body is a form, urlencoded, up to the API's limit; a
 * foreign origin is refused before the body is read, a body that is no form of this page on sight;
 * the values go to the form's API as JSON from the same client, and `answered` turns its answer
 * into the page. Every refusal is the page with an Italian message (a 413 too), never the
 * framework's JSON; a fault is logged by its type only, as its message could quote what the
 * visitor wrote.
 */
export function plainPostRoute<Values>(
  app: FastifyInstance,
  options: {
    path: string;
    label: string;
    siteUrl: string;
    apiPath: string;
    problems: Record<400 | 403 | 413 | 500, string>;
    refuse: Refuse;
    read: (form: URLSearchParams) => Values | null;
    apiBody: (values: Values) => Record<string, unknown>;
    answered: (request: FastifyRequest, reply: FastifyReply, values: Values, answer: ApiAnswer) => unknown;
  },
): void {
  const { problems, refuse } = options;
  acceptUrlencoded(app, BODY_LIMIT);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return refuse(request, reply, 413, problems[413]);
    if (status >= 400 && status < 500) return refuse(request, reply, 400, problems[400]);
    request.log.error({ err: { type: error.name, code: error.code } }, `Errore nella pagina ${options.label}`);
    return refuse(request, reply, 500, problems[500]);
  });
  app.post(options.path, {
    onRequest: async (request, reply) => {
      if (isForeignOrigin(request, options.siteUrl)) return refuse(request, reply, 403, problems[403]);
    },
    handler: async (request, reply) => {
      const values = request.body instanceof URLSearchParams ? options.read(request.body) : null;
      if (values === null) return refuse(request, reply, 400, problems[400]);
      const answer = await postToApi(app, options.apiPath, request, options.apiBody(values));
      return options.answered(request, reply, values, answer);
    },
  });
}

/** The API's answer to the same request sent as JSON, from the same client (its limits, its budgets). */
async function postToApi(
  app: FastifyInstance,
  url: string,
  request: FastifyRequest,
  payload: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | undefined }> {
  const answer = await app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    remoteAddress: request.ip,
    payload: JSON.stringify(payload),
  });
  const retry = answer.headers["retry-after"];
  return {
    status: answer.statusCode,
    body: answer.json<Record<string, unknown>>(),
    retryAfter: retry === undefined ? undefined : String(retry),
  };
}
