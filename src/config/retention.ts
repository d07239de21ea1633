import { CONFIRMATION_TTL_HOURS } from "./address-confirmation.ts";

/**
 * Default days after collection at which form requests are deleted (spec §9: at most 30). The
 * operator may set RETENTION_DAYS; it is build-time configuration because the privacy policy
 * states it, and the server's purge reads the same value.
 */
export const RETENTION_DAYS = 30;

/**
 * How often the server's purge runs. Not configurable: the privacy policy computes from it how
 * long a rate-limit fingerprint can outlive its window, so the build and the server must agree.
 */
export const PURGE_INTERVAL_MINUTES = 60;

/**
 * The longest a row lives that the purge deletes once it is `keptMinutes` old (a recipient-cap
 * hash, an unconfirmed kit request): that age, then at most one purge interval until the next run.
 */
export function purgedWithinMinutes(keptMinutes: number): number {
  return keptMinutes + PURGE_INTERVAL_MINUTES;
}

/**
 * Hours within which a request whose address is never confirmed is deleted (the activation kit's,
 * docs/decisions/0023): its link's lifetime, then the next purge. Stated wherever the kit says so.
 */
export const UNCONFIRMED_DELETED_WITHIN_HOURS = Math.ceil(purgedWithinMinutes(CONFIRMATION_TTL_HOURS * 60) / 60);

/**
 * The longest a rate-limit fingerprint lives after a client's last request: its window, which ends
 * on the next whole minute (so no counter keeps a request's instant), then at most one purge
 * interval until the purge (or any later request) deletes the expired row.
 */
export function fingerprintLifetimeMinutes(rateLimitWindowS: number): number {
  return Math.ceil(rateLimitWindowS / 60) + 1 + PURGE_INTERVAL_MINUTES;
}

/**
 * Default days an online order request is kept (ORDER_RETENTION_DAYS). An order is pre-contractual
 * (art. 6(1)(b) GDPR): the operator needs it while the quote is valid (30 days by default) and the
 * contract is signed and the service activated, so 90 days; the signed contract and the invoices,
 * the accounting records proper, are kept outside this database. Never shorter than RETENTION_DAYS.
 */
export const ORDER_RETENTION_DAYS = 90;
