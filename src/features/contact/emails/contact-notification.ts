import { createElement as h } from "react";
import {
  EmailLayout,
  field,
  formatRomeDateTime,
  label,
  paragraph,
  quote,
  renderEmail,
  type RenderedEmail,
} from "../../../forms/emails/email-layout.ts";

export interface ContactNotificationData {
  name: string;
  email: string;
  message: string;
  receivedAt: number;
}

/** To the operator: a visitor wrote from /contatti; replying answers the visitor (Reply-To). */
export function contactNotificationEmail(data: ContactNotificationData, retentionDays: number): Promise<RenderedEmail> {
  const layout = {
    preview: `${data.name} ti ha scritto dal modulo di contatto`,
    title: "Nuovo messaggio dal modulo di contatto",
    footer: [
      `Ricevuto il ${formatRomeDateTime(data.receivedAt)}.`,
      `La richiesta viene cancellata automaticamente dal server dopo ${retentionDays} giorni.`,
    ],
  };
  return renderEmail(
    `Nuovo messaggio dal sito: ${data.name}`,
    h(
      EmailLayout,
      layout,
      paragraph("Hai ricevuto un nuovo messaggio dal modulo di contatto del sito."),
      field("Nome", data.name),
      field("Email", data.email),
      label("Messaggio"),
      quote(data.message),
      paragraph(`Rispondi a questa e-mail per scrivere direttamente a ${data.name}.`),
    ),
  );
}
