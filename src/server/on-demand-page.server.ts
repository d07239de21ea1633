import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentSecurityPolicy } from "./security-headers.server.ts";
import type { StaticFile, StaticSite } from "./static-site.server.ts";

/** What the build's bundle of a page rendered on demand exports (scripts/build-verify-renderer.ts). */
interface PageRenderer {
  render(search: string): { status: number; html: string };
  PAGE_SLOT: { start: string; end: string };
}

/** Pages answered per request: the path, its prerendered shell in the site and its bundle under DIST_DIR. */
const ON_DEMAND_PAGES = [{ path: "/normativa/verifica", renderer: ".private/verifica.mjs" }] as const;

function isRenderer(module: unknown): module is PageRenderer {
  const candidate = module as Partial<PageRenderer> | null;
  return typeof candidate?.render === "function" && typeof candidate.PAGE_SLOT?.start === "string";
}

/** The prerendered page before and after its slot, where the per-request part goes. */
export function splitShell(shell: StaticFile, slot: PageRenderer["PAGE_SLOT"], route: string): [string, string] {
  const html = shell.body.toString("utf8");
  const start = html.indexOf(slot.start);
  const end = html.indexOf(slot.end);
  if (start < 0 || end < start) throw new Error(`Build incompleta: la pagina ${route} non ha i segnaposto.`);
  return [html.slice(0, start), html.slice(end + slot.end.length)];
}

export function compress(request: FastifyRequest, html: string): { body: Buffer; encoding: string | null } {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const body = Buffer.from(html, "utf8");
  // Fast levels: the page is rendered per request, unlike the build's pre-compressed files.
  if (/\bbr\b/.test(accepted)) {
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: "br" };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body, { level: 6 }), encoding: "gzip" };
  return { body, encoding: null };
}

/**
 * Serves the pages that depend on the query string (docs/decisions/0007): the layout, head and
 * stylesheets come from the page prerendered by Astro, so the CSP hashes computed for it still hold;
 * the bundle renders what goes between its two markers. Nothing is stored or logged but the path.
 */
export async function registerOnDemandPages(app: FastifyInstance, site: StaticSite, distDir: string): Promise<void> {
  for (const page of ON_DEMAND_PAGES) {
    const shell = site.routes.get(page.path);
    const file = path.join(distDir, page.renderer);
    if (!shell || !existsSync(file)) {
      throw new Error(`Build incompleta in ${distDir}: manca la pagina ${page.path}. Esegui npm run build.`);
    }
    const module: unknown = await import(pathToFileURL(file).href);
    if (!isRenderer(module)) throw new Error(`${file} non esporta render e PAGE_SLOT.`);
    const [before, after] = splitShell(shell, module.PAGE_SLOT, page.path);
    const policy = contentSecurityPolicy(shell);

    app.get(page.path, async (request: FastifyRequest, reply: FastifyReply) => {
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const { status, html } = module.render(search);
      const { body, encoding } = compress(request, `${before}${html}${after}`);
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", policy);
      // The answer depends only on the query and the build; an invalid one is not worth keeping.
      reply.header("cache-control", status === 200 ? "no-cache" : "no-store");
      reply.header("vary", "accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(status).send(request.method === "HEAD" ? undefined : body);
    });
  }
}
