import { z } from "zod";
import { captchaAnswer } from "../lib/captcha-answer.ts";
import { forbiddenCharacters, messages, noLinks, tooLong } from "./messages.ts";

// In the browser zod must not probe for eval (new Function): the CSP forbids it and Chromium
// reports each probe as a policy violation. The server keeps zod's faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export const LIMITS = { name: 100, company: 200, email: 254, message: 5000 } as const;

/** Letters, digits and ._%+- before the at sign, a domain, a top-level part of 2+ letters (spec §5). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/**
 * Characters no field may hold: C0 and C1 controls, DEL, the line and paragraph separators, and
 * the bidi controls and marks that reorder what a reader sees (U+202E turns 'exe.pdf' around in
 * a Subject). Tab, line feed and carriage return are the exception in multi-line fields only.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const MULTI_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- as above, with tab, line feed and carriage return allowed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** True when the text holds a character of SINGLE_LINE_FORBIDDEN (or MULTI_LINE_FORBIDDEN). */
export function hasForbiddenCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * A web address or an e-mail address inside a name: a scheme ('http://'), 'www.', a domain
 * followed by a path ('pay.example/x'), '@', or the angle brackets of a display name that shows
 * a fake address. Names go to an address nobody has verified, so they carry no link.
 */
const LINK_IN_NAME = /:\/\/|\bwww\.|[a-z0-9-]\.[a-z]{2,}\/|[@<>]/i;

export function hasLink(value: string): boolean {
  return LINK_IN_NAME.test(value);
}

/** A required text: trimmed, within max, no control or bidi character (newlines only when multiLine). */
export function requiredText(required: string, label: string, max: number, { multiLine = false } = {}) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong(label, max))
    .refine((value) => !hasForbiddenCharacters(value, multiLine), forbiddenCharacters(label));
}

/** A name of a person or a company: a required text without links or e-mail addresses. */
export function nameText(required: string, label: string, max: number) {
  return requiredText(required, label, max).refine((value) => !hasLink(value), noLinks(label));
}

/** The e-mail rules of spec §5, in its order: required, pattern, top-level length. */
export function emailField(invalid: string) {
  return z
    .string(messages.emailRequired)
    .trim()
    .min(1, messages.emailRequired)
    .max(LIMITS.email, tooLong("L'email", LIMITS.email))
    .superRefine((value, context) => {
      if (!EMAIL_PATTERN.test(value)) {
        context.addIssue({ code: "custom", message: invalid });
        return;
      }
      const tld = value.slice(value.lastIndexOf(".") + 1);
      if (tld.length < 2 || tld.length > 6) context.addIssue({ code: "custom", message: messages.emailDomain });
    });
}

export const captchaFields = {
  privacyAccepted: z.boolean(),
  captchaToken: z.string().min(1).max(512),
  captchaAnswer,
  /** The solved proof of work: base64 of the ALTCHA payload (algorithm, challenge, number, salt, signature). */
  pow: z.string().min(1).max(1024),
  /** The honeypot: people never see it, so it stays empty. */
  website: z.string().max(500).optional(),
};

/**
 * The server's loosening of captchaFields: consent, captcha answer and proof of work checked in
 * order after the fields, so a missing consent is answered with the privacy message, a
 * non-numeric answer as a wrong answer, and a missing proof of work with its own message.
 */
const serverCaptchaFields = {
  privacyAccepted: z.boolean().optional(),
  captchaAnswer: z.union([z.number(), z.string().max(20)]),
  pow: z.unknown().optional(),
};

/**
 * The body of a form's POST as the server parses it: the fields a visitor fills in, any `extra`
 * keys (an optional box), captchaFields loosened by serverCaptchaFields, and no other key.
 */
export function formBody<Shape extends z.ZodRawShape, Extra extends z.ZodRawShape = Record<never, never>>(
  fields: z.ZodObject<Shape>,
  extra: Extra = {} as Extra,
) {
  return fields
    .extend({ ...captchaFields, ...extra })
    .extend(serverCaptchaFields)
    .strict();
}

/**
 * What the browser's `required` and `maxlength` say about a field, read from its schema so the
 * markup cannot drift from the rules: required when the schema refuses an empty answer, the
 * length limit when the field is a plain string with a maximum. A field normalised by a transform
 * (spaces dropped, say) keeps no maximum here: its form states the one the visitor may type.
 */
export function inputConstraints(schema: z.ZodType): { required: boolean; maxLength: number | undefined } {
  return {
    required: !schema.safeParse("").success,
    maxLength: schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined,
  };
}
