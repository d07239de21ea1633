import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ITALIAN_NAMES } from "../../tests/support/italian-names.ts";
import {
  emailField,
  hasForbiddenCharacters,
  hasLink,
  inputConstraints,
  LIMITS,
  linkIn,
  nameText,
  requiredText,
} from "./fields.ts";
import { optionalPhone, optionalText, phoneMessages, requiredPhone } from "./more-fields.ts";
import { messages } from "./messages.ts";

describe("inputConstraints: required and maxlength from the schema", () => {
  it("reads the limit and the requirement of a required text", () => {
    expect(inputConstraints(nameText("Il nome è obbligatorio", "Il nome", LIMITS.name))).toEqual({
      required: true,
      maxLength: LIMITS.name,
    });
    expect(inputConstraints(requiredText("Obbligatorio", "Il messaggio", LIMITS.message, { multiLine: true }))).toEqual(
      { required: true, maxLength: LIMITS.message },
    );
  });

  it("reads the e-mail's limit of spec §5", () => {
    expect(inputConstraints(emailField("Indirizzo email non valido"))).toEqual({ required: true, maxLength: 254 });
  });

  it("leaves optional a field that accepts an empty answer", () => {
    expect(inputConstraints(z.string().max(30).optional())).toEqual({ required: false, maxLength: undefined });
    expect(inputConstraints(z.string().max(30))).toEqual({ required: false, maxLength: 30 });
  });

  it("states no maximum for a field normalised by a transform", () => {
    const code = z.string().transform((value) => value.replace(/\s+/g, ""));
    expect(inputConstraints(code.pipe(z.string().min(1)))).toEqual({ required: true, maxLength: undefined });
  });
});

/*
 * Security review 3, M1: what reaches a third party (order confirmation, quote PDF, whitepaper
 * e-mail, kit documents) carries no link, address, phone number or IBAN that a mail client or a
 * phone would make clickable or callable. Each row: the value, what is found in it.
 */
describe("linkIn: every bypass of the review, and the Italian values that must stay", () => {
  it.each([
    // The review's reproduction and its list of bypasses.
    ["Account sospeso: accedi su verifica-pagamenti.com entro oggi", "link"],
    ["Chiama subito il +39 06 0000000 o vai su evil-login.com?id=1", "link"],
    ["evil-login.com?id=1", "link"],
    ["evil.com:443/login", "link"],
    ["evil.com:443/x", "link"],
    ["evil.com#login", "link"],
    ["www\u200b.evil.com", "link"],
    ["evil\u3002com/x", "link"],
    ["evil\uff61com", "link"],
    ["ｅｖｉｌ．ｃｏｍ/x", "link"],
    ["evil.com\u2215login", "link"],
    ["evil\u2024com", "link"],
    ["Rossi xn--80ak6aa92e.com", "link"],
    ["vai su evil.xn--p1ai", "link"],
    ["пример.рф", "link"],
    ["Mario Rossi a.evil.com", "link"],
    ["Rossi evil.it", "link"],
    ["Facile.it S.p.A.", "link"],
    // One-letter domains with a path, a port, a query or a fragment: shorteners that lead anywhere
    // (fresh security read 7, L2).
    ["t.co/abc", "link"],
    ["j.mp/x", "link"],
    ["Vai su T.CO/Abc", "link"],
    ["x.com/login", "link"],
    ["t.co:443/x", "link"],
    ["t.co?x=1", "link"],
    ["t.co#x", "link"],
    ["t.co./abc", "link"],
    ["t.co\\abc", "link"],
    ["ｔ．ｃｏ／ａｂｃ", "link"],
    ["t\u3002co/x", "link"],
    ["t.co\u2215abc", "link"],
    ["t.co\u2044abc", "link"],
    // What the rule caught before.
    ["Mario http://evil.example/pay", "link"],
    ["Rossi www.evil.example", "link"],
    ["Eve <attacker@evil.example>", "link"],
    ["x@evil.example", "link"],
    ["ftp://files", "link"],
    ["Paga＠evil", "link"],
    // IP addresses.
    ["Accedi a 192.168.10.1", "ip"],
    ["vai su 1.2.3.4/login", "ip"],
    ["Rossi [2001:db8::1]", "ip"],
    ["Rossi 2001:db8:0:0:1:0:0:1", "ip"],
    // Phone numbers: runs of 6 or more digits with spaces, dots, dashes, brackets or + between.
    ["Chiama il +39 06 0000000", "phone"],
    ["Mario Rossi 3331234567", "phone"],
    ["Rossi 333 123 4567", "phone"],
    ["Rossi 333-123-4567", "phone"],
    ["Rossi 06.123.456", "phone"],
    ["Rossi (06) 12 34 56", "phone"],
    ["Rossi ０６１２３４５６７", "phone"],
    ["Rossi 333 - 123 - 4567", "phone"],
    // IBANs, compact or in groups of four.
    ["Paga su IT60X0542811101000000123456", "iban"],
    ["Paga su IT60 X054 2811 1010 0000 0123 456", "iban"],
    ["Bonifico GB29 NWBK 6016 1331 9268 19", "iban"],
  ])("finds %j: %s", (value, kind) => {
    expect(linkIn(value)).toBe(kind);
    expect(hasLink(value)).toBe(true);
  });

  it.each([
    ...ITALIAN_NAMES,
    "Corso Vittorio Emanuele II 245/bis",
    "Verdi Costruzioni S.p.A.",
    "Studio A.B.C. & Partners s.a.s.",
    "V.le Europa 12",
    "P.zza Garibaldi 3",
    "Via G.Verdi 7",
    "Rossi S.p.A.",
    "Rossi p.es. Verdi",
    "Liceo Galilei a.s. 2025/26",
    "Servizio c.d. whistleblowing",
    "Rossi p.es.: Verdi",
    "C.so Italia 12/A",
    "P.zza Garibaldi 3/b",
    "F.lli Rossi S.n.c.",
    "Sig.ra Maria Rossi",
    "Dott.ssa Anna Verdi",
    "Soc.coop. Agricola",
    "Ass.ne Culturale Il Ponte",
    "Loc.tà Pian di Mugnone 12",
    "Via XX Settembre 20",
    "Km 12,500 S.S. 16",
    "Studio 2000 S.r.l.",
    "Ufficio Compliance",
    "Organismo di Vigilanza monocratico",
    "Società Sant'Antonio – Ünal Çelik, 株式会社 (Roma)",
    "Mario Rossi",
    "O'Brien-Müller",
  ])("accepts %j", (value) => {
    expect(linkIn(value)).toBeNull();
    expect(hasLink(value)).toBe(false);
  });
});

describe("format characters in a single-line field", () => {
  it.each(["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e", "\u{e0041}"])(
    "refuses U+%s",
    (char) => {
      expect(hasForbiddenCharacters(`www${char}.evil`)).toBe(true);
    },
  );
});

describe("emailField: what the sender may choose in an address it does not own", () => {
  const schema = emailField(messages.emailInvalidContact);
  const issue = (value: string) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? "");
  };

  it.each([
    "mario.rossi+chiama.06-4567-8912@gmail.com",
    "mario.rossi+rimborsi-inps-gov.it@gmail.com",
    "mario+evil.com@esempio.it",
    "mario+192.168.10.1@esempio.it",
    `mario+${"a".repeat(21)}@esempio.it`,
  ])("refuses the +tag of %j", (value) => {
    expect(issue(value)).toBe(messages.emailTag);
  });

  it("refuses a local part over 64 characters (RFC 5321)", () => {
    expect(issue(`${"a".repeat(65)}@esempio.it`)).toBe(messages.emailInvalidContact);
    expect(issue(`${"a".repeat(64)}@esempio.it`)).toBeNull();
  });

  it.each(["a@example..it", "a@-example.it", "a@example-.it", "a@.example.it", "a@example.i"])(
    "refuses the malformed address %j (security review 9, I1)",
    (value) => {
      expect(issue(value)).toBe(messages.emailInvalidContact);
    },
  );

  it("refuses a top-level part over 6 characters with the domain's message, as the spec says (§5)", () => {
    expect(issue("a@example.company")).toBe(messages.emailDomain);
    expect(issue("a@example.museum")).toBeNull();
  });

  it.each(["a@x--y.sub.esempio.it", "a@1.esempio.it", "a%b@esempio.it"])("accepts %j (spec §5)", (value) => {
    expect(issue(value)).toBeNull();
  });

  it.each(["mario.rossi+newsletter@gmail.com", "ufficio.acquisti+wb2026@esempio.it", "a+b.c@esempio.it"])(
    "accepts the ordinary tag of %j",
    (value) => {
      expect(issue(value)).toBeNull();
    },
  );
});

describe("optionalText and the phone rules: the fields forms share", () => {
  const note = optionalText("La nota", 10, undefined, undefined, { multiLine: true });
  const city = optionalText("Il comune", 100, undefined, undefined, { refuseLinks: true });
  const code = optionalText("Il codice", 5, (value) => value.replace(/\s+/g, "").toUpperCase(), [
    (value) => /^[A-Z]{5}$/.test(value),
    "Il codice è di 5 lettere",
  ]);
  const issue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it("reads '', spaces, null and an absent value as no answer", () => {
    for (const value of ["", "   ", null, undefined]) expect(note.parse(value)).toBeNull();
    expect(optionalPhone().parse("")).toBeNull();
    expect(inputConstraints(optionalPhone()).required).toBe(false);
  });

  it("normalises, then refuses in order: length, control characters, links, the check", () => {
    expect(note.parse(" riga\nriga ")).toBe("riga\nriga");
    expect(issue(note, "x".repeat(11))).toBe("La nota può contenere al massimo 10 caratteri");
    expect(issue(note, "a\u202eb")).toBe("La nota contiene caratteri invisibili o di controllo non ammessi");
    expect(issue(city, "www.esempio.it")).toContain("Il comune non può contenere link");
    expect(code.parse(" ab cde ")).toBe("ABCDE");
    expect(issue(code, "ab1de")).toBe("Il codice è di 5 lettere");
  });

  it.each([
    ["+39 02 1234 5678", null],
    ["02/1234.5678", null],
    ["abc", phoneMessages.invalid],
    ["12345", phoneMessages.invalid],
    ["+39 1234567890123456", phoneMessages.invalid],
    ["1".repeat(31), "Il telefono può contenere al massimo 30 caratteri"],
  ])("optionalPhone and requiredPhone: %j → %s", (value, message) => {
    expect(issue(optionalPhone(), value) ?? null).toBe(message);
    expect(issue(requiredPhone(), value) ?? null).toBe(message);
  });

  it("requiredPhone: an empty number is missing, with the shared message or the form's", () => {
    expect(issue(requiredPhone(), " ")).toBe(phoneMessages.required);
    expect(issue(requiredPhone("Lasciaci un numero"), "")).toBe("Lasciaci un numero");
    expect(requiredPhone().parse(" 333 123 4567 ")).toBe("333 123 4567");
    expect(inputConstraints(requiredPhone())).toEqual({ required: true, maxLength: LIMITS.phone });
  });
});
