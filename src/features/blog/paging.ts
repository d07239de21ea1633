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
