import { describe, expect, it } from "vitest";
import { RENDERS_BUDGET, renderGate } from "./on-demand-page.server.ts";

// Eleventh security read, L3: each on-demand page had its own server budget, so the checker,
// /demo and the order's pages together rendered three times what the server allows.
describe("the server's render budget", () => {
  it("is one for every page of a server: renders of one page leave none for another", () => {
    const now = 1_800_000_000_000;
    const clock = () => now;
    const checker = renderGate({ limiter: undefined, name: "/normativa/verifica", clock });
    const demo = renderGate({ limiter: undefined, name: "demo", clock });
    for (let i = 0; i < RENDERS_BUDGET.burst; i++) expect(checker("203.0.113.7")).toBeNull();
    expect(demo("198.51.100.9")).toEqual({ status: 503, retryAfterS: 5 });
  });

  it("is a server's own: another server's renders do not spend it", () => {
    const first = renderGate({ limiter: undefined, name: "demo", clock: () => 1 });
    const other = renderGate({ limiter: undefined, name: "demo", clock: () => 1 });
    for (let i = 0; i < RENDERS_BUDGET.burst; i++) first("203.0.113.7");
    expect(other("203.0.113.7")).toBeNull();
  });
});
