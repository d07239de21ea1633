import { createElement as h } from "react";
import type { SiteConfig } from "../../../config/load-site-config.ts";
import { BRAND } from "../../../config/site.ts";
import {
  EmailLayout,
  field,
  paragraph,
  renderEmail,
  withLineBreaks,
  type RenderedEmail,
} from "../../forms/emails/email-layout.ts";
import { contractDocumentsSentence } from "../../trust/documents.ts";
import { ORDER_PLANS } from "../order-plans.ts";
import { formatIsoDay, ORDER_NEXT_STEPS, quoteLines, quoteTotals, type QuoteDocument } from "../quote-data.ts";

/** The lines and totals of a quote as labelled values, for both e-mails. */
export function quoteFields(quote: QuoteDocument) {
  return [
    ...quoteLines(quote).map((line) =>
      field(line.label, line.detail ? `${line.amount} (${line.detail})` : line.amount),
    ),
    ...quoteTotals(quote.amounts).map((total) => field(total.label, total.amount)),
  ];
}

/** To the customer: the numbered quote in PDF and what happens next. */
export function orderConfirmationEmail(quote: QuoteDocument, site: SiteConfig): Promise<RenderedEmail> {
  const planName = ORDER_PLANS[quote.plan].plan.name;
  const layout = {
    preview: `La proposta d'ordine n. ${quote.number} per il piano ${planName} è in allegato`,
    title: `Proposta d'ordine n. ${quote.number}`,
    footer: [
      `Ti scriviamo perché hai inviato un ordine dal sito ${site.siteUrl}/ordine.`,
      `${site.operator.name} · ${site.operator.address} · P.IVA ${site.operator.vatNumber}`,
    ],
  };
  return renderEmail(
    `Proposta d'ordine n. ${quote.number}: ${BRAND}, piano ${planName}`,
    h(
      EmailLayout,
      layout,
      paragraph(`Ciao ${quote.customer.contactName},`),
      paragraph(
        `grazie per l'ordine del piano ${planName} per ${quote.customer.companyName}: in allegato trovi la proposta d'ordine n. ${quote.number} in PDF, con i dati che ci hai indicato. Gli importi sono questi:`,
      ),
      ...quoteFields(quote),
      paragraph(`I prezzi valgono fino al ${formatIsoDay(quote.validUntil)}. Ecco i prossimi passi:`),
      ...ORDER_NEXT_STEPS.map((step, index) => paragraph(`${index + 1}. ${step}`)),
      paragraph(contractDocumentsSentence(site.siteUrl)),
      paragraph("Se un dato è sbagliato o hai una domanda, rispondi pure a questa e-mail."),
      paragraph(withLineBreaks(`A presto,\nil team di ${BRAND}`)),
    ),
  );
}
