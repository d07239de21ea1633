import { z } from "zod";
import { emailField } from "../../forms/fields.ts";
import { KIT_FIELDS, type KitField, type KitValues, parseKitInput } from "./kit-input.ts";

/**
 * 'Ricevilo via e-mail' (issue 21): the kit's answers plus the address the kit goes to. The
 * answers travel as the visitor gave them and are checked by the same parser that drafts the
 * kit, so the e-mail never carries a kit the download would have refused. Browser-safe.
 */
export const kitMailMessages = {
  emailInvalid: "Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it",
  cap: "Abbiamo già inviato il kit a questo indirizzo più volte oggi. Riprova domani.",
  sendFailure: "Si è verificato un errore nell'invio del kit. Riprova più tardi.",
  successTitle: "Kit in arrivo",
  successText:
    "Stiamo inviando il kit di attivazione all'indirizzo indicato, con i documenti in allegato: se non lo trovi tra qualche minuto, controlla anche la posta indesiderata.",
  answersFirst:
    "Prima completa o correggi le risposte del modulo qui sopra, da cui si prepara il kit: premendo «Prepara i documenti» vedi che cosa manca.",
} as const;

const answer = z.string().max(1000).optional();

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
