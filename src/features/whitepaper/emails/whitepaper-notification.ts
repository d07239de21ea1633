import { formatRomeDateTime } from "../../../lib/italian-date.ts";
import { createElement as h } from "react";
import { EmailLayout, field, paragraph, renderEmail, type RenderedEmail } from "../../../forms/emails/email-layout.ts";
import { askedConsentText } from "../../../forms/emails/confirmation-email.ts";

export interface WhitepaperLeadData {
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
export function whitepaperLeadEmail(data: WhitepaperLeadData, retentionDays: number): Promise<RenderedEmail> {
  const fullName = `${data.firstName} ${data.lastName}`;
  const consent = askedConsentText(data.marketingConsentAt);
  const layout = {
    preview: `${fullName} (${data.companyName}) ha richiesto il whitepaper`,
    title: "Nuova richiesta del whitepaper",
    footer: [
      `Ricevuta il ${formatRomeDateTime(data.receivedAt)}; informativa privacy letta nella versione del ${data.privacyPolicyVersion}.`,
      `La richiesta viene cancellata automaticamente dal server dopo ${retentionDays} giorni.`,
    ],
  };
  return renderEmail(
    `Nuova richiesta del whitepaper: ${fullName} (${data.companyName})`,
    h(
      EmailLayout,
      layout,
      paragraph("Questo contatto ha richiesto il whitepaper, che gli viene inviato per e-mail."),
      field("Nome", data.firstName),
      field("Cognome", data.lastName),
      field("Azienda", data.companyName),
      field("Email", data.email),
      field("Consenso a proposte commerciali", consent),
      paragraph(
        data.marketingConsentAt === null
          ? "Non scrivere a questo indirizzo: non è confermato e, senza la casella del consenso selezionata nel modulo, non riceve un link per confermarlo."
          : "Non scrivere a questo indirizzo finché non è confermato: lo è quando l'interessato conferma il consenso dal link nell'e-mail (lo mostra npm run ops show, alla voce «Consenso marketing confermato il» della richiesta).",
      ),
    ),
  );
}
