import { type Command, OpsFailure } from "../command.ts";
import type { FormRequest } from "../form-tables.server.ts";
import { textTable } from "../format.ts";
import { emailsFor } from "../outbox-admin.server.ts";
import { cellValue, EMAIL_HEADINGS, emailJson, emailLine, requestJson } from "../present.ts";

/** Every field of the request, one per line, its heading before it. */
function fieldLines({ form, row }: FormRequest): string {
  const known = new Set(form.columns.map((column) => column.name));
  const lines = form.columns.map((column) => [column.heading, cellValue(column, row[column.name])]);
  // Columns a newer form stores that the list above does not name yet are shown as they are.
  for (const [name, value] of Object.entries(row)) {
    if (!known.has(name)) lines.push([name, value === null ? "" : String(value)]);
  }
  const width = Math.max(...lines.map(([heading = ""]) => heading.length));
  // A message's later lines start under its value, so no line of visitor text looks like a field.
  const indent = `\n${" ".repeat(width + 4)}`;
  return lines
    .map(([heading = "", value = ""]) => `  ${`${heading}:`.padEnd(width + 1)} ${value.replace(/\r?\n/g, indent)}`)
    .join("\n");
}

export const show: Command = {
  usage: "show <id>",
  summary: "Una richiesta, con tutti i suoi dati e le sue email",
  options: {},
  positionals: { required: ["id"] },
  async run(context, _flags, [id = ""]) {
    const found = await context.forms.find(id);
    if (!found) throw new OpsFailure(`Nessuna richiesta con ID ${id}.`);
    const emails = await emailsFor(context.database, [id]);
    return {
      data: { request: requestJson(found), emails: emails.map(emailJson) },
      text: [
        `Richiesta (${found.form.label}) ${id}\n`,
        fieldLines(found),
        `\nEmail (${emails.length}):\n`,
        emails.length === 0 ? "  nessuna" : textTable(EMAIL_HEADINGS, emails.map(emailLine), 80),
      ].join("\n"),
    };
  },
};
