import { platformClaimsIn } from "../../config/platform-claim-patterns.ts";
import { plans } from "../../config/plans.ts";

/*
 * The articles are Markdown and cannot read the operator facts file. An article says what our
 * platform does only through the {{piattaforma}} placeholder, which the build fills from the facts
 * (article-service.ts); written in its own words, a claim (Tor, reminders, deletion, IP addresses,
 * encryption, server location, support hours) stops the build, so a guide cannot say one thing and
 * /sicurezza another (issue 27, RR-1). The patterns: src/config/platform-claim-patterns.ts.
 */

/** The placeholder an article writes, as a paragraph of its own, where it describes our service. */
export const SERVICE_PLACEHOLDER = "{{piattaforma}}";

/**
 * Where an article gives a price, how it relates to VAT: «IVA esclusa» under the ordinary regime,
 * «senza IVA (regime forfettario)» for a sole proprietor who charges none (VAT_REGIME, plans.ts
 * priceVatNote). Written by hand, «IVA esclusa» would be wrong for the latter (DPO read, C).
 */
export const VAT_PLACEHOLDER = "{{iva}}";

const HAND_VAT = /\bIVA (?:esclusa|inclusa|compresa)\b|\b(?:più|\+) IVA\b/i;
const YEARLY = /(\d[\d.]*)\s*(?:€|euro)\s*(?:\/\s*anno|all'anno|l'anno)/g;
const ACTIVATION = /(\d[\d.]*)\s*(?:€|euro)\s*(?:di|per l')\s*attivazione/g;

/** The amounts an article quotes that no plan has: a price changed in plans.ts and not in the guide. */
function priceProblems(slug: string, text: string): string[] {
  const yearly = new Set(plans.flatMap((plan) => (plan.yearlyPrice === null ? [] : [plan.yearlyPrice])));
  const activation = new Set(plans.flatMap((plan) => (plan.activationPrice === null ? [] : [plan.activationPrice])));
  const amount = (digits: string) => Number(digits.replace(/\./g, ""));
  return [
    ...[...text.matchAll(YEARLY)]
      .filter((match) => !yearly.has(amount(match[1] ?? "")))
      .map((match) => `l'articolo ${slug} indica «${match[0]}», che non è il canone di nessun piano (plans.ts)`),
    ...[...text.matchAll(ACTIVATION)]
      .filter((match) => !activation.has(amount(match[1] ?? "")))
      .map((match) => `l'articolo ${slug} indica «${match[0]}», che non è l'attivazione di nessun piano (plans.ts)`),
  ];
}

/** One line per article and claim it writes by hand, and per price it gives that no plan has. */
export function platformClaimProblems(articles: readonly { slug: string; text: string }[]): string[] {
  return articles.flatMap(({ slug, text }) => [
    ...platformClaimsIn(text.split(SERVICE_PLACEHOLDER).join(" ")).map(
      (claim) => `l'articolo ${slug} afferma ${claim} senza leggerlo dal file dei fatti (usa ${SERVICE_PLACEHOLDER})`,
    ),
    ...(HAND_VAT.test(text)
      ? [
          `l'articolo ${slug} scrive a mano il rapporto dei prezzi con l'IVA, che dipende da VAT_REGIME (usa ${VAT_PLACEHOLDER})`,
        ]
      : []),
    ...priceProblems(slug, text),
  ]);
}
