import type { OperatorFacts } from "../../config/operator-facts.ts";
import { anonymityLimitParts, declaredSoftware, type PlatformClaims } from "../../config/service.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { priceVatNote, STAMP_DUTY_NOTE } from "../../config/plans.ts";
import { SERVICE_PLACEHOLDER, VAT_PLACEHOLDER } from "./platform-claims-check.ts";

/**
 * What an article says about our service, where it writes {{piattaforma}}: only what the facts file
 * states (decision 26), the same sentences /funzionalita and /sicurezza print, and a link to the
 * page with the whole chain (who logs which address, where the servers are, who holds the keys).
 */
export function articleServiceSentences(facts: OperatorFacts, claims: PlatformClaims): string[] {
  const software = declaredSoftware(facts);
  // DPO re-read B4: the anonymity limits in the fewest words, pointing to /sicurezza#anonimato;
  // with them the IP sentence drops its own pointer to the hosting network (the limits say it).
  const limits = anonymityLimitParts(facts).map(shortLimit);
  return [
    `Il nostro servizio è una piattaforma per il whistleblowing in hosting${software ? ` basata su ${software}` : ""}, progettata per il D.Lgs. 24/2023.`,
    claims.encryption,
    claims.anonymity,
    claims.anonymity && limits.length > 0 ? `${LIMITS_LEAD} ${limits.join(", ")}.` : null,
    claims.tor,
    limits.length > 0 ? claims.ipLoggingHere : claims.ipLogging,
    claims.hosting,
  ].filter((line): line is string => Boolean(line));
}

const LIMITS_LEAD = "Limiti dell'anonimato (pagina Sicurezza):";

/** anonymityLimitParts in fewer words, for the articles' pages, which have under 100 bytes of room. */
function shortLimit(part: string): string {
  return part
    .replace("la piattaforma non rimuove i metadati degli allegati", "metadati degli allegati non rimossi")
    .replace(
      /^la rete del fornitore di hosting conserva i dati di connessione(, compresi gli indirizzi IP,)? per (\d+) giorni$/,
      (_all, ip: string | undefined, days: string) =>
        `${ip ? "connessioni e IP conservati" : "connessioni conservate"} ${days} giorni dall'hosting`,
    );
}

/** The rendered article with its placeholder paragraph filled; an unfilled placeholder stops the build. */
export function withServiceParagraph(html: string, facts: OperatorFacts, claims: PlatformClaims): string {
  const sentences = articleServiceSentences(facts, claims);
  const text = sentences.map(escapeHtml).join(" ");
  const anchor = sentences.some((line) => line.startsWith(LIMITS_LEAD)) ? "#anonimato" : "";
  const link = `<a href="/sicurezza${anchor}">Sicurezza</a>`;
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

/**
 * The article with {{iva}} written as the operator's VAT regime reads (plans.ts priceVatNote); under
 * the regime forfettario with the stamp duty, an unavoidable cost of every price (DPO read 2 B7).
 */
export function withVatNotes(html: string, regime: "ordinario" | "forfettario"): string {
  const note = regime === "forfettario" ? `${priceVatNote(regime)}, ${STAMP_DUTY_NOTE}` : priceVatNote(regime);
  return html.split(VAT_PLACEHOLDER).join(escapeHtml(note));
}
