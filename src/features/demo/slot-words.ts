/*
 * A slot in Italian words, in Rome time: the page, the answer of the API and the e-mails say it
 * the same way. Browser-safe (src/lib/italian-date.ts).
 */

import { formatRomeTime, formatRomeWeekdayDay } from "../../lib/italian-date.ts";

/** «martedì 1 dicembre 2026». */
export function dayWords(at: number): string {
  return formatRomeWeekdayDay(at);
}

/** «10:00». */
export function timeWords(at: number): string {
  return formatRomeTime(at);
}

/** «alle 10:00», «all'1:30». */
function atTime(at: number): string {
  const time = timeWords(at);
  return time.startsWith("01:") ? `all'${time.slice(1)}` : `alle ${time}`;
}

/** «martedì 1 dicembre 2026 dalle 10:00 alle 10:30 (ora italiana)». */
export function slotWords(start: number, end: number): string {
  const from = timeWords(start);
  const since = from.startsWith("01:") ? `dall'${from.slice(1)}` : `dalle ${from}`;
  return `${dayWords(start)} ${since} ${atTime(end)} (ora italiana)`;
}

export interface SlotChoice {
  /** The value the form sends: the start as an ISO instant (UTC). */
  value: string;
  /** «10:00–10:30». */
  label: string;
}

export interface DayOfSlots {
  day: string;
  /** «martedì 1 dicembre 2026». */
  label: string;
  slots: SlotChoice[];
}

/** Slots grouped by Rome day, in time order: one group of choices per day. */
export function slotsByDay(slots: readonly { start: number; end: number; day: string }[]): DayOfSlots[] {
  const days = new Map<string, DayOfSlots>();
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    let group = days.get(slot.day);
    if (!group) days.set(slot.day, (group = { day: slot.day, label: dayWords(slot.start), slots: [] }));
    group.slots.push({
      value: new Date(slot.start).toISOString(),
      label: `${timeWords(slot.start)}–${timeWords(slot.end)}`,
    });
  }
  return [...days.values()];
}
