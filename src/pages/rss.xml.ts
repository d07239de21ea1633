import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { BRAND } from "../config/brand.ts";
import { buildSiteConfig } from "../config/build-site-config.ts";
import { getArticleEntries } from "../features/blog/articles.ts";

export const GET: APIRoute = async () => {
  const entries = await getArticleEntries();
  return rss({
    title: `${BRAND}: guide al whistleblowing`,
    description: "Guide pratiche sul D.Lgs. 24/2023 per HR, compliance, DPO e responsabili.",
    site: buildSiteConfig().siteUrl,
    customData: "<language>it-it</language>",
    items: entries.map((entry) => ({
      title: entry.data.title,
      description: entry.data.description,
      pubDate: entry.data.date,
      link: `/blog/${entry.id}`,
      categories: [entry.data.category, entry.data.badge],
    })),
  });
};
