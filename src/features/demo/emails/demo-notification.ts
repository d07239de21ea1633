import type { RenderedEmail } from "../../../forms/emails/email-layout.ts";
import { operatorNotificationEmail } from "../../../forms/emails/operator-notification.ts";

export interface DemoNotificationData {
  name: string;
  email: string;
  message: string;
  created_at: number;
}

/** To the operator: a visitor sent the form of /demo; replying answers the visitor (Reply-To). */
export function demoNotificationEmail(data: DemoNotificationData, retentionDays: number): Promise<RenderedEmail> {
  return operatorNotificationEmail({
    subject: `Nuova richiesta dal sito (Prenota una demo): ${data.name}`,
    preview: `${data.name} ha inviato il modulo «Prenota una demo»`,
    title: "Nuova richiesta dal modulo «Prenota una demo»",
    intro: "Hai ricevuto una nuova richiesta dal modulo «Prenota una demo» del sito.",
    fields: [
      { label: "Nome", value: data.name },
      { label: "Email", value: data.email },
      { label: "Messaggio", value: data.message, long: true },
    ],
    closing: `Rispondi a questa e-mail per scrivere direttamente a ${data.name}.`,
    receivedAt: data.created_at,
    retentionDays,
  });
}
