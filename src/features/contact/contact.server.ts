import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { PRIVACY_POLICY_VERSION } from "../../config/site.ts";
import type { Database } from "../../server/db.server.ts";
import type { FormDefinition } from "../../server/form-definition.server.ts";
import type { ComposeMail } from "../../server/mail.server.ts";
import { enqueueMails } from "../../server/outbox.server.ts";
import { serverCaptchaFields } from "../../forms/fields.ts";
import { messages } from "../../forms/messages.ts";
import { contactNotificationEmail } from "./emails/contact-notification.ts";
import { contactFieldsSchema, contactRequestSchema } from "./schema.ts";

export const CONTACT_NOTIFICATION = "contact-notification";

/** The request schema with consent, captcha answer and proof of work loosened (serverCaptchaFields). */
const bodySchema = contactRequestSchema.extend(serverCaptchaFields);

export type ContactBody = z.infer<typeof bodySchema>;

export const contactForm: FormDefinition<ContactBody> = {
  name: "contact",
  path: "/api/contact",
  schema: bodySchema,
  fieldKeys: new Set(Object.keys(contactFieldsSchema.shape)),
  failureMessage: messages.contactSendFailure,
  async store(trx, body, { now, maxAttempts }) {
    const id = randomUUID();
    await trx
      .insertInto("contact_requests")
      .values({
        id,
        name: body.name,
        email: body.email,
        message: body.message,
        privacy_accepted_at: now,
        privacy_policy_version: PRIVACY_POLICY_VERSION,
        created_at: now,
      })
      .execute();
    await enqueueMails(trx, [{ template: CONTACT_NOTIFICATION, requestId: id }], { now, maxAttempts });
    return { ok: true, id };
  },
};

const composeNotification: ComposeMail = async (database: Database, requestId, context) => {
  const row = await database.db
    .selectFrom("contact_requests")
    .selectAll()
    .where("id", "=", requestId)
    .executeTakeFirst();
  if (!row) return null;
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

export const contactMailTemplates: Readonly<Record<string, ComposeMail>> = {
  [CONTACT_NOTIFICATION]: composeNotification,
};
