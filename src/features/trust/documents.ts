/** The public documents built from the operator's facts (scripts/build-documents.ts). */
export const DPA_PATH = "/documenti/accordo-trattamento-dati.pdf";
export const DPIA_PATH = "/documenti/scheda-dpia.pdf";
export const SECURITY_PATH = "/sicurezza";
export const TERMS_PATH = "/condizioni-del-servizio";
export const ACCESSIBILITY_PATH = "/accessibilita";
