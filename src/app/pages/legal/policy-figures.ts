import { fingerprintLifetimeMinutes, purgedWithinMinutes } from "../../../config/retention.ts";
import { RECIPIENT_WINDOW_S } from "../../../lib/email-address.ts";

/** '10 minuti', '90 secondi', '2 ore': a duration as the policies state it. */
export function formatSeconds(seconds: number): string {
  if (seconds % 3600 === 0 && seconds >= 7200) return `${seconds / 3600} ore`;
  if (seconds % 60 === 0) return plural(seconds / 60, "minuto", "minuti");
  return plural(seconds, "secondo", "secondi");
}

/**
 * The longest a rate-limit fingerprint lives, rounded up: an upper bound stays true. Under two
 * hours in minutes ('70 minuti'), beyond that in whole hours ('11 ore').
 */
export function fingerprintLifetime(rateLimitWindowS: number): string {
  return formatLifetime(fingerprintLifetimeMinutes(rateLimitWindowS));
}

/**
 * The longest a recipient-cap hash lives: the purge deletes a row once it leaves the cap's window
 * (purgeRecipientSends), and runs once an hour, so the window plus one purge interval ('25 ore').
 */
export function recipientHashLifetime(): string {
  return formatLifetime(purgedWithinMinutes(Math.ceil(RECIPIENT_WINDOW_S / 60)));
}

function formatLifetime(minutes: number): string {
  return minutes < 120 ? plural(minutes, "minuto", "minuti") : `${Math.ceil(minutes / 60)} ore`;
}

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("it-IT")} ${count === 1 ? one : many}`;
}
