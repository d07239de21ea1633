import React, { type ReactElement } from "react";
import { Text, View, renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import { PDF_FONT, registerPdfFonts } from "./pdf-fonts.ts";

/*
 * What every PDF of the project shares (whitepaper, quote, DPA, DPIA sheet): the palette, the page
 * and body text, the running header and footer, and the typography of the text. Each document
 * keeps only the styles of its own layout.
 */

export const PDF_COLOR = {
  blue: "#1d4ed8",
  blueDark: "#1e3a8a",
  blueSoft: "#eff6ff",
  blueLine: "#bfdbfe",
  ink: "#0f172a",
  muted: "#475569",
  line: "#cbd5e1",
  zebra: "#f8fafc",
  white: "#ffffff",
} as const;

/** A4 page margins in points. */
export interface PdfMargins {
  top: number;
  bottom: number;
  side: number;
}

/** The page: Inter in ink at the document's text size, inside its margins. */
export function pdfPageStyle(fontSize: number, margins: PdfMargins) {
  return {
    fontFamily: PDF_FONT,
    fontSize,
    color: PDF_COLOR.ink,
    paddingTop: margins.top,
    paddingBottom: margins.bottom,
    paddingHorizontal: margins.side,
  };
}

/** Running text. react-pdf resolves a unitless lineHeight against the same style's fontSize (default 18), so both are set. */
export function pdfBodyStyle(fontSize: number, lineHeight: number) {
  return { fontSize, lineHeight };
}

export const pdfMutedStyle = { color: PDF_COLOR.muted };

/** A running line on every page, between the side margins: small muted text. */
function runningStyle(inset: number) {
  return {
    position: "absolute" as const,
    left: inset,
    right: inset,
    flexDirection: "row" as const,
    justifyContent: "space-between" as const,
    fontSize: 8,
    color: PDF_COLOR.muted,
  };
}

/** The running header, above a thin rule. */
export function pdfHeaderStyle(inset: number, top: number) {
  return { ...runningStyle(inset), top, paddingBottom: 6, borderBottomWidth: 0.5, borderBottomColor: PDF_COLOR.line };
}

/** The running footer, below a thin rule. */
export function pdfFooterStyle(inset: number, bottom: number) {
  return { ...runningStyle(inset), bottom, paddingTop: 6, borderTopWidth: 0.5, borderTopColor: PDF_COLOR.line };
}

/** The footer of every page: `text` on the left, "Pagina n di m" on the right. */
export function PdfFooter({ style, text }: { style: ReturnType<typeof pdfFooterStyle>; text: string }) {
  return React.createElement(
    View,
    { style, fixed: true },
    React.createElement(Text, null, text),
    React.createElement(Text, {
      render: ({ pageNumber, totalPages }) => `Pagina ${pageNumber} di ${totalPages}`,
    }),
  );
}

const NBSP = "\u00a0";

/**
 * Typographic apostrophes (the content is written with straight ones, like the site) and
 * non-breaking spaces where a line break would split a reference or an amount ('art. 21',
 * 'lett. q', '7 giorni', '50.000 €').
 */
export function typo(text: string): string {
  return text
    .replace(/'/g, "\u2019")
    .replace(/\b(artt?|lett|n|D\.Lgs)\. (?=\w)/g, `$1.${NBSP}`)
    .replace(/\bcomma (\d)/g, `comma${NBSP}$1`)
    .replace(/(\d) (giorni|mesi|anni|€)(?!\w)/g, `$1${NBSP}$2`);
}

/** A document as PDF bytes, with the project's fonts embedded. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(document);
}
