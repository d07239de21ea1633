import { z } from "zod";
import { emailField, LIMITS, nameText } from "../../forms/fields.ts";
import { messages } from "../../forms/messages.ts";

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
    [messages.whitepaperSuccessTitle, messages.whitepaperSuccessText],
    ...(marketingConsent
      ? [[messages.whitepaperConsentTitle, messages.whitepaperConsentText] as [string, string]]
      : []),
  ];
}
