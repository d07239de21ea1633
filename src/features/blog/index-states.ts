import { countByCategory, getArticleSummaries, type ArticleSummary, type CategoryCount } from "./articles.ts";
import { indexUrl, pageCount, pageSlice } from "./paging.ts";
import type { BlogIndexProps } from "./blog-index-page.tsx";

export interface IndexState extends BlogIndexProps {
  path: string;
}

/** Every state of /blog: all articles and each category, each page of each. */
export async function getIndexStates(): Promise<IndexState[]> {
  const all = await getArticleSummaries();
  const counts = countByCategory(all);
  const groups: { category: CategoryCount | null; articles: ArticleSummary[] }[] = [
    { category: null, articles: all },
    ...counts.map((category) => ({
      category,
      articles: all.filter((article) => article.categorySlug === category.slug),
    })),
  ];
  return groups.flatMap(({ category, articles }) => {
    const totalPages = pageCount(articles.length);
    return Array.from({ length: totalPages }, (_, index) => {
      const page = index + 1;
      return {
        path: indexUrl(category?.slug ?? null, page),
        articles: pageSlice(articles, page),
        counts,
        total: all.length,
        category,
        page,
        totalPages,
      };
    });
  });
}

export function indexMeta(state: IndexState) {
  const name = state.category === null ? "Blog sul whistleblowing" : `Blog: ${state.category.name}`;
  const title = state.page > 1 ? `${name} – pagina ${state.page}` : name;
  const scope = state.category === null ? "" : ` della categoria ${state.category.name}`;
  return {
    title,
    description: `Guide pratiche${scope} sul whistleblowing e sul D.Lgs. 24/2023 per HR, compliance e DPO${
      state.page > 1 ? `, pagina ${state.page} di ${state.totalPages}` : ""
    }.`,
    path: state.path,
  };
}
