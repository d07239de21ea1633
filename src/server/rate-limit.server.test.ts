import { createSecretKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createRequestLimiter,
  demoPageRendersPerWindow,
  demoRefusalPagesPerWindow,
  quoteRendersPerWindow,
  worklessPerClient,
} from "./rate-limit.server.ts";

/*
 * The in-memory gate (issue 25; the fresh security read's M1 and M2): a network over its budget
 * refuses before anything is created for the /64s inside it, and only requests that passed their
 * checks (hitShared) spend the budget a /64 shares with its neighbours.
 */
const key = createSecretKey(Buffer.alloc(32, 7));
const now = Date.parse("2026-03-02T09:00:00Z");
const limiter = () => createRequestLimiter({ key, max: 2, windowMs: 600_000, clock: () => now });
/** A /64 of the /48 2001:db8:48::/48: the first /64 of its nth /56 (n < 256), so each n is its own /56. */
const inside48 = (n: number) => `2001:db8:48:${(n << 8).toString(16)}::/64`;
/** The nth /64 (n < 256) of the /56 2001:db8:56:<block>00::/56. */
const inside56 = (block: number, n: number) => `2001:db8:56:${((block << 8) | n).toString(16)}::/64`;

describe("createRequestLimiter", () => {
  it("refuses a /64 of a full /48 without creating its counter", () => {
    const gate = limiter();
    // max 2, a /48 eight times that: sixteen reservations, one from each of sixteen /56s.
    for (let n = 0; n < 16; n += 1) {
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
    expect(gate.hit("contact", inside48(200), now).allowed).toBe(true);
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
    for (let n = 0; n < 16; n += 1) gate.reserveShared("contact", inside48(n), now);
    for (let n = 0; n < 100_001; n += 1) gate.hit("contact", `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, now);
    expect(gate.hit("contact", inside48(500), now).allowed).toBe(false);
  });

  it("keeps a client's spent counter however many new clients fill the map (security read 6, L)", () => {
    const gate = limiter();
    expect([1, 2, 3].map(() => gate.hit("contact", "192.0.2.1", now).allowed)).toEqual([true, true, false]);
    // Junk from more addresses than the map holds: each a new counter, none spent.
    for (let n = 0; n < 100_001; n += 1) gate.hit("contact", `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, now);
    expect(gate.hit("contact", "192.0.2.1", now).allowed).toBe(false);
    expect(gate.hit("contact", inside48(3), now).allowed).toBe(true);
  });

  it("counts the /64s of one /56 together: one /56 cannot spend its /48's budget (security read 6, M2)", () => {
    const gate = limiter();
    // max 2, a /56 twice that: four reservations from four /64s, then refused.
    for (let n = 0; n < 4; n += 1) {
      expect(gate.hit("contact", inside56(0, n), now).allowed).toBe(true);
      expect(gate.reserveShared("contact", inside56(0, n), now).allowed).toBe(true);
    }
    expect(gate.reserveShared("contact", inside56(0, 4), now).allowed).toBe(false);
    // Its /64s now refuse before counting anything; a neighbour in another /56 of that /48 does not.
    expect(gate.hit("contact", inside56(0, 200), now).allowed).toBe(false);
    expect(gate.count("contact", inside56(0, 200), now)).toBe(0);
    expect(gate.hit("contact", inside56(1, 0), now).allowed).toBe(true);
    expect(gate.reserveShared("contact", inside56(1, 0), now).allowed).toBe(true);
  });

  it("spends nothing of the /48 for a reservation its /56 refused: the /48 still takes its eight /64s' worth", () => {
    const gate = limiter();
    for (let n = 0; n < 4; n += 1) gate.reserveShared("contact", inside56(0, n), now);
    for (let n = 0; n < 100; n += 1) expect(gate.reserveShared("contact", inside56(0, 4), now).allowed).toBe(false);
    // The /48's sixteen: four from the full /56, twelve more from three others, then none.
    const others = [];
    for (let n = 0; n < 16; n += 1)
      others.push(gate.reserveShared("contact", inside56(1 + (n >> 2), n & 3), now).allowed);
    expect(others).toEqual([...Array<boolean>(12).fill(true), false, false, false, false]);
  });

  it("caps a /32 at thirty-two /64s' worth, however many /48s and /56s it spreads over", () => {
    const gate = limiter();
    const at = (n: number) => `2001:db9:${(n >> 2).toString(16)}:${((n & 3) << 8).toString(16)}::/64`;
    // max 2: sixty-four reservations, four from each /48 (one from each of its first four /56s).
    const reserved = [];
    for (let n = 0; n < 66; n += 1) reserved.push(gate.reserveShared("contact", at(n), now).allowed);
    expect(reserved).toEqual([...Array<boolean>(64).fill(true), false, false]);
    expect(gate.hit("contact", "2001:db9:ffff:1::/64", now).allowed).toBe(false);
  });
});

describe("the budgets per client that follow RATE_LIMIT_MAX", () => {
  it("gives quote renders half RATE_LIMIT_MAX, at least 5, as the order's browser tests need", () => {
    expect([1, 9, 10, 11, 1000].map(quoteRendersPerWindow)).toEqual([5, 5, 5, 5, 500]);
  });

  it("gives /demo twice RATE_LIMIT_MAX renders and as many refusal pages as bookings", () => {
    expect([10, 1000].map(demoPageRendersPerWindow)).toEqual([20, 2000]);
    expect([10, 1000].map(demoRefusalPagesPerWindow)).toEqual([10, 1000]);
  });

  it("gives one client 2 of the hour's 6 work-less places at the default, never more than the 6", () => {
    expect([1, 10, 15, 20, 1000].map((max) => worklessPerClient(max, 6))).toEqual([2, 2, 3, 4, 6]);
  });
});
