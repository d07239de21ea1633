import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../../config/retention.ts";
import type { SiteConfig } from "../../../config/load-site-config.ts";
import { confirmationEmail } from "../../../forms/emails/confirmation-email.ts";
import type { RenderedEmail } from "../../../forms/emails/email-layout.ts";

/**
 * The first e-mail to the customer: our order number (ours, not typed) and the link; the offer,
 * with the customer's data and the PDF, follows the confirmation (docs/decisions/0023).
 */
export function orderAddressEmail(
  number: string,
  link: { confirmationUrl: string; marketingAsked: boolean },
  site: SiteConfig,
): Promise<RenderedEmail> {
  return confirmationEmail(
    {
      subject: `Richiesta d'ordine n. ${number}: conferma il tuo indirizzo per ricevere il preventivo`,
      title: `Richiesta d'ordine n. ${number}`,
      request: `in una richiesta d'ordine, a cui abbiamo dato il numero ${number}`,
      afterConfirm: "ti inviamo subito il nostro preventivo in PDF, con gli importi e i prossimi passi.",
      withoutConfirm: `la richiesta viene cancellata entro ${UNCONFIRMED_DELETED_WITHIN_HOURS} ore dall'invio`,
    },
    link,
    site,
  );
}
