import { describe, expect, it } from "vitest";
import { exportColumns, requestLines } from "../../server/ops/present.ts";
import { formTables } from "../../server/ops/form-tables.server.ts";
import { orderForm } from "./order.server.ts";

// DPO re-read of the order: the operator's tool did not name the SDI code the e-invoice goes to.
describe("the order in the operator's tool", () => {
  const [table] = formTables([orderForm]);
  if (!table) throw new Error("the order form has a table");
  const row = {
    id: "r1",
    email: "acquisti@partecipata-esempio.it",
    created_at: Date.parse("2026-11-28T09:00:00Z"),
    number: "2026-0001",
    buyer_type: "pubblico",
    ipa_code: null,
    sdi_code: "M5UXCR1",
  };

  it("shows the SDI code under its own heading", () => {
    expect(requestLines({ form: table, row })).toMatch(/Codice destinatario SDI:\s+M5UXCR1/);
    expect(requestLines({ form: table, row })).not.toMatch(/^\s+sdi_code:/m);
  });

  it("exports it as a column of the CSV", () => {
    expect(exportColumns([table]).map((column) => column.heading)).toContain("Codice destinatario SDI");
  });
});
