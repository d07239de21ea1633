import { getCollection, type CollectionEntry } from "astro:content";
import { getImage } from "astro:assets";
import { articleSlugs, categories, categorySlug, type CategoryName } from "./categories.ts";
import type { NextStepKey } from "../../config/next-steps.ts";
import { readingMinutes } from "./reading-time.ts";

export interface Picture {
  avif: string;
  webp: string;
  fallback: string;
  width: number;
  height: number;
  alt: string;
}

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  date: Date;
  updated: Date | null;
  category: CategoryName;
  categorySlug: string;
  badge: string;
  minutes: number;
  nextStep: NextStepKey;
  card: Picture;
  /** The cover as inline SVG (heroSvg): the article's header and the index pages' cards show it. */
  coverSvg: string;
}

export type ArticleEntry = CollectionEntry<"blog">;

async function picture(entry: ArticleEntry, widths: number[], sizes: string): Promise<Picture & { sizes: string }> {
  const { cover } = entry.data;
  const [avif, webp, fallback] = await Promise.all([
    getImage({ src: cover, format: "avif", widths, sizes }),
    getImage({ src: cover, format: "webp", widths, sizes }),
    getImage({ src: cover, format: "webp", width: widths[0] ?? 400 }),
  ]);
  const height = Math.round(((widths[0] ?? 400) * cover.height) / cover.width);
  return {
    avif: avif.srcSet.attribute,
    webp: webp.srcSet.attribute,
    fallback: fallback.src,
    width: widths[0] ?? 400,
    height,
    alt: entry.data.coverAlt,
    sizes,
  };
}

export function cardPicture(entry: ArticleEntry) {
  return picture(entry, [400, 800], "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw");
}

/** The raster cover: the social card (og:image) and the structured data's image. */
export function heroPicture(entry: ArticleEntry) {
  return picture(entry, [800, 1200], "(min-width: 896px) 48rem, 100vw");
}

const coverSources = import.meta.glob<string>("../../assets/covers/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * The cover as inline SVG for the article header and the cards of the blog's index pages: the
 * illustrations are about 1 KB of shapes (under 0.5 KB compressed, and a cover repeated on a page
 * costs almost nothing), so inlined they paint with the first round trip of HTML instead of
 * costing an image request of their own, which was the page's largest paint (issue 11).
 */
export function heroSvg(entry: ArticleEntry): string {
  const { cover } = entry.data;
  // /_astro/name.hash.svg in a build, /@fs/…/name.svg?… in development.
  const name = /\/([^/.?]+)\.[^/]*$/.exec(cover.src)?.[1] ?? "";
  const source = Object.entries(coverSources).find(([file]) => file.endsWith(`/${name}.svg`))?.[1];
  if (!source) throw new Error(`Copertina SVG non trovata per ${entry.id}: ${cover.src}`);
  const label = entry.data.coverAlt.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
  // The box comes from the page's CSS (full width, 16:9), so the fixed size attributes go.
  return source.trim().replace(/^<svg\b([^>]*)>/, (_tag, attributes: string) => {
    const kept = attributes.replace(/\s(?:width|height)="[^"]*"/g, "");
    return `<svg${kept} role="img" aria-label="${label}" class="block aspect-[16/9] h-auto w-full">`;
  });
}

const order = new Map<string, number>(articleSlugs.map((slug, index) => [slug, index]));

/** Newest first; articles of the same day keep the editorial order of the slug list. */
function compare(a: ArticleEntry, b: ArticleEntry): number {
  const byDate = b.data.date.getTime() - a.data.date.getTime();
  if (byDate !== 0) return byDate;
  return (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
}

export async function getArticleEntries(): Promise<ArticleEntry[]> {
  const entries = await getCollection("blog");
  return entries.sort(compare);
}

export async function summarize(entry: ArticleEntry): Promise<ArticleSummary> {
  return {
    slug: entry.id,
    title: entry.data.title,
    description: entry.data.description,
    date: entry.data.date,
    updated: entry.data.updated ?? null,
    category: entry.data.category,
    categorySlug: categorySlug(entry.data.category),
    badge: entry.data.badge,
    minutes: readingMinutes(entry.body ?? ""),
    nextStep: entry.data.nextStep,
    card: await cardPicture(entry),
    coverSvg: heroSvg(entry),
  };
}

export async function getArticleSummaries(): Promise<ArticleSummary[]> {
  return Promise.all((await getArticleEntries()).map(summarize));
}

export interface CategoryCount {
  name: string;
  slug: string;
  count: number;
}

export function countByCategory(articles: readonly ArticleSummary[]): CategoryCount[] {
  return categories.map((category) => ({
    name: category.name,
    slug: category.slug,
    count: articles.filter((article) => article.category === category.name).length,
  }));
}
