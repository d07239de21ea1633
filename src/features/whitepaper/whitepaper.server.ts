import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { formBody } from "../../forms/fields.ts";
import { composeFromRow } from "../../server/compose-from-row.server.ts";
import type { Database, WhitepaperRequestTable } from "../../server/db.server.ts";
import {
  columnText,
  type FormModule,
  marketingColumns,
  noticeColumns,
  REQUEST_COLUMNS,
} from "../../server/form-definition.server.ts";
import type { ComposeMail } from "../../server/mail.server.ts";
import { whitepaperFieldsSchema, whitepaperMessages } from "./schema.ts";

export const WHITEPAPER_DELIVERY = "whitepaper-delivery";
export const WHITEPAPER_LEAD = "whitepaper-lead";

/** marketingConsent is the optional, unticked box. */
const bodySchema = formBody(whitepaperFieldsSchema, { marketingConsent: z.boolean().optional() });

export type WhitepaperBody = z.infer<typeof bodySchema>;

async function findRequest(database: Database, requestId: string) {
  return database.db.selectFrom("whitepaper_requests").selectAll().where("id", "=", requestId).executeTakeFirst();
}

/**
 * The PDF goes to the visitor; it is read from disk at send time, so a rebuilt PDF is the one sent.
 * The e-mail renderers are loaded with the first e-mail, as in contact.server.ts.
 */
const composeDelivery: ComposeMail = async (database, requestId, context) => {
  const row = await findRequest(database, requestId);
  if (!row) return null;
  const pdf = await readFile(context.whitepaperPdf);
  const { WHITEPAPER_FILENAME, whitepaperDeliveryEmail } = await import("./emails/whitepaper-delivery.ts");
  // A fixed greeting and no display name: the address is not confirmed (docs/decisions/0023).
  const consentUrl =
    row.marketing_consent === 1 ? context.confirmationUrl(WHITEPAPER_FORM_NAME, row.id, row.created_at) : null;
  const email = await whitepaperDeliveryEmail({ consentUrl }, context.site);
  return {
    to: { name: "", address: row.email },
    replyTo: { name: context.site.operator.name, address: context.site.operator.email },
    ...email,
    attachments: [{ filename: WHITEPAPER_FILENAME, content: pdf, contentType: "application/pdf" }],
  };
};

const composeLead = composeFromRow<WhitepaperRequestTable>("whitepaper_requests", {
  replyName: (row) => `${row.first_name} ${row.last_name}`,
  render: async (row, context) => {
    const { whitepaperNotificationEmail } = await import("./emails/whitepaper-notification.ts");
    return whitepaperNotificationEmail(
      {
        firstName: row.first_name,
        lastName: row.last_name,
        companyName: row.company_name,
        email: row.email,
        marketingConsentAt: row.marketing_consent === 1 ? row.marketing_consent_at : null,
        privacyPolicyVersion: row.privacy_policy_version,
        receivedAt: row.created_at,
      },
      context.retentionDays,
    );
  },
});

const WHITEPAPER_FORM_NAME = "whitepaper";

export const whitepaperForm: FormModule<WhitepaperBody> = {
  name: WHITEPAPER_FORM_NAME,
  path: "/api/whitepaper",
  schema: bodySchema,
  fieldKeys: new Set(Object.keys(whitepaperFieldsSchema.shape)),
  failureMessage: whitepaperMessages.sendFailure,
  // Sent without JavaScript too (docs/decisions/0046): without the work, one of the hour's few (0036).
  checks: { question: true, work: "budgeted" },
  async store(trx, body, { now }) {
    const id = randomUUID();
    await trx
      .insertInto("whitepaper_requests")
      .values({
        id,
        first_name: body.firstName,
        last_name: body.lastName,
        company_name: body.companyName,
        email: body.email,
        ...noticeColumns(now),
        ...marketingColumns(now, body.marketingConsent),
      })
      .execute();
    return { ok: true, id, mails: [WHITEPAPER_DELIVERY, WHITEPAPER_LEAD] };
  },
  templates: { [WHITEPAPER_DELIVERY]: composeDelivery, [WHITEPAPER_LEAD]: composeLead },
  emailsVisitor: true,
  // The whitepaper is ours and goes at once; the link confirms only the marketing consent (L2).
  confirmation: {
    mailsOnConfirm: [],
    marketing: true,
    purgeUnconfirmed: false,
    copy: {
      ask: () =>
        "Nella richiesta del whitepaper inviata dal nostro sito è stata selezionata la casella per ricevere a questo indirizzo, per e-mail, proposte commerciali sul nostro servizio: il consenso vale solo se lo confermi. Se la richiesta è tua e vuoi riceverle, conferma il consenso.",
      button: "Conferma il consenso",
      done: () =>
        "Grazie, il consenso è confermato. Puoi revocarlo in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo a una nostra e-mail.",
    },
  },
  table: "whitepaper_requests",
  retentionDays: (config) => config.site.retentionDays,
  ops: {
    label: "Whitepaper",
    addressColumns: ["email"],
    who: (row) =>
      `${columnText(row, "first_name")} ${columnText(row, "last_name")} (${columnText(row, "company_name")})`,
    columns: [
      REQUEST_COLUMNS.id,
      REQUEST_COLUMNS.received,
      { name: "first_name", heading: "Nome", kind: "text" },
      { name: "last_name", heading: "Cognome", kind: "text" },
      { name: "company_name", heading: "Azienda", kind: "text" },
      REQUEST_COLUMNS.email,
      ...REQUEST_COLUMNS.marketing,
      ...REQUEST_COLUMNS.privacy,
    ],
  },
};
