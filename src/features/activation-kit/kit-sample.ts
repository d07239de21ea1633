/** The entity's details a test fills the kit's form with (invented addresses and offices). */
export const SAMPLE_KIT_DETAILS = {
  sito: "https://www.esempio-ente.it",
  piattaforma: "https://segnalazioni.esempio-ente.it",
  gestore: "Ufficio Compliance",
  sostituto: "Responsabile Affari legali",
  privacy: "privacy@esempio-ente.it",
  sindacati: "si",
} as const;
