import { describe, expect, it } from "vitest";
import type { OutboxTable } from "../db.server.ts";
import type { FormTable } from "./form-tables.server.ts";
import { cellValue, emailJson, emailLine, exportColumns, requestJson, requestLines } from "./present.ts";

const MARCH_2 = Date.parse("2026-03-02T09:00:00Z");

const form = (name: string, columns: FormTable["columns"]): FormTable => ({
  form: name,
  label: name,
  table: `${name}_requests`,
  addressColumns: ["email"],
  who: () => "",
  columns,
});

const email = (overrides: Partial<OutboxTable>): OutboxTable => ({
  id: "e1",
  dedupe_key: "r1:modello",
  template: "modello",
  request_id: "r1",
  status: "pending",
  attempts: 2,
  max_attempts: 20,
  run_at: MARCH_2,
  claimed_until: null,
  claim_token: null,
  last_error: "421 riprova",
  sent_at: null,
  created_at: MARCH_2,
  ...overrides,
});

describe("cellValue", () => {
  it.each([
    ["time", MARCH_2, "02/03/2026 10:00"],
    ["flag", 1, "sì"],
    ["flag", 0, "no"],
    ["text", 42, "42"],
    ["text", null, ""],
  ] as const)("%s %j → %j", (kind, value, text) => {
    expect(cellValue({ name: "x", heading: "X", kind }, value)).toBe(text);
  });
});

describe("requestJson", () => {
  it("names the form and writes its instants in ISO 8601, other values as stored", () => {
    const contact = form("contact", [{ name: "created_at", heading: "Ricevuta il", kind: "time" }]);
    const row = { id: "r1", email: "a@b.it", created_at: MARCH_2, extra: 1 };
    expect(requestJson({ form: contact, row })).toEqual({
      form: "contact",
      id: "r1",
      email: "a@b.it",
      created_at: "2026-03-02T09:00:00.000Z",
      extra: 1,
    });
  });
});

describe("requestLines", () => {
  it("aligns the values, keeps a message's lines under its value and shows columns the form does not name", () => {
    const contact = form("contact", [
      { name: "id", heading: "ID", kind: "text" },
      { name: "message", heading: "Messaggio", kind: "text" },
    ]);
    const row = { id: "r1", email: "a@b.it", created_at: MARCH_2, message: "uno\r\ndue" };
    expect(requestLines({ form: contact, row })).toBe(
      [
        "  ID:         r1",
        "  Messaggio:  uno",
        "              due",
        "  email:      a@b.it",
        `  created_at: ${MARCH_2}`,
      ].join("\n"),
    );
  });
});

describe("e-mails", () => {
  it("gives the next attempt only while pending", () => {
    expect(emailJson(email({}))).toMatchObject({ nextAttemptAt: "2026-03-02T09:00:00.000Z", lastError: "421 riprova" });
    expect(emailJson(email({ status: "dead" }))).toMatchObject({ nextAttemptAt: null });
  });

  it.each([
    [{}, "in attesa, prossimo tentativo 02/03/2026, 10:00"],
    [{ status: "sent", sent_at: MARCH_2 }, "inviata il 02/03/2026, 10:00"],
    [{ status: "dead" }, "non consegnata"],
  ] as const)("%j reads %j", (overrides, state) => {
    expect(emailLine(email(overrides))).toEqual(["e1", "modello", state, "2/20", "421 riprova"]);
  });
});

describe("exportColumns", () => {
  it("joins the forms' columns in order, each once", () => {
    const id = { name: "id", heading: "ID", kind: "text" } as const;
    const columns = exportColumns([
      form("a", [id, { name: "name", heading: "Nome", kind: "text" }]),
      form("b", [id, { name: "company", heading: "Azienda", kind: "text" }]),
    ]);
    expect(columns.map((column) => column.name)).toEqual(["id", "name", "company"]);
  });
});
