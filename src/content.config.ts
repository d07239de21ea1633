import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { articleSchema } from "./features/blog/article-schema.ts";

const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/blog" }),
  schema: ({ image }) => articleSchema(image()),
});

export const collections = { blog };
