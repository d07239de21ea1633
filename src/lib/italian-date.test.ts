import { describe, expect, it } from "vitest";
import {
  addDays,
  formatIsoDay,
  formatRomeDateTime,
  formatRomeDay,
  formatRomeShortDateTime,
  isIsoDay,
  romeDayEndInstant,
  romeIsoDay,
  romeOffset,
} from "./italian-date.ts";

/*
 * Rome is UTC+1 in winter and UTC+2 in summer; in 2026 the clocks go forward at 01:00 UTC on
 * 29 March and back at 01:00 UTC on 25 October. Each case sits just before or just after a
 * boundary, where a formatter in the server's time zone (or in UTC) would give another answer.
 */
const at = (iso: string) => Date.parse(iso);

describe("the day in Rome of an instant", () => {
  it.each([
    ["2026-01-15T22:59:59Z", "2026-01-15"],
    ["2026-01-15T23:00:00Z", "2026-01-16"],
    ["2026-07-15T21:59:59Z", "2026-07-15"],
    ["2026-07-15T22:00:00Z", "2026-07-16"],
    // The night the clocks go forward: 00:30 in Rome is 23:30 UTC the day before.
    ["2026-03-28T23:30:00Z", "2026-03-29"],
    ["2026-03-29T21:59:59Z", "2026-03-29"],
    ["2026-03-29T22:00:00Z", "2026-03-30"],
    // The night they go back: midnight is 22:00 UTC before, 23:00 UTC after.
    ["2026-10-24T22:00:00Z", "2026-10-25"],
    ["2026-10-25T22:59:59Z", "2026-10-25"],
    ["2026-10-25T23:00:00Z", "2026-10-26"],
    ["2026-12-31T23:00:00Z", "2027-01-01"],
  ])("%s is %s", (instant, day) => {
    expect(romeIsoDay(at(instant))).toBe(day);
    expect(romeIsoDay(new Date(instant))).toBe(day);
  });
});

describe("Rome's offset", () => {
  it.each([
    ["2026-03-29T00:59:59Z", "+01:00"],
    ["2026-03-29T01:00:00Z", "+02:00"],
    ["2026-10-25T00:59:59Z", "+02:00"],
    ["2026-10-25T01:00:00Z", "+01:00"],
  ])("at %s is %s", (instant, offset) => {
    expect(romeOffset(at(instant))).toBe(offset);
  });

  it.each([
    ["2026-03-28", "2026-03-28T23:59:59+01:00"],
    ["2026-03-29", "2026-03-29T23:59:59+02:00"],
    ["2026-10-24", "2026-10-24T23:59:59+02:00"],
    ["2026-10-25", "2026-10-25T23:59:59+01:00"],
  ])("ends %s at %s", (day, end) => {
    expect(romeDayEndInstant(day)).toBe(end);
    expect(romeIsoDay(Date.parse(end))).toBe(day);
    expect(romeIsoDay(Date.parse(end) + 1000)).toBe(addDays(day, 1));
  });
});

describe("Italian formats", () => {
  it("writes an instant as Rome's day and time", () => {
    expect(formatRomeDay(at("2025-01-08T23:30:00Z"))).toBe("9 gennaio 2025");
    expect(formatRomeDateTime(at("2026-11-22T09:45:00Z"))).toBe("22 novembre 2026 alle ore 10:45");
    expect(formatRomeDateTime(at("2026-07-22T09:45:00Z"))).toBe("22 luglio 2026 alle ore 11:45");
    expect(formatRomeShortDateTime(at("2026-11-23T09:40:00Z"))).toBe("23/11/2026, 10:40");
    // The hour that happens twice when the clocks go back.
    expect(formatRomeShortDateTime(at("2026-10-25T00:30:00Z"))).toBe("25/10/2026, 02:30");
    expect(formatRomeShortDateTime(at("2026-10-25T01:30:00Z"))).toBe("25/10/2026, 02:30");
  });

  it("writes a calendar day without moving it", () => {
    expect(formatIsoDay("2026-04-01")).toBe("1 aprile 2026");
    expect(formatIsoDay("2026-03-29")).toBe("29 marzo 2026");
    expect(formatIsoDay("2026-10-25")).toBe("25 ottobre 2026");
  });
});

describe("calendar days", () => {
  it.each([
    ["2026-03-28", 1, "2026-03-29"],
    ["2026-03-29", 1, "2026-03-30"],
    ["2026-10-25", 1, "2026-10-26"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-11-28", 30, "2026-12-28"],
    ["2026-03-01", -1, "2026-02-28"],
  ])("%s plus %i is %s", (day, days, result) => {
    expect(addDays(day, days)).toBe(result);
  });

  it.each([
    ["2026-03-29", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-3-29", false],
    ["29/03/2026", false],
    ["2026-03-29T00:00", false],
    ["", false],
  ])("%j is a calendar day: %s", (value, valid) => {
    expect(isIsoDay(value)).toBe(valid);
  });
});
