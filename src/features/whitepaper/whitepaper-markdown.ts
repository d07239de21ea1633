import { load as loadYaml } from "js-yaml";
import { z } from "zod";
import type { Block, WhitepaperSection } from "./whitepaper-content.ts";

/*
 * The whitepaper's prose is Markdown (src/content/whitepaper/NN-<id>.md), read at build time. Only
 * what the PDF lays out is accepted, each block separated by a blank line:
 *
 *   paragraph                     one or more lines of text; **bold** is kept for the renderer
 *   ### Subheading
 *   - item                        a bulleted list
 *   1. **Step title**             numbered steps: the title in bold on the first line,
 *      Step text                  the text on the next ones
 *   Table: Caption {widths=1,3}   a GFM table follows; widths are the columns' relative widths
 *   > **Callout title**           a box: the title in bold on the first line, the text after
 *   > Callout text
 *
 * {NAME} stands for a sentence kept in code (`values`), so that the site and the PDF say it the
 * same way. Anything else is refused with the file's name, so a typo cannot drop text silently.
 */

const frontmatterSchema = z.strictObject(
  {
    id: z.string("testo obbligatorio").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "minuscole, cifre e trattini"),
    title: z.string("testo obbligatorio").trim().min(1, "testo obbligatorio"),
    newPage: z.boolean("true o false").optional(),
  },
  "ammessi solo id, title e newPage",
);

function frontmatter(yaml: string) {
  const parsed = frontmatterSchema.safeParse(loadYaml(yaml));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
  throw new Error(`frontmatter non valido (${problems.join("; ")})`);
}

/** Lines continuing a list item are indented; they join the item with a space, as in Markdown. */
function listItems(lines: readonly string[], marker: RegExp): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line)) items.push(line.replace(marker, ""));
    else if (/^\s+\S/.test(line) && items.length > 0) items.push(`${items.pop() ?? ""}\n${line.trim()}`);
    else throw new Error(`riga fuori dall'elenco: «${line}»`);
  }
  return items;
}

/** '**Title**' on the first line, the text on the following ones. */
function titled(item: string, what: string): { title: string; text: string } {
  const match = /^\*\*([^*]+)\*\*\n([\s\S]+)$/.exec(item);
  if (!match?.[1] || !match[2]) throw new Error(`${what} senza «**titolo**» sulla prima riga: «${item}»`);
  return { title: match[1], text: match[2].split("\n").join(" ") };
}

function cells(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

function table(caption: string, lines: readonly string[]): Block {
  const match = /^Table: (.+?) \{widths=([\d.,]+)\}$/.exec(caption);
  if (!match?.[1] || !match[2]) throw new Error(`didascalia della tabella: «${caption}» (Table: Testo {widths=1,3})`);
  const [head, rule, ...body] = lines;
  if (!head || !rule || !/^\|(?:\s*:?-+:?\s*\|)+$/.test(rule))
    throw new Error(`tabella senza intestazione: «${caption}»`);
  const widths = match[2].split(",").map(Number);
  const headers = cells(head);
  if (widths.length !== headers.length)
    throw new Error(`«${caption}»: ${headers.length} colonne e ${widths.length} larghezze`);
  const rows = body.map(cells);
  const uneven = rows.find((row) => row.length !== headers.length);
  if (uneven) throw new Error(`«${caption}»: riga di ${uneven.length} celle invece di ${headers.length}`);
  return {
    kind: "table",
    caption: match[1],
    columns: headers.map((header, index) => ({ header, width: widths[index] ?? 1 })),
    rows,
  };
}

function block(text: string): Block {
  const lines = text.split("\n");
  const first = lines[0] ?? "";
  if (first.startsWith("### ") && lines.length === 1) return { kind: "subheading", text: first.slice(4) };
  if (first.startsWith("- "))
    return { kind: "bullets", items: listItems(lines, /^- /).map((item) => item.split("\n").join(" ")) };
  if (/^\d+\. /.test(first))
    return { kind: "steps", items: listItems(lines, /^\d+\. /).map((item) => titled(item, "passo")) };
  if (first.startsWith(">")) {
    const body = lines.map((line) => line.replace(/^> ?/, ""));
    return { kind: "callout", ...titled(body.join("\n"), "riquadro") };
  }
  if (/^(?:#|[*+] |\||Table:|<)/.test(first)) throw new Error(`blocco non previsto: «${first}»`);
  return { kind: "paragraph", text: lines.map((line) => line.trim()).join(" ") };
}

/** One section of the whitepaper from its Markdown file; `file` only names it in errors. */
export function parseWhitepaperSection(
  source: string,
  file: string,
  values: Readonly<Record<string, string>> = {},
): WhitepaperSection {
  try {
    const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
    if (!match) throw new Error("frontmatter mancante");
    const meta = frontmatter(match[1] ?? "");
    const body = (match[2] ?? "").replace(/\{([A-Z][A-Z0-9_]*)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`valore sconosciuto: ${whole}`);
      return value;
    });
    const chunks = body
      .split(/\n\s*\n/)
      .map((chunk) => chunk.trim())
      .filter((chunk) => chunk !== "");
    const blocks: Block[] = [];
    for (let index = 0; index < chunks.length; index += 1) {
      const chunk = chunks[index] ?? "";
      if (chunk.startsWith("Table:")) {
        index += 1;
        blocks.push(table(chunk, (chunks[index] ?? "").split("\n")));
      } else {
        blocks.push(block(chunk));
      }
    }
    if (blocks.length === 0) throw new Error("nessun contenuto");
    const { id, title, newPage } = meta;
    return newPage === undefined ? { id, title, blocks } : { id, title, newPage, blocks };
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
