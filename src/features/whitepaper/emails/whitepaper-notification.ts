import type { RenderedEmail } from "../../../forms/emails/email-layout.ts";
import { askedConsentText } from "../../../forms/emails/confirmation-email.ts";
import { operatorNotificationEmail } from "../../../forms/emails/operator-notification.ts";

export interface WhitepaperNotificationData {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  marketingConsentAt: number | null;
  privacyPolicyVersion: string;
  receivedAt: number;
}

/**
 * To the operator: someone asked for the whitepaper. Nobody has confirmed the address; only the
 * consent link, when the box was ticked, confirms it: until then the operator does not write to it.
 */
export function whitepaperNotificationEmail(
  data: WhitepaperNotificationData,
  retentionDays: number,
): Promise<RenderedEmail> {
  const fullName = `${data.firstName} ${data.lastName}`;
  return operatorNotificationEmail({
    subject: `Nuova richiesta del whitepaper: ${fullName} (${data.companyName})`,
    preview: `${fullName} (${data.companyName}) ha richiesto il whitepaper`,
    title: "Nuova richiesta del whitepaper",
    intro: "Questo contatto ha richiesto il whitepaper, che gli viene inviato per e-mail.",
    fields: [
      { label: "Nome", value: data.firstName },
      { label: "Cognome", value: data.lastName },
      { label: "Azienda", value: data.companyName },
      { label: "Email", value: data.email },
      { label: "Consenso a proposte commerciali", value: askedConsentText(data.marketingConsentAt) },
    ],
    closing:
      data.marketingConsentAt === null
        ? "Non scrivere a questo indirizzo: non è confermato e, senza la casella del consenso selezionata nel modulo, non riceve un link per confermarlo."
        : "Non scrivere a questo indirizzo finché non è confermato: lo è quando l'interessato conferma il consenso dal link nell'e-mail (lo mostra npm run ops show, alla voce «Consenso marketing confermato il» della richiesta).",
    received: "Ricevuta",
    receivedAt: data.receivedAt,
    privacyPolicyVersion: data.privacyPolicyVersion,
    retentionDays,
  });
}
