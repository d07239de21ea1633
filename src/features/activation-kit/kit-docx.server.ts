import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  TextRun,
} from "docx";
import { TO_COMPLETE_PATTERN, type KitDocument, type Run } from "./kit-text.ts";

/**
 * A document's blocks as a .docx file that Word and LibreOffice open and edit: built-in heading
 * styles (so the navigation pane and a table of contents work), bullets, the notes in a shaded
 * box and the '[da completare: …]' marks highlighted in yellow, links as real hyperlinks.
 */
const FONT = "Calibri";
const LANGUAGE = { value: "it-IT" };

function textRuns(text: string, options: { bold?: boolean; italics?: boolean } = {}): TextRun[] {
  const parts: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(TO_COMPLETE_PATTERN)) {
    if (match.index > last) parts.push(new TextRun({ text: text.slice(last, match.index), ...options }));
    parts.push(new TextRun({ text: match[0], ...options, highlight: "yellow" }));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(new TextRun({ text: text.slice(last), ...options }));
  return parts;
}

function children(parts: Run[], italics = false): (TextRun | ExternalHyperlink)[] {
  return parts.flatMap((part): (TextRun | ExternalHyperlink)[] => {
    if (typeof part === "string") return textRuns(part, { italics });
    if ("href" in part) {
      return [
        new ExternalHyperlink({
          link: part.href,
          children: [new TextRun({ text: part.text ?? part.href, style: "Hyperlink", italics })],
        }),
      ];
    }
    return textRuns(part.text, { bold: part.bold ?? false, italics });
  });
}

export async function documentToDocx(document: KitDocument, author: string): Promise<Uint8Array> {
  const paragraphs = document.blocks.flatMap((block) => {
    switch (block.kind) {
      case "title":
        return [new Paragraph({ heading: HeadingLevel.TITLE, children: textRuns(block.text) })];
      case "heading":
        return [new Paragraph({ heading: HeadingLevel.HEADING_1, children: textRuns(block.text) })];
      case "subheading":
        return [new Paragraph({ heading: HeadingLevel.HEADING_2, children: textRuns(block.text) })];
      case "paragraph":
        return [new Paragraph({ alignment: AlignmentType.LEFT, children: children(block.runs) })];
      case "note":
        return [
          new Paragraph({
            children: children(block.runs, true),
            shading: { type: ShadingType.CLEAR, fill: "FFF4CE", color: "auto" },
            border: { left: { style: BorderStyle.SINGLE, size: 18, color: "C58A00", space: 6 } },
          }),
        ];
      case "list":
        return block.items.map((item) => new Paragraph({ bullet: { level: 0 }, children: children(item) }));
    }
  });
  const doc = new Document({
    title: document.title,
    creator: author,
    lastModifiedBy: author,
    description: "Bozza da adattare; non è una consulenza legale.",
    styles: {
      default: {
        document: { run: { font: FONT, size: 22, language: LANGUAGE }, paragraph: { spacing: { after: 120 } } },
      },
    },
    sections: [{ children: paragraphs }],
  });
  const buffer = await Packer.toBuffer(doc);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
