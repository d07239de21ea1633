import { loadOperatorFacts, type OperatorFacts } from "./operator-facts.ts";
import { platformClaims, type PlatformClaims } from "./service.ts";

/**
 * The operator's facts file (OPERATOR_FACTS_FILE), validated when the site is built, and the
 * platform claims the copy prints from it. Build-time only: it reads a file.
 */
export const operatorFacts: OperatorFacts = loadOperatorFacts(process.env);
export const platform: PlatformClaims = platformClaims(operatorFacts);
