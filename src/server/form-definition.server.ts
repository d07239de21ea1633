import type { Transaction } from "kysely";
import type { z } from "zod";
import type { DialectName, Tables } from "./db.server.ts";
import type { SiteConfig } from "../config/load-site-config.ts";

/** The body fields every form shares: consent, captcha and honeypot. */
export interface FormBody {
  email: string;
  privacyAccepted?: boolean | undefined;
  captchaToken: string;
  captchaAnswer: unknown;
  /** The solved proof of work, base64 of the ALTCHA payload; checked by the API, not the schema. */
  pow?: unknown;
  website?: string | undefined;
}

export type StoreResult =
  | {
      ok: true;
      id: string;
      /** More keys of the 201 answer, such as an order's number. */ reply?: Record<string, string>;
    }
  | { ok: false; error: string; retryAfterS: number };

export interface StoreOptions {
  now: number;
  /** For dialect-specific locking (PostgreSQL advisory locks). */
  dialect: DialectName;
  /** Attempts each queued e-mail gets before it is set aside as dead. */
  maxAttempts: number;
  /** The server's site configuration (prices, VAT, promotion of a quote); default: the build's. */
  site?: SiteConfig;
}

/** What the API needs to know about one form; each feature's *.server.ts module provides it. */
export interface FormDefinition<Body extends FormBody = FormBody> {
  /** Also the rate-limit namespace and the name in logs. */
  name: string;
  path: string;
  /** The shared schema, strict, with consent and captcha answer loose enough to answer in order. */
  schema: z.ZodType<Body>;
  /** Keys that are fields a visitor fills in: their problems are answered field by field. */
  fieldKeys: ReadonlySet<string>;
  /** The message when the server itself fails (spec §8). */
  failureMessage: string;
  /**
   * Writes the request and its e-mails in `trx`: the API's transaction, which already holds the
   * rate-limit count and the captcha spend, so an accepted request is one durable commit. A
   * refusal (ok: false) is returned, not thrown: the count and the spend are still committed.
   */
  store(trx: Transaction<Tables>, body: Body, options: StoreOptions): Promise<StoreResult>;
}
