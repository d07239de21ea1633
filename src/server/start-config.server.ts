import path from "node:path";
import { z } from "zod";
import { loadSiteConfig, type SiteConfig } from "../config/load-site-config.ts";
import { loadOperatorFacts, type OperatorFacts } from "../config/operator-facts.ts";
import { isLoopbackHost, isWildcardHost, trustedProxies } from "./client-address.server.ts";

/** Under a second on a phone-class CPU in the worst case (bench/results/pow.md). */
export const DEFAULT_POW_MAX_NUMBER = 15_000;

const intFrom = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** Seconds, fractions allowed (tests use sub-second retries). */
const secondsFrom = (fallback: number, max: number) => z.coerce.number().positive().max(max).default(fallback);

const schema = z.object({
  PORT: intFrom(4321, 0, 65535),
  /** Default 0.0.0.0; 127.0.0.1 when a proxy is trusted (see the proxy settings below). */
  HOST: z.string().trim().min(1).optional(),
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
  // HTTP hardening (issue 17 §3): with a trusted proxy, Node listens on every interface only
  // when the operator says that nothing but the proxy can reach it (a firewall, a container net).
  PROXY_ALLOW_PUBLIC_HOST: z
    .enum(["true", "false", "1", "0"], { message: "PROXY_ALLOW_PUBLIC_HOST deve essere true oppure false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
});

export type ServerConfig = Omit<z.infer<typeof schema>, "HOST"> & {
  HOST: string;
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
  hostSetting: string | undefined,
  trustProxy: string | undefined,
  allowPublicHost: boolean,
): { proxies: string[]; host: string } {
  const invalid = (line: string) => new Error(`Configurazione del server non valida:\n- ${line}`);
  let proxies: string[];
  try {
    proxies = trustedProxies(trustProxy);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : String(error));
  }
  const host = hostSetting ?? (proxies.length > 0 ? "127.0.0.1" : "0.0.0.0");
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
  return { proxies, host };
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
  const { proxies, host } = proxySettings(config.HOST, cleaned["TRUST_PROXY"], config.PROXY_ALLOW_PUBLIC_HOST);
  return {
    ...config,
    HOST: host,
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
