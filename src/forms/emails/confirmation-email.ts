import { formatRomeDateTime } from "../../lib/italian-date.ts";
import { RECIPIENT_DAILY_CAP } from "../../lib/email-address.ts";
import { createElement as h } from "react";
import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import type { SiteConfig } from "../../config/load-site-config.ts";
import { operatorIdentity } from "../../config/operator.ts";
import { BRAND } from "../../config/brand.ts";
import { EmailLayout, paragraph, renderEmail, withLineBreaks, type RenderedEmail } from "./email-layout.ts";

/**
 * The first e-mail to an address nobody has confirmed (docs/decisions/0023): fixed text, our own
 * words and numbers only, and one link, the signed confirmation URL. Nothing the sender typed:
 * anyone can type someone else's address.
 */
export interface ConfirmationEmailText {
  subject: string;
  title: string;
  /** What was asked with this address, after 'indicato questo indirizzo sul sito …': 'per ricevere …'. */
  request: string;
  /** What happens once confirmed: 'ti inviamo subito …'. */
  afterConfirm: string;
  /** What happens without confirmation, besides that we write no more. */
  withoutConfirm?: string;
  /** The consent sentence, when this form's page asks for the consent in a way of its own. */
  marketingPending?: string;
}

/** The consent sentence, when the request asked for marketing consent: it counts only once confirmed. */
export const MARKETING_PENDING =
  "Nel modulo è stata selezionata anche la casella per ricevere per e-mail proposte commerciali sul nostro servizio: il consenso vale solo se lo confermi, e puoi revocarlo in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo a una nostra e-mail.";

/**
 * The footer line every first e-mail to an unconfirmed address carries (art. 14(3)(b) GDPR): a
 * fixed link to our own policy, nothing the sender typed (docs/decisions/0023).
 */
export function policyLine(site: SiteConfig): string {
  return `Come trattiamo questo indirizzo: ${site.siteUrl}/privacy-policy`;
}

export function confirmationEmail(
  text: ConfirmationEmailText,
  { confirmationUrl, marketingAsked }: { confirmationUrl: string; marketingAsked: boolean },
  site: SiteConfig,
): Promise<RenderedEmail> {
  const host = new URL(site.siteUrl).host;
  const layout = {
    preview: "Conferma il tuo indirizzo e-mail, oppure ignora questo messaggio",
    title: text.title,
    footer: [
      `Messaggio automatico del sito ${host}, inviato una sola volta per questa richiesta.`,
      policyLine(site),
      operatorIdentity(site.operator, " · "),
    ],
  };
  return renderEmail(
    text.subject,
    h(
      EmailLayout,
      layout,
      paragraph("Buongiorno,"),
      paragraph(
        `ricevi questa e-mail perché qualcuno ha indicato questo indirizzo sul sito ${host} ${text.request}. Se la richiesta non è tua, ignora questa e-mail: senza la tua conferma non ti scriviamo altro${text.withoutConfirm ? ` e ${text.withoutConfirm}` : ""}.`,
      ),
      paragraph(`Se invece la richiesta è tua, apri questo link e premi il pulsante di conferma: ${text.afterConfirm}`),
      paragraph(h("a", { href: confirmationUrl }, confirmationUrl)),
      paragraph(`Il link vale ${CONFIRMATION_TTL_HOURS} ore e si può usare una sola volta.`),
      ...(marketingAsked ? [paragraph(text.marketingPending ?? MARKETING_PENDING)] : []),
      paragraph(withLineBreaks(`Cordiali saluti,\nil team di ${BRAND}`)),
    ),
  );
}

/**
 * The operator's lead e-mails go out when the request arrives, before the address is confirmed:
 * instead of inviting a reply, they say how to tell when it is (the request's confirmed_at, which
 * the operator's tool shows).
 */
/**
 * The operator's notification of a request stored while its mailbox was past the daily cap
 * (docs/decisions/0024): nothing went to the address, and the visitor was told we would be in touch.
 */
export const MAILBOX_CAPPED_NOTE = `Nessuna e-mail è partita verso questo indirizzo, né partirà: nelle 24 ore precedenti il sito gli aveva già inviato il massimo di ${RECIPIENT_DAILY_CAP} e-mail, forse per richieste di altri. Sul sito abbiamo detto a chi ha inviato la richiesta che lo ricontattiamo noi: prima di mandargli dati o documenti, verifica che la richiesta sia davvero sua (per telefono, se ha indicato un numero).`;

export const UNCONFIRMED_ADDRESS =
  "Non scrivere a questo indirizzo finché non è confermato (lo mostra npm run ops show, alla voce «Indirizzo confermato il» della richiesta).";

/**
 * The consent line of an operator's lead e-mail, sent when the request arrives: a consent asked
 * for in the form is not yet given (security review 3, L2).
 */
export function askedConsentText(askedAt: number | null): string {
  return askedAt === null
    ? "No: non inviare proposte commerciali"
    : `Chiesto nel modulo il ${formatRomeDateTime(askedAt)}, ma vale solo quando l'interessato lo conferma dal link nell'e-mail (lo mostra npm run ops): fino ad allora non inviare proposte commerciali`;
}
