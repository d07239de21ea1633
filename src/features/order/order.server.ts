import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { SiteConfig, VatRegime } from "../../config/load-site-config.ts";
import { acnQualifiedIn } from "../../config/public-buyers.ts";
import { buildSiteConfig } from "../../config/build-site-config.ts";
import type { Database, OrderRequestTable, Tables } from "../../server/db.server.ts";
import { columnText, type FormModule, noticeColumns, REQUEST_COLUMNS } from "../../server/form-definition.server.ts";
import type { ComposeMail, MailContent, MailContext } from "../../server/mail.server.ts";
import { formBodyWithoutQuestion } from "../../forms/fields.ts";
import { addDays, romeIsoDay } from "../../lib/italian-date.ts";
import { type QuoteDocument, quoteRenewal } from "./quote-data.ts";
import type { OperatorFacts } from "../../config/operator-facts-schema.ts";
import { computeQuote } from "./quote.ts";
import { quoteDownloadHref } from "./quote-link.server.ts";
import { isOrderPlanKey, orderPlanForWorkers } from "./order-plans.ts";
import { ORDER_FIELD_KEYS, orderMessages, orderShape, withOrderRules } from "./schema.ts";

/** The first e-mail to the customer: fixed text, our order number and the confirmation link. */
export const ORDER_CONFIRMATION = "order-confirmation";
/** The customer's quote, with their data and the PDF: queued when the address is confirmed. */
export const ORDER_QUOTE = "order-quote";
export const ORDER_NOTIFICATION = "order-notification";

const bodySchema = withOrderRules(formBodyWithoutQuestion(z.object(orderShape)));

export type OrderBody = z.infer<typeof bodySchema>;

export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, "0")}`;
}

/**
 * The next number of the year, inside the caller's transaction: a rolled-back order gives its
 * number back, so numbers have no gaps. On PostgreSQL the UPDATE locks the year's row until the
 * transaction ends, so a second instance waits and then reads the incremented value; SQLite has
 * a single writer.
 */
export async function allocateOrderNumber(trx: Kysely<Tables>, year: number): Promise<string> {
  await trx
    .insertInto("order_counters")
    .values({ year, last_number: 0 })
    .onConflict((conflict) => conflict.column("year").doNothing())
    .execute();
  const row = await trx
    .updateTable("order_counters")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("year", "=", year)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return formatOrderNumber(year, Number(row.last_number));
}

/**
 * Everything an order writes, in the caller's transaction: its number, the row with the quote's
 * amounts as they stand now (the promotion is checked at this instant, not at the build's).
 */
export async function storeOrder(
  trx: Kysely<Tables>,
  body: OrderBody,
  { now, site }: { now: number; site: SiteConfig },
): Promise<{ id: string; number: string }> {
  const id = randomUUID();
  const today = romeIsoDay(now);
  // The schema keeps the workers under ENTERPRISE_FROM: the plan follows from them (issue 26).
  const plan = orderPlanForWorkers(body.workers);
  if (!plan) throw new Error(`Nessun piano ordinabile per ${body.workers} lavoratori`);
  const number = await allocateOrderNumber(trx, Number(today.slice(0, 4)));
  const publicBody = body.buyerType === "pubblico";
  const ipaRoute = publicBody && body.publicInvoice === "ipa";
  const quote = computeQuote(plan.key, {
    vatRatePercent: site.order.vatRatePercent,
    vatRegime: site.order.vatRegime,
    promotionEnd: site.promotionEnd,
    now: new Date(now),
    splitPayment: publicBody && body.splitPayment,
  });
  await trx
    .insertInto("order_requests")
    .values({
      id,
      number,
      plan: plan.key,
      workers: body.workers,
      company_name: body.companyName,
      // The column predates the optional P.IVA: '' stands for none, so stored rows stay as they are.
      // A public body in the IPA has no P.IVA or PEC here; a controlled company outside it gives both (0038).
      vat_number: (ipaRoute ? null : body.vatNumber) ?? "",
      tax_code: body.taxCode,
      // The address may wait for the contract: '' stands for not given, as for vat_number.
      street: body.street ?? "",
      postal_code: body.postalCode ?? "",
      city: body.city ?? "",
      province: body.province ?? "",
      // A public body's e-invoice goes to one address: its IPA code, or a controlled company's SDI code.
      sdi_code: ipaRoute ? null : body.sdiCode,
      pec: ipaRoute ? null : body.pec,
      buyer_type: body.buyerType,
      // A private buyer's form has no such fields; a JSON client's stray values are not kept.
      ipa_code: ipaRoute ? body.ipaCode : null,
      cig: publicBody ? body.cig : null,
      split_payment: quote.splitPayment ? 1 : 0,
      contact_name: body.contactName,
      email: body.email,
      phone: body.phone,
      notes: body.notes,
      yearly_fee_cents: quote.yearlyFeeCents,
      activation_list_cents: quote.activationListCents,
      activation_fee_cents: quote.activationFeeCents,
      taxable_cents: quote.taxableCents,
      vat_rate_percent: quote.vatRatePercent,
      vat_cents: quote.vatCents,
      total_cents: quote.totalCents,
      promotion_end: quote.promotionEnd,
      valid_until: addDays(today, site.order.quoteValidityDays),
      ...noticeColumns(now),
    })
    .execute();
  return { id, number };
}

/** The stored order as the quote shows it. */
export function quoteData(row: OrderRequestTable, vatRegime: VatRegime, facts: OperatorFacts): QuoteDocument {
  return {
    renewal: quoteRenewal(facts.terms),
    acnQualified: acnQualifiedIn(facts),
    number: row.number,
    createdAt: row.created_at,
    validUntil: row.valid_until,
    plan: isOrderPlanKey(row.plan) ? row.plan : "small",
    workers: row.workers,
    customer: {
      buyerType: row.buyer_type === "pubblico" ? "pubblico" : "privato",
      companyName: row.company_name,
      vatNumber: row.vat_number === "" ? null : row.vat_number,
      taxCode: row.tax_code,
      address:
        row.street === ""
          ? null
          : { street: row.street, postalCode: row.postal_code, city: row.city, province: row.province },
      ipaCode: row.ipa_code,
      cig: row.cig,
      sdiCode: row.sdi_code,
      pec: row.pec,
      contactName: row.contact_name,
      email: row.email,
      phone: row.phone,
      notes: row.notes,
    },
    amounts: {
      yearlyFeeCents: row.yearly_fee_cents,
      activationListCents: row.activation_list_cents,
      activationFeeCents: row.activation_fee_cents,
      taxableCents: row.taxable_cents,
      vatRatePercent: row.vat_rate_percent,
      vatCents: row.vat_cents,
      vatRegime,
      // No column of its own: what the total holds beyond the taxable amount and the VAT.
      stampDutyCents: row.total_cents - row.taxable_cents - row.vat_cents,
      totalCents: row.total_cents,
      splitPayment: row.split_payment === 1,
      payableCents: row.split_payment === 1 ? row.total_cents - row.vat_cents : row.total_cents,
      promotionEnd: row.promotion_end,
    },
    privacyPolicyVersion: row.privacy_policy_version,
  };
}

async function findOrder(database: Database, requestId: string): Promise<OrderRequestTable | undefined> {
  return database.db.selectFrom("order_requests").selectAll().where("id", "=", requestId).executeTakeFirst();
}

/**
 * The quote e-mails carry the same quote, rendered from the stored row when the e-mail is sent.
 * `confirmedOnly`: the customer's copy goes only to a confirmed address (docs/decisions/0023).
 */
function composeWithQuote(
  compose: (row: OrderRequestTable, context: MailContext) => Promise<Omit<MailContent, "attachments">>,
  { confirmedOnly }: { confirmedOnly: boolean },
): ComposeMail {
  return async (database, requestId, context) => {
    const row = await findOrder(database, requestId);
    if (!row || (confirmedOnly && (row.confirmed_at === null || row.mailbox_capped_at !== null))) return null;
    const data = quoteData(row, context.site.order.vatRegime, context.operatorFacts);
    // Loaded with the first order e-mail: the PDF renderer and its fonts would otherwise sit in
    // the server's memory from start-up (bench/results/server.md).
    const { quoteFilename, renderQuotePdf } = await import("./quote-pdf.ts");
    const pdf = await renderQuotePdf(data, context.site);
    return {
      ...(await compose(row, context)),
      attachments: [{ filename: quoteFilename(data.number), content: pdf, contentType: "application/pdf" }],
    };
  };
}

// The e-mail renderers are loaded with the first e-mail, as in contact.server.ts.
/** Nothing the customer typed and no attachment: the address has not yet said it asked. */
const composeConfirmation: ComposeMail = async (database, requestId, context) => {
  const row = await findOrder(database, requestId);
  // Past the mailbox's cap nothing goes to it (docs/decisions/0024): not even queued, normally.
  if (!row || row.mailbox_capped_at !== null) return null;
  const { orderAddressEmail } = await import("./emails/order-address.ts");
  return {
    to: { name: "", address: row.email },
    replyTo: { name: context.site.operator.name, address: context.site.operator.email },
    ...(await orderAddressEmail(
      row.number,
      { confirmationUrl: context.confirmationUrl(ORDER_FORM_NAME, row.id, row.created_at), marketingAsked: false },
      context.site,
    )),
  };
};

const composeQuote = composeWithQuote(
  async (row, context) => {
    const { orderConfirmationEmail } = await import("./emails/order-confirmation.ts");
    return {
      to: { name: row.contact_name, address: row.email },
      replyTo: { name: context.site.operator.name, address: context.site.operator.email },
      ...(await orderConfirmationEmail(
        quoteData(row, context.site.order.vatRegime, context.operatorFacts),
        context.site,
      )),
    };
  },
  { confirmedOnly: true },
);

const composeNotification = composeWithQuote(
  async (row, context) => {
    const { orderNotificationEmail } = await import("./emails/order-notification.ts");
    return {
      to: { name: context.site.operator.name, address: context.site.operator.email },
      replyTo: { name: row.contact_name, address: row.email },
      ...(await orderNotificationEmail(
        quoteData(row, context.site.order.vatRegime, context.operatorFacts),
        context.site,
        {
          mailboxCapped: row.mailbox_capped_at !== null,
        },
      )),
    };
  },
  { confirmedOnly: false },
);

const ORDER_FORM_NAME = "order";

export const orderForm: FormModule<OrderBody> = {
  name: ORDER_FORM_NAME,
  path: "/api/order",
  schema: bodySchema,
  fieldKeys: new Set(ORDER_FIELD_KEYS),
  failureMessage: orderMessages.sendFailure,
  // Ours, not the spec's: no maths question, the notice read from a link (docs/decisions/0033).
  // The island sends a proof of work; the page's plain POST without JavaScript (order-route.server.ts)
  // cannot, and is one of the hour's work-less submissions (docs/decisions/0036).
  checks: { question: false, work: "budgeted" },
  async store(trx, body, { now, site = buildSiteConfig(), keys }) {
    const { id, number } = await storeOrder(trx, body, { now, site });
    // The operator's notification carries the quote at once; the customer's quote (ORDER_QUOTE)
    // waits for the address to be confirmed. The browser that sent the order gets its quote from
    // a signed link in the answer: nothing goes to the unconfirmed address (docs/decisions/0033).
    const quote = keys ? { quote: quoteDownloadHref(keys.quote, id, now) } : {};
    return { ok: true, id, reply: { number, ...quote }, mails: [ORDER_CONFIRMATION, ORDER_NOTIFICATION] };
  },
  templates: {
    [ORDER_CONFIRMATION]: composeConfirmation,
    [ORDER_QUOTE]: composeQuote,
    [ORDER_NOTIFICATION]: composeNotification,
  },
  // Each order sends a branded e-mail to an address nobody has verified.
  emailsVisitor: true,
  // The operator acts on an order: past the mailbox's cap it is kept, without e-mails to the address.
  whenMailboxCapped: { visitorMails: new Set([ORDER_CONFIRMATION, ORDER_QUOTE]), notice: orderMessages.mailboxCapped },
  confirmation: {
    mailsOnConfirm: [ORDER_QUOTE],
    marketing: false,
    // Nobody said the order is theirs: it goes with the link's life (B2c, docs/decisions/0040).
    // One stored past the mailbox's cap got no link: kept ORDER_RETENTION_DAYS, answered by hand.
    purgeUnconfirmed: true,
    copy: {
      ask: () =>
        "Dal nostro sito è stata inviata una richiesta d'ordine che indica questo indirizzo per ricevere il preventivo. Se la richiesta è tua, conferma: ti inviamo subito il nostro preventivo in PDF.",
      button: "Conferma e ricevi il preventivo",
      done: () =>
        "Grazie, l'indirizzo è confermato: il preventivo in PDF arriva tra qualche minuto. Se non lo trovi, controlla anche la posta indesiderata.",
    },
  },
  table: "order_requests",
  // Kept longer than the other requests (decisions.md §20, docs/decisions/0008).
  retentionDays: (config) => config.site.order.retentionDays,
  ops: {
    // The online order (decisions.md §20). Add its billing columns here as the form settles.
    label: "Ordine",
    // The PEC may be a person's own address (a sole trader's): access and erasure find it too;
    // when `email` is somebody else's, erasure blanks the PEC and keeps the order (gdpr.server.ts).
    addressColumns: ["email", "pec"],
    who: (row) => `ordine n. ${columnText(row, "number")}`,
    columns: [
      REQUEST_COLUMNS.id,
      { name: "number", heading: "Numero ordine", kind: "text" },
      { name: "buyer_type", heading: "Tipo di ente", kind: "text" },
      { name: "ipa_code", heading: "Codice univoco ufficio", kind: "text" },
      // A private buyer's, or a controlled company's that is not in the IPA: where the e-invoice goes (0038).
      { name: "sdi_code", heading: "Codice destinatario SDI", kind: "text" },
      { name: "pec", heading: "PEC", kind: "text" },
      { name: "cig", heading: "CIG", kind: "text" },
      { name: "split_payment", heading: "Scissione dei pagamenti", kind: "flag" },
      REQUEST_COLUMNS.received,
      REQUEST_COLUMNS.email,
      REQUEST_COLUMNS.confirmed,
      REQUEST_COLUMNS.mailboxCapped,
    ],
  },
};
