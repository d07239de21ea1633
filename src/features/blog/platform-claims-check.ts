import { platformClaimsIn } from "../../config/platform-claim-patterns.ts";

/*
 * The articles are Markdown and cannot read the operator facts file. An article says what our
 * platform does only through the {{piattaforma}} placeholder, which the build fills from the facts
 * (article-service.ts); written in its own words, a claim (Tor, reminders, deletion, IP addresses,
 * encryption, server location, support hours) stops the build, so a guide cannot say one thing and
 * /sicurezza another (issue 27, RR-1). The patterns: src/config/platform-claim-patterns.ts.
 */

/** The placeholder an article writes, as a paragraph of its own, where it describes our service. */
export const SERVICE_PLACEHOLDER = "{{piattaforma}}";

/** One line per article and claim it writes by hand. */
export function platformClaimProblems(articles: readonly { slug: string; text: string }[]): string[] {
  return articles.flatMap(({ slug, text }) =>
    platformClaimsIn(text.split(SERVICE_PLACEHOLDER).join(" ")).map(
      (claim) => `l'articolo ${slug} afferma ${claim} senza leggerlo dal file dei fatti (usa ${SERVICE_PLACEHOLDER})`,
    ),
  );
}
