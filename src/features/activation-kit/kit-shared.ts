import {
  DECREE,
  entityName,
  note,
  paragraph,
  subheading,
  toComplete,
  type Block,
  type KitContext,
} from "./kit-text.ts";

/**
 * K-08: the channel shared with other entities (art. 4 c.4 D.Lgs. 24/2023). Entities that share
 * the resources for receiving and handling reports set their data-protection responsibilities in
 * an internal agreement, as joint controllers (art. 13 c.5; art. 26 GDPR), whose essence is made
 * available to the people concerned (art. 26(2)); each entity keeps its own duties under the
 * decree (legal-facts.md, 'Sharing the channel'). The documents say so from the entity's answer.
 */

/** The file of the joint controllers' agreement in the ZIP: the seventh document, only for a shared channel. */
export const JOINT_AGREEMENT_FILE = "8-accordo-contitolari-canale-condiviso.docx";
export const JOINT_AGREEMENT_TITLE = "Accordo interno tra contitolari del trattamento per il canale condiviso";

/** 'Beta S.r.l.', 'Beta S.r.l. e Gamma S.p.A.', 'Beta S.r.l., Gamma S.p.A. e Delta S.n.c.'. */
export function namesInProse(names: readonly string[]): string {
  return inProse(names.map(entityName));
}

/** 'a', 'a e b', 'a, b e c'. */
export function inProse(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items.at(-1) ?? ""}`;
}

/** What stays with each entity when the channel is shared (legal-facts.md: the duties of each entity stay its own). */
export const EACH_KEEPS_DUTIES =
  "La condivisione riguarda il canale e la sua gestione: ciascun ente resta responsabile dei propri obblighi previsti dal decreto. In particolare, ciascun ente sente le rappresentanze o le organizzazioni sindacali prima di attivare il canale (art. 4, comma 1), adotta la propria procedura, pubblica le informazioni sul canale (art. 5, comma 1, lett. e), dà seguito alle segnalazioni che lo riguardano e adotta i provvedimenti conseguenti.";

/** Every entity that shares the channel, this one first. */
export function sharingEntities(ctx: KitContext): string[] {
  return [ctx.input.denominazione, ...(ctx.profile.sharedWith ?? [])];
}

/** That the channel is shared, with whom, and who receives the reports: every document the staff or the reporters read. */
export function sharedChannelSentence(ctx: KitContext, withDuties = true): string {
  const others = namesInProse(ctx.profile.sharedWith ?? []);
  return `Il canale è condiviso con ${others}, ai sensi dell'art. 4, comma 4, ${DECREE}: le segnalazioni di ciascun ente sono ricevute e gestite da un solo gestore per conto di tutti gli enti che condividono il canale: ${ctx.input.gestore}.${withDuties ? " Ciascun ente resta responsabile dei propri obblighi previsti dal decreto." : ""}`;
}

/**
 * A shared channel has one manager for every entity (art. 4 c.4; c.5 for comuni: one RPCT), named
 * alike in the deed and in every participant's documents (DPO docs review A1). «l'RPCT dell'Ente»
 * would name each comune's own RPCT, so the kits of the comuni sharing would contradict each other;
 * an office's name alone would not say which company it belongs to. The agreement names it.
 */
export function withSharedManager(ctx: KitContext): KitContext {
  const { input, profile } = ctx;
  if (profile.sharedWith === null) return ctx;
  // Named in the form: the deed and every participant's documents print it, no placeholder.
  const gestore = input.sharedManager
    ? input.sharedManager
    : profile.rpct
      ? `il Responsabile della prevenzione della corruzione e della trasparenza (RPCT) indicato nell'accordo tra gli enti che condividono il canale ${toComplete("RPCT del Comune di …, comune capofila, oppure RPCT individuato nella convenzione del … tra i comuni")}`
      : `${input.gestore} ${toComplete("ente presso cui opera il gestore, uno di quelli che condividono il canale, oppure soggetto esterno incaricato da tutti, come indicato nell'accordo tra gli enti")}`;
  const sostituto = `${input.sostituto} ${toComplete("ente presso cui opera il sostituto, come indicato nell'accordo tra gli enti")}`;
  return { ...ctx, input: { ...input, gestore, sostituto } };
}

/** The joint controllers and where the essence of their agreement is available (art. 26(2) GDPR). */
export function jointControllersSentence(ctx: KitContext): string {
  return `Gli enti che condividono il canale (${namesInProse(sharingEntities(ctx))}) sono contitolari del trattamento: le rispettive responsabilità sono definite nell'accordo interno del ${toComplete("data")} (art. 13, comma 5, ${DECREE}; art. 26 GDPR), il cui contenuto essenziale è disponibile a ${toComplete("indirizzo della pagina o dell'ufficio")} (art. 26, par. 2 GDPR).`;
}

/**
 * The procedure's part on sharing: for an entity that shares, who with, who manages, and that each
 * entity keeps its duties; for one allowed to share that does not, nothing (it answered «No»).
 */
export function procedureSharing(ctx: KitContext): Block[] {
  const { profile } = ctx;
  if (profile.sharedWith === null) return [];
  return [
    subheading("Canale condiviso"),
    paragraph(
      profile.mayShare === "comuni"
        ? `I comuni diversi dai capoluoghi di provincia possono condividere il canale di segnalazione interna e la relativa gestione (art. 4, comma 4); anche in caso di condivisione la gestione del canale è affidata all'RPCT (art. 4, comma 5).`
        : `I soggetti del settore privato con una media di lavoratori subordinati non superiore a 249 nell'ultimo anno possono condividere il canale di segnalazione interna e la relativa gestione (art. 4, comma 4).`,
    ),
    // C1: the duties sentence opens EACH_KEEPS_DUTIES, so it is not said twice.
    paragraph(sharedChannelSentence(ctx, false)),
    paragraph(EACH_KEEPS_DUTIES),
    paragraph(
      "Il gestore comunica una segnalazione, il seguito e l'esito solo all'ente a cui la segnalazione si riferisce; gli altri enti non vi hanno accesso.",
    ),
    // B12: who, in this entity, receives the outcome and acts on it (art. 5 c.1; art. 12 c.2).
    paragraph(
      `Per ${entityName(ctx.input.denominazione)}, le risultanze sono trasmesse a ${toComplete("organo o ufficio competente a dare seguito e ad adottare i provvedimenti")}, con le cautele dell'art. 12; non sono comunicate ad altri uffici né agli altri enti.`,
    ),
    paragraph(jointControllersSentence(ctx)),
    note(
      toComplete(
        profile.mayShare === "comuni"
          ? "verifica che l'Ente non sia capoluogo di provincia; indica l'atto che regola la condivisione (per esempio una convenzione tra i comuni) e l'RPCT a cui è affidata la gestione"
          : "indica l'atto che regola la condivisione e la ripartizione dei costi tra gli enti",
      ),
    ),
  ];
}
