/**
 * Requests one recipient may make in 24 hours on each form that e-mails the address a visitor
 * typed (whitepaper, order): those forms cannot be used to flood a mailbox. The privacy policy states it.
 */
export const RECIPIENT_DAILY_CAP = 3;

/**
 * The one form of an address that every per-recipient cap counts by: lower case, and the local
 * part without its '+tag' (most providers deliver 'a+1@x.it' to 'a@x.it', so each tag would
 * otherwise open a fresh allowance; issue 17, finding 12). The address is stored as typed.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus < 0 ? local : local.slice(0, plus)}${lower.slice(at)}`;
}

/** LIKE wildcards and the escape character taken literally (escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
