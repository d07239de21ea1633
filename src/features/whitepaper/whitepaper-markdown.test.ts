import { describe, expect, it } from "vitest";
import { parseWhitepaperSection } from "./whitepaper-markdown.ts";

const FRONTMATTER = "---\nid: esempio\ntitle: Un esempio\n---\n\n";

function blocks(body: string, values: Record<string, string> = {}) {
  return parseWhitepaperSection(FRONTMATTER + body, "01-esempio.md", values).blocks;
}

describe("whitepaper Markdown", () => {
  it("reads the frontmatter", () => {
    const section = parseWhitepaperSection(
      '---\nid: canale-interno\ntitle: "Checklist per l\'implementazione"\nnewPage: true\n---\n\nTesto.\n',
      "05-canale-interno.md",
    );
    expect(section).toEqual({
      id: "canale-interno",
      title: "Checklist per l'implementazione",
      newPage: true,
      blocks: [{ kind: "paragraph", text: "Testo." }],
    });
    expect(parseWhitepaperSection(`${FRONTMATTER}Testo.`, "x.md")).not.toHaveProperty("newPage");
  });

  it("maps paragraphs, subheadings, lists, steps, tables and callouts to blocks", () => {
    expect(
      blocks(
        [
          "Primo **paragrafo**,\nsu due righe.",
          "### Un sottotitolo",
          "- uno;\n- due,\n  a capo.",
          "1. **Primo passo**\n   Il testo.\n2. **Secondo passo**\n   Il testo,\n   a capo.",
          "Table: Una tabella {widths=1,2.5}",
          "| Termine | Significato   |\n| ------- | ------------- |\n| A       | Uno \\| due    |\n| B       | **Tre** |",
          "> **Un riquadro**\n> Il testo\n> del riquadro.",
        ].join("\n\n"),
      ),
    ).toEqual([
      { kind: "paragraph", text: "Primo **paragrafo**, su due righe." },
      { kind: "subheading", text: "Un sottotitolo" },
      { kind: "bullets", items: ["uno;", "due, a capo."] },
      {
        kind: "steps",
        items: [
          { title: "Primo passo", text: "Il testo." },
          { title: "Secondo passo", text: "Il testo, a capo." },
        ],
      },
      {
        kind: "table",
        caption: "Una tabella",
        columns: [
          { header: "Termine", width: 1 },
          { header: "Significato", width: 2.5 },
        ],
        rows: [
          ["A", "Uno | due"],
          ["B", "**Tre**"],
        ],
      },
      { kind: "callout", title: "Un riquadro", text: "Il testo del riquadro." },
    ]);
  });

  it("puts the sentences kept in code in place of {NAME}", () => {
    expect(blocks("Due fasce: {GDPR_FINES}.", { GDPR_FINES: "10 e 20 milioni" })).toEqual([
      { kind: "paragraph", text: "Due fasce: 10 e 20 milioni." },
    ]);
    expect(() => blocks("Due fasce: {GDPR_MULTE}.")).toThrow("01-esempio.md: valore sconosciuto: {GDPR_MULTE}");
  });

  it("refuses what the PDF cannot lay out, naming the file", () => {
    for (const [body, message] of [
      ["## Titolo", "blocco non previsto"],
      ["* punto", "blocco non previsto"],
      ["| A |\n| - |\n| 1 |", "blocco non previsto"],
      ["Table: Senza larghezze\n\n| A |\n| - |", "didascalia della tabella"],
      ["Table: T {widths=1}\n\n| A | B |\n| - | - |", "2 colonne e 1 larghezze"],
      ["Table: T {widths=1,1}\n\n| A | B |\n| - | - |\n| 1 |", "riga di 1 celle invece di 2"],
      ["1. Un passo senza titolo", "passo senza «**titolo**»"],
      ["> Un riquadro senza titolo", "riquadro senza «**titolo**»"],
      ["- uno\nnon rientrato", "riga fuori dall'elenco"],
    ] as const) {
      const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(() => blocks(body), body).toThrow(new RegExp(`^01-esempio\\.md: .*${escaped}`));
    }
    expect(() => parseWhitepaperSection("Testo.", "x.md")).toThrow("x.md: frontmatter mancante");
    expect(() => parseWhitepaperSection("---\nid: Esempio\ntitle: T\n---\n\nTesto.", "x.md")).toThrow(
      "x.md: frontmatter non valido (id: minuscole, cifre e trattini)",
    );
    expect(() => parseWhitepaperSection("---\nid: a\ntitolo: T\n---\n\nTesto.", "x.md")).toThrow(
      "x.md: frontmatter non valido (title:",
    );
    expect(() => parseWhitepaperSection(`${FRONTMATTER}`, "x.md")).toThrow("x.md: nessun contenuto");
  });
});
