import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readValues } from "../config/obligation-answers.ts";
import { contentSecurityPolicy } from "./security-headers.server.ts";
import { createRateBudget, type RateBudget } from "./work-budget.server.ts";
import { clientAddressKey } from "./client-address.server.ts";
import type { RequestLimiter } from "./rate-limit.server.ts";
import type { StaticFile, StaticSite } from "./static-site.server.ts";

/** What the build's bundle of a page rendered on demand exports (scripts/build-verify-renderer.ts). */
interface PageRenderer {
  render(search: string): { status: number; html: string };
  PAGE_SLOT: { start: string; end: string };
}

/**
 * Pages answered per request: the path, its prerendered shell in the site, its bundle under
 * DIST_DIR, and what its page depends on in the query (the cache's key): for the checker, the
 * first value of each of its four fields, whatever else the query holds.
 */
const ON_DEMAND_PAGES = [
  {
    path: "/normativa/verifica",
    renderer: ".private/verifica.mjs",
    cacheKey: (search: string) => JSON.stringify(readValues(new URLSearchParams(search))),
  },
] as const;

/**
 * Pages kept, rendered and compressed, per route (issue 25, M2): the checker has a few hundred
 * valid answers, so the pages people ask for are rendered once; a query nobody asked before is
 * rendered and pushes out the page least recently asked for.
 */
const CACHED_PAGES = 256;

/**
 * Pages not in the cache rendered per second by the whole server (fresh security read 5, M3): a
 * query nobody asked before costs a render and a compression, and addresses enough (nginx allows
 * each /64 ten a second) could otherwise keep a core busy. Past it, a 503 with the site's page
 * "Servizio momentaneamente non disponibile", rendered once. Far above what visitors without
 * JavaScript ask for (the checker answers in the page with it).
 */
export const RENDERS_BUDGET = { perSecond: 50, burst: 200 } as const;

/**
 * Renders of pages not kept that one client may ask for in a rate-limit window, before the
 * server-wide budget: the /56, /48 and /32 above a /64 get NETWORK_BUDGETS times it, counted only
 * when the smaller network admitted the request (fresh security read 6, M1: without it one /48
 * spent the server's budget and pushed visitors' pages out of the cache). A visitor without
 * JavaScript who tries every answer of the checker asks for far fewer, and a /48's budget (160,
 * eight times this) stays under the server's burst (200), so one /48 alone cannot spend it.
 */
export const CLIENT_RENDERS_PER_WINDOW = 20;

/**
 * The server's one render budget, shared by every gate of one server (eleventh security read, L3:
 * each page had its own, so the checker, /demo and the order together rendered three times it).
 * A server's routes share its clock, so the budget is kept per clock: Date.now in production.
 */
const rendersByClock = new WeakMap<() => number, RateBudget>();
export function serverRenders(clock: () => number): RateBudget {
  let budget = rendersByClock.get(clock);
  if (!budget) rendersByClock.set(clock, (budget = createRateBudget(RENDERS_BUDGET)));
  return budget;
}

/** Why a render was refused: an address that is none (400), the client's budget (429), the server's (503). */
export type RenderRefusal = { status: 400 } | { status: 429 | 503; retryAfterS: number };

/**
 * The gate every page rendered on demand passes before its render (issue 25, M2; decision 0007):
 * the checker's, /demo, the order's confirmation and /ordine with the checker's answers. The
 * client's budget in the limiter (its own /64, or its IPv4 address, and the /56, /48 and /32
 * above, which only requests admitted below count: RequestLimiter), then the server's renders
 * (RENDERS_BUDGET, shared by the pages that pass the same budget). A refusal costs a few map
 * lookups; the caller answers it with a page rendered once (pageCache) and its Retry-After.
 */
export function renderGate({
  limiter,
  name,
  clock = Date.now,
  renders = serverRenders(clock),
}: {
  /** Each client's renders (its max is the budget); absent in tests of the site alone. */
  limiter: RequestLimiter | undefined;
  /** The page's name in the limiter. */
  name: string;
  clock?: () => number;
  renders?: RateBudget;
}): (ip: string) => RenderRefusal | null {
  return (ip) => {
    const address = clientAddressKey(ip);
    if (address === null) return { status: 400 };
    const now = clock();
    if (limiter) {
      const own = limiter.hit(name, address, now);
      if (!own.allowed) return { status: 429, retryAfterS: own.retryAfterS };
      const shared = limiter.reserveShared(name, address, now);
      if (!shared.allowed) return { status: 429, retryAfterS: shared.retryAfterS };
    }
    return renders.take(now) ? null : { status: 503, retryAfterS: 5 };
  };
}

interface RenderedPage {
  status: number;
  html: string;
  encoded: Map<string, { body: Buffer; encoding: "br" | "gzip" | null }>;
}

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

/**
 * The page in the encoding the client accepts. Fast levels by default, for a page rendered per
 * request; a page kept for many answers is worth the best ones (brotli 11, gzip 9).
 */
export function compress(
  request: Pick<FastifyRequest, "headers">,
  html: string,
  level: "fast" | "best" = "fast",
): { body: Buffer; encoding: "br" | "gzip" | null } {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const body = Buffer.from(html, "utf8");
  const best = level === "best";
  if (/\bbr\b/.test(accepted)) {
    // Quality 3: about a quarter of quality 5's time for a page of this size, a little larger.
    const quality = best ? 11 : 3;
    return {
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
      encoding: "br",
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body, { level: best ? 9 : 6 }), encoding: "gzip" };
  return { body, encoding: null };
}

/** The encoding of compress() for this client: brotli first, then gzip, else none. */
export function acceptedEncoding(request: Pick<FastifyRequest, "headers">): "br" | "gzip" | null {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
}

/** A page rendered once, in every encoding a client may ask for. */
export interface CachedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Pages that are the same for every request with the same key (a refusal: issue 25, M2), rendered
 * and compressed the first time only, so a flood of them costs neither a render nor a compression.
 */
export function pageCache(): (key: string, render: () => string) => CachedPage {
  const pages = new Map<string, CachedPage>();
  return (key, render) => {
    let page = pages.get(key);
    if (!page) {
      const html = render();
      const variant = (encoding: string) => compress({ headers: { "accept-encoding": encoding } }, html, "best").body;
      page = { identity: Buffer.from(html, "utf8"), br: variant("br"), gzip: variant("gzip") };
      pages.set(key, page);
    }
    return page;
  };
}

/**
 * Serves the pages that depend on the query string (docs/decisions/0007): the layout, head and
 * stylesheets come from the page prerendered by Astro, so the CSP hashes computed for it still hold;
 * the bundle renders what goes between its two markers. Nothing is stored or logged but the path.
 */
export async function registerOnDemandPages(
  app: FastifyInstance,
  site: StaticSite,
  distDir: string,
  clock: () => number = Date.now,
  /** Counts each client's renders (CLIENT_RENDERS_PER_WINDOW); absent in tests of the site alone. */
  limiter?: RequestLimiter,
): Promise<void> {
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

    const rendered = new Map<string, RenderedPage>();
    const renderer = module;
    const mayRender = renderGate({ limiter, name: page.path, clock });
    function pageFor(ip: string, search: string): RenderedPage | RenderRefusal {
      const key = page.cacheKey(search);
      let entry = rendered.get(key);
      if (entry) {
        rendered.delete(key); // moved to the end: the most recently asked for
      } else {
        const refused = mayRender(ip);
        if (refused) return refused;
        const { status, html } = renderer.render(search);
        entry = { status, html: `${before}${html}${after}`, encoded: new Map() };
        if (rendered.size >= CACHED_PAGES) rendered.delete(rendered.keys().next().value ?? "");
      }
      rendered.set(key, entry);
      return entry;
    }

    // The server's own "unavailable" page (or, in a build without one, the empty form), once.
    const busyPage = site.serverError ?? shell;
    const busyPolicy = contentSecurityPolicy(busyPage);
    const cachedBusy = pageCache();
    function busy(request: FastifyRequest, reply: FastifyReply, refusal: RenderRefusal) {
      const variants = cachedBusy("busy", () => busyPage.body.toString("utf8"));
      const encoding = acceptedEncoding(request);
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", busyPolicy);
      reply.header("cache-control", "no-store");
      if (refusal.status !== 400) reply.header("retry-after", String(refusal.retryAfterS));
      reply.header("vary", "accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(refusal.status).send(request.method === "HEAD" ? undefined : variants[encoding ?? "identity"]);
    }

    app.get(page.path, async (request: FastifyRequest, reply: FastifyReply) => {
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      // A client address that is none (a proxy that forwards junk) cannot be counted: refused
      // with a 400, as the form API does (fresh security read 7, L1).
      if (clientAddressKey(request.ip) === null) return busy(request, reply, { status: 400 });
      const entry = pageFor(request.ip, search);
      if (!("html" in entry)) return busy(request, reply, entry);
      const status = entry.status;
      const accepted = String(request.headers["accept-encoding"] ?? "");
      const wanted = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "";
      let variant = entry.encoded.get(wanted);
      if (!variant) entry.encoded.set(wanted, (variant = compress(request, entry.html)));
      const { body, encoding } = variant;
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
