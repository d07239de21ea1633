import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/field-errors.ts";
import { messages } from "../../forms/messages.ts";
import { phoneMessages } from "../../forms/more-fields.ts";
import { demoForm } from "./demo.server.ts";
import { demoFieldsSchema, demoMessages } from "./schema.ts";

const valid = {
  slot: "2026-12-01T09:00:00.000Z",
  name: "Giulia Bianchi",
  organisation: "Comune di Esempio",
  email: "giulia@comune-esempio.it",
  phone: "",
  workers: "",
};

function errorsFor(values: Record<string, unknown>): Record<string, string> {
  const result = demoFieldsSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe("demo form fields", () => {
  it.each([
    ["slot", "", demoMessages.slotRequired],
    ["slot", "2026-12-01 10:00", demoMessages.slotRequired],
    ["name", "", messages.nameRequired],
    ["organisation", "", demoMessages.organisationRequired],
    ["organisation", "www.esempio.it", "Il nome dell'organizzazione non può contenere"],
    ["email", "", messages.emailRequired],
    ["email", "giulia", messages.emailInvalidContact],
    ["phone", "abc", phoneMessages.invalid],
    ["phone", "1".repeat(31), "Il telefono può contenere al massimo 30 caratteri"],
    ["workers", "0", demoMessages.workersInvalid],
    ["workers", "12,5", demoMessages.workersInvalid],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })[field]).toContain(message);
    expect(Object.keys(errorsFor({ [field]: value }))).toEqual([field]);
  });

  it("accepts valid values, the optional ones empty or filled", () => {
    expect(errorsFor({})).toEqual({});
    const parsed = demoFieldsSchema.parse({ ...valid, phone: " +39 02 1234 5678 ", workers: "60" });
    expect(parsed).toMatchObject({ phone: "+39 02 1234 5678", workers: 60 });
    expect(demoFieldsSchema.parse(valid)).toMatchObject({ phone: null, workers: null });
  });

  it("refuses unknown keys in the request body", () => {
    const known = { ...valid, privacyAccepted: true, marketingConsent: false, captchaToken: "t", captchaAnswer: 3 };
    expect(demoForm.schema.safeParse(known).success).toBe(true);
    expect(demoForm.schema.safeParse({ ...known, extra: 1 }).success).toBe(false);
  });
});
