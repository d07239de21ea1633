import React, { type ReactNode } from "react";
import { Document, Link, Page, Text, View, type TextProps, type ViewProps } from "@react-pdf/renderer";
import { BRAND } from "../../config/brand.ts";
import { PDF_COLOR, PdfFooter, renderPdf, typo } from "../../lib/pdf-theme.ts";
import type { Block, WhitepaperContent, WhitepaperSection } from "./whitepaper-content.ts";
import { s } from "./whitepaper-pdf-styles.ts";

// Plain .ts (Node strips types but does not compile JSX): elements are built with createElement.
const h = React.createElement;

const palette = PDF_COLOR;

/** Turns '**bold**' runs into nested Text. */
function rich(text: string): ReactNode[] {
  return typo(text)
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== "")
    .map((part, index) =>
      part.startsWith("**") && part.endsWith("**") ? h(Text, { key: index, style: s.bold }, part.slice(2, -2)) : part,
    );
}

function Header({ title }: { title: string }) {
  return h(
    View,
    { style: s.header, fixed: true },
    h(Text, { style: s.headerBrand }, BRAND),
    h(Text, null, typo(title)),
  );
}

function Footer({ host }: { host: string }) {
  return h(PdfFooter, { style: s.footer, text: `${BRAND} · ${host}` });
}

function Bullets({ items }: { items: readonly string[] }) {
  return h(
    View,
    { style: s.bulletList },
    items.map((item, index) =>
      h(
        View,
        { key: index, style: s.bulletItem, wrap: false },
        h(Text, { style: s.bulletDot }, "•"),
        h(Text, { style: s.bulletText }, rich(item)),
      ),
    ),
  );
}

function Table({ block }: { block: Extract<Block, { kind: "table" }> }) {
  const cellStyle = (column: number) => [s.tableCell, { flex: block.columns[column]?.width ?? 1 }];
  return [
    // Above the table, with room reserved for the header and the first row: never alone at a page end.
    h(Text, { key: "caption", style: s.tableCaption, minPresenceAhead: 70 }, typo(block.caption)),
    h(
      View,
      { key: "table", style: s.table },
      // Fixed inside the table: repeated at the top of every page the table spans.
      h(
        View,
        { style: s.tableHead, fixed: true },
        block.columns.map((column, index) =>
          h(Text, { key: index, style: [s.tableHeadCell, { flex: column.width }] }, typo(column.header)),
        ),
      ),
      block.rows.map((row, rowIndex) =>
        h(
          View,
          {
            key: rowIndex,
            style: [s.tableRow, rowIndex % 2 === 1 ? { backgroundColor: palette.zebra } : {}],
            wrap: false,
          },
          row.map((cell, column) =>
            h(
              View,
              { key: column, style: cellStyle(column) },
              cell
                .split("\n")
                .map((line, lineIndex, lines) =>
                  h(
                    Text,
                    { key: lineIndex, style: column === 0 ? s.tableFirstCell : {} },
                    lines.length > 1 ? `• ${typo(line)}` : rich(line),
                  ),
                ),
            ),
          ),
        ),
      ),
    ),
  ];
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return h(Text, { style: s.paragraph, orphans: 2, widows: 2 }, rich(block.text));
    case "subheading":
      return h(Text, { style: s.subheading, minPresenceAhead: 60 }, typo(block.text));
    case "bullets":
      return h(Bullets, { items: block.items });
    case "steps":
      return h(
        View,
        null,
        block.items.map((step, index) =>
          h(
            View,
            { key: index, style: s.stepItem, wrap: false },
            h(Text, { style: s.stepNumber }, String(index + 1)),
            h(
              View,
              { style: s.stepBody },
              h(Text, { style: s.stepTitle }, typo(step.title)),
              h(Text, null, rich(step.text)),
            ),
          ),
        ),
      );
    case "table":
      return Table({ block });
    case "callout":
      return h(
        View,
        { style: s.callout, wrap: false },
        h(Text, { style: s.calloutTitle }, typo(block.title)),
        h(Text, null, rich(block.text)),
      );
  }
}

interface PageState {
  /** Page of each section heading (and of the contact page), by id. */
  headings: Map<string, number>;
  /** Page numbers the index printed, by id. */
  shown: Map<string, number>;
}

function tocPage(state: PageState, id: string): string {
  const page = state.headings.get(id);
  // A placeholder of the same width: an empty first result would leave the text without a line.
  if (page === undefined) return "00";
  state.shown.set(id, page);
  return String(page);
}

/**
 * A section's heading and blocks, as siblings of the other sections: react-pdf keeps an element
 * with what follows (minPresenceAhead) only when it has earlier siblings in the same container.
 */
function sectionNodes(section: WhitepaperSection, number: number, state: PageState): ReactNode[] {
  // `bookmark` (PDF outline) is supported on any node at runtime; the typings list it only on Page.
  const headProps: ViewProps & { bookmark: string; key: string } = {
    key: section.id,
    id: section.id,
    style: s.sectionHead,
    wrap: false,
    break: section.newPage === true,
    minPresenceAhead: 70,
    bookmark: `${number}. ${typo(section.title)}`,
  };
  // A dynamic Text records the page the heading lands on, for the table of contents. (Inside the
  // body's lineHeight react-pdf draws nothing for it, which suits a marker.)
  const markerProps: TextProps = {
    style: s.marker,
    render: ({ pageNumber }) => {
      state.headings.set(section.id, pageNumber);
      return " ";
    },
  };
  return [
    h(
      View,
      headProps,
      h(Text, { style: s.sectionNumber }, String(number)),
      h(Text, { style: s.sectionTitle }, typo(section.title)),
      h(Text, markerProps),
    ),
    ...section.blocks.map((block, index) => h(BlockView, { key: `${section.id}-${index}`, block })),
  ];
}

function TocRow({ id, number, title, state }: { id: string; number: string; title: string; state: PageState }) {
  return h(
    View,
    { style: s.tocRow, wrap: false },
    h(Text, { style: s.tocNumber }, number),
    h(Link, { src: `#${id}`, style: s.tocText }, typo(title)),
    h(Text, { style: s.tocPage, render: () => tocPage(state, id) }),
  );
}

function TableOfContents({ content, state }: { content: WhitepaperContent; state: PageState }) {
  // No lineHeight here: react-pdf drops dynamic (render) text that inherits a lineHeight.
  return h(
    View,
    { style: s.toc },
    h(Text, { style: s.tocTitle }, "Indice"),
    h(Text, { style: s.tocIntro }, typo(content.title)),
    content.sections.map((section, index) =>
      h(TocRow, { key: section.id, id: section.id, number: String(index + 1), title: section.title, state }),
    ),
    h(TocRow, { id: "contatti", number: "", title: content.contact.title, state }),
  );
}

function Cover({ content }: { content: WhitepaperContent }) {
  return h(
    View,
    null,
    h(
      View,
      { style: s.coverBand },
      h(Text, { style: s.coverBrand }, BRAND),
      h(View, { style: s.coverRule }),
      h(Text, { style: s.coverTitle }, typo(content.title)),
      h(Text, { style: s.coverSubtitle }, typo(content.subtitle)),
      h(Text, { style: s.coverAudience }, typo(content.audience)),
    ),
    h(
      View,
      { style: s.coverBody },
      h(Text, { style: s.coverLabel }, "In questa guida"),
      content.coverPoints.map((point, index) =>
        h(
          View,
          { key: index, style: s.coverPoint },
          h(Text, { style: s.coverCheck }, "✓"),
          h(Text, { style: { flex: 1 } }, typo(point)),
        ),
      ),
      h(
        Text,
        { style: s.coverMeta },
        `${typo(content.edition)} · Decreto legislativo 10 marzo 2023, n. 24 · Direttiva (UE) 2019/1937`,
      ),
    ),
  );
}

function ContactPage({ content, state }: { content: WhitepaperContent; state: PageState }) {
  const { contact } = content;
  const markerProps: TextProps = {
    style: s.marker,
    render: ({ pageNumber }) => {
      state.headings.set("contatti", pageNumber);
      return " ";
    },
  };
  const titleProps: TextProps & { bookmark: string } = { style: s.contactTitle, bookmark: typo(contact.title) };
  return h(
    View,
    { id: "contatti", style: s.body },
    h(Text, markerProps),
    h(Text, titleProps, typo(contact.title)),
    contact.intro.map((line, index) => h(Text, { key: index, style: s.paragraph }, typo(line))),
    h(
      View,
      { style: s.contactBox },
      h(Text, { style: s.contactLabel }, "Modulo di contatto"),
      h(Link, { src: contact.url, style: s.contactValue }, contact.url),
      h(Text, { style: s.contactLabel }, "E-mail"),
      h(Link, { src: `mailto:${contact.email}`, style: s.contactValue }, contact.email),
      h(Text, { style: s.contactLabel }, "Kit di attivazione"),
      h(Link, { src: contact.kitUrl, style: [s.contactValue, { marginBottom: 0 }] }, contact.kitUrl),
    ),
    h(Text, { style: s.bold }, BRAND),
    h(Text, { style: s.operator }, typo(contact.operator.name)),
    h(Text, { style: s.operator }, typo(contact.operator.address)),
    h(Text, { style: s.operator }, `P.IVA ${contact.operator.vatNumber}`),
    h(Text, { style: s.disclaimer }, typo(contact.disclaimer)),
  );
}

function whitepaperDocument(content: WhitepaperContent, state: PageState) {
  const host = new URL(content.contact.url).host;
  const chrome = [h(Header, { key: "header", title: content.title }), h(Footer, { key: "footer", host })];
  return h(
    Document,
    {
      title: content.title,
      author: BRAND,
      subject: content.subject,
      keywords: content.keywords,
      creator: BRAND,
      producer: BRAND,
      language: "it",
      pageMode: "useOutlines",
    },
    h(Page, { size: "A4", style: s.coverPage }, h(Cover, { content }), h(Footer, { host })),
    h(Page, { size: "A4", style: s.page }, ...chrome, h(TableOfContents, { content, state })),
    h(
      Page,
      { size: "A4", style: s.page, wrap: true },
      ...chrome,
      h(
        View,
        { style: s.body },
        content.sections.flatMap((section, index) => sectionNodes(section, index + 1, state)),
      ),
    ),
    h(Page, { size: "A4", style: s.page }, ...chrome, h(ContactPage, { content, state })),
  );
}

/** Renders the whitepaper to a PDF (A4, Inter embedded, Italian metadata). */
export async function renderWhitepaperPdf(content: WhitepaperContent): Promise<Buffer> {
  const state: PageState = { headings: new Map(), shown: new Map() };
  // The index shows the page each heading landed on, recorded while laying out. If the index was
  // drawn before the headings were placed, a second pass draws it with the recorded numbers.
  for (let pass = 1; pass <= 3; pass += 1) {
    state.shown.clear();
    const pdf = await renderPdf(whitepaperDocument(content, state));
    if (
      state.headings.size === content.sections.length + 1 &&
      state.shown.size === state.headings.size &&
      [...state.headings].every(([id, page]) => state.shown.get(id) === page)
    ) {
      return pdf;
    }
  }
  throw new Error("Indice del whitepaper instabile: i numeri di pagina cambiano a ogni rendering");
}
