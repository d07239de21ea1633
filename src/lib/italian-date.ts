const longDay = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** '1 aprile 2026' for 2026-04-01. */
export function formatIsoDay(isoDay: string): string {
  return longDay.format(new Date(`${isoDay}T12:00:00Z`));
}
