import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../src/features/contact/schema.ts";
import { whitepaperMessages } from "../../src/features/whitepaper/schema.ts";
import { orderMessages } from "../../src/features/order/schema.ts";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { countRows, createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { contactBody, orderBody, submit, testClock, testConfig, whitepaperBody } from "./support/test-server.ts";

/*
 * The form API's own failure path: the database fails in the middle of storing a request (here
 * its outbox table is gone). The visitor gets a 500 with that form's Italian message, nothing of
 * the request is left half-stored, and the log line says what failed without the visitor's data.
 */
describe.each(testDialects())("form API when the database fails on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const logs: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb, { LOG_LEVEL: "info" }), {
      clock: testClock(),
      logStream: { write: (line) => void logs.push(line) },
    });
    await sql`drop table outbox`.execute(server.database.db);
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it.each([
    [
      "contact",
      contactBody({ email: "giulia.guasto@azienda-esempio.it" }),
      contactMessages.sendFailure,
      "contact_requests",
    ],
    [
      "whitepaper",
      whitepaperBody({ email: "marco.guasto@verdi-costruzioni.it" }),
      whitepaperMessages.sendFailure,
      "whitepaper_requests",
    ],
    ["order", orderBody({ email: "ordine.guasto@verdi-costruzioni.it" }), orderMessages.sendFailure, "order_requests"],
  ] as const)("%s: 500 with the form's message, no row, no address in the log", async (form, body, message, table) => {
    logs.length = 0;
    const response = await submit(server.app, form, body);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: message });
    expect(await countRows(server.database, table)).toBe(0);
    const errors = logs.filter((line) => line.includes('"level":50'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toContain("Errore interno nella gestione del modulo");
    expect(logs.join("\n")).not.toContain(String(body["email"]));
    expect(logs.join("\n")).not.toContain("203.0.113.10");
  });
});
