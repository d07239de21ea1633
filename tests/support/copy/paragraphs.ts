import { normalize } from "./copy-rules.ts";

/* The paragraphs of a page, an article or a PDF's text, as the copy rules and claim checks read them. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
}

const BLOCK_TAGS =
  /<\/?(?:p|li|ul|ol|h[1-6]|td|th|tr|table|caption|div|section|article|aside|header|footer|nav|main|dd|dt|dl|blockquote|figcaption|label|button|summary|details|br|hr|title)\b[^>]*>/gi;

/**
 * What a reader (or a search engine) reads on a built page: the text of every block element, the
 * title and descriptions in <head>, image alternatives and the strings of the JSON-LD.
 */
export function htmlParagraphs(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    found.push(...jsonStrings(JSON.parse(match[1] ?? "null")).filter((text) => !/^https?:\/\//.test(text)));
  }
  for (const match of html.matchAll(
    /<meta\s[^>]*(?:name|property)="(?:description|og:[a-z:_]+|twitter:[a-z:_]+)"[^>]*>/g,
  )) {
    const content = /content="([^"]*)"/.exec(match[0])?.[1];
    if (content && !/^https?:\/\//.test(content)) found.push(decodeEntities(content));
  }
  for (const match of html.matchAll(/\salt="([^"]+)"/g)) found.push(decodeEntities(match[1] ?? ""));
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<meta\b[^>]*>|<link\b[^>]*>/gi, " ")
    .replace(BLOCK_TAGS, "\n\n")
    .replace(/<[^>]+>/g, "");
  found.push(...decodeEntities(body).split(/\n\s*\n/));
  return found.map(normalize).filter((text) => text !== "");
}

/** Markdown paragraphs, list items, table rows and headings, one each. */
export function markdownParagraphs(markdown: string): string[] {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+\.)\s|\s*\||#)/)
    .map((block) =>
      block
        .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/[*_`#>]/g, ""),
    )
    .map(normalize)
    .filter((text) => text !== "" && !/^\|?[\s|:-]+$/.test(text));
}

/** pdftotext output: blocks separated by blank lines or page breaks. */
export function pdfParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\f/)
    .map(normalize)
    .filter((block) => block !== "");
}
