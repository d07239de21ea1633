import { type DemoAvailability, WEEKDAYS } from "../../config/demo-availability.ts";

/*
 * The slots /demo offers, from the operator's weekly hours (src/config/demo-availability.ts), in
 * Europe/Rome time. The list the page shows and the check of a booking are the same function,
 * so they cannot disagree. Pure: the time is an argument; no database (booked slots are removed
 * by the caller).
 */

export { ROME_TIME_ZONE as DEMO_TIME_ZONE, romeClock, romeInstant } from "../../lib/italian-date.ts";
import { romeClock, romeInstant } from "../../lib/italian-date.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Slot {
  /** Start and end, epoch milliseconds. */
  start: number;
  end: number;
  /** The Rome calendar day, AAAA-MM-GG. */
  day: string;
}

function dayParts(day: string): [number, number, number] {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return [year, month, date];
}

/** The day after `day`, AAAA-MM-GG. */
function nextDay(day: string): string {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), AAAA-MM-GG. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

/**
 * Italy's national holidays of a year (legge 260/1949 and later), with Easter Sunday and Easter
 * Monday, and 4 October from 2026, AAAA-MM-GG. The 4 October: legge 8 ottobre 2025, n. 151
 * (GU n. 236 del 10 ottobre 2025, in force from 1 January 2026), art. 1(2) adds "il 4 ottobre:
 * festa nazionale di San Francesco d'Assisi, patrono d'Italia" to art. 2 of legge 260/1949;
 * https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-10-08;151
 */
export function italianHolidays(year: number): Set<string> {
  const fixed = ["01-01", "01-06", "04-25", "05-01", "06-02", "08-15", "11-01", "12-08", "12-25", "12-26"];
  if (year >= 2026) fixed.push("10-04");
  const easter = easterSunday(year);
  return new Set([...fixed.map((date) => `${year}-${date}`), easter, nextDay(easter)]);
}

/** Whether a Rome calendar day is never offered: a holiday, the patron saint's day or a day off. */
export function isClosedDay(availability: DemoAvailability, day: string): boolean {
  const [year] = dayParts(day);
  return (
    italianHolidays(year).has(day) ||
    (availability.patronDay !== undefined && day.slice(5) === availability.patronDay.date) ||
    availability.daysOff.includes(day)
  );
}

function weekdayOf(day: string): (typeof WEEKDAYS)[number] {
  const [year, month, date] = dayParts(day);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7] ?? "lunedì";
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Every slot of one Rome day by the weekly hours, whatever the notice and the bookings. */
export function slotsOfDay(availability: DemoAvailability, day: string): Slot[] {
  if (isClosedDay(availability, day)) return [];
  const weekday = weekdayOf(day);
  const slots = new Map<number, Slot>();
  for (const window of availability.weekly) {
    if (!window.days.includes(weekday)) continue;
    const last = minutesOf(window.to) - availability.slotMinutes;
    for (
      let from = minutesOf(window.from);
      from <= last;
      from += availability.slotMinutes + availability.bufferMinutes
    ) {
      const start = romeInstant(day, from);
      const end = romeInstant(day, from + availability.slotMinutes);
      // A time the clocks skip does not exist: no slot starts or ends in it.
      if (start === null || end === null) continue;
      slots.set(start, { start, end, day });
    }
  }
  return [...slots.values()].sort((a, b) => a.start - b.start);
}

/**
 * The slots offered at `now`: from the least notice on, up to `weeksAhead` weeks from today
 * (Rome), on open days, as the weekly hours give them. Booked slots are not removed here.
 */
export function offeredSlots(availability: DemoAvailability, now: number): Slot[] {
  const earliest = now + availability.noticeHours * HOUR_MS;
  const slots: Slot[] = [];
  let day = romeClock(now).day;
  for (let index = 0; index < availability.weeksAhead * 7; index += 1, day = nextDay(day)) {
    for (const slot of slotsOfDay(availability, day)) if (slot.start >= earliest) slots.push(slot);
  }
  return slots;
}

/** The offered slot starting at `start`, or null (in the past, too soon, outside the hours). */
export function offeredSlot(availability: DemoAvailability, now: number, start: number): Slot | null {
  const day = romeClock(start).day;
  if (start < now + availability.noticeHours * HOUR_MS || start > now + (availability.weeksAhead * 7 + 1) * DAY_MS) {
    return null;
  }
  const slot = slotsOfDay(availability, day).find((candidate) => candidate.start === start);
  return slot && offeredSlots(availability, now).some((offered) => offered.start === start) ? slot : null;
}

/** The free slots nearest to `start` (before or after it), at most `count`, in time order. */
export function nearestSlots(free: readonly Slot[], start: number, count = 3): Slot[] {
  return [...free]
    .sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}
