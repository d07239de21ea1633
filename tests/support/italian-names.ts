/**
 * Names, companies and street addresses people in Italy write, which the 'no links in names'
 * rule must let through (security review 3, M1): abbreviations with dots, '&', slashes, house
 * numbers, apostrophes.
 */
export const ITALIAN_NAMES = [
  "Rossi & Figli S.r.l.",
  "Dott. Mario Rossi",
  "Via Roma 1/A",
  "Studio Legale Bianchi s.t.p.",
  "A.S.L. Roma 1",
  "Comune di Sant'Angelo",
  "Via Giuseppe Garibaldi 123",
  "S.p.A.",
  "C.so Italia 5/bis",
  "Spett.le Ditta Bianchi",
] as const;
