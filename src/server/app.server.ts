import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { ServerConfig } from "./config.server.ts";
import { COMMON_HEADERS, HSTS, contentSecurityPolicy } from "./security-headers.server.ts";
import { registerOnDemandPages } from "./on-demand-page.server.ts";
import { loadStaticSite, type StaticFile, type StaticSite } from "./static-site.server.ts";

export interface AppOptions {
  config: ServerConfig;
  /** Registers the form API; absent in tests of the static site alone. */
  registerApi?: (app: FastifyInstance) => Promise<void> | void;
  /** Where log lines go instead of stdout: tests read them. */
  logStream?: { write(line: string): void };
}

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
  if (!byVariant) headerCache.set(file, (byVariant = new Map()));
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

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number): FastifyReply {
  const { body, encoding } = negotiate(request, file);
  reply.headers(staticHeaders(file, status, encoding));
  if (status === 200 && request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  return reply.code(status).send(request.method === "HEAD" ? undefined : body);
}

export function redirectTarget(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  if (pathname.endsWith(".html")) {
    const stripped = pathname.slice(0, -".html".length);
    return stripped === "/index" ? "/" : stripped;
  }
  const firstPage = FIRST_PAGE.exec(pathname);
  return firstPage?.[1] ?? null;
}

export async function buildApp({ config, registerApi, logStream }: AppOptions): Promise<FastifyInstance> {
  const site: StaticSite = await loadStaticSite(config.distDir);
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    // Static files are answered from memory without a log line each (tens of thousands a second
    // would cost more than the answer); the form API's requests are still logged.
    logController: new LogController({ disableRequestLogging: (request) => !request.url.startsWith("/api/") }),
    // No IP address in the logs (decisions.md §6): requests are logged by method and path only.
    logger: {
      level: config.LOG_LEVEL,
      serializers: {
        req: (request) => ({ method: request.method, url: request.url.split("?")[0] ?? "" }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
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

  const serveSite = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(request, reply, site.notFound, 404);
    }
    const target = redirectTarget(pathname);
    if (target !== null && target !== pathname) return reply.redirect(`${target}${url.search}`, 301);
    const file = site.routes.get(pathname);
    if (file) return send(request, reply, file, 200);
    const missing = pathname.startsWith("/blog/") ? site.articleNotFound : site.notFound;
    return send(request, reply, missing, 404);
  };
  await registerOnDemandPages(app, site, config.distDir);
  app.get("/*", serveSite);

  return app;
}
