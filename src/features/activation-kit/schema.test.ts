import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/field-errors.ts";
import { contract } from "./kit-contract.server.ts";
import { kitMessages } from "./kit-input.ts";
import { kitForm } from "./kit.server.ts";
import { kitMailAddressSchema, kitMailMessages } from "./schema.ts";

/** The request body as the island sends it, without captcha and proof of work. */
const valid = { ...contract.validBody(), captchaToken: "t", captchaAnswer: 3, pow: "cG93" };

function errorsFor(values: Record<string, unknown>): Record<string, string> {
  const result = kitForm.schema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe("'Ricevilo via e-mail' fields", () => {
  it("accepts the contract's answers", () => {
    expect(errorsFor({})).toEqual({});
  });

  it.each([
    ["email", "marco", kitMailMessages.emailInvalid],
    ["denominazione", "", kitMessages.denominazione],
    ["sito", "http://www.verdi.it", kitMessages.sitoInvalid],
    ["privacy", "privacy", kitMessages.privacyInvalid],
    ["sostituto", "Ufficio Compliance", kitMessages.sostitutoSame],
    ["gestore", "Ufficio\u202eCompliance", kitMessages.fieldInvalid],
    ["sito", `https://${"a".repeat(2100)}.it`, kitMessages.fieldInvalid],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("refuses an entity the decree does not oblige, at the entity's answer", () => {
    const errors = errorsFor({ lavoratori: "20", modello231: "no", settore: "no" });
    expect(Object.keys(errors)).toEqual(["ente"]);
  });

  it("asks only the address in the e-mail box", () => {
    expect(kitMailAddressSchema.safeParse({ email: "marco.verdi@verdi-costruzioni.it" }).success).toBe(true);
    const refused = kitMailAddressSchema.safeParse({ email: "marco" });
    expect(refused.success ? {} : fieldErrors(refused.error)).toEqual({ email: kitMailMessages.emailInvalid });
  });

  it("refuses unknown keys in the request body", () => {
    expect(kitForm.schema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});
