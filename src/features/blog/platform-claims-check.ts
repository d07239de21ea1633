import type { OperatorFacts } from "../../config/operator-facts.ts";

/*
 * The articles are Markdown and cannot read the operator facts file, yet several of them describe
 * the reporting platform (Tor, reminders, deletion at the deadline, no IP addresses). The build
 * runs this check with the facts file it publishes: an article that claims a feature the file does
 * not state stops the build, so the guides cannot say one thing and /sicurezza another.
 */

interface PlatformClaim {
  /** What the article says, as the operator would read it in the error. */
  feature: string;
  pattern: RegExp;
  stated: (facts: OperatorFacts) => boolean;
}

const CLAIMS: readonly PlatformClaim[] = [
  { feature: "accesso tramite la rete Tor", pattern: /\bTor\b/, stated: (facts) => facts.tor === true },
  {
    feature: "promemoria delle scadenze",
    pattern: /\bpromemoria\b/i,
    stated: (facts) => facts.reminders === true,
  },
  {
    feature: "cancellazione alla scadenza",
    pattern: /cancellazione automatica|cancellat[aei] (?:automaticamente|alla scadenza)/i,
    stated: (facts) => facts.deletionAtDeadline === true,
  },
  {
    feature: "nessuna registrazione degli indirizzi IP da parte della piattaforma",
    pattern:
      /non registr\w* (?:gli |l')?indirizz[oi] IP|nessun\w* (?:registrazione (?:degli|dell')\s*)?indirizz[oi] IP/i,
    stated: (facts) => facts.ipLogging?.platform === false,
  },
];

/** One line per article and feature it claims without the facts file stating it. */
export function platformClaimProblems(
  facts: OperatorFacts,
  articles: readonly { slug: string; text: string }[],
): string[] {
  return articles.flatMap(({ slug, text }) =>
    CLAIMS.filter((claim) => claim.pattern.test(text) && !claim.stated(facts)).map(
      (claim) => `l'articolo ${slug} afferma «${claim.feature}», che il file dei fatti non dichiara`,
    ),
  );
}
