import { romeDayEndInstant } from "../lib/italian-date.ts";

/**
 * The free-activation promotion runs through 23:59:59 of its last day in Europe/Rome
 * (decisions.md §9). These helpers are shared by the build and by the layout script.
 */

/** The instant the promotion ends, as an ISO string with the Rome offset of that day. */
export function promotionEndInstant(lastDay: string): string {
  return romeDayEndInstant(lastDay);
}

export function isPromotionActive(lastDay: string | null, now: Date): boolean {
  if (lastDay === null) return false;
  return now.getTime() <= Date.parse(promotionEndInstant(lastDay));
}
