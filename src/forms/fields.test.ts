import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField, inputConstraints, LIMITS, nameText, requiredText } from "./fields.ts";

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
