import { findPlan } from "../../config/plans.ts";

/** The message a visitor finds already written when arriving from a plan card or a guide. */
export function prefillMessage(search: string): string {
  const params = new URLSearchParams(search);
  const plan = findPlan(params.get("piano"));
  if (plan) return `Buongiorno, vorrei informazioni sul piano ${plan.name}.\n\n`;
  switch (params.get("richiesta")) {
    case "checklist":
      return "Buongiorno, vorrei ricevere la checklist in PDF per l'implementazione del canale whistleblowing.\n\n";
    default:
      return "";
  }
}
