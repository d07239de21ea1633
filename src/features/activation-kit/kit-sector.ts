import { art, DECREE, list, note, paragraph, subheading, toComplete, type Block } from "./kit-text.ts";

/**
 * DPO docs review B2: an entity within the annex acts (banks, investment firms, AML-obliged
 * entities; docs read F2: also civil aviation, maritime safety, offshore oil and gas) keeps the reporting systems its sector rules require, for what they govern (art. 1 c.2
 * lett. b; legal-facts.md, 'Private, annex acts'). Those rules reach purely national rules too (the
 * TUB's rules on banking activity), so the documents say where such violations are reported inside
 * the entity, not only that they are outside the decree's channel. The kit does not know the
 * entity's sector: the entity keeps the lines that apply.
 */

/** The procedure's section on the sector rules: what each requires, and the entity's system. */
export function sectorProcedure(): Block[] {
  return [
    subheading("Discipline di settore"),
    paragraph(
      `Le violazioni disciplinate da norme di settore che prevedono proprie procedure di segnalazione restano regolate da quelle norme (${art("1", 2, "b")}, ${DECREE}), anche quando si tratta di norme solo nazionali:`,
    ),
    list(
      "per le banche, il sistema interno di segnalazione delle violazioni delle norme che disciplinano l'attività bancaria (art. 52-bis del Testo unico bancario); all'esterno, la segnalazione a Banca d'Italia (art. 52-ter del Testo unico bancario);",
      "per gli intermediari del Testo unico della finanza, i sistemi interni di segnalazione delle violazioni (art. 4-undecies del Testo unico della finanza); all'esterno, la segnalazione a CONSOB o a Banca d'Italia secondo le rispettive competenze (art. 4-duodecies);",
      "per i soggetti obbligati alla normativa antiriciclaggio, le procedure per la segnalazione al proprio interno delle violazioni, potenziali o effettive, delle disposizioni di prevenzione del riciclaggio e del finanziamento del terrorismo (art. 48 del D.Lgs. 231/2007);",
      // Docs read F2: the annex's Part II acts too, not only finance (legal-facts.md, 'annex acts').
      "per i soggetti tenuti alla segnalazione di eventi nell'aviazione civile secondo il Reg. (UE) 376/2014, alla sicurezza marittima secondo le Dir. 2013/54/UE e 2009/16/CE o alla sicurezza delle operazioni in mare nel settore degli idrocarburi secondo la Dir. 2013/30/UE, i sistemi di segnalazione previsti da quegli atti e l'autorità competente da essi indicata.",
    ),
    note(toComplete("mantieni solo le voci che si applicano all'Ente")),
    paragraph(
      `Sistema interno di segnalazione di settore dell'Ente: ${toComplete("canale, anche su questa piattaforma, responsabile dei sistemi interni di segnalazione e procedura che li disciplina")}. ${toComplete("come si coordina con questa procedura: per esempio un unico gestore e un'unica piattaforma per entrambe, con le tutele più ampie tra quelle previste")}.`,
    ),
  ];
}

/** The website's sentence: where a sector-rule violation is reported inside the entity. */
export function sectorWebsite(): Block[] {
  return [
    paragraph(
      `Le violazioni disciplinate da norme di settore che prevedono proprie procedure di segnalazione, anche quando si tratta di norme solo nazionali, si segnalano all'interno dell'Ente secondo quelle norme (${art("1", 2, "b")}): ${toComplete("per esempio, per una banca, le violazioni delle norme che disciplinano l'attività bancaria (art. 52-bis del Testo unico bancario) e della normativa antiriciclaggio (art. 48 del D.Lgs. 231/2007); indica il sistema interno di segnalazione dell'Ente, anche su questa piattaforma, e chi lo gestisce; all'esterno, per una banca, Banca d'Italia (art. 52-ter del Testo unico bancario)")}.`,
    ),
  ];
}

/**
 * Art. 1 c.2 lett. b (K4): for an entity within the annex acts, what sector rules on reporting
 * govern stays with them, and the report outside the entity goes to the sector supervisor.
 * Docs read F3: only for what those rules govern; an AML-only obliged entity has no sector external
 * channel (art. 48 D.Lgs. 231/2007 is internal), so the decree and ANAC's channel stay for the rest.
 */
export function sectorChannels(): string[] {
  return [
    `Le violazioni disciplinate dalle norme di settore che prevedono proprie procedure di segnalazione restano regolate da quelle norme (${art("1", 2, "b")}, ${DECREE}): per esempio le segnalazioni a Banca d'Italia (art. 52-ter del Testo unico bancario), a CONSOB o a Banca d'Italia secondo le rispettive competenze (art. 4-duodecies del Testo unico della finanza) e quelle previste dalla normativa antiriciclaggio (art. 48 del D.Lgs. 231/2007); per l'aviazione civile, la sicurezza marittima e le operazioni in mare nel settore degli idrocarburi, i sistemi di segnalazione del Reg. (UE) 376/2014 e delle Dir. 2013/54/UE, 2009/16/CE e 2013/30/UE. Per queste violazioni, per quanto quelle norme disciplinano, la segnalazione all'esterno dell'Ente si rivolge all'autorità indicata da quelle norme (per una banca, Banca d'Italia, art. 52-ter del Testo unico bancario); per quanto non disciplinato da esse, restano applicabili il decreto e il canale esterno di ANAC alle condizioni dell'${art("6")}. ${toComplete("procedura interna di settore dell'Ente e autorità competente, con il canale che mette a disposizione, da verificare con il consulente")}`,
    "Per le altre violazioni del diritto dell'Unione europea vale quanto segue.",
  ];
}
