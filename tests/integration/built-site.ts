import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DIST } from "../../scripts/page-assets.ts";

/** Helpers for tests that read the build in ./dist (npm test builds it first). */
export { DIST };

export function requireBuild(): void {
  if (!existsSync(path.join(DIST, "index.html")) || !existsSync(path.join(DIST, "sitemap.xml"))) {
    throw new Error("Build mancante: esegui npm run build (npm test la esegue da sé).");
  }
}

/** Every public page, read from the built sitemap, as paths ('/', '/faq', …). */
export function sitemapPaths(): string[] {
  requireBuild();
  const xml = readFileSync(path.join(DIST, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

export function htmlFileFor(pathname: string): string {
  return path.join(DIST, pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`);
}
