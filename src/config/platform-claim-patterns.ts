/*
 * What a sentence claiming a feature of the reporting platform looks like (decision 26 of
 * decisions.md: every claim about the platform comes from the operator's facts file). The build
 * refuses an article that says any of these in its own words (scripts/build.ts: articles carry
 * the facts through the {{piattaforma}} placeholder instead), and the integration test
 * tests/integration/platform-claims.test.ts builds the site with facts that state none of the
 * features and fails on any of these phrasings in a page, a PDF, an e-mail or a kit document:
 * whatever is still there was written by hand.
 *
 * Each pattern matches the claim as a statement (the platform does X), not its absence ("non
 * invia promemoria") nor a label. To extend the list: add a pattern for the new phrasing, run
 * `npm run build` and the integration test; a hit in the copy is a claim to move into the facts
 * (src/config/service.ts platformClaims) or to delete; a hit that is advice about any platform,
 * not about ours, goes into GENERIC_ADVICE below with the reason.
 */

export interface ClaimPattern {
  /** The feature, as the operator reads it in the error. */
  feature: string;
  pattern: RegExp;
}

export const PLATFORM_CLAIM_PATTERNS: readonly ClaimPattern[] = [
  {
    feature: "nessun indirizzo IP registrato",
    pattern:
      /nessun\w* (?:registrazione (?:degli |dell')?)?indirizz[oi] IP|nessun\w* registrazione degli IP|indirizzi IP non (?:vengono |sono )?registrat|non registr\w* (?:gli |l')?indirizz[oi] IP/i,
  },
  { feature: "accesso tramite la rete Tor", pattern: /\b(?:tramite|via|attraverso|con) (?:la )?(?:rete )?Tor\b/ },
  {
    feature: "promemoria delle scadenze",
    pattern:
      /ricord\w* ai gestori|(?:invia|manda) (?:un |dei )?promemoria|promemoria (?:per l'avviso|per il riscontro|delle scadenze dell'art)/i,
  },
  {
    feature: "cancellazione alla scadenza",
    pattern:
      /cancellazione automatica (?:alla|delle segnalazioni)|segnalazioni (?:vengono |sono )?cancellate (?:automaticamente|alla scadenza)|la piattaforma cancella|dopo cui le segnalazioni vengono cancellate|conservazione (?:dei dati )?limitata nel tempo|programma la cancellazione nella piattaforma|cancellazione è programmata|applicat\w* automaticamente dallo strumento/i,
  },
  {
    feature: "segnalazioni cifrate",
    pattern:
      /segnalazioni (?:e (?:gli )?allegati )?(?:sono )?cifrat|cifra le segnalazioni|canale (?:di segnalazione )?(?:scritto )?cifrato|piattaforma cifrata|modulo cifrato/i,
  },
  {
    feature: "luogo dei server",
    pattern: /\bserver (?:sono )?(?:nell'|in (?:Italia|Germania|Europa|UE))|server nell'Unione/i,
  },
  {
    feature: "segnalazioni anonime accettate dalla piattaforma",
    pattern:
      /pu[òo] scegliere di restare anonim|consente di segnalare anche in forma anonima|possibilità di segnalare in forma anonima|anche in forma anonima, sulla piattaforma|si può segnalare in forma anonima/i,
  },
  { feature: "supporto a ogni ora", pattern: /24\/7|24 ore su 24|tutti i giorni a ogni ora/i },
  {
    feature: "software open source (il software si nomina da platform.software)",
    pattern: /basat[ao] su (?:un |del )?software open source|(?:piattaforma|servizio) (?:\w+ )?open source/i,
  },
];

/**
 * Sentences that match a pattern but are advice about any platform, not a claim about ours, or a
 * string whose source is the plans file (the spec's plan labels). Each entry is the exact text,
 * as a paragraph of the page or the article reads it after normalising spaces.
 */
export const GENERIC_ADVICE: readonly { text: string; why: string }[] = [
  {
    text: "cifra le segnalazioni e gli allegati e limita l'accesso ai soli gestori autorizzati",
    why: "what a platform does in general, against e-mail (whitepaper, 05-canale-interno.md)",
  },
  {
    text: "Una piattaforma che non registra gli indirizzi IP deve garantirlo lungo tutta la catena",
    why: "a buyer's criterion for any platform (whistleblowing-sicurezza-informatica)",
  },
  {
    text: "Una piattaforma pensata per il whistleblowing non dovrebbe registrare gli indirizzi IP dei segnalanti",
    why: "a buyer's criterion for any platform (software-whistleblowing-norma-facile)",
  },
  {
    text: "Il segnalante può restare anonimo, anche tramite Tor?",
    why: "a question of a buyer's checklist (software-whistleblowing-norma-facile)",
  },
  {
    text: "Cifra in automatico segnalazioni e allegati?",
    why: "what to ask a platform, against e-mail, in a comparison (software-whistleblowing-norma-facile)",
  },
  {
    text: "Accesso tramite Tor",
    why: "a heading or a label: the sentence after it is what is claimed, and is checked",
  },
  {
    text: "la possibilità di accedere tramite la rete Tor e l'assenza di registrazione degli indirizzi IP sono requisiti da verificare",
    why: "a buyer's criterion (whistleblowing-trend-2025)",
  },
  {
    text: "Una piattaforma raggiungibile anche tramite Tor permette al segnalante",
    why: "what Tor gives, for any platform (segnalazioni-anonime-come-garantirle)",
  },
  {
    text: "se vuoi una protezione in più, collegati tramite Tor",
    why: "a tip to a reporter, whatever the platform (segnalazioni-anonime-come-garantirle)",
  },
  {
    text: "Le segnalazioni e gli allegati sono cifrati in transito e a riposo?",
    why: "a question of a buyer's checklist (software-whistleblowing-norma-facile)",
  },
  {
    text: "Scegli un canale scritto cifrato",
    why: "a step of the reader's plan (normativa-whistleblowing-italia-2025)",
  },
  {
    text: "una piattaforma cifrata per le segnalazioni scritte",
    why: "a step of the reader's plan (whistleblowing-enti-pubblici-pa)",
  },
  {
    text: "La possibilità di accedere tramite Tor aggiunge una protezione ulteriore",
    why: "general advice on anonymity (whistleblowing-sicurezza-informatica)",
  },
];

/** One line per claim found in the text, outside the generic advice. */
export function platformClaimsIn(text: string): string[] {
  let rest = text.replace(/\s+/g, " ");
  for (const { text: generic } of GENERIC_ADVICE) rest = rest.split(generic).join(" … ");
  return PLATFORM_CLAIM_PATTERNS.flatMap(({ feature, pattern }) =>
    [...rest.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((match) => {
      const start = Math.max(0, match.index - 60);
      return `«${feature}»: …${rest.slice(start, match.index + match[0].length + 40).trim()}…`;
    }),
  );
}
