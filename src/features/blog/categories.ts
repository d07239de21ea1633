/** The six categories of spec §2, with the slugs of their index URLs. */
export const categories = [
  { name: "Strategia Aziendale", slug: "strategia-aziendale" },
  { name: "Normativa e Compliance", slug: "normativa-e-compliance" },
  { name: "Gestione Operativa", slug: "gestione-operativa" },
  { name: "Settori Specifici", slug: "settori-specifici" },
  { name: "Implementazione e Tecnologia", slug: "implementazione-e-tecnologia" },
  { name: "Privacy e Sicurezza", slug: "privacy-e-sicurezza" },
] as const;

export type CategoryName = (typeof categories)[number]["name"];

export const categoryNames = categories.map((category) => category.name) as [CategoryName, ...CategoryName[]];

/** The badges of spec §2. */
export const badges = [
  "Modello 231",
  "PMI",
  "Sanzioni",
  "Cultura Aziendale",
  "Riservatezza & Privacy",
  "DPO & Privacy",
  "Comunicazione Interna",
  "Casi Pratici",
  "Trend & Futuro",
  "Costi & Investimenti",
  "FAQ & Domande",
  "Formazione & Training",
  "Gestione Operativa",
] as const;

export function categorySlug(name: CategoryName): string {
  const found = categories.find((category) => category.name === name);
  if (!found) throw new Error(`Categoria sconosciuta: ${name}`);
  return found.slug;
}

/** The 20 article slugs: the 19 fixed routes of spec §2 plus the generic route's only id. */
export const articleSlugs = [
  "whistleblowing-trend-2025",
  "whistleblowing-costi-aziendali",
  "casi-pratici-whistleblowing-italia",
  "whistleblowing-faq-domande-frequenti",
  "whistleblowing-formazione-legge",
  "gestione-segnalazioni-whistleblowing",
  "whistleblowing-dipendenti-comunicazione",
  "whistleblowing-enti-pubblici-pa",
  "whistleblowing-sicurezza-informatica",
  "software-whistleblowing-norma-facile",
  "dpo-whistleblowing",
  "whistleblowing-riservatezza-legge",
  "whistleblowing-cultura-aziendale",
  "sanzioni-whistleblowing",
  "whistleblowing-pmi-perche-adottarlo",
  "whistleblowing-modello-231-obblighi",
  "checklist-implementazione-whistleblowing",
  "gdpr-whistleblowing-protezione-dati",
  "segnalazioni-anonime-come-garantirle",
  "normativa-whistleblowing-italia-2025",
] as const;

export const PAGE_SIZE = 5;
