import { formatRomeShortDateTime } from "../../lib/italian-date.ts";

/** '23/11/2026, 10:40' in Italian time: what the operator reads in the terminal and the CSV. */
export function romeTime(epochMs: number | null | undefined): string {
  return epochMs === null || epochMs === undefined ? "" : formatRomeShortDateTime(epochMs);
}

export function isoTime(epochMs: number | null | undefined): string | null {
  return epochMs === null || epochMs === undefined ? null : new Date(epochMs).toISOString();
}

/**
 * Characters a terminal acts on or that reorder what it shows: C0 controls but tab, line feed and
 * a CR right before one (the CSV's line ends), DEL, C1 controls, the bidi marks, embeddings, overrides and isolates, and the Unicode line and
 * paragraph separators. Visitor text holds whatever a visitor sent: printed raw, ESC ] 52 writes to
 * the operator's clipboard, CR and cursor moves rewrite earlier lines (security review §7).
 */
const TERMINAL_CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;

/** The text with every terminal control written as \uXXXX, so the operator sees it and the terminal ignores it. */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A plain-text table with aligned columns; long cells are cut with an ellipsis. */
export function textTable(headings: readonly string[], rows: readonly (readonly string[])[], maxWidth = 60): string {
  const clip = (cell: string) => {
    const flat = terminalSafe(cell.replace(/\s+/g, " "));
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
