import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../config/retention.ts";
import { z } from "zod";
import { emailField, hasForbiddenCharacters } from "../../forms/fields.ts";
import { KIT_FIELDS, KIT_LIMITS, kitMessages, type KitField, type KitValues, parseKitInput } from "./kit-input.ts";

/**
 * 'Ricevilo via e-mail' (issue 21): the kit's answers plus the address the kit goes to. The
 * answers travel as the visitor gave them and are checked by the same parser that drafts the
 * kit, so the e-mail never carries a kit the download would have refused. Browser-safe.
 */
export const kitMailMessages = {
  emailInvalid: "Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it",
  sendFailure: "Si è verificato un errore nell'invio del kit. Riprova più tardi.",
  successTitle: "Conferma il tuo indirizzo",
  successText: `Ti abbiamo scritto all'indirizzo indicato. Apri il link nell'e-mail e conferma: ti inviamo subito il kit con i documenti in allegato. Se non la trovi tra qualche minuto, controlla anche la posta indesiderata. Senza conferma, la richiesta viene cancellata entro ${UNCONFIRMED_DELETED_WITHIN_HOURS} ore (il link scade dopo ${CONFIRMATION_TTL_HOURS} ore; la cancellazione automatica avviene entro l'ora successiva).`,
  answersFirst:
    "Prima completa o correggi le risposte del modulo qui sopra, da cui si prepara il kit: premendo «Prepara i documenti» vedi che cosa manca.",
} as const;

/**
 * Each answer as the kit's form sends it: no control or bidi character, and no longer than the
 * longest field the kit reads (its addresses, KIT_LIMITS.url); parseKitInput applies each
 * field's own limit.
 */
const answer = z
  .string()
  .max(KIT_LIMITS.url, kitMessages.fieldInvalid)
  .refine((value) => !hasForbiddenCharacters(value), kitMessages.fieldInvalid)
  .optional();

/** The fields as one plain object (formBody extends it); `checkKitAnswers` adds the kit's rules. */
export const kitMailFieldsSchema = z.object({
  ...(Object.fromEntries(KIT_FIELDS.map((name) => [name, answer])) as Record<KitField, typeof answer>),
  email: emailField(kitMailMessages.emailInvalid),
});

export type KitMailFields = z.infer<typeof kitMailFieldsSchema>;

/** The kit's answers out of a body, only the kit's keys, as text. */
export function kitValuesOf(body: Partial<Record<KitField, string | undefined>>): KitValues {
  const values: KitValues = {};
  for (const name of KIT_FIELDS) {
    const value = body[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * The kit's own rules over the answers, as issues at their fields: a body whose answers would not
 * draft a kit (or whose entity is not obliged) is refused like any invalid field.
 */
export function checkKitAnswers(body: Partial<Record<KitField, string | undefined>>, context: z.RefinementCtx): void {
  const parsed = parseKitInput(kitValuesOf(body));
  if (parsed.ok) return;
  for (const [name, message] of Object.entries(parsed.errors)) {
    context.addIssue({ code: "custom", path: [name], message });
  }
  if (parsed.notObliged !== undefined && Object.keys(parsed.errors).length === 0) {
    context.addIssue({ code: "custom", path: ["ente"], message: parsed.notObliged });
  }
}

/** What the e-mail box itself asks: the address. The kit's answers come from the kit's form. */
export const kitMailAddressSchema = kitMailFieldsSchema.pick({ email: true });

/**
 * The confirmation page's text for the kit (docs/decisions/0023): fixed, nothing from the answers.
 * `marketing`: the request also asked for marketing consent, which the same button confirms.
 */
export const kitConfirmationCopy = {
  ask: (marketing: boolean) =>
    "Dal nostro sito è stato chiesto di inviare a questo indirizzo il kit di attivazione del canale di segnalazione. Se la richiesta è tua, conferma: ti inviamo subito il kit, con i documenti in allegato." +
    (marketing
      ? " Nel modulo è stata selezionata anche la casella per ricevere per e-mail proposte commerciali sul nostro servizio. Il consenso vale solo se selezioni anche la casella qui sotto; se non la selezioni, il kit ti arriva lo stesso quando premi il pulsante."
      : ""),
  button: "Conferma e ricevi il kit",
  marketingChoice: "Confermo il consenso a ricevere per e-mail proposte commerciali sul nostro servizio (facoltativo)",
  done: (marketing: boolean) =>
    "Grazie, l'indirizzo è confermato: il kit di attivazione arriva tra qualche minuto. Se non lo trovi, controlla anche la posta indesiderata." +
    (marketing
      ? " Abbiamo registrato anche il consenso a ricevere per e-mail proposte commerciali sul nostro servizio: puoi revocarlo in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo a una nostra e-mail."
      : ""),
} as const;
