import { BackLink } from "../../components/ui/page-header.tsx";
import { NextStep } from "../../components/next-step.tsx";
import type { ArticleSummary } from "./articles.ts";
import { ArticleCard } from "./blog-index-page.tsx";
import { formatRomeDay, romeIsoDay } from "../../lib/italian-date.ts";
import { indexUrl } from "./paging.ts";

/** The id of the article cover's shapes, drawn again by related cards that share the cover. */
const COVER_SHAPES = "copertina";

/** The cover's shapes in a group the related cards can point to with <use>. */
function withShapesId(svg: string): string {
  return svg.replace(/^(<svg[^>]*>)([\s\S]*)(<\/svg>)$/, `$1<g id="${COVER_SHAPES}">$2</g>$3`);
}

/** The cover is its inline SVG markup (heroSvg): our own asset, never visitor input. */
export function ArticleHeader({ article }: { article: ArticleSummary }) {
  return (
    <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
      <BackLink href="/blog">Torna al blog</BackLink>
      <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <a
          href={indexUrl(article.categorySlug, 1)}
          className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 hover:bg-brand-100"
        >
          {article.category}
        </a>
        {/* A badge that repeats the category (Gestione Operativa) would be the same pill twice. */}
        {article.badge !== article.category && (
          <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">{article.badge}</span>
        )}
      </p>
      <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
        {article.title}
      </h1>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>
          Pubblicato il <time dateTime={romeIsoDay(article.date)}>{formatRomeDay(article.date)}</time>
        </span>
        {article.updated && (
          <span>
            Aggiornato il <time dateTime={romeIsoDay(article.updated)}>{formatRomeDay(article.updated)}</time>
          </span>
        )}
        <span>{article.minutes} min di lettura</span>
      </p>
      <div
        className="mt-8 overflow-hidden rounded-2xl"
        dangerouslySetInnerHTML={{ __html: withShapesId(article.coverSvg) }}
      />
    </header>
  );
}

export function ArticleFooter({ article, related }: { article: ArticleSummary; related: ArticleSummary[] }) {
  return (
    <>
      <div className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
        <NextStep step={article.nextStep} id="cta-articolo" />
      </div>
      {related.length > 0 && (
        <section aria-labelledby="correlati" className="mx-auto mt-16 mb-16 max-w-6xl px-4 sm:px-6">
          <h2 id="correlati" className="text-2xl font-bold text-slate-900">
            Articoli correlati
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <ArticleCard
                  article={item}
                  headingLevel={3}
                  coverShapes={item.coverSvg === article.coverSvg ? COVER_SHAPES : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
