import type { Kysely } from "kysely";

/*
 * Public buyers on the order (issue 26, docs/decisions/0033): who buys, the codice univoco ufficio
 * of the IPA index their FatturaPA goes to, the CIG, and whether the quote applies split payment
 * (art. 17-ter DPR 633/1972). Rows stored before it were private buyers without split payment.
 * The billing address may now wait for the contract: its columns keep NOT NULL, '' standing for
 * not given, as vat_number already does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("order_requests")
    .addColumn("buyer_type", "text", (column) => column.notNull().defaultTo("privato"))
    .execute();
  await db.schema.alterTable("order_requests").addColumn("ipa_code", "text").execute();
  await db.schema.alterTable("order_requests").addColumn("cig", "text").execute();
  await db.schema
    .alterTable("order_requests")
    .addColumn("split_payment", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}
