import { createElement as h } from "react";
import {
  EmailLayout,
  field,
  formatRomeDateTime,
  paragraph,
  renderEmail,
  type RenderedEmail,
} from "../../../forms/emails/email-layout.ts";
import { askedConsentText } from "../../../forms/emails/confirmation-email.ts";

export interface KitLeadData {
  denominazione: string;
  /** The kind of entity as the kit read it, e.g. 'Soggetto privato, 50-249 lavoratori'. */
  kind: string;
  email: string;
  marketingConsentAt: number | null;
  privacyPolicyVersion: string;
  receivedAt: number;
}

/** To the operator: someone asked for the kit by e-mail; replying answers the visitor (Reply-To). */
export function kitLeadEmail(data: KitLeadData, retentionDays: number): Promise<RenderedEmail> {
  const consent = askedConsentText(data.marketingConsentAt);
  const layout = {
    preview: `${data.denominazione} ha richiesto il kit di attivazione`,
    title: "Nuova richiesta del kit di attivazione",
    footer: [
      `Ricevuta il ${formatRomeDateTime(data.receivedAt)}; informativa privacy letta nella versione del ${data.privacyPolicyVersion}.`,
      `La richiesta viene cancellata automaticamente dal server dopo ${retentionDays} giorni.`,
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
      field("Consenso a comunicazioni commerciali", consent),
      paragraph("Rispondi a questa e-mail per scrivere direttamente al richiedente."),
    ),
  );
}
