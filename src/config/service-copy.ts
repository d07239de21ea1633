import type { OperatorFacts } from "./operator-facts.ts";
import { plans } from "./plans.ts";
import { entityDuties, service, type PlatformClaims } from "./service.ts";

type SupportPlan = keyof typeof service.support;

/** A service fact continuing a sentence: 'Le segnalazioni…' after a colon reads 'le segnalazioni…'. */
export function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * What a plan's support means, from the facts file (support.<plan>): 'telefono ed e-mail, dal lunedì
 * al venerdì, dalle 9 alle 18, risposta entro 4 ore lavorative'. The hours are the plan's own or the
 * terms' (terms.supportHours), so the cards and §6 of the terms say the same; a coverage beyond
 * those hours is printed only as the facts declare it (DPO re-read B1).
 */
function supportDetails(slug: string, facts: OperatorFacts): string | null {
  const terms = facts.support?.[slug as SupportPlan];
  if (!terms) return null;
  const hours = terms.hours ?? facts.terms?.supportHours;
  return [terms.channel, hours, `risposta ${terms.replyTime}`, terms.coverage].filter(Boolean).join(", ");
}

/**
 * A plan card's support line with what it means: 'Supporto dedicato: telefono ed e-mail, dal lunedì
 * al venerdì, dalle 9 alle 18, risposta entro 4 ore lavorative'. The plan's words stay first;
 * without the facts only they remain (a public build requires the facts).
 */
export function supportLine(slug: string, facts: OperatorFacts): string | null {
  if (!(slug in service.support)) return null;
  const label = service.support[slug as SupportPlan];
  const details = supportDetails(slug, facts);
  return details ? `${label}: ${details}` : label;
}

/**
 * 'Small Business: supporto via e-mail', one per plan, from service.support: pages never promise more
 * than the plan. With the operator's facts, each says its channel and reply time in brackets.
 */
export function supportByPlan(facts?: OperatorFacts): string[] {
  return plans.map((plan) => {
    const support = lowerFirst(service.support[plan.slug as SupportPlan]);
    const details = facts ? supportDetails(plan.slug, facts) : null;
    // A comma, not brackets: "(risposta (da confermare))" nested them (DPO review C).
    return `${plan.name}: ${support}${details ? `, ${details}` : ""}`;
  });
}

/** The GDPR's two tiers of fines (art. 83(4) and (5)), said the same way on the site and in the whitepaper. */
export const GDPR_FINES =
  "fino a 10 milioni di euro o al 2% del fatturato mondiale annuo, se superiore, per le violazioni degli obblighi di titolare e responsabile del trattamento, come la sicurezza, la nomina dei fornitori e la DPIA (art. 83, par. 4); fino a 20 milioni di euro o al 4% del fatturato mondiale annuo, se superiore, per le violazioni dei principi, delle basi giuridiche, dei diritti degli interessati e delle regole sui trasferimenti (art. 83, par. 5)";

/** service.designedFor as a sentence about the platform: 'La piattaforma è progettata per il D.Lgs. 24/2023: …'. */
export function platformDesignedFor(): string {
  return `La piattaforma è ${lowerFirst(service.designedFor)}`;
}

/**
 * The items of a list that continues a sentence: ';' after each, '.' after the last, so a list of
 * one item ends with '.' too (issue 26).
 */
export function listItems(items: readonly string[]): string[] {
  return items.map((item, index) => `${item}${index === items.length - 1 ? "." : ";"}`);
}

/** The entity's duties (service.ts entityDuties) as the items of a list that continues a sentence. */
export function entityDutyItems(platform: Pick<PlatformClaims, "voiceReports">): string[] {
  return listItems(entityDuties(platform.voiceReports !== null));
}

/**
 * The retention line of a feature list (DPO site review A5): what the platform deletes as the facts
 * state it, never "conservazione limitata" as if the platform enforced it; nothing when undeclared.
 */
export function retentionFeature(facts: OperatorFacts, claims: PlatformClaims): string | null {
  if (facts.deletionAtDeadline === undefined) return null;
  return claims.deletion
    ? `Conservazione: ${lowerFirst(claims.deletion)}`
    : "Conservazione: la piattaforma non cancella le segnalazioni da sola; il gestore le cancella alla scadenza stabilita dall'ente, per il tempo necessario a trattarle e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14)";
}
