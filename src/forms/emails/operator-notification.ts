import { formatRomeDateTime } from "../../lib/italian-date.ts";
import { createElement as h } from "react";
import { EmailLayout, field, label, paragraph, quote, renderEmail, type RenderedEmail } from "./email-layout.ts";

/*
 * The e-mail to the operator that every form sends: a subject, a line saying what arrived, the
 * fields as label and value (long texts quoted), and the two footer lines every notification
 * has (when it arrived, when the server deletes it). A form's emails/<name>-notification.ts
 * fills it in.
 */

export interface OperatorNotification {
  subject: string;
  /** The inbox preview line. */
  preview: string;
  title: string;
  intro: string;
  /** Label and value; `long` values are quoted on their own lines. */
  fields: readonly { label: string; value: string; long?: boolean }[];
  /** The last paragraph, such as how to answer. */
  closing?: string;
  receivedAt: number;
  /** "Ricevuta" when the e-mail speaks of a request, "Ricevuto" (the default) of a message. */
  received?: "Ricevuto" | "Ricevuta";
  /** The privacy notice's version the sender read, when the request stores it. */
  privacyPolicyVersion?: string;
  retentionDays: number;
  /** When the deletion is not simply after retentionDays (a request waiting for confirmation). */
  deletion?: string;
}

export function operatorNotificationEmail(notice: OperatorNotification): Promise<RenderedEmail> {
  return renderEmail(
    notice.subject,
    h(
      EmailLayout,
      {
        preview: notice.preview,
        title: notice.title,
        footer: [
          `${notice.received ?? "Ricevuto"} il ${formatRomeDateTime(notice.receivedAt)}${
            notice.privacyPolicyVersion === undefined
              ? ""
              : `; informativa privacy letta nella versione del ${notice.privacyPolicyVersion}`
          }.`,
          notice.deletion ??
            `La richiesta viene cancellata automaticamente dal server dopo ${notice.retentionDays} giorni.`,
        ],
      },
      paragraph(notice.intro),
      ...notice.fields.flatMap((item) =>
        item.long ? [label(item.label), quote(item.value)] : [field(item.label, item.value)],
      ),
      ...(notice.closing ? [paragraph(notice.closing)] : []),
    ),
  );
}
