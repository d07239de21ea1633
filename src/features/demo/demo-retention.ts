/**
 * Days a booking is kept beyond RETENTION_DAYS: the longest a slot can be ahead (12 weeks, the
 * most `weeksAhead` allows), so no booking is purged before its call (docs/decisions/0032).
 * Browser-safe: the privacy policy states it.
 */
export const DEMO_EXTRA_RETENTION_DAYS = 12 * 7;
