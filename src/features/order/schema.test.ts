import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/field-errors.ts";
import { messages } from "../../forms/messages.ts";
import { orderForm } from "./order.server.ts";
import { orderFieldsSchema, orderMessages } from "./schema.ts";

const validOrder = {
  plan: "small",
  workers: "75",
  companyName: "Verdi Costruzioni S.r.l.",
  vatNumber: "00743110157",
  taxCode: "",
  street: "Via Roma 10",
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

function errorsFor(values: Record<string, unknown>): Record<string, string> {
  const result = orderFieldsSchema.safeParse({ ...validOrder, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe("order form fields", () => {
  it("accepts a valid order and normalises it", () => {
    const order = orderFieldsSchema.parse({
      ...validOrder,
      vatNumber: " IT 00743110157 ",
      taxCode: "rssmra85t10a562s",
      province: "mi",
      sdiCode: " m5uxcr1 ",
      pec: " verdi@pec.it ",
      phone: " +39 02 1234567 ",
      notes: "  Fattura a inizio mese ",
    });
    expect(order).toEqual({
      ...validOrder,
      workers: 75,
      taxCode: "RSSMRA85T10A562S",
      sdiCode: "M5UXCR1",
      pec: "verdi@pec.it",
      phone: "+39 02 1234567",
      notes: "Fattura a inizio mese",
    });
  });

  it("reads the optional fields, empty or absent, as not given", () => {
    const order = orderFieldsSchema.parse({ ...validOrder, taxCode: null, phone: undefined, notes: "   " });
    expect(order).toMatchObject({ taxCode: null, phone: null, notes: null, pec: null });
  });

  it.each([
    ["plan", "", orderMessages.planRequired],
    ["plan", "enterprise", orderMessages.planRequired],
    ["workers", "", orderMessages.workersRequired],
    ["workers", "7,5", orderMessages.workersInvalid],
    ["workers", "-3", orderMessages.workersInvalid],
    ["workers", 12.5, orderMessages.workersInvalid],
    ["workers", "120", "Per 120 lavoratori il piano adatto è Medium Business"],
    ["workers", "250", "Per 250 lavoratori il piano adatto è Enterprise: chiedi un preventivo dalla pagina Contatti"],
    ["companyName", " ", orderMessages.companyRequired],
    ["companyName", "x".repeat(201), "La ragione sociale può contenere al massimo 200 caratteri"],
    ["vatNumber", "00743110158", "Partita IVA non valida"],
    ["vatNumber", "0074311015", "Partita IVA non valida"],
    ["vatNumber", "00000000000", "Partita IVA non valida"],
    ["taxCode", "RSSMRA85T10A562T", orderMessages.taxCodeInvalid],
    ["taxCode", "00743110158", orderMessages.taxCodeInvalid],
    ["taxCode", "12345", orderMessages.taxCodeInvalid],
    ["street", "", orderMessages.streetRequired],
    ["postalCode", "", orderMessages.postalCodeRequired],
    ["postalCode", "2012", orderMessages.postalCodeInvalid],
    ["postalCode", "2012A", orderMessages.postalCodeInvalid],
    ["city", "", orderMessages.cityRequired],
    ["province", "", orderMessages.provinceRequired],
    ["province", "XX", orderMessages.provinceInvalid],
    ["province", "Milano", orderMessages.provinceInvalid],
    ["sdiCode", "ABC12", orderMessages.sdiInvalid],
    ["sdiCode", "ABC12345", "Il codice destinatario può contenere al massimo 7 caratteri"],
    ["sdiCode", "ABC-123", orderMessages.sdiInvalid],
    ["contactName", "", orderMessages.contactNameRequired],
    ["email", "", messages.emailRequired],
    ["email", "marco@", messages.emailInvalidContact],
    ["phone", "abc", orderMessages.phoneInvalid],
    ["phone", "+39 1234567890123456", orderMessages.phoneInvalid],
    ["notes", "x".repeat(2001), "Il campo note può contenere al massimo 2.000 caratteri"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("takes a codice fiscale without a P.IVA: associations and foundations can be obliged too", () => {
    expect(orderFieldsSchema.parse({ ...validOrder, vatNumber: "", taxCode: "97735020584" })).toMatchObject({
      vatNumber: null,
      taxCode: "97735020584",
    });
    expect(errorsFor({ vatNumber: " ", taxCode: "" })).toEqual({ taxCode: orderMessages.vatOrTaxCode });
    expect(errorsFor({ vatNumber: "", taxCode: "97735020585" })).toEqual({ taxCode: orderMessages.taxCodeInvalid });
    expect(orderMessages.vatOrTaxCode).toBe("Indica la partita IVA o, se l'ente non ce l'ha, il codice fiscale");
  });

  it("asks for the SDI code or the PEC when neither is given, and accepts either alone", () => {
    expect(errorsFor({ sdiCode: "", pec: "" })).toEqual({ sdiCode: "Indica il codice destinatario SDI o la PEC" });
    expect(errorsFor({ sdiCode: "", pec: "verdi@pec.it" })).toEqual({});
    expect(errorsFor({ sdiCode: "", pec: "verdi@pec" })).toEqual({ pec: orderMessages.pecInvalid });
  });

  it("keeps each plan within its number of workers", () => {
    // An entity with no employees in an annex sector or with a Modello 231 is obliged too (art. 2 c.1 lett. q).
    expect(errorsFor({ plan: "small", workers: "0" })).toEqual({});
    expect(errorsFor({ plan: "small", workers: "1" })).toEqual({});
    expect(errorsFor({ plan: "small", workers: "99" })).toEqual({});
    expect(errorsFor({ plan: "small", workers: "100" })).toEqual({
      workers: "Per 100 lavoratori il piano adatto è Medium Business",
    });
    expect(errorsFor({ plan: "medium", workers: "100" })).toEqual({});
    expect(errorsFor({ plan: "medium", workers: "249" })).toEqual({});
    expect(errorsFor({ plan: "medium", workers: "99" })).toEqual({
      workers: "Per 99 lavoratori il piano adatto è Small Business",
    });
    expect(errorsFor({ plan: "medium", workers: "0" })).toEqual({
      workers: "Per 0 lavoratori il piano adatto è Small Business",
    });
    expect(errorsFor({ plan: "medium", workers: 1200 })).toEqual({
      workers: "Per 1200 lavoratori il piano adatto è Enterprise: chiedi un preventivo dalla pagina Contatti",
    });
  });

  it("reports the rules across fields together with the other fields' errors", () => {
    expect(errorsFor({ companyName: "", workers: "120", sdiCode: "", pec: "" })).toEqual({
      companyName: orderMessages.companyRequired,
      workers: "Per 120 lavoratori il piano adatto è Medium Business",
      sdiCode: orderMessages.sdiOrPec,
    });
  });

  it("refuses unknown keys in the request body", () => {
    const known = { ...validOrder, privacyAccepted: true, captchaToken: "t", captchaAnswer: 3, pow: "cG93" };
    expect(orderForm.schema.safeParse(known).success).toBe(true);
    expect(orderForm.schema.safeParse({ ...known, extra: 1 }).success).toBe(false);
  });
});
