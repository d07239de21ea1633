import { z } from "zod";
import { ORDER_RETENTION_DAYS, RETENTION_DAYS } from "./retention.ts";

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
  // Online orders (issue 9): the quote's VAT, validity, bank details and the orders' retention.
  "VAT_RATE",
  "QUOTE_VALIDITY_DAYS",
  "BANK_IBAN",
  "BANK_HOLDER",
  "BANK_NAME",
  "ORDER_RETENTION_DAYS",
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
  // Online orders (issue 9).
  VAT_RATE: z.coerce
    .number({ message: "VAT_RATE deve essere una percentuale, per esempio 22" })
    .int("VAT_RATE deve essere una percentuale intera")
    .min(0, "VAT_RATE non può essere negativa")
    .max(100, "VAT_RATE può essere al massimo 100")
    .default(22),
  QUOTE_VALIDITY_DAYS: z.coerce
    .number({ message: "QUOTE_VALIDITY_DAYS deve essere un numero di giorni" })
    .int("QUOTE_VALIDITY_DAYS deve essere un numero intero di giorni")
    .min(1, "QUOTE_VALIDITY_DAYS deve essere almeno 1")
    .max(365, "QUOTE_VALIDITY_DAYS può essere al massimo 365")
    .default(30),
  BANK_IBAN: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value), {
      message: "BANK_IBAN deve essere un IBAN, per esempio IT60X0542811101000000123456",
    })
    .optional(),
  BANK_HOLDER: z.string().trim().min(2).max(140).optional(),
  BANK_NAME: z.string().trim().min(2).max(140).optional(),
  ORDER_RETENTION_DAYS: z.coerce
    .number({ message: "ORDER_RETENTION_DAYS deve essere un numero di giorni" })
    .int("ORDER_RETENTION_DAYS deve essere un numero intero di giorni")
    .min(1, "ORDER_RETENTION_DAYS deve essere almeno 1")
    .max(3650, "ORDER_RETENTION_DAYS può essere al massimo 3.650")
    .default(ORDER_RETENTION_DAYS),
});

export interface SiteConfig {
  siteUrl: string;
  operator: { name: string; address: string; vatNumber: string; email: string };
  /** Last day (Europe/Rome) of free activation, as YYYY-MM-DD; null when there is no promotion. */
  promotionEnd: string | null;
  /** Days after collection at which form requests are deleted; the privacy policy states it. */
  retentionDays: number;
  /** Online orders (issue 9): what the quote states and how long an order request is kept. */
  order: OrderConfig;
}

export interface OrderConfig {
  /** VAT on the quote, in percent (22). */
  vatRatePercent: number;
  /** Days the quote's prices hold from the order. */
  quoteValidityDays: number;
  /** Days after which order requests are deleted: never shorter than the other requests' retention. */
  retentionDays: number;
  /** Shown on the quote only when IBAN and holder are configured. */
  bank: { iban: string; holder: string; name: string | null } | null;
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
    order: {
      vatRatePercent: c.VAT_RATE,
      quoteValidityDays: c.QUOTE_VALIDITY_DAYS,
      retentionDays: Math.max(c.RETENTION_DAYS, c.ORDER_RETENTION_DAYS),
      bank:
        c.BANK_IBAN && c.BANK_HOLDER ? { iban: c.BANK_IBAN, holder: c.BANK_HOLDER, name: c.BANK_NAME ?? null } : null,
    },
  };
}
