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

/** The checker, in the header after the spec's five links (issue 26): a buyer's first question. */
export const checkerLink: NavItem = { href: "/normativa#sei-obbligato", label: "Sei obbligato?" };

/** The prices, after the checker (buyer read F28: a buyer looks for them from every page). */
export const pricesLink: NavItem = { href: "/#pricing", label: "Prezzi" };

/** The demo booking (issue 29), in the header after the prices, before the action. */
export const demoLink: NavItem = { href: "/demo", label: "Prenota una demo" };

/**
 * Only in the phone's menu, after the demo: the public bodies' page, which the desktop header
 * reaches from the home page and the footer (UX review 11; issue 26).
 */
export const menuOnlyLinks: readonly NavItem[] = [{ href: "/enti-pubblici", label: "Per gli enti pubblici" }];

/** The header's persistent action (issue 26): one verb for asking to buy (UX review §12). */
export const headerAction: NavItem = { href: "/ordine", label: "Acquista online" };

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
