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
  { href: "/come-funziona", label: "Come funziona" },
  { href: "/normativa", label: "Normativa" },
  { href: "/enti-pubblici", label: "Per gli enti pubblici" },
  { href: "/faq", label: "Domande frequenti" },
  { href: "/chi-siamo", label: "Chi siamo" },
];

export const legalNavigation: readonly NavItem[] = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/cookie-policy", label: "Cookie Policy" },
  { href: "/condizioni-del-servizio", label: "Condizioni del servizio" },
  { href: "/sicurezza", label: "Sicurezza e protezione dei dati" },
  { href: "/documenti/accordo-trattamento-dati.pdf", label: "Accordo sul trattamento dei dati (PDF)" },
  { href: "/accessibilita", label: "Accessibilità" },
];
