import { z } from "zod";
import { emailField, LIMITS, nameText, requiredText } from "../../forms/fields.ts";
import { messages } from "../../forms/messages.ts";

/** The fields a visitor fills in, validated in the browser and again on the server. */
export const contactFieldsSchema = z.object({
  name: nameText(messages.nameRequired, "Il nome", LIMITS.name),
  email: emailField(messages.emailInvalidContact),
  message: requiredText(messages.messageRequired, "Il messaggio", LIMITS.message, { multiLine: true }),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;
