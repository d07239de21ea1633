import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/field-errors.ts";
import { messages } from "../../forms/messages.ts";
import { contactForm } from "./contact.server.ts";
import { contactFieldsSchema } from "./schema.ts";

const valid = { name: "Giulia Bianchi", email: "giulia@azienda.it", message: "Vorrei un preventivo." };

function errorsFor(values: Record<string, unknown>): Record<string, string> {
  const result = contactFieldsSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe("contact form fields (spec §5)", () => {
  it.each([
    ["name", "", messages.nameRequired],
    ["name", "   ", messages.nameRequired],
    ["name", undefined, messages.nameRequired],
    ["name", "x".repeat(101), "Il nome può contenere al massimo 100 caratteri"],
    ["email", "", messages.emailRequired],
    ["email", "  ", messages.emailRequired],
    ["email", undefined, messages.emailRequired],
    ["email", "giulia", messages.emailInvalidContact],
    ["email", "giulia@azienda", messages.emailInvalidContact],
    ["email", "giulia@azienda.i", messages.emailInvalidContact],
    ["email", "giulia bianchi@azienda.it", messages.emailInvalidContact],
    ["email", "giulia@azienda.informatica", messages.emailDomain],
    ["email", `${"a".repeat(250)}@b.it`, "L'email può contenere al massimo 254 caratteri"],
    ["message", "", messages.messageRequired],
    ["message", "\n\t ", messages.messageRequired],
    ["message", "x".repeat(5001), "Il messaggio può contenere al massimo 5.000 caratteri"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("accepts and trims valid values", () => {
    const result = contactFieldsSchema.parse({ name: "  Giulia ", email: " GIULIA@Azienda.IT ", message: " Ciao " });
    expect(result).toEqual({ name: "Giulia", email: "GIULIA@Azienda.IT", message: "Ciao" });
  });

  it("accepts the limits exactly", () => {
    expect(errorsFor({ name: "x".repeat(100), message: "x".repeat(5000) })).toEqual({});
  });

  it("refuses unknown keys in the request body", () => {
    const known = { ...valid, privacyAccepted: true, captchaToken: "t", captchaAnswer: 3, pow: "cG93" };
    expect(contactForm.schema.safeParse(known).success).toBe(true);
    expect(contactForm.schema.safeParse({ ...known, extra: 1 }).success).toBe(false);
  });
});
