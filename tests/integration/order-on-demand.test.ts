import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../../src/app/server.server.ts";
import { orderPageProblems } from "../../src/features/order/order-route.server.ts";
import { orderPageRendersPerWindow } from "../../src/server/rate-limit.server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { must, orderBody, submit, testClock, testConfig } from "./support/test-server.ts";

/*
 * The order's pages rendered on demand (issue 25, M2; docs/decisions/0007): each client has a
 * budget of renders, past which it gets a page rendered once (429, Retry-After), in Italian.
 */

const RATE_LIMIT_MAX = 3;
const BUDGET = orderPageRendersPerWindow(RATE_LIMIT_MAX);

describe.each(testDialects())("the order's pages rendered on demand on %s", (dialect) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock();

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    const server = await createServer(testConfig(testDb, { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) }), { clock });
    app = server.app;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const get = (url: string, remoteAddress: string) =>
    app.inject({ method: "GET", url, remoteAddress, headers: { "accept-encoding": "identity" } });

  it("renders the confirmation within each client's budget; past it, a 429 page rendered once", async () => {
    const stored = await submit(app, "order", orderBody(), {}, "192.0.2.1");
    expect(stored.statusCode).toBe(201);
    const quote = String(stored.json<Record<string, unknown>>()["quote"]);
    const url = `/ordine/richiesta?t=${must(/\?t=(.+)$/.exec(quote)?.[1], "token")}`;
    const number = String(stored.json<Record<string, unknown>>()["number"]);

    // One IPv6 client is its /64: another address in it shares its budget.
    for (let index = 0; index < BUDGET; index += 1) {
      const page = await get(url, `2001:db8:1:1::${index + 1}`);
      expect(page.statusCode, `render ${index + 1}`).toBe(200);
      expect(page.body).toContain(number);
    }
    const refused = await get(url, "2001:db8:1:1::ffff");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["content-type"]).toContain("text/html");
    expect(refused.body).toContain(orderPageProblems.tooManyPages);
    // Not rendered for the order: nothing of it, and the same bytes as any other refusal.
    expect(refused.body).not.toContain(number);
    const again = await get(`/ordine/richiesta?t=${"x".repeat(20)}`, "2001:db8:1:1::fffe");
    expect(again.statusCode).toBe(429);
    expect(again.body).toBe(refused.body);

    // Another client, in IPv6 or IPv4, still has its own budget.
    for (const other of ["2001:db8:2:2::1", "198.51.100.7"]) {
      const page = await get(url, other);
      expect(page.statusCode, other).toBe(200);
      expect(page.body).toContain(number);
    }
  });

  /** The tag of the input named `name` (with `value`, for a radio), as the page has it. */
  const input = (html: string, name: string, value?: string) =>
    must(
      new RegExp(`<input(?=[^>]*name="${name}")${value ? `(?=[^>]*value="${value}")` : ""}[^>]*>`).exec(html)?.[0],
      name,
    );

  it("renders /ordine with the checker's answers for a visitor without JavaScript, in the island", async () => {
    const bare = await get("/ordine", "198.51.100.20");
    expect(bare.statusCode).toBe(200);
    expect(input(bare.body, "workers")).not.toContain("value=");

    const page = await get("/ordine?piano=medium&lavoratori=120", "198.51.100.20");
    expect(page.statusCode).toBe(200);
    expect(input(page.body, "workers")).toContain('value="120"');
    expect(page.body).toMatch(/Piano adatto: <strong[^>]*>Medium Business<\/strong>/);
    // The island is kept, and hydrates on what the server rendered: same head, scripts and CSP.
    expect(page.body).toMatch(/<astro-island[^>]*component-url="\/_astro\/order-form\.[^"]+\.js"/);
    expect(page.headers["content-security-policy"]).toBe(bare.headers["content-security-policy"]);
    const head = (html: string) => html.slice(0, html.indexOf("<!--ordine-->"));
    expect(head(page.body)).toBe(head(bare.body));

    const publicBody = await get("/ordine?ente=pubblico", "198.51.100.20");
    expect(input(publicBody.body, "buyerType", "pubblico")).toContain("checked");
    expect(input(publicBody.body, "buyerType", "privato")).not.toContain("checked");

    const plan = await get("/ordine?piano=small", "198.51.100.20");
    expect(plan.body).toContain("Hai scelto Small Business");
  });

  it("answers the prerendered page, never a 500, to an address it does not know", async () => {
    const bare = await get("/ordine", "198.51.100.21");
    for (const query of [
      "?piano=gold",
      "?lavoratori=tanti",
      "?piano=small&utm_source=x",
      "?piano=small&piano=medium",
      "?ente=comune",
      "?lavoratori=%E0%A4%A",
      `?lavoratori=${"9".repeat(5000)}`,
      "?",
    ]) {
      const page = await get(`/ordine${query}`, "198.51.100.21");
      expect(page.statusCode, query).toBe(200);
      expect(page.body, query).toBe(bare.body);
    }
  });

  it("counts the renders of /ordine with answers in the client's budget; the bare page is never refused", async () => {
    const client = "2001:db8:3:3::1";
    for (let index = 0; index < BUDGET; index += 1) {
      expect((await get(`/ordine?lavoratori=${index + 1}`, client)).statusCode, `render ${index + 1}`).toBe(200);
    }
    const refused = await get("/ordine?lavoratori=75", client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain(orderPageProblems.tooManyPages);
    expect((await get("/ordine", client)).statusCode).toBe(200);
    expect((await get("/ordine?lavoratori=75", "2001:db8:4:4::1")).statusCode).toBe(200);
  });
});
