import { describe, expect, it } from "vitest";
import { isPromotionActive, promotionEndInstant } from "./promotion.ts";

describe("promotion", () => {
  it("ends at 23:59:59 Europe/Rome of its last day, summer and winter", () => {
    expect(promotionEndInstant("2025-09-15")).toBe("2025-09-15T23:59:59+02:00");
    expect(promotionEndInstant("2026-01-31")).toBe("2026-01-31T23:59:59+01:00");
  });

  it("is active through the last day and off after it, or when none is set", () => {
    expect(isPromotionActive("2025-09-15", new Date("2025-09-15T21:59:00Z"))).toBe(true);
    expect(isPromotionActive("2025-09-15", new Date("2025-09-15T22:00:00Z"))).toBe(false);
    expect(isPromotionActive(null, new Date("2000-01-01"))).toBe(false);
  });
});
