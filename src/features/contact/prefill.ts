import { findPlan } from "../../config/plans.ts";

/** The message a visitor finds already written when arriving from a plan card or a guide. */
export function prefillMessage(search: string): string {
  const params = new URLSearchParams(search);
  const plan = findPlan(params.get("piano"));
  // The headcount an order page carried over (buyer read M9): digits only, never other text.
  const workers = /^\d{1,7}$/.exec(params.get("lavoratori") ?? "")?.[0];
  const about = workers
    ? ` per circa ${Number(workers).toLocaleString("it-IT", { useGrouping: "always" })} lavoratori`
    : "";
  if (plan) return `Buongiorno, vorrei informazioni sul piano ${plan.name}${about}.\n\n`;
  switch (params.get("richiesta")) {
    case "checklist":
      return "Buongiorno, vorrei ricevere la checklist in PDF per l'implementazione del canale whistleblowing.\n\n";
    default:
      return "";
  }
}
