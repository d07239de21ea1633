import type { APIRoute } from "astro";
import { sitemapEntries } from "../app/sitemap-entries.ts";
import { canonicalUrl } from "../config/seo.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every public page (src/app/sitemap-entries.ts). */
export const GET: APIRoute = async () => {
  const urls = (await sitemapEntries())
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(canonicalUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
};
