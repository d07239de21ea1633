import { PAGE_SIZE } from "./categories.ts";

/** URLs of the index states: every filter and page has its own prerendered page. */
export function indexUrl(categorySlug: string | null, page: number): string {
  const base = categorySlug === null ? "/blog" : `/blog/categoria/${categorySlug}`;
  return page <= 1 ? base : `${base}/pagina/${page}`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function pageSlice<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

const italianDate = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Rome",
});

/** '9 gennaio 2025'. */
export function formatItalianDate(date: Date): string {
  return italianDate.format(date);
}

/** '2025-01-09', for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
