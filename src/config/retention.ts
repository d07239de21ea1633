/**
 * Days after collection at which form requests are deleted: promised by the privacy policy
 * (spec §9) and enforced by the server's purge. The privacy policy is built from this value.
 */
export const RETENTION_DAYS = 30;
