import { service } from "./service.ts";

export interface Plan {
  slug: string;
  name: string;
  /** Yearly price in euro, VAT excluded; null for 'su richiesta'. */
  yearlyPrice: number | null;
  /** One-off activation price in euro, VAT excluded; null when not stated. */
  activationPrice: number | null;
  sizeRange: string;
  features: readonly string[];
  cta: "Inizia Ora" | "Contattaci";
  highlighted: boolean;
}

export const plans: readonly Plan[] = [
  {
    slug: "small-business",
    name: "Small Business",
    yearlyPrice: 240,
    activationPrice: 150,
    sizeRange: "Da 50 a 99 dipendenti",
    features: [
      service.activation.short,
      "Accesso illimitato alla piattaforma",
      "Gestione delle segnalazioni, anche anonime",
      service.designedForShort,
      service.support["small-business"],
    ],
    cta: "Inizia Ora",
    highlighted: false,
  },
  {
    slug: "medium-business",
    name: "Medium Business",
    yearlyPrice: 360,
    activationPrice: 150,
    sizeRange: "Da 100 a 249 dipendenti",
    features: [
      "Tutto quello che offre Small Business",
      service.support["medium-business"],
      "Report personalizzati",
      "Formazione per gli amministratori",
    ],
    cta: "Inizia Ora",
    highlighted: true,
  },
  {
    slug: "enterprise",
    name: "Enterprise",
    yearlyPrice: null,
    activationPrice: null,
    sizeRange: "Da 250 dipendenti in su",
    features: [
      service.activation.short,
      "Tutto quello che offre Medium Business",
      "Soluzione personalizzata",
      service.support.enterprise,
      "Configurazione su misura",
      "Formazione completa",
    ],
    cta: "Contattaci",
    highlighted: false,
  },
];

export function findPlan(slug: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.slug === slug);
}

const euro = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 0 });

export function formatEuro(amount: number): string {
  return `${euro.format(amount)} €`;
}
