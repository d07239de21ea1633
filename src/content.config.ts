import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { badges, categoryNames } from "./features/blog/categories.ts";

const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/blog" }),
  schema: ({ image }) =>
    z
      .object({
        title: z.string().min(20).max(70).describe("Titolo dell'articolo e della pagina, 20-70 caratteri"),
        description: z
          .string()
          .min(70)
          .max(160)
          .describe("Meta description e testo della scheda, 70-160 caratteri"),
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
        ctaLabel: z.enum(["Richiedi una consulenza", "Contattaci ora"]).describe("Etichetta del pulsante finale"),
        cover: image().describe("Immagine di copertina (SVG della categoria, convertita in AVIF/WebP)"),
        coverAlt: z.string().min(10).max(160).describe("Testo alternativo della copertina"),
      })
      .strict(),
});

export const collections = { blog };
