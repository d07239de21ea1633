import { terminalSafe } from "./format.ts";

/** A byte-order mark first, so spreadsheets open the file as UTF-8 and accents survive. */
export const UTF8_BOM = "\uFEFF";

/**
 * A cell that a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe: a visitor's message must never run in the operator's
 * spreadsheet (CSV injection).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Controls are escaped as in the terminal (the CSV is often printed there, and a spreadsheet has
 * no use for them); line breaks stay, as LF inside a quoted cell.
 */
export function csvCell(value: string, separator: string): string {
  const safe = neutralizeFormula(terminalSafe(value.replace(/\r\n/g, "\n")));
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 with a choice of separator: CRLF line ends, quotes doubled inside quoted cells. */
export function toCsv(headings: readonly string[], rows: readonly (readonly string[])[], separator = ","): string {
  const lines = [headings, ...rows].map((cells) => cells.map((cell) => csvCell(cell, separator)).join(separator));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
