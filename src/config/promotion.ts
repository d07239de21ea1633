/**
 * The free-activation promotion runs through 23:59:59 of its last day in Europe/Rome
 * (decisions.md §9). These helpers are shared by the build and by the layout script.
 */

/** The instant the promotion ends, as an ISO string with the Rome offset of that day. */
export function promotionEndInstant(lastDay: string): string {
  const noonUtc = new Date(`${lastDay}T12:00:00Z`);
  const offset = romeOffset(noonUtc);
  return `${lastDay}T23:59:59${offset}`;
}

export function isPromotionActive(lastDay: string | null, now: Date): boolean {
  if (lastDay === null) return false;
  return now.getTime() <= Date.parse(promotionEndInstant(lastDay));
}

/** '15/09/2025' as printed on the badge. */
export function formatPromotionDay(lastDay: string): string {
  const [year, month, day] = lastDay.split("-");
  return `${day}/${month}/${year}`;
}

function romeOffset(at: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Rome", timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT+01:00";
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return match?.[1] ?? "+01:00";
}
