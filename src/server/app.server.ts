import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
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
const FIRST_PAGE = /^(\/blog(?:\/categoria\/[a-z0-9-]+)?)\/pagina\/1$/;

function negotiate(request: FastifyRequest, file: StaticFile): { body: Buffer; encoding: string | null } {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accepted)) return { body: file.br, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body, encoding: null };
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number): FastifyReply {
  reply.header("content-type", file.type);
  reply.header("cache-control", status === 200 ? file.cacheControl : "no-store");
  reply.header("vary", "accept-encoding");
  if (file.type.startsWith("text/html")) reply.header("content-security-policy", contentSecurityPolicy(file));
  if (status === 200) {
    reply.header("etag", file.etag);
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  }
  const { body, encoding } = negotiate(request, file);
  if (encoding) reply.header("content-encoding", encoding);
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

  app.addHook("onSend", async (request, reply, payload) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) reply.header(name, value);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", contentSecurityPolicy(null));
    return payload;
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
