import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { SiteConfig } from "../config/load-site-config.ts";
import type { OperatorFacts } from "../config/operator-facts.ts";
import { BRAND } from "../config/brand.ts";
import type { ServerConfig } from "./start-config.server.ts";
import type { Database } from "./db.server.ts";
import type { Logger } from "./logger.server.ts";
import { confirmationUrl } from "./confirmation-token.server.ts";
import type { ServerKeys } from "./secret.server.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files.server.ts";
import { smtpTls } from "./smtp-tls.server.ts";

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One e-mail as a template composes it: recipients, subject and both bodies. */
export interface MailContent {
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** An e-mail ready to go: `id` (the outbox row's) makes its Message-ID, the same on every retry. */
export interface OutgoingMail extends MailContent {
  id: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** What templates may read besides their request row. */
export interface MailContext {
  site: SiteConfig;
  retentionDays: number;
  whitepaperPdf: string;
  /** The operator's platform facts, which the activation kit's documents print. */
  operatorFacts: OperatorFacts;
  /** The signed link that confirms a request's address (docs/decisions/0023). */
  confirmationUrl(form: string, requestId: string, createdAt: number): string;
}

/** Loads a request and renders one of its e-mails; null when the request no longer exists. */
export type ComposeMail = (database: Database, requestId: string, context: MailContext) => Promise<MailContent | null>;

export const MAIL_DIR = "mail";

/**
 * Text bound for a header (subject, display name) on one line: no CR, LF or other control
 * character survives, so nothing a visitor typed can add a header.
 */
export function headerText(text: string, max = 200): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max)
  );
}

function address({ name, address }: MailAddress): { name: string; address: string } {
  return { name: headerText(name, 120), address: headerText(address, 254) };
}

export function mailContext(config: ServerConfig, keys: Pick<ServerKeys, "confirmation">): MailContext {
  return {
    confirmationUrl: (form, requestId, createdAt) =>
      confirmationUrl(config.site.siteUrl, keys.confirmation, form, requestId, createdAt),
    site: config.site,
    retentionDays: config.site.retentionDays,
    whitepaperPdf: config.whitepaperPdf,
    operatorFacts: config.operatorFacts,
  };
}

function message(mail: OutgoingMail, from: string, host: string): SendMailOptions {
  return {
    from,
    to: address(mail.to),
    ...(mail.replyTo ? { replyTo: address(mail.replyTo) } : {}),
    subject: headerText(mail.subject, 250),
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${host}>`,
    attachments: (mail.attachments ?? []).map((attachment) => ({
      filename: headerText(attachment.filename, 120),
      content: attachment.content,
      contentType: attachment.contentType,
    })),
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise each e-mail is written as an .eml file under
 * DATA_DIR/mail, so a laptop needs no mail server (decisions.md §19). `pool: false` opens a
 * connection per e-mail: only the drain benchmark uses it, as the baseline.
 */
export function createMailer(config: ServerConfig, log: Logger, { pool = true }: { pool?: boolean } = {}): Mailer {
  const host = new URL(config.site.siteUrl).hostname || "localhost";
  const from = config.MAIL_FROM ?? `"${BRAND}" <${config.site.operator.email}>`;

  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      // smtp://: STARTTLS or no login and no send, unless the URL opts out (review 3, L6). The
      // URL's own parameters come after these options in nodemailer, so an opt-out still reads.
      requireTLS: smtpTls(config.SMTP_URL).requireTLS,
      // One connection (TLS handshake, login) carries many e-mails: a backlog drains at the
      // relay's pace instead of one handshake per e-mail. maxMessages renews a connection now and
      // then, as relays limit what one session may send.
      pool,
      maxConnections: 2,
      maxMessages: 100,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await transport.sendMail(message(mail, from, host));
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const directory = path.join(config.dataDir, MAIL_DIR);
  log.info({ directory }, "SMTP_URL non impostato: le email saranno scritte come file .eml");
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail, from, host));
      // Personal data: only the service user reads them (security review §6).
      await mkdir(directory, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      log.info({ file }, "SMTP_URL non impostato: email scritta su file");
    },
    close: () => transport.close(),
  };
}
