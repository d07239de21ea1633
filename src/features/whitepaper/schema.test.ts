import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/field-errors.ts";
import { messages } from "../../forms/messages.ts";
import { whitepaperFieldsSchema, whitepaperSuccessToasts } from "./schema.ts";
import { whitepaperForm } from "./whitepaper.server.ts";

const valid = { firstName: "Marco", lastName: "Verdi", companyName: "Verdi S.r.l.", email: "marco@verdi.it" };

function errorsFor(values: Record<string, unknown>): Record<string, string> {
  const result = whitepaperFieldsSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe("whitepaper form fields (spec §5)", () => {
  it.each([
    ["firstName", "", messages.firstNameRequired],
    ["firstName", "  ", messages.firstNameRequired],
    ["firstName", undefined, messages.firstNameRequired],
    ["firstName", "x".repeat(101), "Il nome può contenere al massimo 100 caratteri"],
    ["lastName", "", messages.lastNameRequired],
    ["lastName", undefined, messages.lastNameRequired],
    ["lastName", "x".repeat(101), "Il cognome può contenere al massimo 100 caratteri"],
    ["companyName", "", messages.companyRequired],
    ["companyName", undefined, messages.companyRequired],
    ["companyName", "x".repeat(201), "Il nome dell'azienda può contenere al massimo 200 caratteri"],
    ["email", "", messages.emailRequired],
    ["email", undefined, messages.emailRequired],
    ["email", "marco", messages.emailInvalidWhitepaper],
    ["email", "marco@verdi", messages.emailInvalidWhitepaper],
    ["email", "marco@@verdi.it", messages.emailInvalidWhitepaper],
    ["email", "marco@verdi.abcdefg", messages.emailDomain],
    ["email", `${"a".repeat(250)}@b.it`, "L'email può contenere al massimo 254 caratteri"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("gives every missing field its own message at once", () => {
    expect(errorsFor({ firstName: "", lastName: "", companyName: "", email: "" })).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      companyName: messages.companyRequired,
      email: messages.emailRequired,
    });
  });

  it("takes marketing consent as an optional boolean and refuses unknown keys", () => {
    const body = { ...valid, privacyAccepted: true, captchaToken: "t", captchaAnswer: "7", pow: "cG93" };
    expect(whitepaperForm.schema.safeParse(body).success).toBe(true);
    expect(whitepaperForm.schema.safeParse({ ...body, marketingConsent: true }).success).toBe(true);
    expect(whitepaperForm.schema.safeParse({ ...body, marketingConsent: "sì" }).success).toBe(false);
    expect(whitepaperForm.schema.safeParse({ ...body, phone: "123" }).success).toBe(false);
  });
});

describe("the toasts after a request", () => {
  it("keep the spec's text and, with the marketing box ticked, ask to confirm the consent from the e-mail", () => {
    expect(whitepaperSuccessToasts(false)).toEqual([["Grazie!", "Il whitepaper è stato inviato alla tua email."]]);
    expect(whitepaperSuccessToasts(true)).toEqual([
      ["Grazie!", "Il whitepaper è stato inviato alla tua email."],
      [
        "Conferma il consenso",
        "Se vuoi ricevere per e-mail proposte commerciali sul nostro servizio, conferma il consenso dal link nell'e-mail (vale 24 ore).",
      ],
    ]);
  });
});
