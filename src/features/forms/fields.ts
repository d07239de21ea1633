import { z } from "zod";
import { messages, tooLong } from "./messages.ts";

// In the browser zod must not probe for eval (new Function): the CSP forbids it and Chromium
// reports each probe as a policy violation. The server keeps zod's faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export const LIMITS = { name: 100, company: 200, email: 254, message: 5000 } as const;

/** Letters, digits and ._%+- before the at sign, a domain, a top-level part of 2+ letters (spec §5). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export function requiredText(required: string, label: string, max: number) {
  return z.string(required).trim().min(1, required).max(max, tooLong(label, max));
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

/** The captcha answer: an integer, or a string of digits as typed in the number input. */
export const captchaAnswer = z.union([
  z.number().int().min(0).max(99),
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/),
]);

export const captchaFields = {
  privacyAccepted: z.boolean(),
  captchaToken: z.string().min(1).max(512),
  captchaAnswer,
  /** The honeypot: people never see it, so it stays empty. */
  website: z.string().max(500).optional(),
};
