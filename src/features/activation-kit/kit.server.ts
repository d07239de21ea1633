import { randomUUID } from "node:crypto";
import { z } from "zod";
import { formBody } from "../../forms/fields.ts";
import { composeFromRow } from "../../server/compose-from-row.server.ts";
import type { Database, KitRequestTable } from "../../server/db.server.ts";
import {
  columnText,
  type FormModule,
  marketingColumns,
  noticeColumns,
  REQUEST_COLUMNS,
} from "../../server/form-definition.server.ts";
import type { ComposeMail, MailContext } from "../../server/mail.server.ts";
import { type KitInput, normalisedKitValues, parseKitInput, upgradeStoredKitValues } from "./kit-input.ts";
import { checkKitAnswers, kitConfirmationCopy, kitMailFieldsSchema, kitMailMessages, kitValuesOf } from "./schema.ts";
import type { DraftedKit } from "./kit-types.ts";

/*
 * 'Ricevilo via e-mail' (issue 21): the kit as a form like the others, confirm-first
 * (docs/decisions/0023). The request stores the answers as the kit's parser normalised them and
 * sends the address a fixed text with a signed link; the kit is drafted and sent only once the
 * link is followed, and a request never confirmed is deleted a day after it arrived. The kit is
 * drafted again when the outbox sends, so a retried e-mail carries the same documents.
 */

/** The first e-mail to the visitor: fixed text and the confirmation link, nothing they typed. */
export const KIT_CONFIRMATION = "kit-confirmation";
/** The kit itself, queued when the address is confirmed. */
export const KIT_DELIVERY = "kit-delivery";
export const KIT_LEAD = "kit-lead";

/** marketingConsent is the optional, unticked box; the answers must draft a kit. */
const bodySchema = formBody(kitMailFieldsSchema, { marketingConsent: z.boolean().optional() }).superRefine(
  checkKitAnswers,
);

export type KitMailBody = z.infer<typeof bodySchema>;

/** The kind of entity in a line of the operator's e-mail. */
export function kitKind(input: KitInput): string {
  const { answers } = input;
  if (answers.ente === "pubblico") return "Ente del settore pubblico";
  const parts = [`Soggetto privato, media di ${answers.lavoratori} lavoratori`];
  if (input.modello231) parts.push("Modello 231");
  if (answers.settore === "si") parts.push("atti UE dell'allegato");
  return parts.join(", ");
}

async function findRequest(database: Database, requestId: string) {
  return database.db.selectFrom("kit_requests").selectAll().where("id", "=", requestId).executeTakeFirst();
}

interface StoredAnswers {
  kit_values: string;
  privacy_email: string;
  rpd_email: string | null;
}

/**
 * The answers as stored: only what drafting reads, as the parser normalised it (an answer the kit
 * ignores, such as an OdV without a Modello 231, is not kept); the two addresses in columns of
 * their own, so that GDPR access and erasure find them like any other address.
 */
function storedAnswers(input: KitInput): StoredAnswers {
  const { privacy, rpd, ...rest } = normalisedKitValues(input);
  return { kit_values: JSON.stringify(rest), privacy_email: privacy ?? "", rpd_email: rpd ?? null };
}

/** The stored answers read again; they were valid when stored, so a failure here is a fault. */
function storedInput(row: StoredAnswers): KitInput {
  const values = upgradeStoredKitValues(JSON.parse(row.kit_values) as Record<string, string>);
  const parsed = parseKitInput({ ...values, privacy: row.privacy_email, rpd: row.rpd_email ?? undefined });
  if (!parsed.ok) throw new Error("Le risposte salvate per il kit non sono più valide");
  return parsed.input;
}

async function draft(input: KitInput, context: MailContext, receivedAt: number): Promise<DraftedKit> {
  const { draftKit } = await import("./kit-draft.server.ts");
  return draftKit(input, {
    operator: context.site.operator,
    siteUrl: context.site.siteUrl,
    operatorFacts: context.operatorFacts,
    draftedOn: new Date(receivedAt),
  });
}

/** Fixed text and the signed link: the address has not yet said it asked (docs/decisions/0023). */
const composeConfirmation: ComposeMail = async (database, requestId, context) => {
  const row = await findRequest(database, requestId);
  if (!row) return null;
  const { kitConfirmationEmail } = await import("./emails/kit-confirmation.ts");
  const email = await kitConfirmationEmail(
    {
      confirmationUrl: context.confirmationUrl(kitForm.name, row.id, row.created_at),
      marketingAsked: row.marketing_consent === 1,
    },
    context.site,
  );
  return {
    to: { name: "", address: row.email },
    replyTo: { name: context.site.operator.name, address: context.site.operator.email },
    ...email,
  };
};

const composeDelivery: ComposeMail = async (database, requestId, context) => {
  const row = await findRequest(database, requestId);
  // Only to a confirmed address: a row queued before confirm-first existed is dropped, not sent.
  if (!row || row.confirmed_at === null) return null;
  const kit = await draft(storedInput(row), context, row.created_at);
  const { kitDeliveryEmail } = await import("./emails/kit-delivery.ts");
  const email = await kitDeliveryEmail(
    {
      denominazione: row.entity_name,
      titles: kit.files.map((file) => file.title),
      retentionDays: context.retentionDays,
    },
    context.site,
  );
  return {
    to: { name: "", address: row.email },
    replyTo: { name: context.site.operator.name, address: context.site.operator.email },
    ...email,
    attachments: [{ filename: kit.fileName, content: Buffer.from(kit.zip), contentType: "application/zip" }],
  };
};

const composeLead = composeFromRow<KitRequestTable>("kit_requests", {
  replyName: (row) => row.entity_name,
  render: async (row, context) => {
    const { kitNotificationEmail } = await import("./emails/kit-notification.ts");
    return kitNotificationEmail(
      {
        denominazione: row.entity_name,
        kind: kitKind(storedInput(row)),
        email: row.email,
        marketingConsentAt: row.marketing_consent === 1 ? row.marketing_consent_at : null,
        privacyPolicyVersion: row.privacy_policy_version,
        receivedAt: row.created_at,
      },
      context.retentionDays,
    );
  },
});

export const kitForm: FormModule<KitMailBody> = {
  name: "kit",
  path: "/api/kit",
  schema: bodySchema,
  fieldKeys: new Set(Object.keys(kitMailFieldsSchema.shape)),
  failureMessage: kitMailMessages.sendFailure,
  async store(trx, body, { now }) {
    const parsed = parseKitInput(kitValuesOf(body));
    // The schema has already run the same parser: this only narrows the type.
    if (!parsed.ok) throw new Error("Risposte del kit non valide dopo la convalida");
    const id = randomUUID();
    await trx
      .insertInto("kit_requests")
      .values({
        id,
        entity_name: parsed.input.denominazione,
        ...storedAnswers(parsed.input),
        email: body.email,
        ...noticeColumns(now),
        ...marketingColumns(now, body.marketingConsent),
      })
      .execute();
    // The kit itself waits for the confirmation (KIT_DELIVERY, queued by the link's POST).
    return { ok: true, id, mails: [KIT_CONFIRMATION, KIT_LEAD] };
  },
  templates: { [KIT_CONFIRMATION]: composeConfirmation, [KIT_DELIVERY]: composeDelivery, [KIT_LEAD]: composeLead },
  confirmation: {
    mailsOnConfirm: [KIT_DELIVERY],
    marketing: true,
    purgeUnconfirmed: true,
    copy: kitConfirmationCopy,
  },
  emailsVisitor: true,
  table: "kit_requests",
  retentionDays: (config) => config.site.retentionDays,
  ops: {
    label: "Kit di attivazione",
    addressColumns: ["email", "privacy_email", "rpd_email"],
    who: (row) => columnText(row, "entity_name"),
    columns: [
      REQUEST_COLUMNS.id,
      REQUEST_COLUMNS.received,
      { name: "entity_name", heading: "Ente", kind: "text" },
      { name: "kit_values", heading: "Risposte", kind: "text" },
      { name: "privacy_email", heading: "Email per la privacy", kind: "text" },
      { name: "rpd_email", heading: "Email dell'RPD", kind: "text" },
      REQUEST_COLUMNS.email,
      REQUEST_COLUMNS.confirmed,
      ...REQUEST_COLUMNS.marketing,
      ...REQUEST_COLUMNS.privacy,
    ],
  },
};
