import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../../config/retention.ts";
import type { SiteConfig } from "../../../config/load-site-config.ts";
import { confirmationEmail } from "../../../forms/emails/confirmation-email.ts";
import type { RenderedEmail } from "../../../forms/emails/email-layout.ts";

/** The first e-mail of the kit by e-mail: fixed text and the link; the kit follows the confirmation. */
export function kitConfirmationEmail(
  link: { confirmationUrl: string; marketingAsked: boolean },
  site: SiteConfig,
): Promise<RenderedEmail> {
  return confirmationEmail(
    {
      subject: "Conferma il tuo indirizzo per ricevere il kit di attivazione",
      title: "Conferma il tuo indirizzo",
      request: "per ricevere il kit di attivazione del canale di segnalazione",
      afterConfirm: "ti inviamo subito il kit, con i documenti in formato Word in allegato.",
      withoutConfirm: `la richiesta, con le risposte, viene cancellata entro ${UNCONFIRMED_DELETED_WITHIN_HOURS} ore dall'invio`,
    },
    link,
    site,
  );
}
