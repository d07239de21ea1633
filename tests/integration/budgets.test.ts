import { readFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { assetFile, gzipSize, pageAssets } from "../../scripts/page-assets.ts";
import { htmlFileFor, sitemapPaths } from "./built-site.ts";

/*
 * Byte budgets per page type (issue 11), computed from the build: bytes, never time.
 * A page's first paint needs only its HTML, which carries its CSS and its layout script inline:
 * that HTML, compressed as the server sends it, plus about 1.1 KB of response headers, must fit
 * the first TCP round trip (10 segments of 1,460 bytes = 14,600 bytes), so it stays under 13 KB.
 */
const HTML_FIRST_ROUND_TRIP = 13 * 1024;
/**
 * Articles carry their whole text: the longest ones need a second round trip whatever the CSS
 * (docs/decisions/0006-performance-at-the-limit.md); their budget keeps them from growing further.
 */
const HTML_ARTICLE = 14.5 * 1024;
/** JavaScript a page runs as it opens (inline and external): the layout script, no React. */
const INITIAL_JS = 5 * 1024;
/**
 * Everything a page with a form may load once a visitor uses it (React about 65 KB, the shared zod
 * schemas about 28 KB, the island). Loaded on first use only; moving the schemas to zod/mini would
 * take about 20 KB off.
 */
const ISLAND_JS = 110 * 1024;
/**
 * The two pages whose form is part of the content (/normativa with the checker, /ordine) carry
 * its markup: like articles, they may take a second round trip.
 */
const HTML_FORM_CONTENT = 14.5 * 1024;
const SECOND_ROUND_TRIP = new Set(["/normativa", "/ordine"]);
/** Inline CSS, raw: the page's share of the Tailwind sheet. */
const INLINE_CSS = 40 * 1024;

const brotli = (text: string) => brotliCompressSync(Buffer.from(text)).length;

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*(?:ld\+json|\ssrc=))[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );
}

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
    css: /<style>(\/\*! tailwindcss[\s\S]*?)<\/style>/.exec(html)?.[1] ?? "",
    htmlBrotli: brotli(html),
    initialJs: brotli(inline) + external(assets.initialJs),
    islandJs: external(assets.deferredJs),
    inlineJs: inline,
  };
});

describe("byte budgets per page type", () => {
  it.each(pages.map((page) => [page.type, page.pathname, page] as const))(
    "%s %s: HTML with its CSS inline fits the first round trip",
    (_type, _path, page) => {
      expect(page.css.length, "the page's CSS is inlined").toBeGreaterThan(1000);
      expect(page.css.length).toBeLessThan(INLINE_CSS);
      expect(page.html).not.toMatch(/<link rel="stylesheet"/);
      const budget =
        page.type === "article"
          ? HTML_ARTICLE
          : SECOND_ROUND_TRIP.has(page.pathname)
            ? HTML_FORM_CONTENT
            : HTML_FIRST_ROUND_TRIP;
      expect(page.htmlBrotli).toBeLessThanOrEqual(budget);
    },
  );

  it.each(pages.map((page) => [page.type, page.pathname, page] as const))(
    "%s %s: at most 5 KB of JavaScript when the page opens, and no React runtime",
    (_type, _path, page) => {
      expect(page.initialJs).toBeLessThanOrEqual(INITIAL_JS);
      expect(containsReact(page.inlineJs)).toBe(false);
      expect(page.assets.initialJs.size, "no external script before interaction").toBe(0);
    },
  );

  it.each(pages.map((page) => [page.type, page.pathname, page] as const))(
    "%s %s: total (HTML plus JavaScript loaded on interaction) within budget",
    (type, _path, page) => {
      if (type === "form page") expect(page.islandJs).toBeLessThanOrEqual(ISLAND_JS);
      else expect(page.assets.deferredJs.size).toBe(0);
      expect(page.htmlBrotli + page.islandJs).toBeLessThanOrEqual(HTML_ARTICLE + ISLAND_JS);
    },
  );

  it.each(pages.map((page) => [page.type, page.pathname, page] as const))(
    "%s %s: nothing in the HTML makes Chromium start a request before the first paint",
    (_type, _path, page) => {
      // Lighthouse's simulation makes the largest paint wait for every request started before
      // it: the icon is inline, the manifest is linked by the layout script a second after load.
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
