import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/field-errors.ts";
import { messages } from "../../forms/messages.ts";
import { phoneMessages } from "../../forms/more-fields.ts";
import { orderForm } from "./order.server.ts";
import { derivePlan, typedWorkers } from "./order-plans.ts";
import { enterpriseMessage, orderFieldsSchema, orderMessages } from "./schema.ts";

/** What a private buyer sends for the quote: the headcount, the organisation and the contact. */
const validOrder = {
  buyerType: "privato",
  workers: "75",
  companyName: "Verdi Costruzioni S.r.l.",
  vatNumber: "00743110157",
  contactName: "Marco Verdi",
  email: "marco.verdi@verdi-costruzioni.it",
};

/** A comune: its codice fiscale, the IPA office code of its FatturaPA, a CIG, split payment. */
const publicOrder = {
  buyerType: "pubblico",
  workers: "30",
  companyName: "Comune di Esempio",
  taxCode: "00743110157",
  ipaCode: "UFXY12",
  cig: "Z1A2B3C4D5",
  splitPayment: true,
  contactName: "Anna Bianchi",
  email: "anna.bianchi@comune.esempio.it",
};

function errorsFor(values: Record<string, unknown>, base: Record<string, unknown> = validOrder) {
  const result = orderFieldsSchema.safeParse({ ...base, ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe("the plan follows from the number of workers", () => {
  it.each([
    [0, "small"],
    [1, "small"],
    [49, "small"],
    [99, "small"],
    [100, "medium"],
    [249, "medium"],
  ])("%i workers → %s", (workers, key) => {
    const derived = derivePlan(workers);
    expect(derived.kind === "order" ? derived.plan.key : derived.kind).toBe(key);
  });

  it.each([250, 251, 1200, 9_999_999])("%i workers → the Enterprise request, not an order", (workers) => {
    expect(derivePlan(workers)).toEqual({ kind: "enterprise" });
  });

  it("reads an average as typed, decimals after a comma or a point, thousands grouped by points", () => {
    expect(typedWorkers(" 120 ")).toBe(120);
    expect(typedWorkers("0")).toBe(0);
    expect(typedWorkers("")).toBeNull();
    expect(typedWorkers("49,5")).toBe(49.5);
    expect(typedWorkers("49.5")).toBe(49.5);
    expect(typedWorkers("1.000")).toBe(1000);
    expect(typedWorkers("1.250,5")).toBe(1250.5);
    expect(typedWorkers("1 000")).toBe(1000);
    expect(typedWorkers("1\u202f000")).toBe(1000);
    expect(typedWorkers("49 5")).toBeNull();
    expect(typedWorkers("12.000.000")).toBeNull();
    expect(typedWorkers("1.00")).toBe(1);
    expect(typedWorkers("1.000.5")).toBeNull();
    expect(typedWorkers("-3")).toBeNull();
    expect(typedWorkers("12345678")).toBeNull();
  });
});

describe("an average with decimals derives the plan as the law counts it", () => {
  it("49,5 and 49.5 are under 50 (Small), 249,5 Medium, 250 Enterprise", () => {
    for (const workers of ["49,5", "49.5", 49.5]) {
      expect(orderFieldsSchema.parse({ ...validOrder, workers }).workers).toBe(49.5);
    }
    expect(derivePlan(49.5)).toMatchObject({ kind: "order", plan: { key: "small" } });
    expect(derivePlan(99.5)).toMatchObject({ kind: "order", plan: { key: "small" } });
    expect(derivePlan(249.5)).toMatchObject({ kind: "order", plan: { key: "medium" } });
    expect(derivePlan(250)).toEqual({ kind: "enterprise" });
  });

  it("1.000 written the Italian way gets the Enterprise request, not a format error (buyer read F6)", () => {
    const parsed = orderFieldsSchema.safeParse({ ...validOrder, workers: "1.000" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([enterpriseMessage(1000)]);
  });
});

describe("order form fields", () => {
  it("accepts a private buyer's quote request with six fields and normalises it", () => {
    const order = orderFieldsSchema.parse({ ...validOrder, vatNumber: " IT 00743110157 ", phone: " +39 02 1234567 " });
    expect(order).toMatchObject({
      buyerType: "privato",
      workers: 75,
      plan: null,
      vatNumber: "00743110157",
      taxCode: null,
      ipaCode: null,
      splitPayment: false,
      street: null,
      postalCode: null,
      city: null,
      province: null,
      sdiCode: null,
      pec: null,
      phone: "+39 02 1234567",
      notes: null,
    });
  });

  it("reads an absent buyer type as a private buyer: an older page's request still works", () => {
    const { buyerType, ...older } = validOrder;
    expect(buyerType).toBe("privato");
    expect(orderFieldsSchema.parse({ ...older, plan: "small" })).toMatchObject({ buyerType: "privato", plan: "small" });
  });

  it("takes the whole billing address and the e-invoice data when given, normalised", () => {
    const order = orderFieldsSchema.parse({
      ...validOrder,
      street: " Via Roma 10 ",
      postalCode: "20121",
      city: "Milano",
      province: "mi",
      sdiCode: " m5uxcr1 ",
      pec: " verdi@pec.it ",
      notes: "  Fattura a inizio mese ",
    });
    expect(order).toMatchObject({
      street: "Via Roma 10",
      province: "MI",
      sdiCode: "M5UXCR1",
      pec: "verdi@pec.it",
      notes: "Fattura a inizio mese",
    });
  });

  it.each([
    ["buyerType", "azienda", orderMessages.buyerTypeRequired],
    ["plan", "enterprise", orderMessages.planInvalid],
    ["workers", "", orderMessages.workersRequired],
    ["workers", "7,555", orderMessages.workersInvalid],
    ["workers", "-3", orderMessages.workersInvalid],
    ["workers", "12,5,1", orderMessages.workersInvalid],
    ["workers", "250", enterpriseMessage(250)],
    ["companyName", " ", orderMessages.companyRequired],
    ["companyName", "x".repeat(201), "La denominazione può contenere al massimo 200 caratteri"],
    ["vatNumber", "00743110158", "Partita IVA non valida"],
    ["vatNumber", "0074311015", "Partita IVA non valida"],
    ["vatNumber", "00000000000", "Partita IVA non valida"],
    ["taxCode", "RSSMRA85T10A562T", orderMessages.taxCodeInvalid],
    ["taxCode", "12345", orderMessages.taxCodeInvalid],
    ["sdiCode", "ABC12", orderMessages.sdiInvalid],
    ["sdiCode", "ABC12345", "Il codice destinatario può contenere al massimo 7 caratteri"],
    ["pec", "verdi@pec", orderMessages.pecInvalid],
    ["ipaCode", "UFXY1", orderMessages.ipaInvalid],
    ["cig", "123", orderMessages.cigInvalid],
    ["cig", "1234567AB-", orderMessages.cigInvalid],
    ["contactName", "", orderMessages.contactNameRequired],
    ["email", "", messages.emailRequired],
    ["email", "marco@", messages.emailInvalidContact],
    ["phone", "abc", phoneMessages.invalid],
    ["phone", "+39 1234567890123456", phoneMessages.invalid],
    ["notes", "x".repeat(2001), "Il campo note può contenere al massimo 2.000 caratteri"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("says the Enterprise request replaces the order from 250 workers, for every buyer", () => {
    expect(enterpriseMessage(300)).toBe(
      "Per 300 lavoratori il piano adatto è Enterprise, su preventivo: chiedilo dalla pagina Contatti",
    );
    expect(errorsFor({ workers: "249" })).toEqual({});
    expect(errorsFor({ workers: "300" }, publicOrder)).toEqual({ workers: enterpriseMessage(300) });
  });

  it("accepts any plan sent with the order: the stored plan follows the workers", () => {
    expect(errorsFor({ plan: "medium", workers: "60" })).toEqual({});
    expect(errorsFor({ plan: "small", workers: "120" })).toEqual({});
  });

  it("takes a codice fiscale without a P.IVA: associations and foundations can be obliged too", () => {
    expect(orderFieldsSchema.parse({ ...validOrder, vatNumber: "", taxCode: "97735020584" })).toMatchObject({
      vatNumber: null,
      taxCode: "97735020584",
    });
    expect(errorsFor({ vatNumber: " ", taxCode: "" })).toEqual({ taxCode: orderMessages.vatOrTaxCode });
    expect(errorsFor({ vatNumber: "", taxCode: "97735020585" })).toEqual({ taxCode: orderMessages.taxCodeInvalid });
  });

  it("asks for the whole address once part of it is given", () => {
    expect(errorsFor({ street: "Via Roma 10" })).toEqual({ postalCode: orderMessages.addressIncomplete });
    expect(errorsFor({ street: "Via Roma 10", postalCode: "20121", city: "Milano" })).toEqual({
      province: orderMessages.addressIncomplete,
    });
    expect(errorsFor({ province: "XX" })).toEqual({ province: orderMessages.provinceInvalid });
    expect(errorsFor({ street: "Via www.esempio.it" }).street).toMatch(/non può contenere link/);
  });

  it("a public body: its codice fiscale and IPA office code are required, the CIG is optional", () => {
    expect(orderFieldsSchema.parse({ ...publicOrder, ipaCode: " ufxy12 ", cig: "" }, {})).toMatchObject({
      buyerType: "pubblico",
      ipaCode: "UFXY12",
      cig: null,
      splitPayment: true,
    });
    expect(errorsFor({ taxCode: "", ipaCode: "" }, publicOrder)).toEqual({
      taxCode: orderMessages.publicTaxCodeRequired,
      ipaCode: orderMessages.ipaRequired,
    });
    // A P.IVA alone is not the body's codice fiscale.
    expect(errorsFor({ taxCode: "", vatNumber: "00743110157" }, publicOrder)).toEqual({
      taxCode: orderMessages.publicTaxCodeRequired,
    });
    expect(errorsFor({ splitPayment: false }, publicOrder)).toEqual({});
  });

  it("a company under public control not in the IPA: the SDI codice destinatario instead of the IPA code", () => {
    const company = {
      ...publicOrder,
      companyName: "Acque Pubbliche S.p.A.",
      publicInvoice: "sdi",
      ipaCode: "",
      vatNumber: "00743110157",
    };
    expect(orderFieldsSchema.parse({ ...company, sdiCode: " m5uxcr1 " }, {})).toMatchObject({
      buyerType: "pubblico",
      publicInvoice: "sdi",
      sdiCode: "M5UXCR1",
      ipaCode: null,
    });
    expect(errorsFor({ sdiCode: "" }, company)).toEqual({ sdiCode: orderMessages.publicSdiRequired });
    // DPO re-read of the order: a company (private law) gives its P.IVA, and its SDI code or its PEC.
    expect(errorsFor({ sdiCode: "", pec: "amministrazione@pec.acque.it" }, company)).toEqual({});
    expect(errorsFor({ sdiCode: "M5UXCR1", vatNumber: "" }, company)).toEqual({
      vatNumber: orderMessages.publicVatRequired,
    });
    // Six characters are an IPA code, not a codice destinatario.
    expect(errorsFor({ sdiCode: "UFXY12" }, company)).toEqual({ sdiCode: orderMessages.sdiInvalid });
    // Absent (an older page) or empty (a private buyer's form): the IPA code, as before.
    expect(orderFieldsSchema.parse({ ...publicOrder }, {}).publicInvoice).toBe("ipa");
    expect(orderFieldsSchema.parse({ ...publicOrder, publicInvoice: "" }, {}).publicInvoice).toBe("ipa");
    expect(errorsFor({ publicInvoice: "pec" }, publicOrder)).toEqual({
      publicInvoice: orderMessages.publicInvoiceRequired,
    });
    // A private buyer's SDI code stays optional whatever the choice says.
    expect(errorsFor({ publicInvoice: "sdi", sdiCode: "" })).toEqual({});
  });

  it("reports the rules across fields together with the other fields' errors", () => {
    expect(errorsFor({ companyName: "", workers: "400", vatNumber: "" })).toEqual({
      companyName: orderMessages.companyRequired,
      workers: enterpriseMessage(400),
      taxCode: orderMessages.vatOrTaxCode,
    });
  });

  it("has no maths question and no privacy box, takes work-less submissions within the budget, refuses unknown keys", () => {
    const known = { ...validOrder, pow: "cG93", website: "" };
    expect(orderForm.schema.safeParse(known).success).toBe(true);
    expect(orderForm.checks).toEqual({ question: false, work: "budgeted" });
    // An older page's question and box are accepted and ignored.
    expect(
      orderForm.schema.safeParse({ ...known, privacyAccepted: true, captchaToken: "t", captchaAnswer: 3 }).success,
    ).toBe(true);
    expect(orderForm.schema.safeParse({ ...known, extra: 1 }).success).toBe(false);
  });
});
