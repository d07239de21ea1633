import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { formBody } from "../../forms/fields.ts";
import { composeFromRow } from "../../server/compose-from-row.server.ts";
import type { RequestRowBase } from "../../server/db.server.ts";
import { columnText, type FormModule, noticeColumns, REQUEST_COLUMNS } from "../../server/form-definition.server.ts";
import { demoFieldsSchema, demoMessages } from "./schema.ts";

export const DEMO_NOTIFICATION = "demo-notification";

/** A row of demo_requests (its migration: src/server/migrations/, requestTable()). */
export interface DemoRequestTable extends RequestRowBase {
  name: string;
  message: string;
}

// The table joins the database's schema from here: nothing in src/server is edited for it.
declare module "../../server/db.server.ts" {
  interface Tables {
    demo_requests: DemoRequestTable;
  }
}

const bodySchema = formBody(demoFieldsSchema);

export type DemoBody = z.infer<typeof bodySchema>;

/* The e-mail renderer is loaded with the first e-mail (composeFromRow). */
const composeNotification = composeFromRow<DemoRequestTable>("demo_requests", {
  replyName: (row) => row.name,
  render: async (row, context) => {
    const { demoNotificationEmail } = await import("./emails/demo-notification.ts");
    return demoNotificationEmail(row, context.retentionDays);
  },
});

export const demoForm: FormModule<DemoBody> = {
  name: "demo",
  path: "/api/demo",
  schema: bodySchema,
  fieldKeys: new Set(Object.keys(demoFieldsSchema.shape)),
  failureMessage: demoMessages.sendFailure,
  async store(trx, body, { now }) {
    const id = randomUUID();
    await trx
      .insertInto("demo_requests")
      .values({ id, name: body.name, email: body.email, message: body.message, ...noticeColumns(now) })
      .execute();
    return { ok: true, id, mails: [DEMO_NOTIFICATION] };
  },
  templates: { [DEMO_NOTIFICATION]: composeNotification },
  table: "demo_requests",
  retentionDays: (config) => config.site.retentionDays,
  ops: {
    label: "Prenota una demo",
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
