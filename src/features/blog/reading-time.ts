/** Words a reader gets through in a minute; the spec's reading times assume about 200. */
export const WORDS_PER_MINUTE = 200;

/** Strips Markdown syntax so that only the words a reader reads are counted. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^---[\s\S]*?\n---\n/, "") // frontmatter, when the whole file is passed
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ") // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links keep their text
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, " ") // table separator rows
    .replace(/[#>*_`|~]/g, " ");
}

export function countWords(markdown: string): number {
  return plainText(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes, rounded to the nearest whole minute, never less than one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}
