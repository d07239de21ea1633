import type { NextStepText } from "../../components/next-step.tsx";
import { nextSteps } from "../../config/next-steps.ts";
import type { Answers, Fit } from "../../config/obligation-rules.ts";
import { orderLinkFor } from "../../config/order-links.ts";
import { ACN_NOT_QUALIFIED_SHORT } from "../../config/public-buyers.ts";
import { ENTERPRISE_FROM } from "../../config/plans.ts";

/**
 * The platform step after the kit's drafts (issue 26; UX review 2026-11-27, 3.2), in the verdict's
 * own words: the plan's verb and the kit's answers in the address, as on the checker's card; for
 * Enterprise the request on /contatti; for a public body the ACN status first, and a quote while
 * a public administration cannot buy (buyer walk, the kit's «Acquista online» to a comune).
 */
export function kitNextStep(fit: Fit, answers: Answers, acnQualified: boolean): NextStepText {
  const { title, text } = nextSteps.prezzi;
  const link = orderLinkFor(fit, answers, acnQualified);
  if (fit === "enterprise") {
    return {
      title,
      text: `Da ${ENTERPRISE_FROM} lavoratori il piano Enterprise è su preventivo, con i tempi di attivazione concordati: scrivici e ti rispondiamo con l'offerta.`,
      ...link,
    };
  }
  if (fit !== "ente-pubblico") return { title, text, ...link };
  if (!acnQualified) {
    return {
      title: "Il preventivo per il tuo ente",
      text: ACN_NOT_QUALIFIED_SHORT,
      ...link,
      more: { href: "/enti-pubblici", label: "Chi può acquistare e come" },
    };
  }
  return {
    title,
    text: "Per il settore pubblico, gli stessi piani delle imprese, secondo il numero di dipendenti. Richiedi il preventivo in PDF: non impegna l'ente fino alla firma del contratto.",
    ...link,
    more: { href: "/enti-pubblici", label: "Come acquista un ente pubblico" },
  };
}
