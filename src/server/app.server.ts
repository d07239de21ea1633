import Fastify, {
  type FastifyError,
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { apiMessages as messages } from "../lib/api-messages.ts";
import type { ServerConfig } from "./start-config.server.ts";
import { clientErrorHandler, HTTP_TIMEOUTS, type HttpTimeouts, safeError } from "./http-errors.server.ts";
import { boundedLines } from "./logger.server.ts";
import { COMMON_HEADERS, HSTS, contentSecurityPolicy } from "./security-headers.server.ts";
import { registerOnDemandPages } from "./on-demand-page.server.ts";
import type { RequestLimiter } from "./rate-limit.server.ts";
import { loadStaticSite, type StaticFile, type StaticSite } from "./static-site.server.ts";

export interface AppOptions {
  config: ServerConfig;
  /** Registers the form API; absent in tests of the static site alone. */
  registerApi?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * Registers the routes that answer with a page of the site rendered per request (the activation
   * kit's POST): they get the prerendered site, whose pages are their shells.
   */
  registerPages?: (app: FastifyInstance, site: StaticSite) => Promise<void> | void;
  /** Where log lines go instead of stdout: tests read them. */
  logStream?: { write(line: string): void };
  /** Shorter limits for tests; production uses HTTP_TIMEOUTS. */
  timeouts?: HttpTimeouts;
  /** The time the pages rendered per request budget by; tests stop it. */
  clock?: () => number;
  /** Counts each client's renders of the pages rendered per request (on-demand-page.server.ts). */
  renderLimiter?: RequestLimiter;
}

const NOT_FOUND = "Indirizzo non trovato.";
const SERVER_ERROR = "Si è verificato un errore interno. Riprova più tardi.";

/** Index pages whose page 1 lives at the unpaged URL (issue 4: /blog/pagina/1 → /blog). */
export const FIRST_PAGE = /^(\/blog(?:\/categoria\/[a-z0-9-]+)?)\/pagina\/1$/;

function negotiate(request: FastifyRequest, file: StaticFile): { body: Buffer; encoding: string | null } {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accepted)) return { body: file.br, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body, encoding: null };
}

/** Every header of a static answer, computed once per file and status, not per request. */
const headerCache = new WeakMap<StaticFile, Map<string, Record<string, string>>>();

function staticHeaders(file: StaticFile, status: number, encoding: string | null): Record<string, string> {
  let byVariant = headerCache.get(file);
  if (!byVariant) headerCache.set(file, (byVariant = new Map<string, Record<string, string>>()));
  const variant = `${status} ${encoding ?? ""}`;
  let headers = byVariant.get(variant);
  if (!headers) {
    headers = {
      "content-type": file.type,
      "cache-control": status === 200 ? file.cacheControl : "no-store",
      vary: "accept-encoding",
      ...(file.type.startsWith("text/html") ? { "content-security-policy": contentSecurityPolicy(file) } : {}),
      ...(status === 200 ? { etag: file.etag } : {}),
      ...(encoding ? { "content-encoding": encoding } : {}),
      ...COMMON_HEADERS,
    };
    byVariant.set(variant, headers);
  }
  return headers;
}

export function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number): FastifyReply {
  const { body, encoding } = negotiate(request, file);
  reply.headers(staticHeaders(file, status, encoding));
  if (status === 200 && request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  return reply.code(status).send(request.method === "HEAD" ? undefined : body);
}

/**
 * A path the site could redirect: segments of letters, digits and `._~-`, each starting with a
 * letter or digit. Anything else (an encoded `/` or `\`, a tab, CR/LF, NUL, non-ASCII, `//host`)
 * is no page of ours: it gets the 404, never a Location that a browser could read as another
 * site (issue 17 §1, §9, §15). nginx's rewrites use the same pattern.
 */
export const SAFE_SEGMENT = "/[A-Za-z0-9][A-Za-z0-9._~-]*";
const REDIRECTABLE = new RegExp(`^(?:${SAFE_SEGMENT})+/*$`);

/** A decoded path no link of ours produces: controls, spaces, non-ASCII, '\\', a leading '//'. */
const CRAFTED = /[^\x21-\x7e]|\\|^\/\//;

export function redirectTarget(pathname: string): string | null {
  if (!REDIRECTABLE.test(pathname)) return null;
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  if (pathname.endsWith(".html")) {
    const stripped = pathname.slice(0, -".html".length);
    return stripped === "/index" ? "/" : stripped;
  }
  const firstPage = FIRST_PAGE.exec(pathname);
  return firstPage?.[1] ?? null;
}

/**
 * One line per refused or failed answer (4xx, 5xx other than the 500s logged where they happen),
 * with the route and the status and nothing else (issue 25, L8 and I6): the kit's and the checker's
 * refusals leave a trace, and a flood of them at most 5 lines a minute per route and status.
 */
export function refusalLog(log: { info(object: object, message: string): void }) {
  const lines = boundedLines(log);
  return {
    note(route: string | null, statusCode: number, now = Date.now()) {
      if (statusCode < 400 || statusCode === 500) return;
      lines.info(
        `${statusCode} ${route ?? ""}`,
        { route: route ?? "(nessuna)", statusCode },
        "Richiesta rifiutata",
        now,
      );
    },
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, registerApi, registerPages, logStream } = options;
  const site: StaticSite = await loadStaticSite(config.distDir);
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    // Only the configured proxies may name the client (issue 17 §3); `true` is loopback only.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 16 * 1024,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    clientErrorHandler,
    // An undecodable URL (/%ff): the 404 page or the API's Italian 400, with every header.
    // Logged by the bounded refusal line, not here: a loop of them would flood the journal (L1).
    frameworkErrors: (_error, request, reply) => {
      void answerNotFound(request, reply, 400);
    },
    // No line per request (issue 25, L8): a loop of requests would flood the journal and push out
    // the lines worth keeping. Refusals and errors are logged below, bounded; volume is nginx's.
    logController: new LogController({ disableRequestLogging: true }),
    // No IP address in the logs (decisions.md §6): requests are logged by method and path only.
    logger: {
      level: config.LOG_LEVEL,
      serializers: {
        req: (request) => ({ method: request.method, url: request.url.split("?")[0] ?? "" }),
        res: (reply) => ({ statusCode: reply.statusCode }),
        // Never the raw request an error may carry (issue 17 §10), at any level.
        err: safeError,
      },
      ...(logStream ? { stream: logStream } : {}),
    },
  });

  // A form request's arrival, at debug level only: a test or an operator chasing one request.
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.method === "POST" && request.url.startsWith("/api/"))
      request.log.debug({ req: request }, "incoming request");
    done();
  });
  const refusals = refusalLog(app.log);
  app.addHook("onResponse", (request, reply, done) => {
    refusals.note(request.routeOptions.url ?? null, reply.statusCode);
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    // Static answers carry these already (precomputed); the rest (API, redirects) get them here.
    if (!reply.hasHeader("x-content-type-options")) reply.headers(COMMON_HEADERS);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", contentSecurityPolicy(null));
    done(null, payload);
  });

  if (registerApi) await app.register(async (api) => registerApi(api));

  /** The site's 404 page, or for the API a short Italian JSON; with every header either way. */
  function answerNotFound(request: FastifyRequest, reply: FastifyReply, status: 400 | 404) {
    if (request.url.startsWith("/api/")) {
      reply.headers({ ...COMMON_HEADERS, "cache-control": "no-store" });
      reply.header("content-security-policy", contentSecurityPolicy(null));
      return reply.code(status).send({ error: status === 404 ? NOT_FOUND : messages.badRequest });
    }
    return send(request, reply, request.url.startsWith("/blog/") ? site.articleNotFound : site.notFound, status);
  }

  const serveSite = async (request: FastifyRequest, reply: FastifyReply) => {
    // Not new URL(request.url, base): '//host/path' would be read as another host's path (§15).
    const url = new URL(`http://localhost${request.url}`);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "\u0000";
    }
    if (CRAFTED.test(pathname)) {
      // Logged by the bounded refusal line, without the path: it is what the client chose to write.
      return answerNotFound(request, reply, 404);
    }
    const target = redirectTarget(pathname);
    if (target !== null && target !== pathname) return reply.redirect(`${target}${url.search}`, 301);
    const file = site.routes.get(pathname);
    if (file) return send(request, reply, file, 200);
    return answerNotFound(request, reply, 404);
  };
  await registerOnDemandPages(app, site, config.distDir, options.clock, options.renderLimiter);
  if (registerPages) await app.register(async (pages) => registerPages(pages, site));
  app.get("/*", serveSite);
  // Other methods and unknown API routes: Italian, with the headers, not Fastify's English.
  app.setNotFoundHandler((request, reply) => answerNotFound(request, reply, 404));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return answerNotFound(request, reply, 400);
    request.log.error({ err: safeError(error) }, "Errore interno");
    reply.header("cache-control", "no-store");
    return reply.code(500).send({ error: SERVER_ERROR });
  });

  return app;
}
