import { describe, expect, it } from "vitest";
import { createRateBudget, createWindowBudget, createWorkBudget, WorkBudgetBusy } from "./work-budget.server.ts";

describe("createRateBudget", () => {
  it("allows a burst at once, then the rate, and never more than the burst after a rest", () => {
    const budget = createRateBudget({ perSecond: 10, burst: 3 });
    const now = 1_000_000;
    expect([1, 2, 3, 4].map(() => budget.take(now))).toEqual([true, true, true, false]);
    // A tenth of a second gives one unit back, half of it nothing.
    expect(budget.take(now + 50)).toBe(false);
    expect(budget.take(now + 100)).toBe(true);
    expect(budget.take(now + 100)).toBe(false);
    // An hour of rest gives the burst back, not 36,000 units.
    const later = now + 3_600_000;
    expect([1, 2, 3, 4].map(() => budget.take(later))).toEqual([true, true, true, false]);
  });

  it("gives nothing back for a clock that steps backwards", () => {
    const budget = createRateBudget({ perSecond: 10, burst: 1 });
    expect(budget.take(5_000)).toBe(true);
    expect(budget.take(1_000)).toBe(false);
    expect(budget.take(1_050)).toBe(false);
  });
});

describe("createWorkBudget: reserve", () => {
  it("refuses at once when the queue is full, and a cancelled place frees it", async () => {
    const budget = createWorkBudget({ queue: 1 });
    const { promise: job, resolve: finish } = Promise.withResolvers<undefined>();
    const first = budget.reserve();
    const running = first.run(() => job);
    const second = budget.reserve();
    expect(() => budget.reserve()).toThrow(WorkBudgetBusy);
    second.cancel();
    const third = budget.reserve();
    finish(undefined);
    await running;
    await expect(third.run(() => Promise.resolve("drafted"))).resolves.toBe("drafted");
  });

  it("hands the turn on when the ticket that holds it is cancelled", async () => {
    const budget = createWorkBudget({ queue: 1, share: 1 });
    const holder = budget.reserve();
    const waiting = budget.reserve();
    holder.cancel();
    await expect(waiting.run(() => Promise.resolve("drafted"))).resolves.toBe("drafted");
  });
});

describe("createWindowBudget", () => {
  it("allows max in any window, then says when the oldest leaves it", () => {
    const budget = createWindowBudget({ max: 2, windowMs: 3_600_000 });
    expect(budget.take(0)).toEqual({ allowed: true });
    expect(budget.take(600_000)).toEqual({ allowed: true });
    expect(budget.take(1_200_000)).toEqual({ allowed: false, retryAfterS: 2_400 });
    // A refusal takes no place: the first leaves the window at one hour, the second ten minutes later.
    expect(budget.take(3_600_000)).toEqual({ allowed: true });
    expect(budget.take(3_600_001)).toEqual({ allowed: false, retryAfterS: 600 });
    expect(budget.take(4_200_000)).toEqual({ allowed: true });
  });

  it("gives one holder at most its share, and takes back a place given back", () => {
    const budget = createWindowBudget({ max: 6, windowMs: 3_600_000, perHolder: 2 });
    expect(budget.take(0, "a")).toEqual({ allowed: true });
    expect(budget.take(60_000, "a")).toEqual({ allowed: true });
    expect(budget.take(120_000, "a")).toEqual({ allowed: false, retryAfterS: 3_480, perHolder: true });
    // Others still find places; the holder's first leaves the window at one hour.
    expect(budget.take(120_000, "b")).toEqual({ allowed: true });
    expect(budget.take(3_600_000, "a")).toEqual({ allowed: true });
    // A place given back is free again at once, for the holder and for the whole budget.
    budget.giveBack(3_600_000, "a");
    expect(budget.take(3_600_001, "a")).toEqual({ allowed: true });
    for (const holder of ["c", "d", "e"]) expect(budget.take(3_600_002, holder)).toEqual({ allowed: true });
    expect(budget.take(3_600_003, "f")).toEqual({ allowed: false, retryAfterS: 60 });
  });
});
