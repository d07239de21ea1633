import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { formBody } from "../../forms/fields.ts";
import { composeFromRow } from "../../server/compose-from-row.server.ts";
import type { ContactRequestTable } from "../../server/db.server.ts";
import { columnText, type FormModule, noticeColumns, REQUEST_COLUMNS } from "../../server/form-definition.server.ts";
import { contactFieldsSchema, contactMessages } from "./schema.ts";

export const CONTACT_NOTIFICATION = "contact-notification";

const bodySchema = formBody(contactFieldsSchema);

export type ContactBody = z.infer<typeof bodySchema>;

/* The e-mail renderer is loaded with the first e-mail (composeFromRow). */
const composeNotification = composeFromRow<ContactRequestTable>("contact_requests", {
  replyName: (row) => row.name,
  render: async (row, context) => {
    const { contactNotificationEmail } = await import("./emails/contact-notification.ts");
    return contactNotificationEmail(
      { name: row.name, email: row.email, message: row.message, receivedAt: row.created_at },
      context.retentionDays,
    );
  },
});

export const contactForm: FormModule<ContactBody> = {
  name: "contact",
  path: "/api/contact",
  schema: bodySchema,
  fieldKeys: new Set(Object.keys(contactFieldsSchema.shape)),
  failureMessage: contactMessages.sendFailure,
  // Sent without JavaScript too (docs/decisions/0045): without the work, one of the hour's few (0036).
  checks: { question: true, work: "budgeted" },
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
