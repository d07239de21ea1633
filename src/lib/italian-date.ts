/*
 * The one module that turns instants into Italian days and times (issue 28): every date the
 * site, its e-mails, its documents and the operator's tool show or compute is Rome's, whatever
 * the server's own time zone, and is formatted here. An instant is epoch milliseconds or a Date;
 * a calendar day is 'YYYY-MM-DD' (no time zone of its own).
 */

export const ROME_TIME_ZONE = "Europe/Rome";

const romeDayParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: ROME_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const romeLongDay = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: ROME_TIME_ZONE,
});
const romeDateTime = new Intl.DateTimeFormat("it-IT", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: ROME_TIME_ZONE,
});
const romeShortDateTime = new Intl.DateTimeFormat("it-IT", {
  timeZone: ROME_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const romeOffsetName = new Intl.DateTimeFormat("en-US", { timeZone: ROME_TIME_ZONE, timeZoneName: "longOffset" });
const calendarLongDay = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

type Instant = number | Date;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What a form's validation may know of the moment it runs: the instant and Rome's day of it. The
 * server builds it from the request's clock (src/server/api.server.ts), the island from the
 * browser's, so a rule such as "from tomorrow" reads no clock of its own and tests can fix it.
 */
export interface FormClock {
  now: number;
  /** Rome's day of `now`, YYYY-MM-DD. */
  today: string;
}

export function formClock(now: number): FormClock {
  return { now, today: romeIsoDay(now) };
}

/** The calendar day in Rome of an instant, as YYYY-MM-DD. */
export function romeIsoDay(at: Instant): string {
  return romeDayParts.format(at);
}

/** '9 gennaio 2025': the day in Rome of an instant. */
export function formatRomeDay(at: Instant): string {
  return romeLongDay.format(at);
}

/** '22 novembre 2026 alle ore 10:45', Italian time. */
export function formatRomeDateTime(at: Instant): string {
  return romeDateTime.format(at);
}

/** '23/11/2026, 10:40', Italian time: what the operator reads in the terminal and the CSV. */
export function formatRomeShortDateTime(at: Instant): string {
  return romeShortDateTime.format(at);
}

/** Rome's offset from UTC at an instant: '+01:00' in winter, '+02:00' in summer. */
export function romeOffset(at: Instant): string {
  const name = romeOffsetName.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
  // 'GMT+01:00'; ICU writes a zero offset as plain 'GMT', which Rome never has.
  return /GMT([+-]\d{2}:\d{2})/.exec(name)?.[1] ?? "+00:00";
}

/** True for a real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isIsoDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after (or before, when negative) a calendar day. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** '1 aprile 2026' for the calendar day 2026-04-01. */
export function formatIsoDay(isoDay: string): string {
  return calendarLongDay.format(new Date(`${isoDay}T12:00:00Z`));
}

/** The last instant of a calendar day in Rome, as an ISO string with that day's offset. */
export function romeDayEndInstant(isoDay: string): string {
  // Rome changes its clocks at 01:00 UTC, so noon has the offset the day ends with.
  return `${isoDay}T23:59:59${romeOffset(new Date(`${isoDay}T12:00:00Z`))}`;
}

// The wall clock of Rome, for the demo's slots (src/features/demo/slots.ts) and invitations.
const romeWallParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ROME_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The Rome wall clock at an instant. */
export function romeClock(at: number): { day: string; minutes: number; offsetMinutes: number } {
  const parts = Object.fromEntries(romeWallParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute, second] = ["year", "month", "day", "hour", "minute", "second"].map((key) =>
    Number(parts[key]),
  ) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return {
    day: `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    minutes: hour * 60 + minute,
    offsetMinutes: Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000),
  };
}

/**
 * The instant of a Rome wall-clock time, `minutes` after midnight of `day`; null when that time
 * does not exist (the hour skipped on the last Sunday of March). The hour repeated on the last
 * Sunday of October is read as its first occurrence (summer time).
 */
export function romeInstant(day: string, minutes: number): number | null {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
  for (const offset of [120, 60]) {
    const at = wall - offset * 60_000;
    if (romeClock(at).offsetMinutes === offset) return at;
  }
  return null;
}

const romeWeekdayLong = new Intl.DateTimeFormat("it-IT", {
  timeZone: ROME_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const romeTime = new Intl.DateTimeFormat("it-IT", {
  timeZone: ROME_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** «martedì 1 dicembre 2026», in Rome. */
export function formatRomeWeekdayDay(at: Instant): string {
  return romeWeekdayLong.format(new Date(at));
}

/** «10:00», in Rome. */
export function formatRomeTime(at: Instant): string {
  return romeTime.format(new Date(at));
}
