// What a built page loads: its initial JavaScript (module graph), the JavaScript its islands
// load later, and its stylesheets. Shared by the byte-budget test and bench/sizes.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const DIST = path.resolve(import.meta.dirname, "..", "dist");

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function assetFile(url: string): string {
  return path.join(DIST, url.replace(/^\//, ""));
}

/** A module and everything it imports statically, as /_astro/ URLs. */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(assetFile(entry), "utf8");
  for (const match of code.matchAll(/(?:import|export)\s*(?:[^"'`;]*?from\s*)?["']([^"']+\.js)["']/g)) {
    const specifier = match[1] ?? "";
    moduleGraph(path.posix.join(path.posix.dirname(entry), specifier), seen);
  }
  return seen;
}

/** The bodies of a page's inline scripts (not its structured data, not external modules). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*(?:ld\+json|\ssrc=))[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );
}

/** The site's stylesheet inlined in a page: the one inline style that starts with Tailwind's banner. */
export const PAGE_SHEET = /<style>(\/\*! tailwindcss[\s\S]*?)<\/style>/;

export interface PageAssets {
  /** JavaScript the page loads as soon as it opens. */
  initialJs: Set<string>;
  /** JavaScript loaded later, on interaction (islands' components and renderer). */
  deferredJs: Set<string>;
  /** Modules the inline scripts import after the page has loaded (the layout's second half). */
  laterJs: Set<string>;
  css: string[];
}

export function pageAssets(html: string): PageAssets {
  const initialJs = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g))
    moduleGraph(match[1] ?? "", initialJs);
  for (const match of html.matchAll(/<link rel="modulepreload" href="(\/_astro\/[^"]+\.js)"/g))
    moduleGraph(match[1] ?? "", initialJs);
  const deferredJs = new Set<string>();
  for (const match of html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g))
    moduleGraph(match[1] ?? "", deferredJs);
  const laterJs = new Set<string>();
  for (const script of inlineScripts(html))
    for (const match of script.matchAll(/\bimport\(\s*[`"'](\/_astro\/[^`"']+\.js)[`"']\s*\)/g))
      moduleGraph(match[1] ?? "", laterJs);
  const css = [...html.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/g)].map(
    (match) => match[1] ?? "",
  );
  return { initialJs, deferredJs, laterJs, css };
}
