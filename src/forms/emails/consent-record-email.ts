import { formatRomeDateTime } from "../../lib/italian-date.ts";
import { createElement as h } from "react";
import { EmailLayout, field, paragraph, renderEmail, type RenderedEmail } from "./email-layout.ts";

export interface ConsentRecordData {
  /** The form's name in the operator's tool (OpsView.label). */
  formLabel: string;
  /** The request's id, as `npm run ops show` finds it. */
  requestId: string;
  /** The form's optional marketing box, as the form showed it. */
  boxLabel: string;
  /** What the confirmation page showed and the owner confirmed: its own box's label, or its text. */
  pageText: string;
  /** Whether the page had a box of its own (the kit) or its button was the consent (whitepaper). */
  pageBox: boolean;
  email: string;
  askedAt: number;
  confirmedAt: number;
  privacyPolicyVersion: string;
}

/**
 * To the operator, when an address's owner confirms the marketing consent asked for in a form:
 * the proof of consent (art. 7(1) GDPR; EDPB Guidelines 05/2020, §§ 104-108: who, when, what
 * they were told and how they consented), kept in the mailbox with the contact and, after a
 * withdrawal, with its date (the privacy policy's "Come documentiamo…").
 */
export function consentRecordEmail(data: ConsentRecordData): Promise<RenderedEmail> {
  const how = `casella facoltativa nel modulo, poi conferma dalla pagina aperta con il link inviato a questo indirizzo, ${
    data.pageBox ? "selezionando una seconda casella facoltativa e premendo il pulsante" : "premendo il pulsante"
  }`;
  return renderEmail(
    `Consenso commerciale confermato: ${data.email}`,
    h(
      EmailLayout,
      {
        preview: `${data.email} ha confermato il consenso a ricevere proposte commerciali`,
        title: "Consenso commerciale confermato",
        footer: [
          "Conserva questa e-mail: se l'interessato revoca il consenso, cancella il contatto dall'elenco ma conserva questa e-mail e la data della revoca, per dimostrare che gli invii precedenti erano leciti.",
        ],
      },
      paragraph(
        "L'interessato ha confermato, dal link ricevuto per e-mail, il consenso a ricevere per e-mail proposte commerciali sul nostro servizio espresso nel modulo.",
      ),
      field("Modulo", data.formLabel),
      field("Richiesta", data.requestId),
      field("E-mail", data.email),
      field("Testo della casella nel modulo", `«${data.boxLabel}»`),
      field(data.pageBox ? "Testo confermato nella pagina" : "Testo della pagina di conferma", `«${data.pageText}»`),
      field("Modalità", how),
      field("Consenso espresso nel modulo il", formatRomeDateTime(data.askedAt)),
      field("Consenso confermato il", formatRomeDateTime(data.confirmedAt)),
      field("Versione dell'informativa letta", data.privacyPolicyVersion),
    ),
  );
}
