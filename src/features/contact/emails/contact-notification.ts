import { operatorNotificationEmail } from "../../../forms/emails/operator-notification.ts";
import type { RenderedEmail } from "../../../forms/emails/email-layout.ts";

export interface ContactNotificationData {
  name: string;
  email: string;
  message: string;
  receivedAt: number;
}

/** To the operator: a visitor wrote from /contatti; replying answers the visitor (Reply-To). */
export function contactNotificationEmail(data: ContactNotificationData, retentionDays: number): Promise<RenderedEmail> {
  return operatorNotificationEmail({
    subject: `Nuovo messaggio dal sito: ${data.name}`,
    preview: `${data.name} ti ha scritto dal modulo di contatto`,
    title: "Nuovo messaggio dal modulo di contatto",
    intro: "Hai ricevuto un nuovo messaggio dal modulo di contatto del sito.",
    fields: [
      { label: "Nome", value: data.name },
      { label: "Email", value: data.email },
      { label: "Messaggio", value: data.message, long: true },
    ],
    closing: `Rispondi a questa e-mail per scrivere direttamente a ${data.name}.`,
    receivedAt: data.receivedAt,
    retentionDays,
  });
}
