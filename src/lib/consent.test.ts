import { describe, expect, it } from "vitest";
import { needsConsent } from "./consent.ts";

const now = new Date("2026-11-22T10:00:00Z");

describe("needsConsent", () => {
  it("asks when nothing is stored or the value is unknown", () => {
    expect(needsConsent({ choice: null, date: null }, now)).toBe(true);
    expect(needsConsent({ choice: "yes", date: now.toISOString() }, now)).toBe(true);
    expect(needsConsent({ choice: "accepted", date: null }, now)).toBe(true);
    expect(needsConsent({ choice: "accepted", date: "not a date" }, now)).toBe(true);
  });

  it("does not ask again within six months of either choice", () => {
    expect(needsConsent({ choice: "accepted", date: "2026-06-01T00:00:00Z" }, now)).toBe(false);
    expect(needsConsent({ choice: "declined", date: "2026-11-01T00:00:00Z" }, now)).toBe(false);
  });

  it("asks again after six months", () => {
    expect(needsConsent({ choice: "accepted", date: "2026-05-21T00:00:00Z" }, now)).toBe(true);
    expect(needsConsent({ choice: "declined", date: "2025-01-01T00:00:00Z" }, now)).toBe(true);
  });

  it("asks when the stored date lies in the future", () => {
    expect(needsConsent({ choice: "accepted", date: "2027-01-01T00:00:00Z" }, now)).toBe(true);
  });
});
