import { createElement as h } from "react";
import type { SiteConfig } from "../../../config/load-site-config.ts";
import {
  EmailLayout,
  field,
  label,
  paragraph,
  quote as quoted,
  renderEmail,
  type RenderedEmail,
} from "../../../forms/emails/email-layout.ts";
import { ORDER_PLANS } from "../order-plans.ts";
import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../../config/retention.ts";
import { formatIsoDay, formatRomeDateTime } from "../../../lib/italian-date.ts";
import { customerRows, type QuoteDocument } from "../quote-data.ts";
import { publicProcedureFields, quoteFields } from "./order-confirmation.ts";
import { MAILBOX_CAPPED_NOTE, UNCONFIRMED_ADDRESS } from "../../../forms/emails/confirmation-email.ts";

/**
 * To the operator: a new order to check, with the quote the customer receives once the address is
 * confirmed. Sent before that, so it asks the operator not to write to the address until then.
 */
export function orderNotificationEmail(
  quote: QuoteDocument,
  site: SiteConfig,
  { mailboxCapped = false }: { mailboxCapped?: boolean } = {},
): Promise<RenderedEmail> {
  const { customer } = quote;
  const planName = ORDER_PLANS[quote.plan].plan.name;
  // DPO C3: /ordine has no box (decision 0033): the notice was shown with a link, not confirmed as read.
  const layout = {
    preview: `${customer.companyName} ha chiesto il piano ${planName}`,
    title: `Nuova richiesta d'ordine n. ${quote.number}`,
    footer: [
      `Ricevuto il ${formatRomeDateTime(quote.createdAt)}; informativa privacy indicata accanto al pulsante di invio, versione del ${quote.privacyPolicyVersion}.`,
      mailboxCapped
        ? `La richiesta viene cancellata automaticamente dal server dopo ${site.order.retentionDays} giorni.`
        : `Se l'indirizzo non viene confermato, la richiesta viene cancellata automaticamente dal server entro ${UNCONFIRMED_DELETED_WITHIN_HOURS} ore; se viene confermato, dopo ${site.order.retentionDays} giorni.`,
    ],
  };
  return renderEmail(
    `Nuova richiesta d'ordine n. ${quote.number}: ${customer.companyName} (${planName})`,
    h(
      EmailLayout,
      layout,
      paragraph(
        mailboxCapped
          ? `${customer.companyName} ha inviato dal sito una richiesta d'ordine per il piano ${planName}. Il preventivo è in allegato: il cliente può averlo scaricato dal sito, ma non l'ha ricevuto per e-mail.`
          : `${customer.companyName} ha inviato dal sito una richiesta d'ordine per il piano ${planName}. Il preventivo è in allegato nella versione che il cliente riceve dopo aver confermato l'indirizzo (quella scaricata subito dopo l'invio differisce solo nel primo dei prossimi passi): ${
              // Issue 27: a public body stipulates in the forms of public contracts; it signs no contract of ours.
              customer.buyerType === "pubblico"
                ? "verifica i dati; il contratto con l'ente si stipula, con l'accordo sul trattamento dei dati, nelle forme richieste dalle sue regole sui contratti pubblici."
                : "verifica i dati e invia il contratto e l'accordo sul trattamento dei dati da firmare."
            }`,
      ),
      mailboxCapped ? paragraph(MAILBOX_CAPPED_NOTE) : null,
      field("Piano", ORDER_PLANS[quote.plan].plan.name),
      ...customerRows(quote).map(([name, value]) => (value === null ? null : field(name, value))),
      ...(customer.notes === null ? [] : [label("Note"), quoted(customer.notes)]),
      ...quoteFields(quote),
      ...publicProcedureFields(quote),
      field("Validità", `fino al ${formatIsoDay(quote.validUntil)}`),
      mailboxCapped ? null : paragraph(UNCONFIRMED_ADDRESS),
    ),
  );
}
