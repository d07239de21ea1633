const ROME = new Intl.DateTimeFormat("it-IT", {
  timeZone: "Europe/Rome",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** '23/11/2026, 10:40' in Italian time: what the operator reads in the terminal and the CSV. */
export function romeTime(epochMs: number | null | undefined): string {
  return epochMs === null || epochMs === undefined ? "" : ROME.format(new Date(epochMs));
}

export function isoTime(epochMs: number | null | undefined): string | null {
  return epochMs === null || epochMs === undefined ? null : new Date(epochMs).toISOString();
}

/** A plain-text table with aligned columns; long cells are cut with an ellipsis. */
export function textTable(headings: readonly string[], rows: readonly (readonly string[])[], maxWidth = 60): string {
  const clip = (cell: string) => {
    const flat = cell.replace(/\s+/g, " ");
    return flat.length > maxWidth ? `${flat.slice(0, maxWidth - 1)}…` : flat;
  };
  const cells = [headings, ...rows].map((row) => row.map(clip));
  const widths = headings.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  const [head = [], ...body] = cells;
  return [line(head), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)].join("\n");
}
