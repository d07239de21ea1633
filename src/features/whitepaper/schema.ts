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
