import { romeIsoDay } from "../../lib/italian-date.ts";
import type { Database } from "../db.server.ts";
import { type FormTable, listRequests } from "./form-tables.server.ts";

/** ISO 8601 week ('2026-W09') of the day the instant falls on in Italy. */
export function isoWeek(epochMs: number): string {
  const [year, month, day] = romeIsoDay(epochMs).split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const weekday = date.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const isoYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(isoYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${isoYear}-W${String(week).padStart(2, "0")}`;
}

export interface WeekStats {
  week: string;
  /** Requests per form name. */
  requests: Record<string, number>;
  /** E-mails of the week's requests that were given up on (dead) or are still waiting. */
  dead: number;
  pending: number;
  /** E-mails that needed more than one attempt: the mail server refused or did not answer. */
  retried: number;
}

export async function weeklyStats(
  database: Database,
  forms: readonly FormTable[],
  since: number,
): Promise<WeekStats[]> {
  const weeks = new Map<string, WeekStats>();
  const weekOf = (epochMs: number) => {
    const key = isoWeek(epochMs);
    let stats = weeks.get(key);
    if (!stats) {
      stats = {
        week: key,
        requests: Object.fromEntries(forms.map((form) => [form.form, 0])),
        dead: 0,
        pending: 0,
        retried: 0,
      };
      weeks.set(key, stats);
    }
    return stats;
  };
  for (const { form, row } of await listRequests(database, forms, since)) {
    const stats = weekOf(row.created_at);
    stats.requests[form.form] = (stats.requests[form.form] ?? 0) + 1;
  }
  const emails = await database.db
    .selectFrom("outbox")
    .select(["status", "attempts", "created_at"])
    .where("created_at", ">=", since)
    .execute();
  for (const email of emails) {
    const stats = weekOf(email.created_at);
    if (email.status === "dead") stats.dead += 1;
    if (email.status === "pending") stats.pending += 1;
    if (email.attempts > 1) stats.retried += 1;
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}
