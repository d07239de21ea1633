import { createElement as h } from "react";
import { EmailLayout, field, formatRomeDateTime, paragraph, renderEmail, type RenderedEmail } from "./email-layout.ts";

export interface ConsentRecordData {
  /** The form's name in the operator's tool (OpsView.label). */
  formLabel: string;
  email: string;
  askedAt: number;
  confirmedAt: number;
  privacyPolicyVersion: string;
}

/**
 * To the operator, when an address's owner confirms the marketing consent asked for in a form:
 * the proof of consent (art. 7(1) GDPR) kept in the mailbox with the contact, after the request
 * itself is purged from the database (the privacy policy's "Come documentiamo…").
 */
export function consentRecordEmail(data: ConsentRecordData): Promise<RenderedEmail> {
  return renderEmail(
    `Consenso commerciale confermato: ${data.email}`,
    h(
      EmailLayout,
      {
        preview: `${data.email} ha confermato il consenso a comunicazioni commerciali`,
        title: "Consenso commerciale confermato",
        footer: [
          "Conserva questa e-mail con il contatto: documenta il consenso finché lo usi, anche dopo che la richiesta è stata cancellata dal server.",
        ],
      },
      paragraph(
        "Il titolare dell'indirizzo ha confermato dal link ricevuto per e-mail il consenso a ricevere comunicazioni commerciali chiesto nel modulo.",
      ),
      field("Modulo", data.formLabel),
      field("Email", data.email),
      field("Consenso chiesto nel modulo il", formatRomeDateTime(data.askedAt)),
      field("Consenso confermato il", formatRomeDateTime(data.confirmedAt)),
      field("Versione dell'informativa letta", data.privacyPolicyVersion),
    ),
  );
}
