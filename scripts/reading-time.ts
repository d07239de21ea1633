// Prints the word count and computed reading time of each Markdown file given.
// Usage: npm exec -- node scripts/reading-time.ts src/content/blog/*.md
import { readFileSync } from "node:fs";
import { countWords, readingMinutes } from "../src/features/blog/reading-time.ts";

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, "utf8");
  const declared = /^readingTime:\s*(\d+)/m.exec(text)?.[1] ?? "?";
  console.log(`${file}: ${countWords(text)} parole, ${readingMinutes(text)} min calcolati, ${declared} min dichiarati`);
}
