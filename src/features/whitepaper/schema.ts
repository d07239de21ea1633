import { z } from "zod";
import { captchaFields, emailField, LIMITS, nameText } from "../../forms/fields.ts";
import { messages } from "../../forms/messages.ts";

export const whitepaperFieldsSchema = z.object({
  firstName: nameText(messages.firstNameRequired, "Il nome", LIMITS.name),
  lastName: nameText(messages.lastNameRequired, "Il cognome", LIMITS.name),
  companyName: nameText(messages.companyRequired, "Il nome dell'azienda", LIMITS.company),
  email: emailField(messages.emailInvalidWhitepaper),
});

/** The whole body of POST /api/whitepaper; marketingConsent is the optional, unticked box. */
export const whitepaperRequestSchema = whitepaperFieldsSchema
  .extend({ ...captchaFields, marketingConsent: z.boolean().optional() })
  .strict();

export type WhitepaperFields = z.infer<typeof whitepaperFieldsSchema>;
export type WhitepaperRequest = z.infer<typeof whitepaperRequestSchema>;
