// Field rules only some forms use: an optional text, a telephone number, one of a few choices.
// They live apart from fields.ts because the bundler puts fields.ts in the chunk every island
// loads, the checker's included (tests/integration/budgets.test.ts): a rule here travels only
// with the forms that import it. Shared rules a form of every kind needs stay in fields.ts.
import { z } from "zod";
import { hasForbiddenCharacters, LIMITS, linkIn, requiredText } from "./fields.ts";
import { forbiddenCharacters, noLinks, tooLong } from "./messages.ts";

/** The telephone rules' messages (here, not in messages.ts: see above). */
export const phoneMessages = {
  required: "Il numero di telefono è obbligatorio",
  invalid: "Numero di telefono non valido",
} as const;

/**
 * A field that may be left empty: '' and null (and an absent key) are no answer, parsed as null.
 * A given value is normalised (`normalize`: trim it, drop its spaces…), then refused in this
 * order: too long, a control or bidi character (newlines only when `multiLine`), with
 * `refuseLinks` anything linkIn finds, and what `check` refuses, with its message.
 */
export function optionalText(
  label: string,
  max: number,
  normalize: (value: string) => string = (value) => value.trim(),
  check?: [(value: string) => boolean, string],
  { multiLine = false, refuseLinks = false } = {},
) {
  return z
    .string(`${label} non valido`)
    .nullish()
    .transform((raw, context) => {
      const value = normalize(raw ?? "");
      if (value === "") return null;
      if (value.length > max) {
        context.addIssue({ code: "custom", message: tooLong(label, max) });
        return z.NEVER;
      }
      if (hasForbiddenCharacters(value, multiLine)) {
        context.addIssue({ code: "custom", message: forbiddenCharacters(label) });
        return z.NEVER;
      }
      const link = refuseLinks ? linkIn(value) : null;
      if (link !== null) {
        context.addIssue({ code: "custom", message: noLinks(label, link) });
        return z.NEVER;
      }
      if (check && !check[0](value)) {
        context.addIssue({ code: "custom", message: check[1] });
        return z.NEVER;
      }
      return value;
    });
}

/** A telephone number as people write it: an optional +, digits, spaces, . / ( ) -; at most 15 digits (E.164). */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[0-9][0-9 ./()-]{5,}$/.test(value) && value.replace(/\D/g, "").length <= 15;
}

/** A required telephone number ('Il telefono'): trimmed, within LIMITS.phone, as isPhoneNumber reads it. */
export function requiredPhone(required: string = phoneMessages.required) {
  return requiredText(required, "Il telefono", LIMITS.phone).refine(isPhoneNumber, phoneMessages.invalid);
}

/** An optional telephone number ('Il telefono'): null when empty, trimmed, within LIMITS.phone. */
export function optionalPhone() {
  return optionalText("Il telefono", LIMITS.phone, (value) => value.trim(), [isPhoneNumber, phoneMessages.invalid]);
}

/**
 * One of a few options, given as the [value, label] pairs the radios show (Choice in
 * lead-fields.tsx), so the form and the rule cannot list different ones: anything else, ''
 * included, gets `required`.
 */
export function requiredChoice<const Value extends string>(
  options: readonly (readonly [value: Value, label: string])[],
  required: string,
) {
  return z.enum(options.map(([value]) => value) as [Value, ...Value[]], required);
}
