import type { NextStepText } from "../../components/next-step.tsx";
import { nextSteps } from "../../config/next-steps.ts";
import type { Answers, Fit } from "../../config/obligation-rules.ts";
import { orderLinkFor } from "../../config/order-links.ts";
import { ACN_NOT_QUALIFIED_SHORT, PUBLIC_BUYERS_ANCHOR } from "../../config/public-buyers.ts";
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
      text: `Da ${ENTERPRISE_FROM} lavoratori il piano Enterprise è su preventivo, con tempi di attivazione concordati nell'offerta: scrivici e te la inviamo.`,
      ...link,
    };
  }
  if (fit !== "ente-pubblico") return { title, text, ...link };
  if (!acnQualified) {
    return {
      title: "La piattaforma per il tuo ente: chi può acquistarla",
      text: `${ACN_NOT_QUALIFIED_SHORT} Se il tuo ente può acquistarlo, chiedi il preventivo in PDF: non impegna l'ente e riporta anche questa avvertenza.`,
      ...link,
      more: { href: PUBLIC_BUYERS_ANCHOR, label: "Chi può acquistare e come" },
    };
  }
  return {
    title,
    text: "Per il settore pubblico, gli stessi piani delle imprese, secondo il numero di dipendenti. Richiedi il preventivo in PDF: non impegna l'ente, e il contratto segue la sua procedura.",
    ...link,
    more: { href: PUBLIC_BUYERS_ANCHOR, label: "Come acquista un ente pubblico" },
  };
}
