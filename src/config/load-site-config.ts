import { z } from "zod";
import { isValidPartitaIva } from "../lib/italian-ids.ts";
import { isLoopbackUrl } from "../lib/loopback-url.ts";
import { ORDER_RETENTION_DAYS, RETENTION_DAYS } from "./retention.ts";

/**
 * Everything static pages show about the operator, the promotion and the processing of personal
 * data. It is read at build time; `npm start` rebuilds when any of these variables changes. The
 * server reads the same values (the rate-limit window, the proxy) so the privacy policy states
 * what the server does.
 */
export const BUILD_CONFIG_KEYS = [
  "SITE_URL",
  "OPERATOR_NAME",
  "OPERATOR_ADDRESS",
  "OPERATOR_VAT",
  "OPERATOR_EMAIL",
  "PROMO_END",
  "RETENTION_DAYS",
  "OPERATOR_REA",
  // The legal form (art. 35 DPR 633/1972, art. 2250 c.c.): a sole proprietor or a company.
  "OPERATOR_LEGAL_FORM",
  "OPERATOR_REGISTRY_OFFICE",
  "OPERATOR_REGISTRY_NUMBER",
  "OPERATOR_SHARE_CAPITAL",
  "OPERATOR_SOLE_SHAREHOLDER",
  "DPO_EMAIL",
  "HOSTING_PROVIDER",
  "HOSTING_LOCATION",
  "EMAIL_PROVIDER",
  "EMAIL_PROVIDER_LOCATION",
  "PROXY_PROVIDER",
  "PROXY_LOCATION",
  "LOG_RETENTION_DAYS",
  "BACKUP_RETENTION_DAYS",
  "MAILBOX_RETENTION_MONTHS",
  "MARKETING_RETENTION_MONTHS",
  "RATE_LIMIT_WINDOW_S",
  "TRUST_PROXY",
  // Online orders (issue 9): the quote's VAT, validity, bank details and the orders' retention.
  "VAT_RATE",
  "VAT_REGIME",
  "QUOTE_VALIDITY_DAYS",
  "BANK_IBAN",
  "BANK_HOLDER",
  "BANK_NAME",
  "ORDER_RETENTION_DAYS",
  // /.well-known/security.txt (RFC 9116), published only when set (issue 25, I5).
  "SECURITY_CONTACT",
] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Every placeholder default says so: a public site must replace it (legal-facts.md, 'Operator data in production'). */
const PLACEHOLDER_MARK = "(da configurare)";
const PLACEHOLDER_EMAIL_DOMAIN = /@(?:[^@]+\.)?example\.(?:com|org|net)$/i;

const wholeNumber = (key: string, unit: string, max: number, fallback: number) =>
  z.coerce
    .number({ message: `${key} deve essere un numero di ${unit}` })
    .int(`${key} deve essere un numero intero di ${unit}`)
    .min(1, `${key} deve essere almeno 1`)
    .max(max, `${key} può essere al massimo ${max.toLocaleString("it-IT")}`)
    .default(fallback);

const schema = z.object({
  SITE_URL: z
    .url({ message: "SITE_URL deve essere un URL completo, per esempio https://www.esempio.it" })
    .default("http://localhost:4321")
    .transform((url) => url.replace(/\/+$/, "")),
  OPERATOR_NAME: z.string().trim().min(2).default(`Nome Cognome ${PLACEHOLDER_MARK}`),
  OPERATOR_ADDRESS: z.string().trim().min(5).default(`Via Esempio 1, 00100 Roma RM ${PLACEHOLDER_MARK}`),
  OPERATOR_VAT: z
    .string()
    .trim()
    .regex(/^\d{11}$/, "OPERATOR_VAT deve contenere le 11 cifre della partita IVA")
    .default("00000000000"),
  OPERATOR_EMAIL: z.email("OPERATOR_EMAIL deve essere un indirizzo e-mail").default("info@example.com"),
  OPERATOR_REA: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z]{2}-\d{1,7}$/,
      "OPERATOR_REA deve essere la sigla della provincia e il numero REA, per esempio RM-1234567",
    )
    .optional(),
  OPERATOR_LEGAL_FORM: z
    .enum(["ditta-individuale", "societa"], {
      message: "OPERATOR_LEGAL_FORM deve essere ditta-individuale oppure societa",
    })
    .default("ditta-individuale"),
  OPERATOR_REGISTRY_OFFICE: z.string().trim().min(2).max(100).optional(),
  OPERATOR_REGISTRY_NUMBER: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{11,16}$/, "OPERATOR_REGISTRY_NUMBER deve essere il numero di iscrizione (il codice fiscale)")
    .optional(),
  OPERATOR_SHARE_CAPITAL: z.coerce
    .number({ message: "OPERATOR_SHARE_CAPITAL deve essere il capitale sociale versato, in euro" })
    .positive("OPERATOR_SHARE_CAPITAL deve essere maggiore di zero")
    .optional(),
  OPERATOR_SOLE_SHAREHOLDER: z
    .enum(["true", "false", "1", "0"], { message: "OPERATOR_SOLE_SHAREHOLDER deve essere true oppure false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  PROMO_END: z
    .string()
    .trim()
    .refine((value) => value === "" || (isoDate.test(value) && !Number.isNaN(Date.parse(value))), {
      message: "PROMO_END deve essere una data AAAA-MM-GG oppure vuoto (nessuna promozione)",
    })
    .default(""),
  RETENTION_DAYS: wholeNumber("RETENTION_DAYS", "giorni", 3650, RETENTION_DAYS),
  DPO_EMAIL: z.email("DPO_EMAIL deve essere l'indirizzo e-mail del responsabile della protezione dei dati").optional(),
  HOSTING_PROVIDER: z.string().trim().min(2).default(`Fornitore di hosting ${PLACEHOLDER_MARK}`),
  HOSTING_LOCATION: z.string().trim().min(2).default(`Paese ${PLACEHOLDER_MARK}`),
  EMAIL_PROVIDER: z.string().trim().min(2).default(`Fornitore del servizio e-mail ${PLACEHOLDER_MARK}`),
  EMAIL_PROVIDER_LOCATION: z.string().trim().min(2).default(`Paese ${PLACEHOLDER_MARK}`),
  PROXY_PROVIDER: z.string().trim().min(2).optional(),
  PROXY_LOCATION: z.string().trim().min(2).optional(),
  LOG_RETENTION_DAYS: wholeNumber("LOG_RETENTION_DAYS", "giorni", 365, 14),
  BACKUP_RETENTION_DAYS: wholeNumber("BACKUP_RETENTION_DAYS", "giorni", 3650, 30),
  MAILBOX_RETENTION_MONTHS: wholeNumber("MAILBOX_RETENTION_MONTHS", "mesi", 120, 12),
  MARKETING_RETENTION_MONTHS: wholeNumber("MARKETING_RETENTION_MONTHS", "mesi", 120, 24),
  RATE_LIMIT_WINDOW_S: wholeNumber("RATE_LIMIT_WINDOW_S", "secondi", 86_400, 600),
  // true (the proxy on this machine), false, or the proxies' addresses and networks: the server
  // checks each address (src/server/client-address.server.ts); the policy only needs on or off.
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(true|false|1|0|[0-9a-f:.]+(\/\d{1,3})?([\s,]+[0-9a-f:.]+(\/\d{1,3})?)*)$/, {
      message: "TRUST_PROXY deve essere true, false o l'elenco degli indirizzi (o reti CIDR) dei proxy",
    })
    .default("false")
    .transform((value) => value !== "false" && value !== "0"),
  // Online orders (issue 9).
  VAT_RATE: z.coerce
    .number({ message: "VAT_RATE deve essere una percentuale, per esempio 22" })
    .int("VAT_RATE deve essere una percentuale intera")
    .min(0, "VAT_RATE non può essere negativa")
    .max(100, "VAT_RATE può essere al massimo 100")
    .default(22),
  VAT_REGIME: z
    .enum(["ordinario", "forfettario"], { message: "VAT_REGIME deve essere ordinario oppure forfettario" })
    .default("ordinario"),
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

type ParsedConfig = z.infer<typeof schema>;

/** What a public site may not publish: a controller and processors that are placeholders. */
function placeholderProblems(c: ParsedConfig): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  const placeholder = (key: keyof ParsedConfig, value: string | undefined, what: string) => {
    if (value?.includes(PLACEHOLDER_MARK)) problems.push({ key, message: `indica ${what} (ora «${value}»)` });
  };
  placeholder("OPERATOR_NAME", c.OPERATOR_NAME, "il nome reale del titolare");
  placeholder("OPERATOR_ADDRESS", c.OPERATOR_ADDRESS, "l'indirizzo reale della sede");
  for (const key of ["OPERATOR_EMAIL", "DPO_EMAIL"] as const) {
    const email = c[key];
    if (email !== undefined && PLACEHOLDER_EMAIL_DOMAIN.test(email)) {
      problems.push({ key, message: `indica una casella reale, non un indirizzo di esempio (ora «${email}»)` });
    }
  }
  if (!isValidPartitaIva(c.OPERATOR_VAT)) {
    problems.push({
      key: "OPERATOR_VAT",
      message: `la partita IVA «${c.OPERATOR_VAT}» non è valida (la cifra di controllo non corrisponde)`,
    });
  }
  if (c.OPERATOR_REA === undefined) {
    problems.push({
      key: "OPERATOR_REA",
      message: "indica il numero REA dell'iscrizione al Registro delle imprese (art. 7 D.Lgs. 70/2003)",
    });
  }
  placeholder("HOSTING_PROVIDER", c.HOSTING_PROVIDER, "il fornitore di hosting, responsabile del trattamento");
  placeholder("EMAIL_PROVIDER", c.EMAIL_PROVIDER, "il fornitore del servizio e-mail, responsabile del trattamento");
  // DPO site review A2: where each processor works is declared, never a default «Unione europea».
  placeholder("HOSTING_LOCATION", c.HOSTING_LOCATION, "il Paese in cui il fornitore di hosting tratta i dati");
  placeholder(
    "EMAIL_PROVIDER_LOCATION",
    c.EMAIL_PROVIDER_LOCATION,
    "il Paese in cui il fornitore e-mail tratta i dati",
  );
  placeholder("PROXY_PROVIDER", c.PROXY_PROVIDER, "chi gestisce il proxy inverso, responsabile del trattamento");
  return problems;
}

/** Rules across keys that hold for any SITE_URL: a company's art. 2250 c.c. data, and who may be forfettario. */
function legalFormProblems(c: ParsedConfig): string[] {
  const problems: string[] = [];
  if (c.OPERATOR_LEGAL_FORM === "societa") {
    const missing = (
      ["OPERATOR_REGISTRY_OFFICE", "OPERATOR_REGISTRY_NUMBER", "OPERATOR_SHARE_CAPITAL"] as const
    ).filter((key) => c[key] === undefined);
    for (const key of missing) {
      problems.push(`- ${key}: obbligatorio per una società (art. 2250 c.c.)`);
    }
    if (c.VAT_REGIME === "forfettario") {
      problems.push("- VAT_REGIME: il regime forfettario è riservato alle persone fisiche (ditta individuale)");
    }
  }
  return problems;
}

export interface Processor {
  /** The company, as the privacy policy names it. */
  name: string;
  /** Where it processes the data, e.g. 'Germania (Unione europea)'. */
  location: string;
}

export interface SiteConfig {
  siteUrl: string;
  operator: {
    name: string;
    address: string;
    vatNumber: string;
    email: string;
    /** 'RM-1234567' when the business is in the Registro delle imprese; null otherwise (loopback only). */
    rea: string | null;
    legalForm: OperatorLegalForm;
  };
  /** Last day (Europe/Rome) of free activation, as YYYY-MM-DD; null when there is no promotion. */
  promotionEnd: string | null;
  /** Days after collection at which form requests are deleted; the privacy policy states it. */
  retentionDays: number;
  /** Seconds a client's requests are counted in; the server limits with it, the policy states it. */
  rateLimitWindowS: number;
  /** A reverse proxy forwards the client address (X-Forwarded-For); the policy discloses it. */
  trustProxy: boolean;
  /** What the privacy policy says about who processes the data and how long it is kept. */
  privacy: {
    /** The DPO's address when one is designated; null: "non è stato designato un RPD". */
    dpoEmail: string | null;
    hosting: Processor;
    email: Processor;
    /** Who runs the reverse proxy (TRUST_PROXY) and where; null when there is none. */
    proxy: Processor | null;
    /** Days the server's logs (journal, nginx) are kept; docs/production.md configures journald and logrotate with it. */
    logRetentionDays: number;
    /** Days a database backup is kept: an erased record survives in the backups this long. */
    backupRetentionDays: number;
    /** Months the operator keeps the form e-mails in the mailbox. */
    mailboxRetentionMonths: number;
    /** Months at most a contact stays on the marketing list, unless consent is withdrawn earlier. */
    marketingRetentionMonths: number;
  };
  /** Online orders (issue 9): what the quote states and how long an order request is kept. */
  order: OrderConfig;
}

export interface OrderConfig {
  /** VAT on the quote, in percent (22); 0 under the regime forfettario. */
  vatRatePercent: number;
  /** 'forfettario' (L. 190/2014, cc. 54-89): no VAT, the exemption wording and the stamp duty. */
  vatRegime: VatRegime;
  /** Days the quote's prices hold from the order. */
  quoteValidityDays: number;
  /** Days after which order requests are deleted: never shorter than the other requests' retention. */
  retentionDays: number;
  /** Shown on the quote only when IBAN and holder are configured. */
  bank: { iban: string; holder: string; name: string | null } | null;
}

export type VatRegime = "ordinario" | "forfettario";

/** A sole proprietor, or a company with what art. 2250 c.c. asks every document of it to show. */
export type OperatorLegalForm =
  | { kind: "ditta-individuale" }
  | {
      kind: "societa";
      /** The Registro delle imprese's office, e.g. 'Milano Monza Brianza Lodi'. */
      registryOffice: string;
      registryNumber: string;
      /** Paid-up share capital in euro. */
      shareCapitalEuro: number;
      soleShareholder: boolean;
    };

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
  const formProblems = legalFormProblems(c);
  if (formProblems.length > 0) {
    throw new ConfigError(`Configurazione del sito non valida:\n${formProblems.join("\n")}`);
  }
  if (!isLoopbackUrl(c.SITE_URL)) {
    const problems = placeholderProblems(c);
    if (problems.length > 0) {
      const lines = problems.map((problem) => `- ${problem.key}: ${problem.message}`);
      throw new ConfigError(
        `Configurazione del sito non valida: un sito pubblico (SITE_URL=${c.SITE_URL}) non può usare dati segnaposto.\n${lines.join("\n")}`,
      );
    }
  }
  return {
    siteUrl: c.SITE_URL,
    operator: {
      name: c.OPERATOR_NAME,
      address: c.OPERATOR_ADDRESS,
      vatNumber: c.OPERATOR_VAT,
      email: c.OPERATOR_EMAIL,
      rea: c.OPERATOR_REA ?? null,
      legalForm:
        c.OPERATOR_LEGAL_FORM === "societa"
          ? {
              kind: "societa",
              registryOffice: c.OPERATOR_REGISTRY_OFFICE ?? "",
              registryNumber: c.OPERATOR_REGISTRY_NUMBER ?? "",
              shareCapitalEuro: c.OPERATOR_SHARE_CAPITAL ?? 0,
              soleShareholder: c.OPERATOR_SOLE_SHAREHOLDER,
            }
          : { kind: "ditta-individuale" },
    },
    promotionEnd: c.PROMO_END === "" ? null : c.PROMO_END,
    retentionDays: c.RETENTION_DAYS,
    rateLimitWindowS: c.RATE_LIMIT_WINDOW_S,
    trustProxy: c.TRUST_PROXY,
    privacy: {
      dpoEmail: c.DPO_EMAIL ?? null,
      hosting: { name: c.HOSTING_PROVIDER, location: c.HOSTING_LOCATION },
      email: { name: c.EMAIL_PROVIDER, location: c.EMAIL_PROVIDER_LOCATION },
      proxy: c.TRUST_PROXY
        ? { name: c.PROXY_PROVIDER ?? c.HOSTING_PROVIDER, location: c.PROXY_LOCATION ?? c.HOSTING_LOCATION }
        : null,
      logRetentionDays: c.LOG_RETENTION_DAYS,
      backupRetentionDays: c.BACKUP_RETENTION_DAYS,
      mailboxRetentionMonths: c.MAILBOX_RETENTION_MONTHS,
      marketingRetentionMonths: c.MARKETING_RETENTION_MONTHS,
    },
    order: {
      vatRatePercent: c.VAT_REGIME === "forfettario" ? 0 : c.VAT_RATE,
      vatRegime: c.VAT_REGIME,
      quoteValidityDays: c.QUOTE_VALIDITY_DAYS,
      retentionDays: Math.max(c.RETENTION_DAYS, c.ORDER_RETENTION_DAYS),
      bank:
        c.BANK_IBAN && c.BANK_HOLDER ? { iban: c.BANK_IBAN, holder: c.BANK_HOLDER, name: c.BANK_NAME ?? null } : null,
    },
  };
}
