import { z } from "zod";
import { badges, categoryNames } from "./categories.ts";
import { nextStepKeys } from "../../config/next-steps.ts";

/**
 * The frontmatter of an article. `cover` is passed in: Astro's image() in the content collection,
 * a plain path where the schema is checked outside Astro (tests).
 */
export function articleSchema<Cover extends z.ZodType>(cover: Cover) {
  return z
    .object({
      title: z.string().min(20).max(70).describe("Titolo dell'articolo e della pagina, 20-70 caratteri"),
      description: z.string().min(70).max(160).describe("Meta description e testo della scheda, 70-160 caratteri"),
      date: z.coerce.date().describe("Data di pubblicazione"),
      updated: z.coerce.date().optional().describe("Data dell'ultimo aggiornamento sostanziale"),
      category: z.enum(categoryNames).describe("Una delle sei categorie del blog"),
      badge: z.enum(badges).describe("Etichetta tematica mostrata sulla scheda"),
      readingTime: z
        .number()
        .int()
        .min(1)
        .max(30)
        .describe("Minuti di lettura dichiarati; un test li confronta con il testo (200 parole al minuto)"),
      nextStep: z
        .enum(nextStepKeys)
        .describe("Il passo che chiude l'articolo: la verifica dell'obbligo, il kit di attivazione o i prezzi"),
      cover: cover.describe("Immagine di copertina (SVG della categoria, convertita in AVIF/WebP)"),
      coverAlt: z.string().min(10).max(160).describe("Testo alternativo della copertina"),
    })
    .strict();
}
