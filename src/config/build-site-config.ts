import { loadSiteConfig, type SiteConfig } from "./load-site-config.ts";

type Env = Record<string, string | undefined>;

let fromProcess: SiteConfig | undefined;

/**
 * The operator's identity, the promotion and the privacy figures the site is built with: read
 * from the environment when a page, a feed or a PDF first asks, never when a module is imported,
 * so a script can check the configuration and print its own message first. Once per process;
 * a test passes its own `env`, which is parsed on every call and never remembered.
 */
export function buildSiteConfig(env?: Env): SiteConfig {
  if (env) return loadSiteConfig(env);
  fromProcess ??= loadSiteConfig(process.env);
  return fromProcess;
}
