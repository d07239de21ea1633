import { z } from "zod";
import { captchaAnswer } from "../lib/captcha-answer.ts";
import { forbiddenCharacters, type LinkKind, messages, noLinks, tooLong } from "./messages.ts";

// In the browser zod must not probe for eval (new Function): the CSP forbids it and Chromium
// reports each probe as a policy violation. The server keeps zod's faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export const LIMITS = { name: 100, company: 200, email: 254, message: 5000, phone: 30 } as const;

/**
 * Letters, digits and ._%+- before the at sign, a domain, a top-level part of 2+ letters (spec §5);
 * the domain's labels neither empty nor beginning or ending with '-' (security review 9, I1).
 */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@(?:[A-Z0-9]+(?:-+[A-Z0-9]+)*\.)+[A-Z]{2,}$/i;

/**
 * Characters no field may hold: C0 and C1 controls, DEL, the line and paragraph separators, and
 * the bidi controls and marks that reorder what a reader sees (U+202E turns 'exe.pdf' around in
 * a Subject). A single line also refuses every other format character (\p{Cf}: zero-width
 * spaces and joiners, the soft hyphen, word joiners, tags), which hide what a reader or a filter
 * sees ('www\u200b.evil.com'; security review 3, M1). Tab, line feed and carriage return are the
 * exception in multi-line fields only.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/u;
const MULTI_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- as above, with tab, line feed and carriage return allowed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** True when the text holds a character of SINGLE_LINE_FORBIDDEN (or MULTI_LINE_FORBIDDEN). */
export function hasForbiddenCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/*
 * What a name may not hold (docs/decisions/0024). Names reach addresses nobody has verified (the
 * order's confirmation and quote, the whitepaper e-mail, the kit's documents), so they carry
 * nothing a mail client or a phone turns into a link or a number to call. The value is read as a
 * reader's software reads it: NFKC (fullwidth 'ｅｖｉｌ．ｃｏｍ' is 'evil.com'), format characters
 * dropped, the ideographic full stop taken as a dot (browsers' IDNA does).
 */

/** A scheme, 'www.', an e-mail address or the angle brackets of a display name that shows a fake address. */
const LINK_MARKER = /:\/\/|\bwww\.|[@<>]/i;
/*
 * Where runs of labels joined by dots ('evil-login.com', 'a.evil.com', 'S.r.l', 'C.so') are
 * looked for: the text split at every character a label cannot hold, then at double dots. No
 * lookbehind in these patterns: this module runs in the browser too, and Safari before 16.4 fails
 * to parse one.
 */
const NOT_IN_RUN = /[^\p{L}\p{N}\p{M}_.-]+/u;
/** A top-level label: two or more letters of any script, or an IDN's punycode form. */
const TOP_LEVEL = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/u;
/**
 * Italian abbreviations written without a space that look like 'label.tld'. Whole tokens: nobody
 * can register these for themselves, so letting them through lets no chosen domain through.
 * ('C.so', 'V.le', 'G.Verdi' need no entry: see isLinkRun.)
 */
const ABBREVIATIONS = new Set([
  "spett.le",
  "sig.ra",
  "sig.na",
  "sigg.ri",
  "dott.ssa",
  "prof.ssa",
  "avv.to",
  "soc.coop",
  "coop.va",
  "ass.ne",
  "amm.ne",
  "fraz.ne",
  "loc.tà",
  "str.da",
  "naz.le",
  "prov.le",
  "reg.le",
  "gen.le",
  "dip.to",
  "ist.to",
]);
/**
 * A one-character label under a top-level one followed by what only an address has: a path (any
 * slash, the backslash browsers read as one), a port, a query or a fragment. 't.co/abc' and
 * 'j.mp/x' are shorteners that lead anywhere (fresh security read 7, L2); 'C.so', 'p.es.', 'G.Verdi'
 * alone stay allowed by isLinkRun.
 */
const SHORT_DOMAIN_ADDRESS =
  /(?:^|[^\p{L}\p{N}\p{M}_.-])[\p{L}\p{N}]\.(?:\p{L}{2,}|xn--[a-z0-9-]+)\.?(?:[/\\?#\u2044\u2215]|:\p{Nd})/iu;
const IPV4 = /(?:^|[^\p{Nd}.])\p{Nd}{1,3}(?:\.\p{Nd}{1,3}){3}(?![\p{Nd}])/u;
const IPV6 = /(?:^|[^0-9a-z:])(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}|[0-9a-f]{0,4}::[0-9a-f]{1,4}/i;
/** Six or more digits with at most three spaces, dots, dashes, brackets or '+' between each two. */
const PHONE = /\p{Nd}(?:[\s().+\-–]{0,3}\p{Nd}){5,}/u;
/** Where an IBAN may start: a country code and two check digits at the start of a word (group 1). */
const IBAN_START = /(?:^|[^\p{L}\p{N}])([a-z]{2}\d{2})/giu;

/**
 * A 'label.tld' run is a link unless it is a closed-list abbreviation or two labels whose first
 * is one character ('C.so', 'P.zza', 'G.Verdi'): a one-character name under a top-level domain
 * is reserved or premium at nearly every registry, so it is not one a sender can choose. The few
 * that exist are shorteners: with a path, a port, a query or a fragment they are links
 * (SHORT_DOMAIN_ADDRESS).
 */
function isLinkRun(run: string): boolean {
  const lower = run.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return false;
  const labels = lower.split(".");
  if (labels.length === 2 && [...(labels[0] ?? "")].length === 1) return false;
  return TOP_LEVEL.test(labels.at(-1) ?? "");
}

/** The remainder modulo 97 of `remainder` followed by the digits of `char` (a letter counts as 10-35). */
function mod97(remainder: number, char: string): number {
  const code = parseInt(char, 36);
  return code < 10 ? (remainder * 10 + code) % 97 : (remainder * 100 + code) % 97;
}

/**
 * An IBAN anywhere in the text, compact or in groups separated by single spaces: ISO 13616's
 * mod-97 check on every length from 15 to 34 characters, carried along from one length to the next.
 */
function hasIban(text: string): boolean {
  for (const match of text.matchAll(IBAN_START)) {
    const start = match.index + match[0].length - (match[1]?.length ?? 0);
    // An IBAN has at most 34 characters, in groups: 50 characters from its start hold it.
    const tail = text.slice(start, start + 50).match(/^[a-z0-9]+(?: [a-z0-9]+)*/i)?.[0] ?? "";
    const compact = tail.replace(/ /g, "").slice(0, 34);
    const head = compact.slice(0, 4);
    let remainder = 0;
    for (let index = 4; index < compact.length; index += 1) {
      remainder = mod97(remainder, compact.charAt(index));
      if (index + 1 >= 15 && [...head].reduce(mod97, remainder) === 1) return true;
    }
  }
  return false;
}

/**
 * Longest text linkIn reads: every name allows at most LIMITS.company (200) characters, and a
 * longer value is refused as too long anyway. Beyond it the text counts as holding a link, so a
 * refused body costs no more than the longest name (fresh security read 5, L1: IBAN-like text
 * made a 1,000-character scan cost milliseconds).
 */
const LINK_SCAN_LIMIT = 250;

/** What in a name a reader's software would make clickable or callable, or null when nothing is. */
export function linkIn(value: string): LinkKind | null {
  if (value.length > LINK_SCAN_LIMIT) return "link";
  const text = value
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .replace(/\u3002/g, ".");
  const runs = text
    .split(NOT_IN_RUN)
    .flatMap((token) => token.split(/\.{2,}/))
    .map((run) => run.replace(/^\.+|\.+$/g, ""));
  if (LINK_MARKER.test(text) || SHORT_DOMAIN_ADDRESS.test(text)) return "link";
  if (runs.some((run) => run.includes(".") && isLinkRun(run))) return "link";
  if (IPV4.test(text) || IPV6.test(text)) return "ip";
  if (hasIban(text)) return "iban";
  if (PHONE.test(text)) return "phone";
  return null;
}

export function hasLink(value: string): boolean {
  return linkIn(value) !== null;
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

/** A refinement that refuses what linkIn finds, with the message that names it. */
export function refuseLinks(label: string) {
  return (value: string, context: z.RefinementCtx<string>) => {
    const kind = linkIn(value);
    if (kind !== null) context.addIssue({ code: "custom", message: noLinks(label, kind) });
  };
}

/** A name of a person or a company: a required text without links, addresses, phone numbers or IBANs. */
export function nameText(required: string, label: string, max: number) {
  return requiredText(required, label, max).superRefine(refuseLinks(label));
}

/** RFC 5321 §4.5.3.1.1: the longest local part. */
const LOCAL_PART_MAX = 64;
/**
 * The longest '+tag' of a local part. Most providers deliver 'mario+tag@x.it' to 'mario@x.it',
 * with the address as typed in To: the tag is the one part of an unconfirmed recipient's address
 * the sender chooses, so it is short and carries nothing linkIn finds (fresh security read 5, H1).
 */
export const EMAIL_TAG_MAX = 20;

/**
 * The e-mail rules of spec §5, in its order: required, pattern, top-level length; then the local
 * part's length and its '+tag'.
 */
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
      // 2 to 6 characters, as the spec says (§5): '.company' is refused with the domain's message.
      if (tld.length < 2 || tld.length > 6) context.addIssue({ code: "custom", message: messages.emailDomain });
      const local = value.slice(0, value.lastIndexOf("@"));
      if (local.length > LOCAL_PART_MAX) {
        context.addIssue({ code: "custom", message: invalid });
        return;
      }
      const plus = local.indexOf("+");
      const tag = plus < 0 ? "" : local.slice(plus + 1);
      if (tag.length > EMAIL_TAG_MAX || linkIn(tag) !== null) {
        context.addIssue({ code: "custom", message: messages.emailTag });
      }
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
 * The body of a form of our own rather than the spec's (the order, issue 26): no maths question
 * (the proof of work and the honeypot stay) and no privacy box (the notice is read, with a link).
 * The question's keys are still accepted, and ignored, so an older page's request is not refused.
 */
export function formBodyWithoutQuestion<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  return formBody(fields).extend({
    captchaToken: captchaFields.captchaToken.optional(),
    captchaAnswer: serverCaptchaFields.captchaAnswer.optional(),
  });
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
