export const BRAND = "Whistleblowing Facile";
export const BRAND_TAGLINE = "Software per il whistleblowing progettato per il D.Lgs. 24/2023";

/** Year of the first publication, for the copyright line '© 2025–<year>'. */
export const FIRST_YEAR = 2025;
