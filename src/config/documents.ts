/** The public documents built from the operator's facts (scripts/build-documents.ts). */
export const DPA_PATH = "/documenti/accordo-trattamento-dati.pdf";
export const DPIA_PATH = "/documenti/scheda-dpia.pdf";
export const SECURITY_PATH = "/sicurezza";
export const TERMS_PATH = "/condizioni-del-servizio";
export const ACCESSIBILITY_PATH = "/accessibilita";

/**
 * The sentence the quote PDF and the order e-mail print: where to read what the customer signs. A
 * public body stipulates in the forms of public contracts rather than signing ours (issue 27).
 */
export function contractDocumentsSentence(siteUrl: string, publicBody = false): string {
  return `${publicBody ? "Prima della stipula del contratto" : "Prima di firmare"} puoi leggere le condizioni del servizio (${siteUrl}${TERMS_PATH}) e l'accordo sul trattamento dei dati (${siteUrl}${DPA_PATH}).`;
}
