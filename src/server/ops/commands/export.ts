import { formsFrom, sinceFrom, stringFlag } from "../arguments.ts";
import { type Command, UsageError } from "../command.ts";
import { toCsv } from "../csv.ts";
import { cellValue, exportColumns, requestJson } from "../present.ts";

export const exportCommand: Command = {
  usage: "export [--form {forms}] [--since 30d] [--separator ';'|',']",
  summary: "Le richieste in CSV (UTF-8 con BOM) sullo standard output",
  options: { form: { type: "string" }, since: { type: "string" }, separator: { type: "string" } },
  positionals: { required: [] },
  async run(context, flags) {
    const separator = stringFlag(flags, "separator") ?? ";";
    if (separator !== ";" && separator !== ",") {
      throw new UsageError(`Separatore non valido: «${separator}». Usa ';' (Excel in italiano) o ','.`);
    }
    const forms = await formsFrom(context, flags);
    const found = await context.forms.list(forms, sinceFrom(flags, context.now, null));
    const columns = exportColumns(forms);
    const rows = found.map(({ form, row }) => [
      form.label,
      ...columns.map((column) => (column.name in row ? cellValue(column, row[column.name]) : "")),
    ]);
    return {
      data: found.map(requestJson),
      document: toCsv(["Modulo", ...columns.map((column) => column.heading)], rows, separator),
    };
  },
};
