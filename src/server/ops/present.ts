import type { OutboxTable } from "../db.server.ts";
import { cellText } from "../form-definition.server.ts";
import type { ExportColumn, FormRequest, FormTable } from "./form-tables.server.ts";
import { isoTime, romeTime } from "./format.ts";

/* How the commands show requests and e-mails: as a cell of text for people, as JSON for scripts. */

/** A stored value as the terminal and the CSV show it: Italian time, «sì»/«no», '' when empty. */
export function cellValue(column: ExportColumn, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (column.kind === "time") return romeTime(Number(value)).replace(", ", " ");
  if (column.kind === "flag") return Number(value) === 1 ? "sì" : "no";
  return cellText(value);
}

/** A request for the terminal: every field on its own line, after its heading. */
export function requestLines({ form, row }: FormRequest): string {
  const known = new Set(form.columns.map((column) => column.name));
  const lines = form.columns.map((column) => [column.heading, cellValue(column, row[column.name])]);
  // Columns a newer form stores that the list above does not name yet are shown as they are.
  for (const [name, value] of Object.entries(row)) {
    if (!known.has(name)) lines.push([name, cellText(value)]);
  }
  const width = Math.max(...lines.map(([heading = ""]) => heading.length));
  // A message's later lines start under its value, so no line of visitor text looks like a field.
  const indent = `\n${" ".repeat(width + 4)}`;
  return lines
    .map(([heading = "", value = ""]) => `  ${`${heading}:`.padEnd(width + 1)} ${value.replace(/\r?\n/g, indent)}`)
    .join("\n");
}

/** A request as JSON: its stored columns, instants as ISO 8601. */
export function requestJson({ form, row }: FormRequest): Record<string, unknown> {
  const kinds = new Map(form.columns.map((column) => [column.name, column.kind]));
  const fields = Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      kinds.get(name) === "time" && value !== null ? isoTime(Number(value)) : value,
    ]),
  );
  return { form: form.form, ...fields };
}

export function emailJson(email: OutboxTable): Record<string, unknown> {
  return {
    id: email.id,
    template: email.template,
    requestId: email.request_id,
    status: email.status,
    attempts: email.attempts,
    maxAttempts: email.max_attempts,
    nextAttemptAt: email.status === "pending" ? isoTime(email.run_at) : null,
    lastError: email.last_error,
    sentAt: isoTime(email.sent_at),
    createdAt: isoTime(email.created_at),
  };
}

export const EMAIL_HEADINGS = ["ID email", "Modello", "Stato", "Tentativi", "Ultimo errore"];

/** An e-mail as a row under EMAIL_HEADINGS. */
export function emailLine(email: OutboxTable): string[] {
  const state =
    email.status === "sent"
      ? `inviata il ${romeTime(email.sent_at)}`
      : email.status === "pending"
        ? `in attesa, prossimo tentativo ${romeTime(email.run_at)}`
        : "non consegnata";
  return [email.id, email.template, state, `${email.attempts}/${email.max_attempts}`, email.last_error ?? ""];
}

/** One sheet for every form: the union of their columns, in order, each named once. */
export function exportColumns(forms: readonly FormTable[]): ExportColumn[] {
  const columns: ExportColumn[] = [];
  for (const form of forms) {
    for (const column of form.columns) {
      if (!columns.some((known) => known.name === column.name)) columns.push(column);
    }
  }
  return columns;
}
