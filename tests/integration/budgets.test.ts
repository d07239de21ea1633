import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SHEET, assetFile, gzipSize, inlineScripts, pageAssets } from "../../scripts/page-assets.ts";
import { buildApp } from "../../src/server/app.server.ts";
import { loadServerConfig } from "../../src/server/start-config.server.ts";
import { htmlFileFor, sitemapPaths } from "./built-site.ts";
import { FIRST_ROUND_TRIP, FRONT_HEADERS, responseBytes } from "./support/wire-bytes.ts";

// The first round trip and the front's headers: support/wire-bytes.ts.
/**
 * JavaScript a page runs as it opens and a second after load (the inline layout script and the
 * module it then imports): no React.
 */
const INITIAL_JS = 5 * 1024;
/**
 * Everything a page with a form may load once a visitor uses it (React about 65 KB, the shared zod
 * schemas about 28 KB, the island). Loaded on first use only; moving the schemas to zod/mini would
 * take about 20 KB off. 111 KB since the checker asks about public control and says how averages
 * and RPCTs work (docs/decisions/0030): about 0.7 KB of legal text the reviews asked for. 112 KB
 * since the verdict names the sector supervisors' channels (DPO read B6) and links the demo
 * (issue 29): the island was 1 B under 111 KB after paying ~250 B back (icons drawn inline). 113 KB
 * since the verdict card prices a public body's plans by headcount and says, under «Acquista», that
 * it leads to a quote (issue 26): about 0.3 KB, after ~70 B paid back by keeping those lines out of
 * plans.ts's shared chunk (config/order-links.ts); the island had 72 B left under 112 KB. 114 KB
 * since the checker says that a public administration cannot buy a service ACN has not qualified
 * and names the platform's voice messages when declared (buyer read H1, DPO reads 2026-11-29):
 * the island measured 116 292 B with them, 580 B over 113 KB.
 */
const ISLAND_JS = 114 * 1024;
/** Inline CSS, raw: the page's share of the Tailwind sheet. */
const INLINE_CSS = 40 * 1024;

let app: FastifyInstance;
let port = 0;
beforeAll(async () => {
  app = await buildApp({ config: loadServerConfig({ LOG_LEVEL: "silent" }) });
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => app.close());

const brotli = (text: string) => brotliCompressSync(Buffer.from(text)).length;

function containsReact(code: string): boolean {
  return /react\.dev\/errors|__CLIENT_INTERNALS_DO_NOT_USE|react-dom/.test(code);
}

type PageType = "article" | "blog index" | "form page" | "content page";
function pageType(pathname: string, html: string): PageType {
  if (html.includes("<astro-island")) return "form page";
  if (/^\/blog\/(?!pagina|categoria)[a-z0-9-]+$/.test(pathname)) return "article";
  if (pathname.startsWith("/blog")) return "blog index";
  return "content page";
}

const pages = sitemapPaths().map((pathname) => {
  const html = readFileSync(htmlFileFor(pathname), "utf8");
  const assets = pageAssets(html);
  const external = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(assetFile(file)), 0);
  const inline = inlineScripts(html).join("\n");
  return {
    pathname,
    type: pageType(pathname, html),
    html,
    assets,
    css: PAGE_SHEET.exec(html)?.[1] ?? "",
    htmlBrotli: brotli(html),
    initialJs: brotli(inline) + external(assets.initialJs) + external(assets.laterJs),
    islandJs: external(assets.deferredJs),
    inlineJs: inline,
  };
});

describe("byte budgets per page type", () => {
  it.each(pages.map((page) => [page.type, page.pathname, page] as const))(
    "%s %s: HTML with its CSS inline, headers included, fits the first round trip",
    async (_type, pathname, page) => {
      expect(page.css.length, "the page's CSS is inlined").toBeGreaterThan(1000);
      expect(page.css.length).toBeLessThan(INLINE_CSS);
      expect(page.html).not.toMatch(/<link rel="stylesheet"/);
      const sent = await responseBytes(port, pathname);
      expect(sent.encoding).toBe("br");
      expect(sent.body).toBe(readFileSync(`${htmlFileFor(pathname)}.br`).length);
      expect(sent.headers + sent.body, `${sent.headers} B of headers, ${sent.body} B of HTML`).toBeLessThanOrEqual(
        FIRST_ROUND_TRIP - FRONT_HEADERS,
      );
    },
  );

  it.each(pages.map((page) => [page.type, page.pathname, page] as const))(
    "%s %s: at most 5 KB of JavaScript when the page opens and after load, and no React runtime",
    (_type, _path, page) => {
      expect(page.initialJs).toBeLessThanOrEqual(INITIAL_JS);
      expect(containsReact(page.inlineJs)).toBe(false);
      expect(page.assets.initialJs.size, "no external script before interaction").toBe(0);
      expect(page.assets.laterJs.size, "the layout's second half, imported after load").toBe(1);
      for (const module of page.assets.laterJs)
        expect(containsReact(readFileSync(assetFile(module), "utf8"))).toBe(false);
    },
  );

  it.each(pages.map((page) => [page.type, page.pathname, page] as const))(
    "%s %s: total (HTML plus JavaScript loaded on interaction) within budget",
    (type, _path, page) => {
      if (type === "form page") expect(page.islandJs).toBeLessThanOrEqual(ISLAND_JS);
      else expect(page.assets.deferredJs.size).toBe(0);
      expect(page.htmlBrotli + page.islandJs).toBeLessThanOrEqual(FIRST_ROUND_TRIP + ISLAND_JS);
    },
  );

  it.each(pages.map((page) => [page.type, page.pathname, page] as const))(
    "%s %s: nothing in the HTML makes Chromium start a request before the first paint",
    (_type, _path, page) => {
      // Lighthouse's simulation makes the largest paint wait for every request started before
      // it: the icon is inline; the manifest is linked, and the layout's second half imported,
      // a second after load.
      const icons = [...page.html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((match) => match[1] ?? "");
      expect(icons.length).toBeGreaterThan(0);
      for (const href of icons) expect(href).toMatch(/^data:image\/svg\+xml,/);
      expect(page.html).not.toMatch(/<link rel="(?:manifest|stylesheet|preload|modulepreload|prefetch)"/);
    },
  );

  it("the inline CSS is trimmed per page: a page without forms carries fewer rules than a form page", () => {
    const form = pages.find((page) => page.type === "form page");
    const policy = pages.find((page) => page.pathname === "/privacy-policy");
    expect(form && policy && policy.css.length < form.css.length).toBe(true);
  });

  it("every article runs the same inline layout script and nothing else", () => {
    const articles = pages.filter((page) => page.type === "article");
    expect(articles.length).toBeGreaterThan(0);
    for (const page of articles) expect(page.inlineJs, page.pathname).toBe(articles[0]?.inlineJs);
  });
});

describe("byte budgets: the order page and the checker", () => {
  it("/ordine carries one island (the order form) and pages without a form carry none", () => {
    const order = pages.find((page) => page.pathname === "/ordine");
    expect(order?.type).toBe("form page");
    expect(order?.html.match(/<astro-island/g)).toHaveLength(1);
    for (const pathname of ["/funzionalita", "/faq", "/privacy-policy", "/cookie-policy", "/blog"]) {
      expect(pages.find((page) => page.pathname === pathname)?.type, pathname).not.toBe("form page");
    }
  });

  it("/normativa: the 'Sei obbligato?' checker's code and React wait until the checker is used", () => {
    const page = pages.find((candidate) => candidate.pathname === "/normativa");
    const checker = /component-url="(\/_astro\/obligation-checker\.[^"]+\.js)"/.exec(page?.html ?? "")?.[1];
    expect(checker).toBeDefined();
    expect(page?.assets.deferredJs.has(checker ?? "")).toBe(true);
    expect(page?.assets.initialJs.size).toBe(0);
    expect(containsReact(page?.inlineJs ?? "")).toBe(false);
  });
});
