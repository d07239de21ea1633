import { RECIPIENT_DAILY_CAP, RECIPIENT_WINDOW_S } from "./email-address.ts";

/**
 * The Italian answers of the form API itself (spec §5 and §8): the server sends them, and the
 * browser shows some of them before sending (src/forms/messages.ts spreads them into its own).
 */
export const apiMessages = {
  emailDisposable: "Per favore usa un indirizzo email valido",
  privacy: "Per favore, accetta la Privacy Policy per continuare",
  captchaWrong: "La risposta matematica non è corretta. Riprova.",
  powInvalid: "La verifica automatica del modulo non è riuscita o è scaduta. Riprova.",
  captchaExpired: "La domanda di verifica è scaduta. Rispondi alla nuova domanda.",
  badRequest: "Richiesta non valida",
  tooLarge: "La richiesta è troppo grande.",
  unsupportedType: "Il formato della richiesta non è supportato. Ricarica la pagina e riprova.",
  forbiddenOrigin: "Richiesta non consentita da questa origine.",
  rateLimited: "Troppe richieste. Riprova tra qualche minuto.",
  /**
   * A mailbox past the one cap shared by every form that e-mails the visitor (whitepaper, kit,
   * orders, demos; docs/decisions/0024): one message for the forms it refuses (the whitepaper and
   * the kit: the order and the demo are stored without e-mails), since a request to one form can
   * be refused because of the others.
   */
  recipientCap: `Questo indirizzo ha già ricevuto il numero massimo di e-mail dal nostro sito (${RECIPIENT_DAILY_CAP} e-mail in ${RECIPIENT_WINDOW_S / 3600} ore tra whitepaper, kit, ordini e demo). Riprova più tardi o scrivici dalla pagina Contatti.`,
  /** A server failure outside any form's path; each form has its own (failureMessage). */
  sendFailure: "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
} as const;
