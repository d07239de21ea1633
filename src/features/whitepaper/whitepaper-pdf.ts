import React, { type ReactNode } from "react";
import {
  Document,
  Link,
  Page,
  StyleSheet,
  Text,
  View,
  renderToBuffer,
  type TextProps,
  type ViewProps,
} from "@react-pdf/renderer";
import { BRAND } from "../../config/site.ts";
import { PDF_FONT, registerPdfFonts } from "../../lib/pdf-fonts.ts";
import type { Block, WhitepaperContent, WhitepaperSection } from "./whitepaper-content.ts";

// Plain .ts (Node strips types but does not compile JSX): elements are built with createElement.
const h = React.createElement;

const BLUE = "#1d4ed8";
const BLUE_DARK = "#1e3a8a";
const BLUE_SOFT = "#eff6ff";
const BLUE_LINE = "#bfdbfe";
const INK = "#0f172a";
const MUTED = "#475569";
const LINE = "#cbd5e1";
const ZEBRA = "#f8fafc";
const FONT = PDF_FONT;

const s = StyleSheet.create({
  page: { fontFamily: FONT, fontSize: 10, color: INK, paddingTop: 74, paddingBottom: 66, paddingHorizontal: 56 },
  // react-pdf resolves a unitless lineHeight against the same style's fontSize (default 18), so both are set.
  body: { fontSize: 10, lineHeight: 1.5 },
  header: {
    position: "absolute",
    top: 30,
    left: 56,
    right: 56,
    flexDirection: "row",
    justifyContent: "space-between",
    paddingBottom: 6,
    borderBottomWidth: 0.5,
    borderBottomColor: LINE,
    fontSize: 8,
    color: MUTED,
  },
  headerBrand: { fontWeight: 600, color: BLUE },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 56,
    right: 56,
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 6,
    borderTopWidth: 0.5,
    borderTopColor: LINE,
    fontSize: 8,
    color: MUTED,
  },
  // Cover
  coverPage: { fontFamily: FONT, color: INK, paddingBottom: 66 },
  coverBand: { backgroundColor: BLUE, paddingHorizontal: 56, paddingTop: 64, paddingBottom: 48 },
  coverBrand: { color: "#ffffff", fontSize: 11, fontWeight: 600, textTransform: "uppercase" },
  coverRule: { width: 48, height: 3, backgroundColor: "#ffffff", marginTop: 14, marginBottom: 40 },
  coverTitle: { color: "#ffffff", fontSize: 30, fontWeight: 700, lineHeight: 1.2 },
  coverSubtitle: { color: "#dbeafe", fontSize: 12.5, lineHeight: 1.5, marginTop: 18 },
  coverAudience: {
    alignSelf: "flex-start",
    marginTop: 28,
    paddingVertical: 5,
    paddingHorizontal: 10,
    borderRadius: 12,
    backgroundColor: BLUE_DARK,
    color: "#ffffff",
    fontSize: 9.5,
    fontWeight: 600,
  },
  coverBody: { paddingHorizontal: 56, paddingTop: 36, fontSize: 10, lineHeight: 1.5 },
  coverLabel: {
    fontSize: 9,
    fontWeight: 600,
    color: BLUE,
    textTransform: "uppercase",
    marginBottom: 10,
  },
  coverPoint: { flexDirection: "row", marginBottom: 6, fontSize: 11 },
  coverCheck: { width: 18, color: BLUE, fontWeight: 700 },
  coverMeta: { marginTop: 28, fontSize: 9, color: MUTED },
  // Table of contents
  toc: { fontSize: 10 },
  tocTitle: { fontSize: 22, fontWeight: 700, color: INK, marginBottom: 6, lineHeight: 1.2 },
  tocIntro: { color: MUTED, marginBottom: 18 },
  tocRow: {
    flexDirection: "row",
    alignItems: "flex-end",
    paddingVertical: 6,
    borderBottomWidth: 0.5,
    borderBottomColor: LINE,
    borderBottomStyle: "dotted",
  },
  tocNumber: { width: 26, color: BLUE, fontWeight: 600 },
  tocText: { flex: 1, fontSize: 10.5, color: INK, textDecoration: "none" },
  tocPage: { width: 30, textAlign: "right", fontWeight: 600, color: INK },
  // Sections
  sectionHead: { flexDirection: "row", alignItems: "flex-start", marginTop: 14, marginBottom: 10 },
  sectionNumber: {
    width: 26,
    height: 26,
    borderRadius: 13,
    backgroundColor: BLUE,
    color: "#ffffff",
    fontSize: 11,
    fontWeight: 700,
    textAlign: "center",
    paddingTop: 6,
    marginRight: 10,
    lineHeight: 1,
  },
  sectionTitle: { flex: 1, fontSize: 17, fontWeight: 700, color: BLUE_DARK, lineHeight: 1.25, paddingTop: 2 },
  marker: { fontSize: 0.1, color: "#ffffff" },
  paragraph: { marginBottom: 7 },
  bold: { fontWeight: 600 },
  subheading: { fontSize: 11.5, fontWeight: 600, color: INK, marginTop: 8, marginBottom: 5 },
  bulletList: { marginBottom: 8 },
  bulletItem: { flexDirection: "row", marginBottom: 3, paddingLeft: 4 },
  bulletDot: { width: 12, color: BLUE, fontWeight: 700 },
  bulletText: { flex: 1 },
  stepItem: { flexDirection: "row", marginBottom: 9 },
  stepNumber: {
    width: 20,
    height: 20,
    borderRadius: 10,
    backgroundColor: BLUE_SOFT,
    borderWidth: 1,
    borderColor: BLUE_LINE,
    color: BLUE,
    fontSize: 9,
    fontWeight: 700,
    textAlign: "center",
    paddingTop: 4.5,
    lineHeight: 1,
    marginRight: 10,
  },
  stepBody: { flex: 1 },
  stepTitle: { fontWeight: 600 },
  callout: {
    backgroundColor: BLUE_SOFT,
    borderLeftWidth: 3,
    borderLeftColor: BLUE,
    paddingVertical: 9,
    paddingHorizontal: 12,
    marginTop: 4,
    marginBottom: 10,
  },
  calloutTitle: { fontWeight: 600, color: BLUE_DARK, marginBottom: 2 },
  table: { borderWidth: 0.5, borderColor: LINE, marginBottom: 12, fontSize: 8.5, lineHeight: 1.35 },
  tableHead: {
    flexDirection: "row",
    backgroundColor: BLUE_SOFT,
    borderBottomWidth: 0.75,
    borderBottomColor: BLUE_LINE,
  },
  tableHeadCell: { paddingVertical: 5, paddingHorizontal: 6, fontWeight: 600, color: BLUE_DARK },
  tableRow: { flexDirection: "row", borderTopWidth: 0.5, borderTopColor: LINE },
  tableCell: { paddingVertical: 5, paddingHorizontal: 6 },
  tableFirstCell: { fontWeight: 600 },
  tableCaption: { fontSize: 8.5, fontWeight: 600, color: MUTED, marginTop: 4, marginBottom: 4 },
  // Contact page
  contactTitle: { fontSize: 22, fontWeight: 700, color: BLUE_DARK, marginBottom: 12, lineHeight: 1.25 },
  contactBox: {
    borderWidth: 1,
    borderColor: BLUE_LINE,
    backgroundColor: BLUE_SOFT,
    padding: 18,
    marginTop: 10,
    marginBottom: 18,
  },
  contactLabel: { fontSize: 8.5, fontWeight: 600, color: MUTED, textTransform: "uppercase" },
  contactValue: { fontSize: 13, fontWeight: 600, color: BLUE, marginBottom: 12, textDecoration: "none" },
  operator: { fontSize: 9.5, color: MUTED, marginTop: 4 },
  disclaimer: { fontSize: 8.5, color: MUTED, fontStyle: "italic", marginTop: 24 },
});

const NBSP = "\u00a0";

/**
 * Typographic apostrophes (the content is written with straight ones, like the site) and
 * non-breaking spaces where a line break would split a reference or an amount ('art. 21',
 * 'lett. q', '7 giorni', '50.000 €').
 */
function typo(text: string): string {
  return text
    .replace(/'/g, "\u2019")
    .replace(/\b(artt?|lett|n|D\.Lgs)\. (?=\w)/g, `$1.${NBSP}`)
    .replace(/\bcomma (\d)/g, `comma${NBSP}$1`)
    .replace(/(\d) (giorni|mesi|anni|€)(?!\w)/g, `$1${NBSP}$2`);
}

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
  return h(
    View,
    { style: s.footer, fixed: true },
    h(Text, null, `${BRAND} · ${host}`),
    h(Text, { render: ({ pageNumber, totalPages }) => `Pagina ${pageNumber} di ${totalPages}` }),
  );
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
          { key: rowIndex, style: [s.tableRow, rowIndex % 2 === 1 ? { backgroundColor: ZEBRA } : {}], wrap: false },
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
      h(Link, { src: `mailto:${contact.email}`, style: [s.contactValue, { marginBottom: 0 }] }, contact.email),
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
  registerPdfFonts();
  const state: PageState = { headings: new Map(), shown: new Map() };
  // The index shows the page each heading landed on, recorded while laying out. If the index was
  // drawn before the headings were placed, a second pass draws it with the recorded numbers.
  for (let pass = 1; pass <= 3; pass += 1) {
    state.shown.clear();
    const pdf = await renderToBuffer(whitepaperDocument(content, state));
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
