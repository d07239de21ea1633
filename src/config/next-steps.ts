import { ORDER_PATH } from "./plans.ts";

/**
 * The next step a free tool or a guide hands the visitor to (issue 26; UX review 2026-11-27, 3.2,
 * 4.3, 5.1, 6.1): the checker, the activation kit or the prices and the order. Without storage we
 * cannot know what a visitor has used, so each place names the step that fits it.
 */
export const nextStepKeys = ["verifica", "kit", "prezzi"] as const;
export type NextStepKey = (typeof nextStepKeys)[number];

export interface NextStepCopy {
  title: string;
  text: string;
  href: string;
  label: string;
}

export const CHECKER_PATH = "/normativa#sei-obbligato";

export const nextSteps: Record<NextStepKey, NextStepCopy> = {
  verifica: {
    title: "Sei obbligato? Verificalo in un minuto",
    text: "Cinque domande al massimo: ti diciamo se il D.Lgs. 24/2023 si applica alla tua organizzazione, da quando e quale piano le serve.",
    href: CHECKER_PATH,
    label: "Verifica se sei obbligato",
  },
  kit: {
    title: "Prepara i documenti del canale",
    text: "Il kit di attivazione scrive gratis le bozze in Word: il testo per il sito, l'informativa, la lettera ai sindacati, la procedura, la DPIA e l'avviso al personale.",
    href: "/kit-attivazione",
    label: "Prepara i documenti gratis",
  },
  prezzi: {
    title: "La piattaforma per il tuo canale",
    text: "Prezzi pubblicati per numero di lavoratori, con l'attivazione e l'IVA indicate. Richiedi il preventivo in PDF: non ti impegna fino alla firma del contratto.",
    href: ORDER_PATH,
    label: "Acquista online",
  },
};
