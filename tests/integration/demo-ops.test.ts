import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { SAMPLE_FACTS_FILE } from "../../src/config/fixtures/sample-facts.ts";
import { loadOperatorFacts } from "../../src/config/operator-facts.ts";
import { offeredSlots } from "../../src/features/demo/slots.ts";
import { runTool } from "./support/ops-tool.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { must, submit, testClock, testConfig } from "./support/test-server.ts";

/* The operator's commands for the demo bookings: list the upcoming ones, cancel one, export. */

const demo = must(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }).demo);

describe.each(testDialects())("demo bookings in npm run ops on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const clock = testClock();
  const ops = (args: string[]) => runTool(testDb.env, args, { clock });

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb), { clock });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("lists the upcoming bookings, cancels one (the visitor is told) and exports them", async () => {
    const [first, second] = offeredSlots(demo, clock()).slice(2, 4);
    const ids: string[] = [];
    for (const [index, slot] of [first, second].entries()) {
      const response = await submit(
        server.app,
        "demo",
        {
          slot: new Date(must(slot).start).toISOString(),
          name: `Persona ${index}`,
          organisation: "Fondazione Esempio",
          email: `persona.${index}@fondazione-esempio.it`,
          privacyAccepted: true,
        },
        {},
        `203.0.113.${index + 70}`,
      );
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }

    const listed = await ops(["demo", "--json"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as { id: string }[]).map((row) => row.id)).toEqual(ids);
    const text = await ops(["demo"]);
    expect(text.stdout).toContain("2 demo in programma, dalla più vicina");
    expect(text.stdout).toContain("Persona 0, Fondazione Esempio");

    const cancelled = await ops(["demo-annulla", must(ids[0])]);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout).toContain("annullata: l'orario è di nuovo libero");
    const queued = await server.database.db
      .selectFrom("outbox")
      .select("template")
      .where("request_id", "=", must(ids[0]))
      .where("status", "=", "pending")
      .execute();
    // The invitation and the notification are still waiting (no worker here); the reminder is gone.
    expect(queued.map((row) => row.template).sort()).toEqual([
      "demo-cancelled",
      "demo-cancelled-notice",
      "demo-invitation",
      "demo-notification",
    ]);
    expect((await ops(["demo-annulla", must(ids[0])])).stderr).toContain("è già annullata");

    const after = JSON.parse((await ops(["demo", "--json"])).stdout) as { id: string }[];
    expect(after.map((row) => row.id)).toEqual([ids[1]]);
    const page = await server.app.inject({ method: "GET", url: "/demo" });
    expect(page.body).toContain(`value="${new Date(must(first).start).toISOString()}"`);

    const exported = await ops(["export", "--form", "demo"]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain("Demo il");
    expect(exported.stdout).toContain("Annullata da");
    expect(exported.stdout).toContain("gestore");
  });
});
