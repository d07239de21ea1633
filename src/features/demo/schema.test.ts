import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/field-errors.ts";
import { messages } from "../../forms/messages.ts";
import { demoForm } from "./demo.server.ts";
import { demoFieldsSchema } from "./schema.ts";

const valid = { name: "Giulia Bianchi", email: "giulia@azienda.it", message: "Vorrei sapere di più." };

function errorsFor(values: Record<string, unknown>): Record<string, string> {
  const result = demoFieldsSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe("demo form fields", () => {
  it.each([
    ["name", "", messages.nameRequired],
    ["email", "", messages.emailRequired],
    ["email", "giulia", messages.emailInvalidContact],
    ["message", "", messages.messageRequired],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("accepts valid values", () => {
    expect(errorsFor({})).toEqual({});
  });

  it("refuses unknown keys in the request body", () => {
    const known = { ...valid, privacyAccepted: true, captchaToken: "t", captchaAnswer: 3, pow: "cG93" };
    expect(demoForm.schema.safeParse(known).success).toBe(true);
    expect(demoForm.schema.safeParse({ ...known, extra: 1 }).success).toBe(false);
  });
});
