import { addressArgument } from "../arguments.ts";
import type { Command } from "../command.ts";
import { isoTime } from "../format.ts";
import { emailJson, requestJson } from "../present.ts";

/** GDPR art. 15: a copy for the data subject, so JSON with or without --json (no text of its own). */
export const access: Command = {
  usage: "access <email>",
  summary: "Tutto ciò che è conservato su un indirizzo, in JSON (GDPR art. 15)",
  options: {},
  positionals: { required: ["email"] },
  async run(context, _flags, [text = ""]) {
    const data = await context.forms.about(addressArgument(text));
    return {
      data: {
        address: data.address,
        variants: data.variants,
        generatedAt: isoTime(context.now),
        requests: data.requests.map(requestJson),
        // Somebody else's request naming the address: which fields, not that person's data.
        mentionedIn: data.mentions.map((mention) => ({
          form: mention.form.form,
          id: mention.row.id,
          createdAt: isoTime(mention.row.created_at),
          fields: mention.columns.map(
            (column) => mention.form.columns.find((known) => known.name === column.name)?.heading ?? column.name,
          ),
        })),
        emails: data.emails.map(emailJson),
        mailFiles: data.mailFiles,
      },
    };
  },
};
