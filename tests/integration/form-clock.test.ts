import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forms } from "../../src/app/forms.server.ts";
import { createServer } from "../../src/app/server.server.ts";
import { contactForm } from "../../src/features/contact/contact.server.ts";
import { contract } from "../../src/features/contact/contact-contract.server.ts";
import { contactFieldsSchema } from "../../src/features/contact/schema.ts";
import { formBody } from "../../src/forms/fields.ts";
import { addDays, type FormClock } from "../../src/lib/italian-date.ts";
import type { Database } from "../../src/server/db.server.ts";
import { type FormModule, requestSchema } from "../../src/server/form-definition.server.ts";
import { countRows, createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { solveCaptcha, testClock, testConfig } from "./support/test-server.ts";

/*
 * A form's validation sees the request's clock (issue 28): a rule that depends on the day gets it
 * from the clock the server injects, not from Date.now() inside the schema. The form here is the
 * contact form with a day "from tomorrow, within 90 days"; the test clock says 2 March 2026 while
 * the machine's clock says otherwise, so only the request's clock can make these answers right.
 */

const DAY_MESSAGE = "Scegli un giorno da domani a 90 giorni da oggi";

function datedFields({ today }: FormClock) {
  return contactFieldsSchema.extend({
    day: z
      .string()
      .refine((day) => day > today && day <= addDays(today, 90), DAY_MESSAGE)
      .optional(),
  });
}

const datedForm = {
  ...contactForm,
  name: "dated",
  path: "/api/dated",
  schemaAt: (clock: FormClock) => formBody(datedFields(clock)),
  fieldKeys: new Set([...contactForm.fieldKeys, "day"]),
} as unknown as FormModule;

describe("validation at the request's clock", () => {
  it("builds the schema from the instant it is given", () => {
    const body = { ...contract.validBody(), captchaToken: "t", captchaAnswer: 3, pow: "cG93", day: "2026-03-03" };
    expect(requestSchema(datedForm, Date.parse("2026-03-02T09:00:00Z")).safeParse(body).success).toBe(true);
    expect(requestSchema(datedForm, Date.parse("2026-03-03T09:00:00Z")).safeParse(body).success).toBe(false);
    // 23:30 UTC on 28 March is already the 29th in Rome (the night the clocks go forward).
    expect(
      requestSchema(datedForm, Date.parse("2026-03-28T22:59:00Z")).safeParse({ ...body, day: "2026-03-29" }).success,
    ).toBe(true);
    expect(
      requestSchema(datedForm, Date.parse("2026-03-28T23:30:00Z")).safeParse({ ...body, day: "2026-03-29" }).success,
    ).toBe(false);
  });

  it("uses the static schema of a form without schemaAt", () => {
    expect(requestSchema(contactForm, 0)).toBe(contactForm.schema);
  });
});

describe.each(testDialects())("a day rule in the API on %s", (dialect) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let database: Database;
  const clock = testClock();

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    const server = await createServer(testConfig(testDb), { clock, forms: [...forms, datedForm] });
    app = server.app;
    database = server.database;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    clock.set(Date.parse("2026-03-02T09:00:00Z"));
    for (const table of ["outbox", "contact_requests", "rate_limits"] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  async function post(day: string) {
    const solved = await solveCaptcha(app, "dated");
    return app.inject({
      method: "POST",
      url: "/api/dated",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...contract.validBody(), ...solved, day }),
      remoteAddress: "203.0.113.40",
    });
  }

  it("accepts tomorrow by the request's clock and stores the request", async () => {
    const response = await post("2026-03-03");
    expect(response.statusCode).toBe(201);
    expect(await countRows(database, "contact_requests")).toBe(1);
  });

  it.each(["2026-03-02", "2026-06-01"])("refuses %s at its field in Italian, storing nothing", async (day) => {
    const response = await post(day);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { day: DAY_MESSAGE } });
    expect(await countRows(database, "contact_requests")).toBe(0);
  });

  it("moves with the clock: a day later, the same day is today and refused", async () => {
    clock.advance(24 * 60 * 60 * 1000);
    const response = await post("2026-03-03");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { day: DAY_MESSAGE } });
  });
});
