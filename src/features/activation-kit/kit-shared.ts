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
export const JOINT_AGREEMENT_FILE = "7-accordo-contitolari-canale-condiviso.docx";
export const JOINT_AGREEMENT_TITLE = "Accordo interno tra contitolari del trattamento per il canale condiviso";

/** 'Beta S.r.l.', 'Beta S.r.l. e Gamma S.p.A.', 'Beta S.r.l., Gamma S.p.A. e Delta S.n.c.'. */
export function namesInProse(names: readonly string[]): string {
  const named = names.map(entityName);
  if (named.length <= 1) return named.join("");
  return `${named.slice(0, -1).join(", ")} e ${named.at(-1) ?? ""}`;
}

/** What stays with each entity when the channel is shared (legal-facts.md: the duties of each entity stay its own). */
export const EACH_KEEPS_DUTIES =
  "La condivisione riguarda il canale e la sua gestione: ciascun ente resta responsabile dei propri obblighi previsti dal decreto. In particolare, ciascun ente sente le rappresentanze o le organizzazioni sindacali prima di attivare il canale (art. 4, comma 1), adotta la propria procedura, pubblica le informazioni sul canale (art. 5, comma 1, lett. e), dà seguito alle segnalazioni che lo riguardano e adotta i provvedimenti conseguenti.";

/** Every entity that shares the channel, this one first. */
export function sharingEntities(ctx: KitContext): string[] {
  return [ctx.input.denominazione, ...(ctx.profile.sharedWith ?? [])];
}

/** That the channel is shared, with whom, and who receives the reports: every document the staff or the reporters read. */
export function sharedChannelSentence(ctx: KitContext): string {
  const others = namesInProse(ctx.profile.sharedWith ?? []);
  return `Il canale è condiviso con ${others}, ai sensi dell'art. 4, comma 4, ${DECREE}: le segnalazioni di ciascun ente sono ricevute e gestite dal gestore indicato, ${ctx.input.gestore}, per conto di tutti gli enti che condividono il canale. Ciascun ente resta responsabile dei propri obblighi previsti dal decreto.`;
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
    paragraph(sharedChannelSentence(ctx)),
    paragraph(EACH_KEEPS_DUTIES),
    paragraph(
      "Il gestore comunica una segnalazione, il seguito e l'esito solo all'ente a cui la segnalazione si riferisce; gli altri enti non vi hanno accesso.",
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
