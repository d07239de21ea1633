import type { OperatorFacts } from "./operator-facts.ts";

/**
 * What the order, the terms, the quote and /enti-pubblici say alike about a public buyer's renewal
 * and payment (DPO re-read of the order, B3 and B4; legal-facts.md, 'Selling to public bodies').
 * Browser-safe: /ordine's island reads it too.
 */

/**
 * B3: no tacit renewal with a public-sector buyer, and the law cited only for what it covers: the
 * prohibition of art. 6 c.2 L. 537/1993 (as replaced by art. 44 L. 724/1994 and amended by art. 23
 * L. 62/2005) concerns public
 * administrations' contracts for goods and services; for controlled and in-house companies it is
 * our own choice, not a statement about the law.
 */
export const PUBLIC_NO_TACIT_RENEWAL =
  "Con un acquirente del settore pubblico (una pubblica amministrazione o una società a controllo pubblico o in house) il contratto non si rinnova tacitamente: alla scadenza un nuovo periodo richiede un nuovo affidamento, o un rinnovo che l'affidamento iniziale preveda espressamente. Per le pubbliche amministrazioni il rinnovo tacito dei contratti di forniture e servizi è vietato e, se avviene, nullo (art. 6, comma 2, L. 537/1993, come sostituito dall'art. 44 L. 724/1994 e modificato dall'art. 23 L. 62/2005).";

/**
 * B4: a public body is asked for nothing in advance: our choice, not a rule of law (an advance is
 * lawful, art. 125 D.Lgs. 36/2023). The invoice follows the service rendered and is paid within
 * the terms of art. 4 D.Lgs. 231/2002: 30 days from its receipt, or from the check of conformity
 * when one is provided; 60 for bodies of the national health service (c.5 lett. b). DPO read
 * 2026-11-28 A1. Issue 27: «o se pattuito espressamente» left out: for a public administration an
 * agreed longer term needs more than the agreement (c.4), and legal-facts.md does not state it.
 */
export const PUBLIC_PAYMENT =
  "A un ente pubblico non chiediamo pagamenti anticipati: emettiamo la fattura elettronica a servizio reso, l'attivazione quando la piattaforma è pronta e il canone alla fine di ciascun periodo di servizio fissato nel contratto. L'ente paga nei termini dell'art. 4 D.Lgs. 231/2002: di regola entro 30 giorni dal ricevimento della fattura o, se prevista, dalla verifica di conformità del servizio; entro 60 giorni nei casi previsti dallo stesso articolo (per esempio gli enti del Servizio sanitario nazionale) o se il contratto lo stabilisce nei limiti del comma 4.";

/**
 * B5: the CIG is needed for traceability (art. 3 L. 136/2010) before the contract and the invoice;
 * the buyer may give it later, and the quote shows it when given.
 */
export const CIG_LATER =
  "Il CIG serve prima del contratto e della fattura, per la tracciabilità dei pagamenti (art. 3 L. 136/2010): se l'ente non l'ha ancora acquisito, puoi comunicarcelo dopo, rispondendo all'e-mail del preventivo.";

/** Whether the operator's facts declare the service's ACN qualification (publicProcurement.acnQualification). */
export function acnQualifiedIn(facts: Pick<OperatorFacts, "publicProcurement">): boolean {
  return facts.publicProcurement?.acnQualification !== undefined;
}

/**
 * Buyer read H1, DPO read 2026-11-29: while the facts declare no ACN qualification
 * (publicProcurement.acnQualification), a public administration cannot buy the service
 * (legal-facts.md, 'Cloud qualification'); whether the rule reaches other public-sector bodies is
 * theirs to check. Said where a public buyer is asked to buy: the checker, the order form.
 */
export const ACN_NOT_QUALIFIED_SHORT =
  "Oggi il nostro servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN), quindi una pubblica amministrazione, come un comune, non può acquistarlo: le amministrazioni acquistano solo servizi cloud qualificati. Se il tuo ente è una società a controllo pubblico o in house, o un altro soggetto del settore pubblico che non è una pubblica amministrazione, verifica prima dell'acquisto se il vincolo si applica anche al tuo ente.";

/**
 * Where «Chi può acquistare e come» (once qualified, «Come acquista un ente pubblico») leads from
 * the checker and the kit: /enti-pubblici's «Come acquistare», whose first step is ACN's (buyer walk C3).
 */
export const PUBLIC_BUYERS_ANCHOR = "/enti-pubblici#acquisto-titolo";

/** The public buyer's button while the service is not qualified (DPO read 3, B2): a quote, not «Acquista». */
export const PUBLIC_QUOTE_LABEL = "Chiedi il preventivo";

/** The quote's CIG row when the buyer has not given it yet. */
export const CIG_TO_COME = "da comunicare prima del contratto e della fattura";

/**
 * What happens at the end of a private buyer's year, said plainly after the operator's renewal
 * clause (terms.renewal) when that clause renews tacitly (terms.tacitRenewal).
 */
export function privateYearEnd(noticeDays: number): string {
  return `Per un'organizzazione privata, quindi, alla scadenza il contratto si rinnova se nessuna delle parti lo ha disdetto almeno ${noticeDays} giorni prima, e il canone del nuovo periodo è dovuto come indicato all'articolo «Corrispettivi e pagamento».`;
}
