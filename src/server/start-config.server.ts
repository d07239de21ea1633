import path from "node:path";
import { z } from "zod";
import { loadSiteConfig, type SiteConfig } from "../config/load-site-config.ts";
import { isLoopbackUrl } from "../lib/loopback-url.ts";
import { loadOperatorFacts, type OperatorFacts } from "../config/operator-facts.ts";
import { isLoopbackHost, isWildcardHost, trustedProxies } from "./client-address.server.ts";
import { smtpTls } from "./smtp-tls.server.ts";

/** Under a second on a phone-class CPU in the worst case (bench/results/pow.md). */
export const DEFAULT_POW_MAX_NUMBER = 15_000;

const intFrom = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** Seconds, fractions allowed (tests use sub-second retries). */
const secondsFrom = (fallback: number, max: number) => z.coerce.number().positive().max(max).default(fallback);

const onOff = (key: string) =>
  z
    .enum(["true", "false", "1", "0"], { message: `${key} deve essere true oppure false` })
    .default("false")
    .transform((value) => value === "true" || value === "1");

const schema = z.object({
  PORT: intFrom(4321, 0, 65535),
  /**
   * Default 127.0.0.1 (security review 3, I4): Node is reached through nginx, and `npm start`
   * still answers on http://localhost:PORT; HOST=0.0.0.0 exposes it on purpose.
   */
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL deve essere un URL postgres://…")
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, "SMTP_URL deve essere un URL smtp:// o smtps://")
    .refine((value) => URL.canParse(value), "SMTP_URL non è un URL valido (codifica @ e : nella password)")
    .optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  SERVER_SECRET: z.string().min(32, "SERVER_SECRET deve avere almeno 32 caratteri").optional(),
  RATE_LIMIT_MAX: intFrom(10, 1, 100_000),
  /** Largest number of the proof of work: a search of half of it on average (bench/results/pow.md). */
  POW_MAX_NUMBER: intFrom(DEFAULT_POW_MAX_NUMBER, 1000, 10_000_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DIST_DIR: z.string().trim().min(1).default("./dist"),
  /** The PDF attached to whitepaper e-mails, read when the outbox sends; default <DIST_DIR>/.private/whitepaper.pdf. */
  WHITEPAPER_PDF: z.string().trim().min(1).optional(),
  OUTBOX_MAX_ATTEMPTS: intFrom(20, 1, 1000),
  OUTBOX_RETRY_BASE_S: secondsFrom(30, 86_400),
  OUTBOX_POLL_S: secondsFrom(5, 3600),
  OUTBOX_LEASE_S: secondsFrom(300, 86_400),
  /**
   * How long a stopping process may take (in-flight requests, the e-mail being sent) before it
   * exits anyway: keep it under the process manager's kill (Docker 10 s; our systemd unit 15 s, docs/production.md).
   */
  SHUTDOWN_TIMEOUT_S: secondsFrom(8, 3600),
  // HTTP hardening (issue 17 §3): with a trusted proxy, Node listens on every interface only
  // when the operator says that nothing but the proxy can reach it (a firewall, a container net).
  PROXY_ALLOW_PUBLIC_HOST: onOff("PROXY_ALLOW_PUBLIC_HOST"),
  /** A TRUST_PROXY network wider than /8 (IPv6 /32) is refused unless this says it is meant (review 3, I1). */
  PROXY_ALLOW_WIDE_NETWORK: onOff("PROXY_ALLOW_WIDE_NETWORK"),
  /** A public site without SMTP_URL writes its e-mails to DATA_DIR/mail only when this says so (review 3, I2). */
  MAIL_TO_FILES: onOff("MAIL_TO_FILES"),
});

export type ServerConfig = z.infer<typeof schema> & {
  /** No SMTP_URL: every e-mail is written as an .eml file under DATA_DIR/mail, and sent to nobody. */
  mailToFiles: boolean;
  dataDir: string;
  distDir: string;
  whitepaperPdf: string;
  /** Operator identity and site URL: the same values the static pages were built with. */
  site: SiteConfig;
  /** The operator's facts file (OPERATOR_FACTS_FILE), as the pages print it: the activation kit reads it. */
  operatorFacts: OperatorFacts;
  /** Build-time keys (the privacy policy states them), read from the same environment. */
  RATE_LIMIT_WINDOW_S: number;
  TRUST_PROXY: boolean;
  /** Addresses and networks of the proxies allowed to name the client; empty: none. */
  trustedProxies: string[];
};

/** Which proxies may name the client, and where Node listens given them (issue 17 §3). */
function proxySettings(
  host: string,
  trustProxy: string | undefined,
  { allowPublicHost, allowWide }: { allowPublicHost: boolean; allowWide: boolean },
): string[] {
  const invalid = (line: string) => new Error(`Configurazione del server non valida:\n- ${line}`);
  let proxies: string[];
  try {
    proxies = trustedProxies(trustProxy, { allowWide });
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : String(error));
  }
  if (proxies.length > 0 && isWildcardHost(host) && !allowPublicHost) {
    throw invalid(
      `HOST: con TRUST_PROXY il server deve ascoltare solo dove arriva il proxy (per esempio HOST=127.0.0.1), non su ${host}; se un firewall lascia passare solo il proxy, imposta PROXY_ALLOW_PUBLIC_HOST=true`,
    );
  }
  // true trusts loopback only: a proxy on another machine, reaching Node on this address, would
  // not be trusted, and every visitor would count as the proxy (an old install's true).
  if (/^(true|1)$/i.test((trustProxy ?? "").trim()) && !isWildcardHost(host) && !isLoopbackHost(host)) {
    throw invalid(
      `TRUST_PROXY: TRUST_PROXY=true si fida solo di un proxy su questa macchina, ma con HOST=${host} il proxy è su un'altra e ogni visitatore conterebbe come lui; scrivi in TRUST_PROXY l'indirizzo del proxy (per esempio TRUST_PROXY=10.0.0.10)`,
    );
  }
  return proxies;
}

/**
 * What a public site may not run with (security review 3): the key of the captcha and of the
 * hashed client addresses kept in the database it protects (L1), every e-mail written to disk
 * and sent to nobody without saying so (I2), a relay elsewhere reached without verified TLS (L6).
 * A loopback SITE_URL (`npm start` with no setup, the test servers) keeps every default.
 */
function publicSiteProblems(config: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (config.SERVER_SECRET === undefined) {
    problems.push(
      "- SERVER_SECRET: obbligatorio: senza, la chiave della firma del captcha e delle impronte degli indirizzi resterebbe nel database che protegge, e una sua copia basterebbe a risalire agli indirizzi IP; generane una con «openssl rand -base64 48» e mettila nel file dell'ambiente (docs/production.md)",
    );
  }
  if (config.SMTP_URL === undefined && !config.MAIL_TO_FILES) {
    problems.push(
      "- SMTP_URL: obbligatorio: senza, nessuna e-mail partirebbe e ognuna resterebbe su disco come file .eml in DATA_DIR/mail; indica il server di posta (per esempio smtps://utente:password@smtp.esempio.it:465), oppure imposta MAIL_TO_FILES=true se vuoi proprio soltanto i file",
    );
  }
  if (config.SMTP_URL !== undefined) {
    const tls = smtpTls(config.SMTP_URL);
    if (tls.optOut !== null && !tls.loopback) {
      problems.push(
        `- SMTP_URL: con ${tls.optOut} la password e i dati personali potrebbero viaggiare in chiaro, o verso chi si finge il server di posta; usa smtps://…:465 oppure smtp://…:587 senza ${tls.optOut} (è ammesso solo verso un server di posta su questa macchina)`,
      );
    }
  }
  return problems;
}

/**
 * Server-only settings, read at start-up (decisions.md §15); fails with every problem listed. The
 * one loader of the server's environment: main(env) in src/app/server.server.ts, the outbox worker
 * and the operator's tool call it with theirs; no module under src/server reads process.env.
 */
export function loadServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configurazione del server non valida:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.SMTP_URL && !config.MAIL_FROM) {
    throw new Error("Configurazione del server non valida:\n- MAIL_FROM: obbligatorio quando è impostato SMTP_URL");
  }
  const distDir = path.resolve(config.DIST_DIR);
  const site = loadSiteConfig(env);
  const proxies = proxySettings(config.HOST, cleaned["TRUST_PROXY"], {
    allowPublicHost: config.PROXY_ALLOW_PUBLIC_HOST,
    allowWide: config.PROXY_ALLOW_WIDE_NETWORK,
  });
  const problems = isLoopbackUrl(site.siteUrl) ? [] : publicSiteProblems(config);
  if (problems.length > 0) {
    throw new Error(
      `Configurazione del server non valida: un sito pubblico (SITE_URL=${site.siteUrl}) non può avviarsi così.\n${problems.join("\n")}`,
    );
  }
  return {
    ...config,
    // MAIL_TO_FILES only allows what a missing SMTP_URL does; with SMTP_URL the relay is used.
    mailToFiles: config.SMTP_URL === undefined,
    trustedProxies: proxies,
    dataDir: path.resolve(config.DATA_DIR),
    distDir,
    whitepaperPdf: path.resolve(config.WHITEPAPER_PDF ?? path.join(distDir, ".private", "whitepaper.pdf")),
    site,
    operatorFacts: loadOperatorFacts(env),
    RATE_LIMIT_WINDOW_S: site.rateLimitWindowS,
    TRUST_PROXY: site.trustProxy,
  };
}
