import { formatRomeDateTime } from "../../../lib/italian-date.ts";
import { createElement as h } from "react";
import { EmailLayout, field, paragraph, renderEmail, type RenderedEmail } from "../../../forms/emails/email-layout.ts";
import { askedConsentText, UNCONFIRMED_ADDRESS } from "../../../forms/emails/confirmation-email.ts";
import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../../config/retention.ts";

export interface KitLeadData {
  denominazione: string;
  /** The kind of entity as the kit read it, e.g. 'Soggetto privato, 50-249 lavoratori'. */
  kind: string;
  email: string;
  marketingConsentAt: number | null;
  privacyPolicyVersion: string;
  receivedAt: number;
}

/**
 * To the operator: someone asked for the kit by e-mail. Sent before the address is confirmed, so
 * it asks the operator not to write to it until then (Reply-To is still the visitor's address).
 */
export function kitLeadEmail(data: KitLeadData, retentionDays: number): Promise<RenderedEmail> {
  const consent = askedConsentText(data.marketingConsentAt);
  const layout = {
    preview: `${data.denominazione} ha richiesto il kit di attivazione`,
    title: "Nuova richiesta del kit di attivazione",
    footer: [
      `Ricevuta il ${formatRomeDateTime(data.receivedAt)}; informativa privacy letta nella versione del ${data.privacyPolicyVersion}.`,
      `Se l'indirizzo non viene confermato, la richiesta viene cancellata automaticamente dal server entro ${UNCONFIRMED_DELETED_WITHIN_HOURS} ore; se viene confermato, dopo ${retentionDays} giorni.`,
    ],
  };
  return renderEmail(
    `Nuova richiesta del kit di attivazione: ${data.denominazione}`,
    h(
      EmailLayout,
      layout,
      paragraph(
        "Questo contatto ha richiesto il kit di attivazione per e-mail: gli viene inviato solo dopo che avrà confermato l'indirizzo dal link che gli abbiamo scritto.",
      ),
      field("Ente", data.denominazione),
      field("Tipo di ente", data.kind),
      field("Email", data.email),
      field("Consenso a proposte commerciali", consent),
      paragraph(UNCONFIRMED_ADDRESS),
    ),
  );
}
