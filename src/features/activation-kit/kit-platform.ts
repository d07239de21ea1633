import type { KitInput } from "./kit-input.ts";
import { link, toComplete, type KitContext, type Run } from "./kit-text.ts";

/* What the documents say about the reporting platform itself, from the buyer's answers and the facts. */

/** The platform's address, or what to complete when the buyer left it empty (UX walk F10). */
export function platformAddress(input: KitInput): Run {
  return input.piattaforma === null
    ? toComplete("indirizzo della piattaforma di segnalazione")
    : link(input.piattaforma);
}

/** Whether the operator declared that the platform takes anonymous reports (fresh documents read, F7). */
export function anonymous(ctx: KitContext): boolean {
  return Boolean(ctx.facts.operatorFacts.anonymousReports);
}
