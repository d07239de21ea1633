import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contactFieldsSchema } from "../features/contact/schema.ts";
import { orderFieldsSchema } from "../features/order/schema.ts";
import { whitepaperFieldsSchema } from "../features/whitepaper/schema.ts";
import { fieldErrors } from "../lib/field-errors.ts";
import { forbiddenCharacters, type LinkKind, noLinks } from "../forms/messages.ts";
import { ITALIAN_NAMES } from "../../tests/support/italian-names.ts";

const contact = { name: "Giulia Bianchi", email: "giulia@azienda.it", message: "Vorrei un preventivo." };
const whitepaper = {
  firstName: "Marco",
  lastName: "Verdi",
  companyName: "Verdi Costruzioni S.r.l.",
  email: "marco.verdi@verdi-costruzioni.it",
};
const order = {
  plan: "small",
  workers: "75",
  companyName: "Verdi Costruzioni S.r.l.",
  vatNumber: "00743110157",
  taxCode: "",
  street: "Via Roma 10/A",
  postalCode: "20121",
  city: "Milano",
  province: "MI",
  sdiCode: "M5UXCR1",
  pec: "",
  contactName: "Marco Verdi",
  email: "marco.verdi@verdi-costruzioni.it",
  phone: "",
  notes: "",
};

function errorsFor(schema: z.ZodType, valid: object, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

/** The free-text fields of the forms, with the label its messages use. */
const TEXT_FIELDS: [string, string, z.ZodType, object, string][] = [
  ["contact", "name", contactFieldsSchema, contact, "Il nome"],
  ["contact", "message", contactFieldsSchema, contact, "Il messaggio"],
  ["whitepaper", "firstName", whitepaperFieldsSchema, whitepaper, "Il nome"],
  ["whitepaper", "lastName", whitepaperFieldsSchema, whitepaper, "Il cognome"],
  ["whitepaper", "companyName", whitepaperFieldsSchema, whitepaper, "Il nome dell'azienda"],
  ["order", "companyName", orderFieldsSchema, order, "La denominazione"],
  ["order", "street", orderFieldsSchema, order, "L'indirizzo"],
  ["order", "city", orderFieldsSchema, order, "Il comune"],
  ["order", "contactName", orderFieldsSchema, order, "Il nome del referente"],
  ["order", "notes", orderFieldsSchema, order, "Il campo note"],
];
const MULTI_LINE = new Set(["message", "notes"]);

// Issue 17, finding 13: these reached the Subject (U+202E) and the HTML body (NUL, ESC).
const FORBIDDEN = ["\u202e", "\u202a", "\u2066", "\u2069", "\u200f", "\u0000", "\u0007", "\u001b", "\u007f", "\u0085"];
const FORBIDDEN_EVERYWHERE = [...FORBIDDEN, "\u2028", "\u2029"];

describe("control and bidi characters in every text field", () => {
  describe.each(TEXT_FIELDS)("%s %s", (_form, field, schema, valid, label) => {
    it.each(FORBIDDEN_EVERYWHERE.map((char) => [`U+${char.codePointAt(0)?.toString(16).padStart(4, "0")}`, char]))(
      "refuses %s inside the text",
      (_name, char) => {
        expect(errorsFor(schema, valid, { [field]: `Verdi ${char}gnp.exe fine` })).toEqual({
          [field]: forbiddenCharacters(label),
        });
      },
    );

    it(MULTI_LINE.has(field) ? "keeps tabs and newlines" : "refuses tabs and newlines inside a single line", () => {
      const errors = errorsFor(schema, valid, { [field]: "Prima riga\r\n\tseconda riga" });
      expect(errors).toEqual(MULTI_LINE.has(field) ? {} : { [field]: forbiddenCharacters(label) });
    });

    it("keeps accents, apostrophes and other scripts", () => {
      expect(errorsFor(schema, valid, { [field]: "Società Sant'Antonio – Ünal Çelik, 株式会社 (Roma)" })).toEqual({});
    });
  });
});

describe("no links in names", () => {
  const NAMES = TEXT_FIELDS.filter(([, field]) => !MULTI_LINE.has(field));
  /* Issue 17's links, and security review 3's bypasses (M1), each with what the message names. */
  const LINKS: [string, LinkKind][] = [
    ["Mario http://evil.example/pay", "link"],
    ["Paga su HTTPS://evil.example", "link"],
    ["Rossi www.evil.example", "link"],
    ["Acme evil-pay.example/iban", "link"],
    ["Eve <attacker@evil.example>", "link"],
    ["x@evil.example", "link"],
    ["ftp://files", "link"],
    ["Account sospeso: accedi su verifica-pagamenti.com entro oggi", "link"],
    ["Vai su evil-login.com?id=1", "link"],
    ["evil.com:443/login", "link"],
    ["evil.com#login", "link"],
    ["evil\u3002com/x", "link"],
    ["ｅｖｉｌ．ｃｏｍ/x", "link"],
    ["evil.com\u2215login", "link"],
    ["Rossi xn--80ak6aa92e.com", "link"],
    ["Rossi 192.168.1.10", "ip"],
    ["Chiama subito il +39 06 0000000", "phone"],
    ["Rossi 333-123-4567", "phone"],
    ["Paga su IT60 X054 2811 1010 0000 0123 456", "iban"],
  ];
  describe.each(NAMES)("%s %s", (_form, field, schema, valid, label) => {
    it.each(LINKS)("refuses %j (%s)", (value, kind) => {
      expect(errorsFor(schema, valid, { [field]: value })).toEqual({ [field]: noLinks(label, kind) });
    });

    it("refuses a zero-width space as a character not allowed", () => {
      expect(errorsFor(schema, valid, { [field]: "www\u200b.evil.com" })).toEqual({
        [field]: forbiddenCharacters(label),
      });
    });
  });

  describe.each(NAMES)("%s %s keeps Italian names and addresses", (_form, field, schema, valid) => {
    it.each(ITALIAN_NAMES)("accepts %j", (value) => {
      expect(errorsFor(schema, valid, { [field]: value })).toEqual({});
    });
  });

  it.each(["Verdi Costruzioni S.r.l.", "Studio A.B.C. & Partners s.a.s.", "Via Roma 10/A", "C.so Italia 5/bis"])(
    "accepts %j",
    (value) => {
      expect(errorsFor(orderFieldsSchema, order, { companyName: value, street: value })).toEqual({});
    },
  );

  it("leaves the notes free: they reach only the operator", () => {
    expect(errorsFor(orderFieldsSchema, order, { notes: "Vedi https://www.azienda.it/chi-siamo" })).toEqual({});
  });
});
