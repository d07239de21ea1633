import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { z } from "zod";
import { isLoopbackUrl } from "../lib/loopback-url.ts";

/**
 * The facts about the reporting platform and the contract that only the operator can state
 * (issue 20; legal-facts.md 'Platform features'): one YAML file, read at build time. /sicurezza,
 * /condizioni-del-servizio, the DPA and the DPIA sheet print them, and service.ts's platform
 * claims are derived from them, so a claim cannot differ between a page and the contract.
 * Every key is optional on a developer's machine; a public build (SITE_URL not loopback) requires
 * the ones a buyer's DPO asks for and refuses any value still marked "(da confermare)".
 */
// From the project root (every npm script runs there): a bundled page has no import.meta.dirname of its own.
export const DEFAULT_OPERATOR_FACTS_FILE = path.join(process.cwd(), "src", "config", "operator-facts.yaml");

/** The mark the shipped default file carries on every value the operator has not confirmed. */
export const FACTS_PLACEHOLDER = "(da confermare)";

const isoDate = z
  .string({ message: "deve essere una data AAAA-MM-GG" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "deve essere una data AAAA-MM-GG")
  .refine((value) => !Number.isNaN(Date.parse(value)), "non è una data valida");
// YAML reads an unquoted 2026-11-20 as a Date: accept both spellings.
const date = z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), isoDate);
const text = z.string({ message: "deve essere un testo" }).trim().min(2, "è troppo breve");
const days = (max: number) =>
  z
    .number({ message: "deve essere un numero di giorni" })
    .int("deve essere un numero intero")
    .min(0, "non può essere negativo")
    .max(max, `può essere al massimo ${max}`);
const flag = z.boolean({ message: "deve essere true oppure false" });
const list = z.array(text).min(1, "deve contenere almeno una voce");

const audit = z.strictObject({ issuer: text, scope: text, date });

export const operatorFactsSchema = z.strictObject({
  verifiedOn: date.optional(),
  platform: z
    .strictObject({ software: text, softwareUrl: z.url({ message: "deve essere un URL" }).optional(), updates: text })
    .optional(),
  hosting: z.strictObject({ provider: text, country: text, city: text }).optional(),
  backups: z.strictObject({ location: text, encrypted: flag, retentionDays: days(3650) }).optional(),
  encryption: z.strictObject({ inTransit: text, atRest: text, keyHolder: text }).optional(),
  staffAccess: z.strictObject({ can: list, cannot: list }).optional(),
  logs: z.array(z.strictObject({ what: text, retentionDays: days(3650) })).optional(),
  ipLogging: z
    .strictObject({
      platform: flag,
      webServer: flag,
      proxy: flag,
      /** What the hosting provider's network keeps, in the operator's words (anti-DDoS, flow logs). */
      hostingNetwork: text,
    })
    .optional(),
  tor: flag.optional(),
  twoFactor: z
    .enum(["obbligatoria", "facoltativa", "assente"], {
      message: "deve essere obbligatoria, facoltativa oppure assente",
    })
    .optional(),
  reminders: flag.optional(),
  deletionAtDeadline: flag.optional(),
  subProcessors: z.array(z.strictObject({ name: text, service: text, country: text })).optional(),
  certifications: z.array(z.strictObject({ name: text, issuer: text, scope: text, date })).optional(),
  penetrationTests: z.array(audit).optional(),
  breachNotificationHours: z
    .number({ message: "deve essere un numero di ore" })
    .int("deve essere un numero intero di ore")
    .min(1, "deve essere almeno 1")
    .max(72, "può essere al massimo 72: il cliente deve poter notificare il Garante entro 72 ore (art. 33 GDPR)")
    .optional(),
  endOfContract: z.strictObject({ returnDays: days(365), deletionDays: days(365) }).optional(),
  processorDpo: z
    .union(
      [
        z.strictObject({ email: z.email({ message: "deve essere un indirizzo e-mail" }) }),
        z.strictObject({ notRequired: text, assessedOn: date }),
      ],
      { message: "indica email (RPD designato) oppure notRequired e assessedOn (valutazione art. 37)" },
    )
    .optional(),
  terms: z
    .strictObject({
      durationMonths: z.number({ message: "deve essere un numero di mesi" }).int().min(1).max(60),
      renewal: text,
      noticeDays: days(365),
      payment: text,
      supportHours: text,
      liability: text,
      court: text,
    })
    .optional(),
});

export type OperatorFacts = z.infer<typeof operatorFactsSchema>;

/** What a public build cannot leave out: the answers a buyer's DPO needs before signing. */
const REQUIRED_FOR_PUBLIC = [
  "verifiedOn",
  "platform",
  "hosting",
  "backups",
  "encryption",
  "staffAccess",
  "logs",
  "ipLogging",
  "tor",
  "twoFactor",
  "subProcessors",
  "breachNotificationHours",
  "endOfContract",
  "processorDpo",
  "terms",
] as const satisfies readonly (keyof OperatorFacts)[];

export class OperatorFactsError extends Error {
  override name = "OperatorFactsError";
}

function placeholderPaths(value: unknown, at: string): string[] {
  if (typeof value === "string") return value.includes(FACTS_PLACEHOLDER) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholderPaths(item, `${at}.${index}`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => placeholderPaths(item, at ? `${at}.${key}` : key));
  }
  return [];
}

/**
 * Statements a DPO would catch as inconsistent: the hosting provider missing from the
 * sub-processors a DPA authorises (art. 28(2) and (4) GDPR), or a certification, test or
 * verification dated after the build (a claim of something not yet done).
 */
function consistencyProblems(facts: OperatorFacts, today: string): string[] {
  const problems: string[] = [];
  const { hosting, subProcessors } = facts;
  if (hosting && subProcessors) {
    const provider = hosting.provider.toLowerCase();
    if (!subProcessors.some((sub) => sub.name.toLowerCase() === provider)) {
      problems.push(`- subProcessors: manca il fornitore di hosting «${hosting.provider}» (art. 28, par. 2 e 4 GDPR)`);
    }
  }
  const dated = [
    ...(facts.verifiedOn ? [{ at: "verifiedOn", date: facts.verifiedOn }] : []),
    ...(facts.certifications ?? []).map((cert, index) => ({ at: `certifications.${index}.date`, date: cert.date })),
    ...(facts.penetrationTests ?? []).map((test, index) => ({ at: `penetrationTests.${index}.date`, date: test.date })),
  ];
  for (const { at, date } of dated) {
    if (date > today) problems.push(`- ${at}: ${date} è una data futura: si dichiara solo ciò che è già avvenuto`);
  }
  return problems;
}

/** Validates the parsed file; `siteUrl` decides whether placeholders and gaps are allowed. */
export function parseOperatorFacts(raw: unknown, siteUrl: string, file = "operator-facts.yaml"): OperatorFacts {
  const parsed = operatorFactsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new OperatorFactsError(`Fatti del gestore non validi (${file}):\n${lines.join("\n")}`);
  }
  const facts = parsed.data;
  if (!isLoopbackUrl(siteUrl)) {
    const problems = [
      ...REQUIRED_FOR_PUBLIC.filter((key) => facts[key] === undefined).map((key) => `- ${key}: manca`),
      ...placeholderPaths(facts, "").map((at) => `- ${at}: è ancora «${FACTS_PLACEHOLDER}»: conferma il dato reale`),
      ...consistencyProblems(facts, new Date().toISOString().slice(0, 10)),
    ];
    if (problems.length > 0) {
      throw new OperatorFactsError(
        `Fatti del gestore non validi (${file}): un sito pubblico (SITE_URL=${siteUrl}) li pubblica come dichiarazioni del fornitore, quindi devono essere tutti confermati.\n${problems.join("\n")}`,
      );
    }
  }
  return facts;
}

/** Reads OPERATOR_FACTS_FILE (default: the shipped file, to be confirmed) for SITE_URL. */
export function loadOperatorFacts(env: Record<string, string | undefined>): OperatorFacts {
  const file = env["OPERATOR_FACTS_FILE"] || DEFAULT_OPERATOR_FACTS_FILE;
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    throw new OperatorFactsError(`Fatti del gestore: non riesco a leggere ${file} (OPERATOR_FACTS_FILE)`);
  }
  let raw: unknown;
  try {
    raw = load(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new OperatorFactsError(`Fatti del gestore: ${file} non è un file YAML valido (${reason})`);
  }
  return parseOperatorFacts(raw, env["SITE_URL"] || "http://localhost:4321", path.basename(file));
}
