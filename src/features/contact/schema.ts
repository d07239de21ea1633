import { z } from "zod";
import { emailField, LIMITS, nameText, requiredText } from "../../forms/fields.ts";
import { messages } from "../../forms/messages.ts";
import { apiMessages } from "../../lib/api-messages.ts";

/** This form's own messages (spec §8); the shared ones are in src/forms/messages.ts. */
export const contactMessages = {
  sendFailure: apiMessages.sendFailure,
  successText: "Grazie per averci contattato. Ti risponderemo al più presto.",
} as const;

/** The fields a visitor fills in, validated in the browser and again on the server. */
export const contactFieldsSchema = z.object({
  name: nameText(messages.nameRequired, "Il nome", LIMITS.name),
  email: emailField(messages.emailInvalidContact),
  message: requiredText(messages.messageRequired, "Il messaggio", LIMITS.message, { multiLine: true }),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;
