/**
 * Days a booking is kept after its call's end (cancelled or not), then purged: time to follow up
 * the call and answer questions about it (docs/decisions/0032, amended). Browser-safe: the
 * privacy policy states it.
 */
export const DEMO_RETENTION_AFTER_CALL_DAYS = 30;
