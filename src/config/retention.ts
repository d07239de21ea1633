/**
 * Default days after collection at which form requests are deleted (spec §9: at most 30). The
 * operator may set RETENTION_DAYS; it is build-time configuration because the privacy policy
 * states it, and the server's purge reads the same value.
 */
export const RETENTION_DAYS = 30;
