import { escapeHtml } from "../../lib/escape-html.ts";
import { TO_COMPLETE_PATTERN, type Block, type Run } from "./kit-text.ts";

/**
 * A document's blocks as HTML for the page to show and the entity to copy: every text escaped,
 * links only to https and mailto addresses (the only ones the kit's input accepts), the notes and the
 * '[da completare: …]' marks kept visible so they are not copied unnoticed.
 */
export { escapeHtml };

/** Text with the '[da completare: …]' marks wrapped in <mark>. */
function marked(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(TO_COMPLETE_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function run(part: Run): string {
  if (typeof part === "string") return marked(part);
  if ("href" in part) {
    const label = marked(part.text ?? part.href);
    return /^(?:https:\/\/|mailto:)/.test(part.href) ? `<a href="${escapeHtml(part.href)}">${label}</a>` : label;
  }
  return part.bold ? `<strong>${marked(part.text)}</strong>` : marked(part.text);
}

const runs = (parts: Run[]) => parts.map(run).join("");

/** `headingLevel`: the level of the document's title on the page (its sections one below). */
export function blocksToHtml(blocks: Block[], headingLevel = 2): string {
  const top = Math.min(headingLevel, 5);
  return blocks
    .map((block) => {
      switch (block.kind) {
        case "title":
          return `<h${top}>${marked(block.text)}</h${top}>`;
        case "heading":
          return `<h${top + 1}>${marked(block.text)}</h${top + 1}>`;
        case "subheading":
          return `<h${top + 2}>${marked(block.text)}</h${top + 2}>`;
        case "paragraph":
          return `<p>${runs(block.runs)}</p>`;
        case "note":
          return `<p class="kit-note">${runs(block.runs)}</p>`;
        case "list":
          return `<ul>${block.items.map((item) => `<li>${runs(item)}</li>`).join("")}</ul>`;
      }
    })
    .join("\n");
}
