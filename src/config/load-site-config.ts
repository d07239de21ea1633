import { z } from "zod";
import { RETENTION_DAYS } from "./retention.ts";

/**
 * Everything static pages show about the operator and the promotion. It is read at build time;
 * `npm start` rebuilds when any of these variables changes (see BUILD_CONFIG_KEYS).
 */
export const BUILD_CONFIG_KEYS = [
  "SITE_URL",
  "OPERATOR_NAME",
  "OPERATOR_ADDRESS",
  "OPERATOR_VAT",
  "OPERATOR_EMAIL",
  "PROMO_END",
  "RETENTION_DAYS",
] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const schema = z.object({
  SITE_URL: z
    .url({ message: "SITE_URL deve essere un URL completo, per esempio https://www.esempio.it" })
    .default("http://localhost:4321")
    .transform((url) => url.replace(/\/+$/, "")),
  OPERATOR_NAME: z.string().trim().min(2).default("Nome Cognome (da configurare)"),
  OPERATOR_ADDRESS: z.string().trim().min(5).default("Via Esempio 1, 00100 Roma RM (da configurare)"),
  OPERATOR_VAT: z
    .string()
    .trim()
    .regex(/^\d{11}$/, "OPERATOR_VAT deve contenere le 11 cifre della partita IVA")
    .default("00000000000"),
  OPERATOR_EMAIL: z.email("OPERATOR_EMAIL deve essere un indirizzo e-mail").default("info@example.com"),
  PROMO_END: z
    .string()
    .trim()
    .refine((value) => value === "" || (isoDate.test(value) && !Number.isNaN(Date.parse(value))), {
      message: "PROMO_END deve essere una data AAAA-MM-GG oppure vuoto (nessuna promozione)",
    })
    .default(""),
  RETENTION_DAYS: z.coerce
    .number({ message: "RETENTION_DAYS deve essere un numero di giorni" })
    .int("RETENTION_DAYS deve essere un numero intero di giorni")
    .min(1, "RETENTION_DAYS deve essere almeno 1")
    .max(3650, "RETENTION_DAYS può essere al massimo 3.650")
    .default(RETENTION_DAYS),
});

export interface SiteConfig {
  siteUrl: string;
  operator: { name: string; address: string; vatNumber: string; email: string };
  /** Last day (Europe/Rome) of free activation, as YYYY-MM-DD; null when there is no promotion. */
  promotionEnd: string | null;
  /** Days after collection at which form requests are deleted; the privacy policy states it. */
  retentionDays: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const input = Object.fromEntries(
    BUILD_CONFIG_KEYS.map((key) => [key, env[key] === "" && key !== "PROMO_END" ? undefined : env[key]]),
  );
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Configurazione del sito non valida:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    siteUrl: c.SITE_URL,
    operator: {
      name: c.OPERATOR_NAME,
      address: c.OPERATOR_ADDRESS,
      vatNumber: c.OPERATOR_VAT,
      email: c.OPERATOR_EMAIL,
    },
    promotionEnd: c.PROMO_END === "" ? null : c.PROMO_END,
    retentionDays: c.RETENTION_DAYS,
  };
}
