import { type Command, OpsFailure } from "../command.ts";
import { textTable } from "../format.ts";
import { emailsFor } from "../outbox-admin.server.ts";
import { EMAIL_HEADINGS, emailJson, emailLine, requestJson, requestLines } from "../present.ts";

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
        requestLines(found),
        `\nEmail (${emails.length}):\n`,
        emails.length === 0 ? "  nessuna" : textTable(EMAIL_HEADINGS, emails.map(emailLine), 80),
      ].join("\n"),
    };
  },
};
