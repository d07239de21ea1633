import { getArticleEntries } from "../features/blog/articles.ts";
import { getIndexStates } from "../features/blog/index-states.ts";
import { romeIsoDay } from "../lib/italian-date.ts";
import { formPagePaths } from "./form-manifests.ts";

/** The information pages; the forms' pages come from their manifests (src/app/form-manifests.ts). */
const STATIC_PAGES = [
  "/",
  "/normativa",
  "/funzionalita",
  "/come-funziona",
  "/chi-siamo",
  "/enti-pubblici",
  "/faq",
  "/privacy-policy",
  "/cookie-policy",
  "/condizioni-del-servizio",
  "/sicurezza",
  "/accessibilita",
];

/**
 * Every public page: the information pages, the forms' pages, every blog index state and every
 * article. The sitemap lists them; the accessibility statement counts them (the axe test visits
 * every route of the sitemap).
 */
export async function sitemapEntries(): Promise<{ path: string; lastmod?: string }[]> {
  const articles = await getArticleEntries();
  const states = await getIndexStates();
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...formPagePaths.map((path) => ({ path })),
    ...states.map((state) => ({ path: state.path })),
    ...articles.map((entry) => ({
      path: `/blog/${entry.id}`,
      lastmod: romeIsoDay(entry.data.updated ?? entry.data.date),
    })),
  ];
}
