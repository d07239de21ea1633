import { createSecretKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRequestLimiter } from "./rate-limit.server.ts";

/*
 * The in-memory gate (issue 25; the fresh security read's M1 and M2): a network over its budget
 * refuses before anything is created for the /64s inside it, and only requests that passed their
 * checks (hitShared) spend the budget a /64 shares with its neighbours.
 */
const key = createSecretKey(Buffer.alloc(32, 7));
const now = Date.parse("2026-03-02T09:00:00Z");
const limiter = () => createRequestLimiter({ key, max: 2, windowMs: 600_000, clock: () => now });
const inside48 = (n: number) => `2001:db8:48:${n.toString(16)}::/64`;

describe("createRequestLimiter", () => {
  it("refuses a /64 of a full /48 without creating its counter", () => {
    const gate = limiter();
    for (let n = 0; n < 8; n += 1) {
      expect(gate.hit("contact", inside48(n), now).allowed).toBe(true);
      expect(gate.reserveShared("contact", inside48(n), now).allowed).toBe(true);
    }
    const refused = gate.hit("contact", inside48(100), now);
    expect(refused).toEqual({ allowed: false, retryAfterS: 600 });
    expect(gate.count("contact", inside48(100), now)).toBe(0);
  });

  it("counts junk only in the client's own /64", () => {
    const gate = limiter();
    for (let n = 0; n < 50; n += 1) gate.hit("contact", inside48(n), now);
    expect(gate.hit("contact", inside48(999), now).allowed).toBe(true);
    // That /64's own second request is still within its budget, the third is not.
    expect(
      [gate.hit("contact", inside48(1), now), gate.hit("contact", inside48(1), now)].map((r) => r.allowed),
    ).toEqual([true, false]);
  });

  it("keeps an IPv4 client to its own budget", () => {
    const gate = limiter();
    expect([1, 2, 3].map(() => gate.hit("kit", "192.0.2.1", now).allowed)).toEqual([true, true, false]);
    expect(gate.hit("kit", "192.0.2.2", now).allowed).toBe(true);
  });

  it("keeps a full /48 closed however many other clients come (security read 2, L1)", () => {
    const gate = limiter();
    for (let n = 0; n < 8; n += 1) gate.reserveShared("contact", inside48(n), now);
    for (let n = 0; n < 100_001; n += 1) gate.hit("contact", `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, now);
    expect(gate.hit("contact", inside48(500), now).allowed).toBe(false);
  });
});
