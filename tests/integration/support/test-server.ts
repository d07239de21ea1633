import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { forms } from "../../../src/app/forms.server.ts";
import { contract as kitContract } from "../../../src/features/activation-kit/kit-contract.server.ts";
import { contract as contactContract } from "../../../src/features/contact/contact-contract.server.ts";
import { contract as orderContract } from "../../../src/features/order/order-contract.server.ts";
import { contract as whitepaperContract } from "../../../src/features/whitepaper/whitepaper-contract.server.ts";
import { SAMPLE_FACTS_FILE } from "../../../src/config/fixtures/sample-facts.ts";
import { loadServerConfig, type ServerConfig } from "../../../src/server/start-config.server.ts";
import type { PowChallenge } from "../../../src/server/pow.server.ts";
import { solvePow } from "./pow.ts";
import type { TestDatabase } from "./test-databases.ts";

export const OPERATOR_EMAIL = "operatore@studio-esempio.it";
export const SITE_URL = "https://www.whistleblowing-esempio.it";
/**
 * Real-looking operator data: a public SITE_URL refuses placeholders (issue 7 §6) and unconfirmed
 * operator facts (the sample file is confirmed). The name is the sample facts' sole trader (/chi-siamo); the P.IVA has a valid check digit; the companies
 * are invented.
 */
export const PUBLIC_OPERATOR_ENV = {
  OPERATOR_NAME: "Mario Rossi",
  OPERATOR_ADDRESS: "Via dei Mille 12, 00185 Roma RM",
  OPERATOR_VAT: "12345678903",
  OPERATOR_REA: "RM-1234567",
  OPERATOR_EMAIL,
  HOSTING_PROVIDER: "Hosting Esempio S.r.l.",
  HOSTING_LOCATION: "Italia",
  EMAIL_PROVIDER: "Posta Esempio S.p.A.",
  EMAIL_PROVIDER_LOCATION: "Italia",
  OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE,
} as const;
export const TEST_SECRET = "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** A small but real PDF: the tests check that the attachment arrives byte for byte. */
export const TEST_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** Server configuration for a test: the built site in ./dist, silent logs, a test PDF in the data dir. */
export function testConfig(database: TestDatabase, env: Record<string, string> = {}): ServerConfig {
  const pdf = path.join(database.dataDir, "whitepaper.pdf");
  mkdirSync(database.dataDir, { recursive: true });
  writeFileSync(pdf, TEST_PDF);
  return loadServerConfig({
    LOG_LEVEL: "silent",
    DIST_DIR: "./dist",
    SERVER_SECRET: TEST_SECRET,
    // A public SITE_URL without SMTP_URL must say that the .eml files are wanted (review 3, I2).
    MAIL_TO_FILES: "true",
    ...PUBLIC_OPERATOR_ENV,
    SITE_URL,
    WHITEPAPER_PDF: pdf,
    RATE_LIMIT_MAX: "1000",
    ...database.env,
    ...env,
  });
}

/** A mutable clock for tests: time moves only when the test says so. */
export function testClock(start = Date.parse("2026-03-02T09:00:00Z")) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  });
}

export type SolvedCaptcha = {
  captchaToken: string;
  captchaAnswer: number;
  /** The proof of work, solved. */
  pow: string;
};

/** GET /api/captcha for a form (the contact form unless told), answered: the maths question and the proof of work. */
export async function solveCaptcha(app: FastifyInstance, form = "contact"): Promise<SolvedCaptcha> {
  const response = await app.inject({ method: "GET", url: `/api/captcha?form=${form}` });
  return solved(response.json<CaptchaResponse>());
}

export interface CaptchaResponse {
  a: number;
  b: number;
  token: string;
  pow: PowChallenge;
}

/** The maths question alone, without its proof of work: the helper adds a fresh one. */
export function questionOf({ captchaToken, captchaAnswer }: SolvedCaptcha) {
  return { captchaToken, captchaAnswer };
}

export function solved({ a, b, token, pow }: CaptchaResponse): SolvedCaptcha {
  return { captchaToken: token, captchaAnswer: a + b, pow: solvePow(pow) };
}

export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...contactContract.validBody(), ...overrides };
}

export function whitepaperBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...whitepaperContract.validBody(), ...overrides };
}

/** A valid request of the activation kit by e-mail: a private entity of 120 workers with a Modello 231. */
export function kitBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...kitContract.validBody(), ...overrides };
}

/** A valid order of the Small plan: billing data that pass every check (P.IVA, CAP, province, SDI). */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...orderContract.validBody(), ...overrides };
}

/** A copy of a body without one key (a field the client left out). */
export function omit(body: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
}

/** The value, or a test failure when it is missing. */
export function must<T>(value: T | null | undefined, what = "valore"): T {
  if (value === null || value === undefined) throw new Error(`${what} mancante`);
  return value;
}

/**
 * POSTs to a form of src/app/forms.server.ts, by name, with a freshly solved captcha and proof of
 * work, each unless the body brings its own.
 */
export async function submit(
  app: FastifyInstance,
  form: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = "203.0.113.10",
) {
  const { path: url } = must(
    forms.find((known) => known.name === form),
    `modulo ${form}`,
  );
  const solved = "captchaToken" in body && "pow" in body ? null : await solveCaptcha(app, form);
  const captcha = {
    ...(solved && !("captchaToken" in body)
      ? { captchaToken: solved.captchaToken, captchaAnswer: solved.captchaAnswer }
      : {}),
    ...(solved && !("pow" in body) ? { pow: solved.pow } : {}),
  };
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify({ ...captcha, ...body }),
    remoteAddress,
  });
}
