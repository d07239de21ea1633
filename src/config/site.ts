import { loadSiteConfig, type SiteConfig } from "./load-site-config.ts";

/** The operator's identity and the promotion, validated when the site is built. */
export const site: SiteConfig = loadSiteConfig(process.env);

export const BRAND = "Whistleblowing Facile";
export const BRAND_TAGLINE = "Software per il whistleblowing progettato per il D.Lgs. 24/2023";

/** Year of the first publication, for the copyright line '© 2025–<year>'. */
export const FIRST_YEAR = 2025;

export interface NavItem {
  href: string;
  label: string;
}

export const mainNavigation: readonly NavItem[] = [
  { href: "/", label: "Home" },
  { href: "/blog", label: "Blog" },
  { href: "/funzionalita", label: "Funzionalità" },
  { href: "/normativa", label: "Normativa" },
  { href: "/contatti", label: "Contatti" },
];

export const footerNavigation: readonly NavItem[] = [
  { href: "/blog", label: "Blog" },
  { href: "/funzionalita", label: "Funzionalità" },
  { href: "/normativa", label: "Normativa" },
  { href: "/faq", label: "Domande frequenti" },
];

export const legalNavigation: readonly NavItem[] = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/cookie-policy", label: "Cookie Policy" },
  { href: "/condizioni-del-servizio", label: "Condizioni del servizio" },
  { href: "/sicurezza", label: "Sicurezza e protezione dei dati" },
  { href: "/documenti/accordo-trattamento-dati.pdf", label: "Accordo sul trattamento dei dati (PDF)" },
  { href: "/accessibilita", label: "Accessibilità" },
];

/** The version (date) of the privacy policy, stored with every request as the notice its sender read. */
export const PRIVACY_POLICY_VERSION = "2026-11-25";
export const PRIVACY_POLICY_UPDATED = "25 novembre 2026";
