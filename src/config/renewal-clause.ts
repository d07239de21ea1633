/**
 * What the words of the operator's renewal clause (operator-facts terms.renewal) say of the
 * contract renewing by itself: only a check on terms.tacitRenewal, which decides (DPO read
 * 2026-11-29 B2, B5). The build refuses a file whose clause contradicts the flag; a clause that says
 * neither, or both, is left to the flag.
 */

/** Denials that govern the renewal itself: «non si rinnova (mai) tacitamente», «senza rinnovo», «rinnovo tacito escluso». */
const DENIALS = [
  /\bnon\s+(?:si\s+|è\s+|viene\s+|sarà\s+)?(?:mai\s+)?(?:tacitamente\s+|automaticamente\s+)?(?:rinnov|prorog)\w*(?:\s+mai)?(?:\s+(?:tacitamente|automaticamente))?/gi,
  /\b(?:non|mai)\s+(?:tacitamente|automaticamente)\b/gi,
  /\b(?:nessun\w*|senza)\s+(?:\w+\s+)?(?:rinnov|prorog)\w*(?:\s+(?:tacit|automatic)\w*)?/gi,
  /\b(?:rinnov|prorog)\w*(?:\s+\w+){0,2}?\s+(?:è\s+|sono\s+)?esclus\w*/gi,
  /\besclus\w*\s+(?:il\s+|ogni\s+|qualsiasi\s+)?(?:rinnov|prorog)\w*(?:\s+(?:tacit|automatic)\w*)?/gi,
];

/** Words that describe a renewal without anyone acting: «tacitamente», «automatico». */
const BY_ITSELF = /tacit|automatic|si\s+intende\s+(?:rinnovat|prorogat)/i;

/**
 * A renewal stated as a fact, «si rinnova di anno in anno», «è prorogato»: a court reads it as
 * tacit unless the sentence asks for an agreement (DPO re-read 2026-11-29 B1).
 */
const STATED = /\b(?:si\s+(?:rinnova|proroga)|(?:è|viene)\s+(?:rinnovat|prorogat))/i;
const AGREED = /accordo|per\s+iscritto|su\s+richiesta|rinnovabil|prorogabil|può\s+essere|possono|previ[oa]\b/i;

/** A renewal or extension that happens unless someone cancels: «si rinnova … salvo disdetta». */
const RENEWS = /rinnov|prorog/i;
const UNLESS_CANCELLED =
  /salvo\s+(?:disdetta|recesso)|in\s+(?:mancanza|assenza)\s+di\s+disdetta|(?:se|ove|qualora)\s+non\s+(?:\w+\s+)?disdett|se\s+nessuna(?:\s+delle)?\s+part[ei]\s+(?:\w+\s+){0,3}?disd/i;

/** True: the clause renews by itself; false: it says it does not; null: it says neither, or both. */
export function clauseRenewsTacitly(clause: string): boolean | null {
  let denied = false;
  let rest = clause;
  for (const denial of DENIALS) {
    rest = rest.replace(denial, () => {
      denied = true;
      return " ";
    });
  }
  const bySentence = rest.split(/[.;]/);
  const tacit = bySentence.some(
    (sentence) =>
      BY_ITSELF.test(sentence) ||
      (RENEWS.test(sentence) && UNLESS_CANCELLED.test(sentence)) ||
      (STATED.test(sentence) && !AGREED.test(sentence)),
  );
  if (tacit) return denied ? null : true;
  return denied ? false : null;
}
