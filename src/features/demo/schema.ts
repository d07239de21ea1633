import { z } from "zod";
import { emailField, LIMITS, nameText, requiredText } from "../../forms/fields.ts";
import { messages } from "../../forms/messages.ts";

/** This form's own messages; the shared ones are in src/forms/messages.ts. */
export const demoMessages = {
  sendFailure: "Non è stato possibile inviare la richiesta. Riprova tra qualche minuto.",
  successTitle: "Richiesta inviata",
  successText: "Grazie: abbiamo ricevuto la tua richiesta e ti risponderemo al più presto.",
};

/** The fields a visitor fills in, validated in the browser and again on the server. */
export const demoFieldsSchema = z.object({
  name: nameText(messages.nameRequired, "Il nome", LIMITS.name),
  email: emailField(messages.emailInvalidContact),
  message: requiredText(messages.messageRequired, "Il messaggio", LIMITS.message, { multiLine: true }),
});

export type DemoFields = z.infer<typeof demoFieldsSchema>;
