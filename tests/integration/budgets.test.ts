import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assetFile, gzipSize, pageAssets } from "../../scripts/page-assets.ts";
import { htmlFileFor, sitemapPaths } from "./built-site.ts";

/** Byte budgets (issue 2), computed from the build: bytes, never time. */
const JS_BUDGET_PLAIN_PAGE = 5 * 1024;
const CSS_BUDGET_PAGE = 20 * 1024;

function containsReact(files: Iterable<string>): boolean {
  for (const file of files) {
    const code = readFileSync(assetFile(file), "utf8");
    if (/react\.dev\/errors|__CLIENT_INTERNALS_DO_NOT_USE|react-dom/.test(code)) return true;
  }
  return false;
}

const pages = sitemapPaths().map((pathname) => {
  const html = readFileSync(htmlFileFor(pathname), "utf8");
  return { pathname, html, assets: pageAssets(html), stateful: html.includes("<astro-island") };
});

describe("byte budgets", () => {
  it.each(pages.filter((page) => !page.stateful).map((page) => [page.pathname, page] as const))(
    "%s: no stateful widget, at most 5 KB gzip of JavaScript and no React runtime",
    (_, page) => {
      const total = [...page.assets.initialJs].reduce((sum, file) => sum + gzipSize(assetFile(file)), 0);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_PLAIN_PAGE);
      expect(page.assets.deferredJs.size).toBe(0);
      expect(containsReact(page.assets.initialJs)).toBe(false);
    },
  );

  it.each(pages.filter((page) => page.stateful).map((page) => [page.pathname, page] as const))(
    "%s: the React runtime is not loaded when the page opens",
    (_, page) => {
      const total = [...page.assets.initialJs].reduce((sum, file) => sum + gzipSize(assetFile(file)), 0);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_PLAIN_PAGE);
      expect(containsReact(page.assets.initialJs)).toBe(false);
    },
  );

  it.each(pages.map((page) => [page.pathname, page] as const))("%s: CSS under 20 KB gzip", (_, page) => {
    const total = page.assets.css.reduce((sum, file) => sum + gzipSize(assetFile(file)), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(CSS_BUDGET_PAGE);
  });

  it("/normativa: the 'Sei obbligato?' checker's code and React wait until the checker is used", () => {
    const page = pages.find((candidate) => candidate.pathname === "/normativa");
    const checker = /component-url="(\/_astro\/obligation-checker\.[^"]+\.js)"/.exec(page?.html ?? "")?.[1];
    expect(checker).toBeDefined();
    expect(page?.assets.deferredJs.has(checker ?? "")).toBe(true);
    expect(page?.assets.initialJs.has(checker ?? "")).toBe(false);
    expect(containsReact(page?.assets.initialJs ?? [])).toBe(false);
    expect(containsReact(page?.assets.deferredJs ?? [])).toBe(true);
  });

  it("every article page ships no JavaScript of its own beyond the shared layout script", () => {
    const layout = pages.find((page) => page.pathname === "/privacy-policy")?.assets.initialJs ?? new Set<string>();
    for (const page of pages.filter((candidate) =>
      /^\/blog\/(?!pagina|categoria)[a-z0-9-]+$/.test(candidate.pathname),
    )) {
      expect([...page.assets.initialJs].sort(), page.pathname).toEqual([...layout].sort());
    }
  });
});
