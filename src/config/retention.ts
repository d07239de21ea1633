/**
 * Default days after collection at which form requests are deleted (spec §9: at most 30). The
 * operator may set RETENTION_DAYS; it is build-time configuration because the privacy policy
 * states it, and the server's purge reads the same value.
 */
export const RETENTION_DAYS = 30;

/**
 * Default days an online order request is kept (ORDER_RETENTION_DAYS). An order is pre-contractual
 * (art. 6(1)(b) GDPR): the operator needs it while the quote is valid (30 days by default) and the
 * contract is signed and the service activated, so 90 days; the signed contract and the invoices,
 * the accounting records proper, are kept outside this database. Never shorter than RETENTION_DAYS.
 */
export const ORDER_RETENTION_DAYS = 90;
