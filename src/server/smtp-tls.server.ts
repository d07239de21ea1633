import { isLoopbackHost } from "./client-address.server.ts";

/*
 * How SMTP_URL protects the session with the relay (security review 3, L6). nodemailer's own
 * default for smtp:// is opportunistic STARTTLS: someone on the path who strips STARTTLS from the
 * relay's EHLO answer reads the password and every lead, quote and kit in clear. So smtp://
 * requires TLS unless the URL opts out in nodemailer's own words, and a public site accepts an
 * opt-out only towards a relay on this machine, where there is no path to tamper with.
 */

/** The query parameters that let a session go in clear, with the value that does it. */
const PLAINTEXT = [
  ["ignoreTLS", true],
  ["requireTLS", false],
  ["opportunisticTLS", true],
] as const;
/** TLS with any certificate: whoever is on the path presents their own. */
const UNVERIFIED = ["tls.rejectUnauthorized", false] as const;

export interface SmtpTls {
  /** What createTransport gets beside the URL: STARTTLS or no send, for smtp:// without an opt-out. */
  requireTLS: boolean;
  /** The opt-out the URL writes (`ignoreTLS=true`, `tls.rejectUnauthorized=false`), or null. */
  optOut: string | null;
  /** The relay is on this machine (localhost, 127.0.0.0/8, ::1). */
  loopback: boolean;
}

/**
 * A query value as nodemailer reads it (shared.parseConnectionUrl): "true"/"false", numbers as
 * numbers, any other text as itself (truthy), a repeated key as a list (truthy).
 */
function flag(values: string[]): boolean | undefined {
  if (values.length === 0) return undefined;
  if (values.length > 1) return true;
  const [value = ""] = values;
  if (value === "false") return false;
  return Number.isNaN(Number(value)) ? true : Number(value) !== 0;
}

export function smtpTls(smtpUrl: string): SmtpTls {
  const url = new URL(smtpUrl);
  const says = ([key, value]: readonly [string, boolean]) => flag(url.searchParams.getAll(key)) === value;
  const plaintext = PLAINTEXT.find(says);
  const optOut = plaintext ?? (says(UNVERIFIED) ? UNVERIFIED : undefined);
  return {
    requireTLS: url.protocol === "smtp:" && plaintext === undefined,
    optOut: optOut ? `${optOut[0]}=${String(optOut[1])}` : null,
    loopback: isLoopbackHost(url.hostname),
  };
}
