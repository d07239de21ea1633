/**
 * E-mails one mailbox may receive from us in 24 hours, across every form that e-mails the address
 * a visitor typed (whitepaper, order, kit): the forms together cannot be used to flood a mailbox
 * (docs/decisions/0024). The privacy policy states it.
 */
export const RECIPIENT_DAILY_CAP = 3;

/** The cap's window: a request counts against its mailbox for this long (seconds). */
export const RECIPIENT_WINDOW_S = 24 * 60 * 60;

/** Gmail's two domains: one mailbox, whichever is typed. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The one form of an address that the recipient cap and GDPR access and erasure count by: NFKC
 * first (a fullwidth 'ａ' is an 'a'), lower case, the local part without its '+tag' (most
 * providers deliver 'a+1@x.it' to 'a@x.it'; issue 17, finding 12) and, at Gmail, without dots
 * and with googlemail.com folded into gmail.com, since Gmail delivers all of them to one mailbox
 * (security review 3, M1). Dots stay everywhere else: another provider may give 'm.rossi' and
 * 'mrossi' to two people. The address is stored as typed.
 */
export function recipientKey(address: string): string {
  const lower = address.normalize("NFKC").trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const tagged = lower.slice(0, at);
  const plus = tagged.indexOf("+");
  const local = plus < 0 ? tagged : tagged.slice(0, plus);
  const domain = lower.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}

/** LIKE wildcards and the escape character taken literally (escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
