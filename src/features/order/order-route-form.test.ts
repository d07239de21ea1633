import { describe, expect, it } from "vitest";
import { orderApiBody, readOrderForm } from "./order-route.server.ts";

// Without JavaScript the browser posts every field: a controlled company's own P.IVA, SDI code and
// PEC sit in the public body's group, the private buyer's in theirs (DPO re-read of the order).
describe("a plain POST from a controlled company outside the IPA", () => {
  const page = (buyerType: string, publicInvoice: string) =>
    new URLSearchParams([
      ["workers", "60"],
      ["buyerType", buyerType],
      ["companyName", "Acque Pubbliche S.p.A."],
      ["vatNumber", "11111111111"], // the private buyer's field comes first
      ["taxCode", "00743110157"],
      ["publicInvoice", publicInvoice],
      ["ipaCode", "UFXY12"],
      ["vatNumber", "00743110157"], // the company's, in the public body's group
      ["sdiCode", ""],
      ["pec", "amministrazione@pec.acque.it"],
      ["cig", ""],
      ["contactName", "Anna Bianchi"],
      ["email", "anna.bianchi@acque.it"],
      ["sdiCode", "XXXXXXX"], // the billing box's
      ["pec", "privata@pec.it"],
      ["website", ""],
    ]);

  it("keeps the company's own P.IVA, SDI code and PEC", () => {
    const values = readOrderForm(page("pubblico", "sdi"));
    if (!values) throw new Error("a form the page sends");
    expect(orderApiBody(values)).toMatchObject({
      vatNumber: "00743110157",
      sdiCode: "",
      pec: "amministrazione@pec.acque.it",
      ipaCode: "",
    });
  });

  it("drops them for a body in the IPA, and keeps the private buyer's for a private buyer", () => {
    const ipa = readOrderForm(page("pubblico", "ipa"));
    const privateBuyer = readOrderForm(page("privato", "ipa"));
    if (!ipa || !privateBuyer) throw new Error("forms the page sends");
    expect(orderApiBody(ipa)).not.toHaveProperty("vatNumber");
    expect(orderApiBody(ipa)).not.toHaveProperty("pec");
    expect(orderApiBody(privateBuyer)).toMatchObject({
      vatNumber: "11111111111",
      sdiCode: "XXXXXXX",
      pec: "privata@pec.it",
    });
  });

  it("refuses a third copy of a field", () => {
    const form = page("pubblico", "sdi");
    form.append("pec", "terza@pec.it");
    expect(readOrderForm(form)).toBeNull();
  });
});
