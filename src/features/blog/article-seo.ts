import { buildSiteConfig } from "../../config/build-site-config.ts";
import { absoluteUrl, canonicalUrl } from "../../config/seo.ts";
import type { ArticleSummary } from "./articles.ts";
import { indexUrl } from "./paging.ts";

export function articleJsonLd(article: ArticleSummary, image: string): object[] {
  const url = canonicalUrl(`/blog/${article.slug}`);
  const { siteUrl } = buildSiteConfig();
  return [
    {
      "@type": "BlogPosting",
      headline: article.title,
      description: article.description,
      image: absoluteUrl(image),
      datePublished: article.date.toISOString(),
      dateModified: (article.updated ?? article.date).toISOString(),
      inLanguage: "it-IT",
      articleSection: article.category,
      mainEntityOfPage: url,
      url,
      author: { "@id": `${siteUrl}/#organizzazione` },
      publisher: { "@id": `${siteUrl}/#organizzazione` },
    },
    {
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: canonicalUrl("/") },
        { "@type": "ListItem", position: 2, name: "Blog", item: canonicalUrl("/blog") },
        {
          "@type": "ListItem",
          position: 3,
          name: article.category,
          item: canonicalUrl(indexUrl(article.categorySlug, 1)),
        },
        { "@type": "ListItem", position: 4, name: article.title, item: url },
      ],
    },
  ];
}
