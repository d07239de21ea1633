import { z } from "zod";
import { emailField, LIMITS, nameText } from "../../forms/fields.ts";
import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { messages } from "../../forms/messages.ts";

/** This form's own messages (spec §8); the shared ones are in src/forms/messages.ts. */
export const whitepaperMessages = {
  sendFailure: "Si è verificato un errore nell'invio del whitepaper. Riprova più tardi.",
  successTitle: "Grazie!",
  successText: "Il whitepaper è stato inviato alla tua email.",
  /**
   * A second toast, only when the marketing box was ticked: the consent waits for the link in the
   * e-mail (DPO read, B7), and the spec's success text above stays as it is.
   */
  consentTitle: "Conferma il consenso",
  consentText: `Se vuoi ricevere per e-mail proposte commerciali sul nostro servizio, conferma il consenso dal link nell'e-mail (vale ${CONFIRMATION_TTL_HOURS} ore).`,
} as const;

export const whitepaperFieldsSchema = z.object({
  firstName: nameText(messages.firstNameRequired, "Il nome", LIMITS.name),
  lastName: nameText(messages.lastNameRequired, "Il cognome", LIMITS.name),
  companyName: nameText(messages.companyRequired, "Il nome dell'azienda", LIMITS.company),
  email: emailField(messages.emailInvalidWhitepaper),
});

export type WhitepaperFields = z.infer<typeof whitepaperFieldsSchema>;

/**
 * The toasts after an accepted request, as [title, text]: the spec's (§8), verbatim, then, when the
 * marketing box was ticked, a reminder that the consent waits for the link in the e-mail.
 */
export function whitepaperSuccessToasts(marketingConsent: boolean): [string, string][] {
  return [
    [whitepaperMessages.successTitle, whitepaperMessages.successText],
    ...(marketingConsent
      ? [[whitepaperMessages.consentTitle, whitepaperMessages.consentText] as [string, string]]
      : []),
  ];
}
