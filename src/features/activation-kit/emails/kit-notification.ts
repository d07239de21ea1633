import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../../config/retention.ts";
import { askedConsentText, UNCONFIRMED_ADDRESS } from "../../../forms/emails/confirmation-email.ts";
import type { RenderedEmail } from "../../../forms/emails/email-layout.ts";
import { operatorNotificationEmail } from "../../../forms/emails/operator-notification.ts";

export interface KitNotificationData {
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
export function kitNotificationEmail(data: KitNotificationData, retentionDays: number): Promise<RenderedEmail> {
  return operatorNotificationEmail({
    subject: `Nuova richiesta del kit di attivazione: ${data.denominazione}`,
    preview: `${data.denominazione} ha richiesto il kit di attivazione`,
    title: "Nuova richiesta del kit di attivazione",
    intro:
      "Questo contatto ha richiesto il kit di attivazione per e-mail: gli viene inviato solo dopo che avrà confermato l'indirizzo dal link che gli abbiamo scritto.",
    fields: [
      { label: "Ente", value: data.denominazione },
      { label: "Tipo di ente", value: data.kind },
      { label: "Email", value: data.email },
      { label: "Consenso a proposte commerciali", value: askedConsentText(data.marketingConsentAt) },
    ],
    closing: UNCONFIRMED_ADDRESS,
    received: "Ricevuta",
    receivedAt: data.receivedAt,
    privacyPolicyVersion: data.privacyPolicyVersion,
    retentionDays,
    deletion: `Se l'indirizzo non viene confermato, la richiesta viene cancellata automaticamente dal server entro ${UNCONFIRMED_DELETED_WITHIN_HOURS} ore; se viene confermato, dopo ${retentionDays} giorni.`,
  });
}
