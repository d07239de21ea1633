import React, { type ReactNode } from "react";
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { SiteConfig } from "../../config/load-site-config.ts";
import { operatorIdentityParts } from "../../config/operator.ts";
import { priceVatNote } from "../../config/plans.ts";
import { BRAND } from "../../config/brand.ts";
import { formatIsoDay, romeIsoDay } from "../../lib/italian-date.ts";
import { contractDocumentsSentence } from "../../config/documents.ts";
import {
  PDF_COLOR,
  PdfFooter,
  pdfBodyStyle,
  pdfFooterStyle,
  pdfMutedStyle,
  pdfPageStyle,
  renderPdf,
} from "../../lib/pdf-theme.ts";
import {
  customerRows,
  orderNextSteps,
  orderStepsBeforeConfirmation,
  PUBLIC_PROCEDURE_INTRO,
  publicProcedureDocuments,
  quoteLines,
  quoteTermsSentence,
  quoteTotals,
  quoteVatSentence,
  SPLIT_PAYMENT_SENTENCE,
  type QuoteDocument,
  type QuoteStage,
} from "./quote-data.ts";

// Plain .ts (Node strips types but does not compile JSX): elements are built with createElement.
const h = React.createElement;

const palette = PDF_COLOR;

const s = StyleSheet.create({
  page: pdfPageStyle(9.5, { top: 36, bottom: 60, side: 48 }),
  body: pdfBodyStyle(9.5, 1.4),
  top: { flexDirection: "row", justifyContent: "space-between", marginBottom: 14 },
  brand: { fontSize: 13, fontWeight: 700, color: palette.blue, marginBottom: 4 },
  muted: pdfMutedStyle,
  titleBox: { alignItems: "flex-end" },
  title: { fontSize: 15, fontWeight: 700, marginBottom: 4 },
  sectionTitle: { fontSize: 10.5, fontWeight: 700, color: palette.blue, marginTop: 11, marginBottom: 5 },
  box: { borderWidth: 0.5, borderColor: palette.line, borderRadius: 4, padding: 10 },
  pair: { flexDirection: "row", marginBottom: 2 },
  pairLabel: { width: 130, color: palette.muted },
  pairValue: { flex: 1 },
  tableHead: {
    flexDirection: "row",
    backgroundColor: palette.blueSoft,
    paddingVertical: 5,
    paddingHorizontal: 8,
    fontWeight: 600,
  },
  row: {
    flexDirection: "row",
    paddingVertical: 6,
    paddingHorizontal: 8,
    borderBottomWidth: 0.5,
    borderBottomColor: palette.line,
  },
  description: { flex: 1, paddingRight: 12 },
  amount: { width: 90, textAlign: "right" },
  totalRow: { flexDirection: "row", paddingVertical: 3, paddingHorizontal: 8 },
  totalLabel: { flex: 1, textAlign: "right", paddingRight: 12 },
  grandTotal: { fontWeight: 700, fontSize: 11 },
  step: { flexDirection: "row", marginBottom: 3 },
  stepNumber: { width: 16, color: palette.blue, fontWeight: 700 },
  footer: pdfFooterStyle(48, 26),
});

function pair(label: string, value: string | null): ReactNode {
  if (value === null) return null;
  return h(
    View,
    { style: s.pair, key: label },
    h(Text, { style: s.pairLabel }, label),
    h(Text, { style: s.pairValue }, value),
  );
}

function section(title: string, ...children: ReactNode[]): ReactNode {
  return h(View, { wrap: false }, h(Text, { style: s.sectionTitle }, title), ...children);
}

/** A section that may continue on the next page between its items, its title kept with the first. */
function longSection(title: string, ...children: ReactNode[]): ReactNode {
  return h(View, null, h(Text, { style: s.sectionTitle, minPresenceAhead: 40 }, title), ...children);
}

function Operator({ site }: { site: SiteConfig }) {
  const { operator } = site;
  return h(
    View,
    null,
    h(Text, { style: s.brand }, BRAND),
    ...operatorIdentityParts(operator).map((part, index) =>
      h(Text, { style: index === 0 ? {} : s.muted, key: part }, part),
    ),
    h(Text, { style: s.muted }, `${operator.email} · ${new URL(site.siteUrl).host}`),
  );
}

function Customer({ quote }: { quote: QuoteDocument }) {
  return section(
    "Cliente",
    h(View, { style: s.box }, ...customerRows(quote).map(([label, value]) => pair(label, value))),
  );
}

function Lines({ quote }: { quote: QuoteDocument }) {
  const totals = quoteTotals(quote.amounts);
  return section(
    `Dettaglio del preventivo (prezzi ${priceVatNote(quote.amounts.vatRegime)})`,
    h(
      View,
      { style: s.tableHead },
      h(Text, { style: s.description }, "Descrizione"),
      h(Text, { style: s.amount }, "Importo"),
    ),
    ...quoteLines(quote).map((line) =>
      h(
        View,
        { style: s.row, key: line.label },
        h(
          View,
          { style: s.description },
          h(Text, null, line.label),
          line.detail ? h(Text, { style: s.muted }, line.detail) : null,
        ),
        h(Text, { style: s.amount }, line.amount),
      ),
    ),
    ...totals.map((total, index) =>
      h(
        View,
        { style: [s.totalRow, index === totals.length - 1 ? s.grandTotal : {}], key: total.label },
        h(Text, { style: s.totalLabel }, total.label),
        h(Text, { style: s.amount }, total.amount),
      ),
    ),
    // The heading already says 'IVA esclusa'; the regime forfettario needs its wording on the document.
    quote.amounts.vatRegime === "forfettario"
      ? h(Text, { style: [s.muted, { marginTop: 4 }] }, quoteVatSentence(quote.amounts))
      : null,
    quote.amounts.splitPayment ? h(Text, { style: [s.muted, { marginTop: 4 }] }, SPLIT_PAYMENT_SENTENCE) : null,
  );
}

/** For a public body: what we provide for its procedure. */
function PublicProcedure({ quote }: { quote: QuoteDocument }) {
  if (quote.customer.buyerType !== "pubblico") return null;
  return section(
    "Per la procedura dell'ente",
    h(Text, { style: { marginBottom: 3 } }, PUBLIC_PROCEDURE_INTRO),
    ...publicProcedureDocuments(quote.customer).map((item) =>
      h(
        View,
        { style: s.step, key: item },
        h(Text, { style: s.stepNumber }, "•"),
        h(Text, { style: s.pairValue }, item),
      ),
    ),
  );
}

/** When to pay (B4): a private buyer after signing, a public body after the service, never in advance. */
export function bankNote(buyerType: QuoteDocument["customer"]["buyerType"]): string {
  return buyerType === "pubblico"
    ? "Nessun pagamento anticipato: l'ente paga dopo il servizio reso, a fattura elettronica ricevuta, sul conto dedicato indicato nella dichiarazione di tracciabilità (art. 3 L. 136/2010)."
    : "Paga solo dopo aver firmato il contratto e ricevuto la fattura.";
}

function Bank({ site, quote }: { site: SiteConfig; quote: QuoteDocument }) {
  const bank = site.order.bank;
  if (!bank) return null;
  return section(
    "Coordinate per il pagamento",
    h(
      View,
      { style: s.box },
      pair("Intestatario", bank.holder),
      pair("IBAN", bank.iban),
      pair("Banca", bank.name),
      pair("Causale", `Preventivo n. ${quote.number}${quote.customer.cig ? `, CIG ${quote.customer.cig}` : ""}`),
    ),
    h(Text, { style: [s.muted, { marginTop: 4 }] }, bankNote(quote.customer.buyerType)),
  );
}

function quoteDocument(quote: QuoteDocument, site: SiteConfig, stage: QuoteStage) {
  const { buyerType } = quote.customer;
  const steps =
    stage === "sent"
      ? orderStepsBeforeConfirmation(buyerType, quote.amounts.vatRegime, { inQuote: true })
      : orderNextSteps(buyerType, quote.amounts.vatRegime);
  const title = `Preventivo n. ${quote.number}`;
  return h(
    Document,
    {
      title,
      author: BRAND,
      subject: `${title}: ${quote.customer.companyName}`,
      creator: BRAND,
      producer: BRAND,
      language: "it",
    },
    h(
      Page,
      { size: "A4", style: s.page, wrap: true },
      h(
        View,
        { style: s.body },
        h(
          View,
          { style: s.top },
          h(Operator, { site }),
          h(
            View,
            { style: s.titleBox },
            h(Text, { style: s.title }, title),
            h(Text, null, `Data: ${formatIsoDay(romeIsoDay(quote.createdAt))}`),
            h(Text, null, `Prezzi validi fino al ${formatIsoDay(quote.validUntil)}`),
          ),
        ),
        h(Customer, { quote }),
        h(Lines, { quote }),
        h(PublicProcedure, { quote }),
        section(
          "Validità del preventivo",
          h(
            Text,
            null,
            `${quoteTermsSentence(quote.validUntil, quote.amounts.promotionEnd !== null, quote.customer.buyerType, quote.acnQualified)} Questo documento non è una fattura: la fattura elettronica ti arriva tramite il Sistema di Interscambio. ${contractDocumentsSentence(site.siteUrl, quote.customer.buyerType === "pubblico")}`,
          ),
        ),
        longSection(
          "Prossimi passi",
          ...steps.map((step, index) =>
            h(
              View,
              { style: s.step, key: step, wrap: false },
              h(Text, { style: s.stepNumber }, `${index + 1}.`),
              h(Text, { style: s.pairValue }, step),
            ),
          ),
        ),
        // No notes: the quote goes to an address nobody has verified, so it carries only the data
        // a quote needs, never free text a visitor chose (issue 17, finding 2). The operator's
        // notification shows them.
        h(Bank, { site, quote }),
      ),
      h(PdfFooter, { style: s.footer, text: `${title} · ${BRAND}` }),
    ),
  );
}

export function quoteFilename(number: string): string {
  return `preventivo-${number}.pdf`;
}

/** The quote as an A4 PDF (Inter embedded), from the stored order and the operator's configuration. */
export async function renderQuotePdf(
  quote: QuoteDocument,
  site: SiteConfig,
  stage: QuoteStage = "confirmed",
): Promise<Buffer> {
  return renderPdf(quoteDocument(quote, site, stage));
}
