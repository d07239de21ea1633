import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { formBody } from "../../forms/fields.ts";
import { messages } from "../../forms/messages.ts";
import type { Database } from "../../server/db.server.ts";
import { columnText, type FormModule, noticeColumns, REQUEST_COLUMNS } from "../../server/form-definition.server.ts";
import type { ComposeMail } from "../../server/mail.server.ts";
import { contactFieldsSchema } from "./schema.ts";

export const CONTACT_NOTIFICATION = "contact-notification";

const bodySchema = formBody(contactFieldsSchema);

export type ContactBody = z.infer<typeof bodySchema>;

/*
 * The e-mail renderer is loaded with the first e-mail: the operator's tool reads this module for
 * the form's table and view and never renders one.
 */
const composeNotification: ComposeMail = async (database: Database, requestId, context) => {
  const row = await database.db
    .selectFrom("contact_requests")
    .selectAll()
    .where("id", "=", requestId)
    .executeTakeFirst();
  if (!row) return null;
  const { contactNotificationEmail } = await import("./emails/contact-notification.ts");
  const email = await contactNotificationEmail(
    { name: row.name, email: row.email, message: row.message, receivedAt: row.created_at },
    context.retentionDays,
  );
  return {
    to: { name: context.site.operator.name, address: context.site.operator.email },
    replyTo: { name: row.name, address: row.email },
    ...email,
  };
};

export const contactForm: FormModule<ContactBody> = {
  name: "contact",
  path: "/api/contact",
  schema: bodySchema,
  fieldKeys: new Set(Object.keys(contactFieldsSchema.shape)),
  failureMessage: messages.contactSendFailure,
  async store(trx, body, { now }) {
    const id = randomUUID();
    await trx
      .insertInto("contact_requests")
      .values({
        id,
        name: body.name,
        email: body.email,
        message: body.message,
        ...noticeColumns(now),
      })
      .execute();
    return { ok: true, id, mails: [CONTACT_NOTIFICATION] };
  },
  templates: { [CONTACT_NOTIFICATION]: composeNotification },
  table: "contact_requests",
  retentionDays: (config) => config.site.retentionDays,
  ops: {
    label: "Contatto",
    addressColumns: ["email"],
    who: (row) => columnText(row, "name"),
    columns: [
      REQUEST_COLUMNS.id,
      REQUEST_COLUMNS.received,
      { name: "name", heading: "Nome e cognome", kind: "text" },
      REQUEST_COLUMNS.email,
      { name: "message", heading: "Messaggio", kind: "text" },
      ...REQUEST_COLUMNS.privacy,
    ],
  },
};
