import { loadSiteConfig } from "../../config/load-site-config.ts";
import { loadOperatorFacts } from "../../config/operator-facts.ts";
import type { KitFacts } from "./kit-types.ts";

/** The kit's facts from the build's environment, read when called (never at import). */
export function loadKitFacts(env: Record<string, string | undefined> = process.env, now = new Date()): KitFacts {
  const config = loadSiteConfig(env);
  return {
    operator: config.operator,
    siteUrl: config.siteUrl,
    operatorFacts: loadOperatorFacts(env),
    draftedOn: now,
  };
}
