import type { APIRoute } from "astro";
import { getArticleEntries } from "../features/blog/articles.ts";
import { getIndexStates } from "../features/blog/index-states.ts";
import { isoDay } from "../features/blog/paging.ts";
import { canonicalUrl } from "../config/seo.ts";

const STATIC_PAGES = [
  "/",
  "/normativa",
  "/kit-attivazione",
  "/funzionalita",
  "/come-funziona",
  "/chi-siamo",
  "/enti-pubblici",
  "/faq",
  "/contatti",
  "/ordine",
  "/privacy-policy",
  "/cookie-policy",
  "/condizioni-del-servizio",
  "/sicurezza",
  "/accessibilita",
];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every public page: the information pages, every blog index state and every article. */
export const GET: APIRoute = async () => {
  const articles = await getArticleEntries();
  const states = await getIndexStates();
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...states.map((state) => ({ path: state.path })),
    ...articles.map((entry) => ({
      path: `/blog/${entry.id}`,
      lastmod: isoDay(entry.data.updated ?? entry.data.date),
    })),
  ];
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(canonicalUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
};
