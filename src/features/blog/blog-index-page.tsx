import { PageHeader } from "../../components/ui/page-header.tsx";
import type { ArticleSummary, CategoryCount } from "./articles.ts";
import { BlogPicture } from "./blog-picture.tsx";
import { PAGE_SIZE } from "./categories.ts";
import { indexUrl } from "./paging.ts";

const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw";
/** The first card of a full page spans two columns. */
const FEATURED_SIZES = "(min-width: 1024px) 46rem, 92vw";

function CategoryChips({ counts, total, current }: { counts: CategoryCount[]; total: number; current: string | null }) {
  const chip = "inline-flex rounded-full border px-4 py-2 text-sm font-medium";
  const idle = "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800";
  const active = "border-brand-700 bg-brand-700 text-white";
  return (
    <nav aria-label="Categorie">
      <ul className="flex flex-wrap gap-2">
        <li>
          <a
            href="/blog"
            aria-current={current === null ? "page" : undefined}
            className={`${chip} ${current === null ? active : idle}`}
          >
            Tutti gli articoli ({total})
          </a>
        </li>
        {counts.map((category) => (
          <li key={category.slug}>
            <a
              href={indexUrl(category.slug, 1)}
              aria-current={current === category.slug ? "page" : undefined}
              className={`${chip} ${current === category.slug ? active : idle}`}
            >
              {category.name} ({category.count})
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ArticleCard({
  article,
  headingLevel = 2,
  featured = false,
  inlineCover = false,
  coverShapes,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  featured?: boolean;
  /** The cover as inline SVG (index pages, where a card is the first screen) instead of a picture. */
  inlineCover?: boolean;
  /**
   * The id of this cover's shapes, already drawn on the page (the article's header): the card
   * draws them again with <use>, a few bytes instead of a picture and its image request.
   */
  coverShapes?: string | undefined;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `articolo-${article.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {coverShapes ? (
        <svg
          viewBox={/viewBox="([^"]+)"/.exec(article.coverSvg)?.[1]}
          role="img"
          aria-label={article.card.alt}
          className="block aspect-[16/9] h-auto w-full"
        >
          <use href={`#${coverShapes}`} />
        </svg>
      ) : inlineCover ? (
        // Our own asset (heroSvg), never visitor input.
        <div dangerouslySetInnerHTML={{ __html: article.coverSvg }} />
      ) : (
        <BlogPicture
          picture={article.card}
          sizes={featured ? FEATURED_SIZES : CARD_SIZES}
          className="aspect-[16/9] h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-brand-700">{article.category}</span>
          <span className="text-slate-600">{article.minutes} min di lettura</span>
        </p>
        <Heading id={titleId} className="mt-2 text-lg leading-snug font-bold text-slate-900">
          {article.title}
        </Heading>
        <p className="mt-2 flex-1 text-slate-600">{article.description}</p>
        <a
          href={`/blog/${article.slug}`}
          className="link mt-4 font-semibold"
          aria-label={`Leggi l'articolo: ${article.title}`}
        >
          Leggi l'articolo
        </a>
      </div>
    </article>
  );
}

function Pagination({ category, page, totalPages }: { category: string | null; page: number; totalPages: number }) {
  const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium";
  const link = `${base} border-slate-300 bg-white text-slate-800 hover:border-brand-700`;
  const disabled = `${base} border-slate-200 bg-slate-50 text-slate-500`;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav aria-label="Paginazione" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <a href={indexUrl(category, page - 1)} rel="prev" className={link}>
              Precedente
            </a>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Precedente
            </span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <a
              href={indexUrl(category, n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Pagina ${n}`}
              className={n === page ? `${base} border-brand-700 bg-brand-700 text-white` : link}
            >
              {n}
            </a>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <a href={indexUrl(category, page + 1)} rel="next" className={link}>
              Successiva
            </a>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Successiva
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

export interface BlogIndexProps {
  articles: ArticleSummary[];
  counts: CategoryCount[];
  total: number;
  category: CategoryCount | null;
  page: number;
  totalPages: number;
}

export function BlogIndexPage({ articles, counts, total, category, page, totalPages }: BlogIndexProps) {
  const title = category === null ? "Blog: guide al whistleblowing" : `Blog: ${category.name}`;
  return (
    <>
      <PageHeader
        title={title}
        intro={
          <p>
            {category === null
              ? "Guide pratiche sul D.Lgs. 24/2023 per HR, compliance, DPO e responsabili: obblighi, gestione delle segnalazioni, privacy e sicurezza."
              : `Le guide della categoria ${category.name}: ${category.count} ${category.count === 1 ? "articolo" : "articoli"} sul D.Lgs. 24/2023 e sulla gestione delle segnalazioni.`}
            {totalPages > 1 && (
              <span className="sr-only">
                {" "}
                Pagina {page} di {totalPages}.
              </span>
            )}
          </p>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <CategoryChips counts={counts} total={total} current={category?.slug ?? null} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-article-list="">
          {articles.map((article, index) => {
            // Five to a page on a grid of two or three columns: the first card spans two, so no hole is left.
            const featured = index === 0 && articles.length === PAGE_SIZE;
            return (
              <li key={article.slug} className={featured ? "sm:col-span-2" : undefined}>
                <ArticleCard article={article} featured={featured} inlineCover />
              </li>
            );
          })}
        </ul>
        <Pagination category={category?.slug ?? null} page={page} totalPages={totalPages} />
      </div>
    </>
  );
}
