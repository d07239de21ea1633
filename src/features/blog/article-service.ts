import type { OperatorFacts } from "../../config/operator-facts.ts";
import { declaredSoftware, service, type PlatformClaims } from "../../config/service.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { SERVICE_PLACEHOLDER } from "./platform-claims-check.ts";

/**
 * What an article says about our service, where it writes {{piattaforma}}: only what the facts file
 * states (decision 26), the same sentences /funzionalita and /sicurezza print, and a link to the
 * page with the whole chain (who logs which address, where the servers are, who holds the keys).
 */
export function articleServiceSentences(facts: OperatorFacts, claims: PlatformClaims): string[] {
  const software = declaredSoftware(facts);
  return [
    `Il nostro servizio è una piattaforma per il whistleblowing in hosting${software ? ` basata su ${software}` : ""}, progettata per il D.Lgs. 24/2023.`,
    claims.encryption,
    service.anonymity,
    claims.tor,
    claims.ipLogging,
    claims.hosting,
  ].filter((line): line is string => Boolean(line));
}

/** The rendered article with its placeholder paragraph filled; an unfilled placeholder stops the build. */
export function withServiceParagraph(html: string, facts: OperatorFacts, claims: PlatformClaims): string {
  const text = articleServiceSentences(facts, claims).map(escapeHtml).join(" ");
  const link = '<a href="/sicurezza">Sicurezza</a>';
  // The IP sentence already points to the page: the link goes there, or in a closing sentence.
  const linked = text.includes("pagina Sicurezza")
    ? text.replace(/pagina Sicurezza(?![\s\S]*pagina Sicurezza)/, `pagina ${link}`)
    : `${text} I dettagli sono nella pagina ${link}.`;
  const paragraph = `<p>${linked}</p>`;
  const filled = html.split(`<p>${SERVICE_PLACEHOLDER}</p>`).join(paragraph);
  if (filled.includes(SERVICE_PLACEHOLDER)) {
    throw new Error(`${SERVICE_PLACEHOLDER} va scritto da solo in un paragrafo dell'articolo`);
  }
  return filled;
}
