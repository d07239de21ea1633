import type { Kysely } from "kysely";
import type { Database } from "./db.server.ts";
import type { ComposeMail, MailContent, MailContext } from "./mail.server.ts";

/*
 * The shape every operator notification repeats: read the request's row by id (null once it was
 * purged or erased), render the e-mail, send it to the operator with Reply-To the visitor. The
 * renderer is passed as a function that imports the template on first use, so the operator's
 * tool, which reads the form's module for its table, never loads the e-mail code.
 */

/** A request row as the helper reads it: any columns, with the visitor's address. */
export type RowOf = Record<string, unknown> & { id: string; email: string };

export function composeFromRow<Row extends { id: string; email: string }>(
  table: string,
  {
    render,
    replyName = () => "",
  }: {
    render: (row: Row, context: MailContext) => Promise<Pick<MailContent, "subject" | "html" | "text">>;
    /** The visitor's name for Reply-To; "" when the form asks for none. */
    replyName?: (row: Row) => string;
  },
): ComposeMail {
  return async (database: Database, requestId: string, context: MailContext) => {
    const loose = database.db as unknown as Kysely<Record<string, RowOf>>;
    const row = (await loose.selectFrom(table).selectAll().where("id", "=", requestId).executeTakeFirst()) as
      Row | undefined;
    if (!row) return null;
    const email = await render(row, context);
    return {
      to: { name: context.site.operator.name, address: context.site.operator.email },
      replyTo: { name: replyName(row), address: row.email },
      ...email,
    };
  };
}
