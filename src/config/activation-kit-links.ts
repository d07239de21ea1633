/** The activation kit's page (issue 21), prerendered. */
export const KIT_PAGE_PATH = "/kit-attivazione";

/**
 * Where its form posts: the ZIP, or the page again with the messages (docs/decisions/0022). nginx
 * passes exactly this path to Node (ON_DEMAND_ROUTES).
 */
export const KIT_DOCUMENTS_PATH = "/kit-attivazione/documenti";

/** The address's parameters a link may fill in: the checker's four answers and the entity's name. */
export const KIT_PREFILLED = ["ente", "controllo", "lavoratori", "modello231", "settore", "denominazione"] as const;

/** What a link may fill in on the kit's form: the checker's answers and the entity's name. */
export interface KitPrefill {
  ente?: "pubblico" | "privato";
  controllo?: "si" | "no";
  lavoratori?: number;
  modello231?: "si" | "no";
  settore?: "si" | "no" | "nonso";
  denominazione?: string;
}

/**
 * The kit's address with answers already known (the checker's result, an order), in the checker's
 * parameter names; the page's script fills the form from them.
 */
export function kitHref(prefill: KitPrefill): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(prefill)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${KIT_PAGE_PATH}?${query}` : KIT_PAGE_PATH;
}
