/** localStorage keys and values fixed by the spec and decisions.md §11. */
export const CONSENT_KEY = "cookie-consent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export type ConsentChoice = "accepted" | "declined";

/** The Garante's 2021 guidelines: ask again after six months. */
export const CONSENT_VALID_MONTHS = 6;

export interface StoredConsent {
  choice: string | null;
  date: string | null;
}

/** True when the visitor must be asked: no valid choice, or one older than six months. */
export function needsConsent(stored: StoredConsent, now: Date): boolean {
  if (stored.choice !== "accepted" && stored.choice !== "declined") return true;
  if (stored.date === null) return true;
  const given = new Date(stored.date);
  if (Number.isNaN(given.getTime()) || given.getTime() > now.getTime()) return true;
  const expiry = new Date(given);
  expiry.setMonth(expiry.getMonth() + CONSENT_VALID_MONTHS);
  return now.getTime() >= expiry.getTime();
}
