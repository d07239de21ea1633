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
      afterConfirm: "ti inviamo subito il kit in un file ZIP allegato, con i documenti in formato Word (.docx).",
      withoutConfirm: `la richiesta, con le risposte, viene cancellata entro ${UNCONFIRMED_DELETED_WITHIN_HOURS} ore dalla richiesta`,
      marketingPending:
        "Nel modulo è stata selezionata anche la casella per ricevere per e-mail proposte commerciali sul nostro servizio: il consenso vale solo se, nella pagina che si apre dal link, selezioni anche una casella a parte prima di premere il pulsante. Il kit ti arriva anche se non la selezioni. Puoi revocare il consenso in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo a una nostra e-mail.",
    },
    link,
    site,
  );
}
