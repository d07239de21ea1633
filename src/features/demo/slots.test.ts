import { describe, expect, it } from "vitest";
import { type DemoAvailability, demoAvailabilitySchema } from "../../config/demo-availability.ts";
import { slotWords, slotsByDay } from "./slot-words.ts";
import {
  easterSunday,
  italianHolidays,
  nearestSlots,
  offeredSlot,
  offeredSlots,
  romeInstant,
  slotsOfDay,
} from "./slots.ts";

const weekdays = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì"] as const;

function availability(extra: Record<string, unknown> = {}): DemoAvailability {
  return demoAvailabilitySchema.parse({
    weekly: [{ days: weekdays, from: "10:00", to: "12:00" }],
    slotMinutes: 30,
    bufferMinutes: 15,
    weeksAhead: 2,
    noticeHours: 24,
    callLink: "https://video.esempio.it/demo",
    ...extra,
  });
}

const utc = (iso: string) => Date.parse(iso);
const starts = (slots: { start: number }[]) => slots.map((slot) => new Date(slot.start).toISOString());

describe("demo availability in the operator's facts", () => {
  it.each([
    [{ weekly: [] }, "weekly", "indica almeno una fascia oraria"],
    [{ weekly: [{ days: ["lun"], from: "10:00", to: "12:00" }] }, "weekly.0.days.0", "ogni giorno deve essere"],
    [{ weekly: [{ days: ["lunedì"], from: "12:00", to: "10:00" }] }, "weekly.0", "«from» deve venire prima di «to»"],
    [{ weekly: [{ days: ["lunedì"], from: "9", to: "10:00" }] }, "weekly.0.from", "deve essere un orario HH:MM"],
    [{ slotMinutes: 5 }, "slotMinutes", "deve essere almeno 10"],
    [{ daysOff: ["24/12/2026"] }, "daysOff.0", "deve essere una data AAAA-MM-GG"],
    [{ patronDay: { name: "San Giovanni", date: "24-06" } }, "patronDay.date", "deve essere una data MM-GG"],
    [{ callLink: "http://video.esempio.it" }, "callLink", "deve essere un indirizzo https://"],
    [{ callLink: undefined }, "callLink", "indica callLink oppure callLinkPattern"],
    [
      { callLink: undefined, callLinkPattern: "https://meet.esempio.it/demo" },
      "callLinkPattern",
      "deve contenere {id}",
    ],
  ])("%j → %s: %s", (change, at, message) => {
    const result = demoAvailabilitySchema.safeParse({ ...availability(), ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path.join(".") === at);
    expect(issue?.message).toContain(message);
  });
});

describe("Italian holidays", () => {
  it.each([
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2030, "2030-04-21"],
  ])("Easter %i is %s", (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it("has the national holidays, Easter Monday and 4 October from 2026", () => {
    const holidays = italianHolidays(2027);
    for (const day of ["2027-01-01", "2027-01-06", "2027-03-29", "2027-04-25", "2027-05-01", "2027-06-02"])
      expect(holidays.has(day)).toBe(true);
    for (const day of ["2027-08-15", "2027-10-04", "2027-11-01", "2027-12-08", "2027-12-25", "2027-12-26"])
      expect(holidays.has(day)).toBe(true);
    expect(holidays.has("2027-03-30")).toBe(false);
    expect(italianHolidays(2025).has("2025-10-04")).toBe(false);
  });

  it("never offers Easter Monday, the patron saint's day or a day off", () => {
    const demo = availability({ patronDay: { name: "Sant'Ambrogio", date: "12-07" }, daysOff: ["2026-12-10"] });
    expect(slotsOfDay(demo, "2027-03-29")).toEqual([]); // Pasquetta, a Monday
    expect(slotsOfDay(demo, "2026-12-07")).toEqual([]); // Sant'Ambrogio, a Monday
    expect(slotsOfDay(demo, "2026-12-08")).toEqual([]); // Immacolata
    expect(slotsOfDay(demo, "2026-12-10")).toEqual([]); // day off
    expect(slotsOfDay(demo, "2026-12-09")).toHaveLength(3);
  });
});

describe("slots in Rome time", () => {
  it("cuts the window into calls with the buffer between them, none past its end", () => {
    expect(starts(slotsOfDay(availability(), "2026-12-01"))).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-01T09:45:00.000Z",
      "2026-12-01T10:30:00.000Z",
    ]);
  });

  it("keeps the wall clock across the last Sunday of March (10:00 is 09:00Z, then 08:00Z)", () => {
    const demo = availability({ weekly: [{ days: ["sabato", "domenica", "lunedì"], from: "10:00", to: "10:30" }] });
    // 2028 (in 2027 the last Sunday of March is Easter, never offered).
    expect(starts(slotsOfDay(demo, "2028-03-25"))).toEqual(["2028-03-25T09:00:00.000Z"]);
    expect(starts(slotsOfDay(demo, "2028-03-26"))).toEqual(["2028-03-26T08:00:00.000Z"]);
    expect(starts(slotsOfDay(demo, "2028-03-27"))).toEqual(["2028-03-27T08:00:00.000Z"]);
    expect(slotsOfDay(demo, "2027-03-28")).toEqual([]);
  });

  it("keeps the wall clock across the last Sunday of October (10:00 is 08:00Z, then 09:00Z)", () => {
    const demo = availability({ weekly: [{ days: ["sabato", "domenica"], from: "10:00", to: "10:30" }] });
    expect(starts(slotsOfDay(demo, "2026-10-24"))).toEqual(["2026-10-24T08:00:00.000Z"]);
    expect(starts(slotsOfDay(demo, "2026-10-25"))).toEqual(["2026-10-25T09:00:00.000Z"]);
  });

  it("offers no slot in the hour the clocks skip, and the repeated hour once", () => {
    const night = availability({
      weekly: [{ days: ["domenica"], from: "01:30", to: "03:30" }],
      slotMinutes: 30,
      bufferMinutes: 0,
    });
    // 26 March 2028: 02:00–03:00 does not exist; a call at 01:30 would end at 02:00, which does not either.
    expect(starts(slotsOfDay(night, "2028-03-26"))).toEqual(["2028-03-26T01:00:00.000Z"]); // 03:00 CEST
    expect(romeInstant("2028-03-26", 150)).toBeNull();
    // 25 October 2026: 02:00–03:00 happens twice; each wall-clock start is offered once.
    const october = starts(slotsOfDay(night, "2026-10-25"));
    expect(october).toEqual([
      "2026-10-24T23:30:00.000Z",
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T00:30:00.000Z",
      "2026-10-25T02:00:00.000Z",
    ]);
  });

  it("offers from the least notice to the weeks ahead, and the check agrees with the list", () => {
    const now = utc("2026-11-30T09:10:00Z"); // Monday 10:10 in Rome
    const list = offeredSlots(availability(), now);
    expect(new Date(list[0]?.start ?? 0).toISOString()).toBe("2026-12-01T09:45:00.000Z");
    expect(list.at(-1)?.day).toBe("2026-12-11");
    expect(list.every((slot) => offeredSlot(availability(), now, slot.start)?.start === slot.start)).toBe(true);
    expect(offeredSlot(availability(), now, utc("2026-12-01T09:00:00Z"))).toBeNull(); // under 24 hours
    expect(offeredSlot(availability(), now, utc("2026-11-20T09:00:00Z"))).toBeNull(); // past
    expect(offeredSlot(availability(), now, utc("2026-12-02T09:10:00Z"))).toBeNull(); // not a slot's start
    expect(offeredSlot(availability(), now, utc("2026-12-05T09:00:00Z"))).toBeNull(); // Saturday
    expect(offeredSlot(availability(), now, utc("2026-12-15T09:00:00Z"))).toBeNull(); // past the weeks ahead
  });

  it("finds the free slots nearest to a taken one", () => {
    const list = offeredSlots(availability(), utc("2026-11-30T09:10:00Z"));
    const taken = utc("2026-12-02T09:45:00Z");
    const free = list.filter((slot) => slot.start !== taken);
    // 11:30 the day before is nearer (22¼ hours) than 10:00 the day after (23¼ hours).
    expect(starts(nearestSlots(free, taken))).toEqual([
      "2026-12-01T10:30:00.000Z",
      "2026-12-02T09:00:00.000Z",
      "2026-12-02T10:30:00.000Z",
    ]);
  });
});

describe("slots in words", () => {
  it("writes the day and the times out in Italian, Rome time", () => {
    expect(slotWords(utc("2026-12-01T09:00:00Z"), utc("2026-12-01T09:30:00Z"))).toBe(
      "martedì 1 dicembre 2026 dalle 10:00 alle 10:30 (ora italiana)",
    );
    expect(slotWords(utc("2027-07-01T23:30:00Z"), utc("2027-07-02T00:00:00Z"))).toContain("dall'1:30");
  });

  it("groups the slots by day", () => {
    const groups = slotsByDay(offeredSlots(availability(), utc("2026-11-30T09:10:00Z")).slice(0, 4));
    expect(groups.map((group) => group.label)).toEqual(["martedì 1 dicembre 2026", "mercoledì 2 dicembre 2026"]);
    expect(groups[0]?.slots).toEqual([
      { value: "2026-12-01T09:45:00.000Z", label: "10:45–11:15" },
      { value: "2026-12-01T10:30:00.000Z", label: "11:30–12:00" },
    ]);
  });
});
