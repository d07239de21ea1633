import { createElement as h } from "react";
import type { SiteConfig } from "../../../config/load-site-config.ts";
import { operatorIdentity } from "../../../config/operator.ts";
import { BRAND } from "../../../config/brand.ts";
import {
  EmailLayout,
  field,
  paragraph,
  renderEmail,
  withLineBreaks,
  type RenderedEmail,
} from "../../../forms/emails/email-layout.ts";
import { contractDocumentsSentence } from "../../../config/documents.ts";
import { kitHref } from "../../../config/activation-kit-links.ts";
import { ORDER_PLANS } from "../order-plans.ts";
import {
  orderNextSteps,
  PUBLIC_PROCEDURE_INTRO,
  publicProcedureDocuments,
  quoteLines,
  quoteTermsSentence,
  quoteTotals,
  quoteVatSentence,
  SPLIT_PAYMENT_SENTENCE,
  type QuoteDocument,
} from "../quote-data.ts";

/** The lines and totals of a quote as labelled values, for both e-mails. */
export function quoteFields(quote: QuoteDocument) {
  return [
    ...quoteLines(quote).map((line) =>
      field(line.label, line.detail ? `${line.amount} (${line.detail})` : line.amount),
    ),
    ...quoteTotals(quote.amounts).map((total) => field(total.label, total.amount)),
    paragraph(quoteVatSentence(quote.amounts)),
    ...(quote.amounts.splitPayment ? [paragraph(SPLIT_PAYMENT_SENTENCE)] : []),
  ];
}

/** For a public body: what we provide for its procedure (legal-facts.md, 'Selling to public bodies'). */
export function publicProcedureFields(quote: QuoteDocument) {
  if (quote.customer.buyerType !== "pubblico") return [];
  return [
    paragraph(PUBLIC_PROCEDURE_INTRO),
    ...publicProcedureDocuments(quote.customer).map((item) => paragraph(`• ${item}`)),
  ];
}

/** To the customer: our numbered offer in PDF and what happens next; the request does not bind. */
export function orderConfirmationEmail(quote: QuoteDocument, site: SiteConfig): Promise<RenderedEmail> {
  const planName = ORDER_PLANS[quote.plan].plan.name;
  const layout = {
    preview: `Il nostro preventivo n. ${quote.number} per il piano ${planName} è in allegato`,
    title: `Preventivo n. ${quote.number}`,
    footer: [
      `Ti scriviamo perché hai inviato una richiesta d'ordine dal sito ${site.siteUrl}/ordine.`,
      operatorIdentity(site.operator, " · "),
    ],
  };
  return renderEmail(
    `Preventivo n. ${quote.number}: ${BRAND}, piano ${planName}`,
    h(
      EmailLayout,
      layout,
      paragraph(`Gentile ${quote.customer.contactName},`),
      paragraph(
        `grazie per la richiesta d'ordine del piano ${planName} per ${quote.customer.companyName}: in allegato trovi il nostro preventivo n. ${quote.number} in PDF, con i dati che ci hai indicato. Gli importi sono questi:`,
      ),
      ...quoteFields(quote),
      ...publicProcedureFields(quote),
      paragraph(
        `${quoteTermsSentence(quote.validUntil, quote.amounts.promotionEnd !== null, quote.customer.buyerType, quote.acnQualified)} Ecco i prossimi passi:`,
      ),
      ...orderNextSteps(quote.customer.buyerType, quote.amounts.vatRegime).map((step, index) =>
        paragraph(`${index + 1}. ${step}`),
      ),
      paragraph(contractDocumentsSentence(site.siteUrl, quote.customer.buyerType === "pubblico")),
      paragraph(
        `Intanto puoi preparare le bozze dei documenti per attivare il canale con il nostro kit di attivazione, che si apre con la denominazione e il numero di lavoratori di ${quote.customer.companyName} già inseriti (se non li trovi, inseriscili tu): ${site.siteUrl}${kitHref({ denominazione: quote.customer.companyName, lavoratori: quote.workers })}`,
      ),
      paragraph("Se un dato è sbagliato o hai una domanda, rispondi pure a questa e-mail."),
      paragraph(withLineBreaks(`Cordiali saluti,\nil team di ${BRAND}`)),
    ),
  );
}
