/**
 * Days a booking is kept after its call's end (cancelled or not), then purged: time to answer
 * the visitor's questions or requests about the booking or the call, never a follow-up of our own (docs/decisions/0032, amended). Browser-safe: the
 * privacy policy states it.
 */
export const DEMO_RETENTION_AFTER_CALL_DAYS = 30;
