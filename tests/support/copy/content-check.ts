/**
 * Figures that are wrong under legal-facts.md and must never appear as current law in the site's
 * copy. Each rule names the fact it protects; the content test runs them on every article.
 */
export interface ContentRule {
  pattern: RegExp;
  why: string;
}

export const forbiddenStatements: readonly ContentRule[] = [
  {
    pattern: /5\.000\s*(?:-|–|—|e|a)\s*(?:€\s*)?30\.000|30\.000\s*(?:euro|€)/i,
    why: "il range 5.000–30.000 € viene dall'abrogato art. 54-bis: le sanzioni dell'art. 21 sono 10.000–50.000 € e 500–2.500 €",
  },
  {
    pattern: /(?:più di|oltre|superiore a|sopra i)\s+50\s+(?:dipendenti|lavoratori)/i,
    why: "la soglia è una media di almeno 50 lavoratori (art. 2 c.1 lett. q)",
  },
  {
    pattern: /(?:estendibil[ei]|prorogabil[ei]|fino)\s+a\s+6\s+mesi/i,
    why: "il riscontro va dato entro 3 mesi (art. 5)",
  },
  {
    pattern: /(?:software|piattaforma|piattaforme)[^.]{0,40}\bobbligatori[aoe]?\b/i,
    why: "la piattaforma è raccomandata, non obbligatoria (ANAC)",
  },
  {
    pattern: /rating|recensioni verificate|\d+\s+clienti soddisfatti/i,
    why: "nessuna recensione o numero di clienti non verificabile (D.Lgs. 26/2023)",
  },
  {
    pattern: /(?:sotto i|meno di|sotto la media di)\s+50\b[^.]{0,80}\bscrivici\b/i,
    why: "anche gli enti obbligati con meno di 50 lavoratori (Modello 231 o atti dell'allegato) possono ordinare Small Business: niente «sotto i 50, scrivici»",
  },
  {
    pattern: /\bcolleghi e (?:ai |i )?(?:parenti|familiari)\b/i,
    why: "l'art. 3 c.5 tutela i colleghi con un rapporto abituale e corrente e chi ha un legame affettivo o di parentela entro il quarto grado nello stesso contesto lavorativo, non «colleghi e parenti»",
  },
  {
    pattern:
      /\(legge 179\/2017 e art\. 54-bis|(?:abrogat[oa]|abroga|sostituit[oa]|sostituisce)\s+(?:la\s+)?legge\s+(?:n\.\s*)?179\/2017/i,
    why: "il decreto ha abrogato l'art. 3 della legge 179/2017 (art. 23), non la legge intera: nomina le disposizioni abrogate",
  },
  {
    pattern:
      /spetta\s+(?:al\s+datore\s+di\s+lavoro|all['’]ente)\s+(?:dimostrare|provare)|è\s+il\s+datore\s+di\s+lavoro\s+a\s+dover|finché\s+l['’]ente\s+non\s+dimostra/i,
    why: "la presunzione dell'art. 17 c.2 mette l'onere della prova a carico di chi ha adottato la misura, non genericamente del datore di lavoro o dell'ente",
  },
];

export function findForbidden(text: string): { rule: ContentRule; excerpt: string }[] {
  const found: { rule: ContentRule; excerpt: string }[] = [];
  for (const rule of forbiddenStatements) {
    const match = rule.pattern.exec(text);
    if (match) {
      const start = Math.max(0, match.index - 40);
      found.push({ rule, excerpt: text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, " ") });
    }
  }
  return found;
}
