import { operatorIdentity } from "../../config/operator.ts";
import {
  DECREE_FULL,
  draftNotice,
  GDPR,
  heading,
  list,
  note,
  paragraph,
  RETENTION,
  title,
  toComplete,
  type KitContext,
  type KitDocument,
} from "./kit-text.ts";
import { platformAddress } from "./kit-platform.ts";
import {
  EACH_KEEPS_DUTIES,
  JOINT_AGREEMENT_FILE,
  JOINT_AGREEMENT_TITLE,
  namesInProse,
  sharingEntities,
} from "./kit-shared.ts";
import { PRIVACY_TITLE } from "./doc-privacy.server.ts";
import { DPIA_TITLE } from "./doc-dpia.server.ts";

/**
 * Docs read F12: art. 4 c.5 gives each comune's channel to its own RPCT; the deed names the act
 * that lets one comune's RPCT handle the others' reports. Which act it is (a convention, an
 * Unione di comuni) is not in legal-facts.md: left to the entities' lawyer.
 */
function rpctOfEachEntity(): string {
  return `, individuato come responsabile della prevenzione della corruzione e della trasparenza di ciascun Ente, o comunque competente a gestirne le segnalazioni, con ${toComplete("atto che lo prevede, per esempio convenzione tra i comuni o atto dell'Unione di comuni, con la data; da verificare con il consulente degli Enti")}; ciascun Ente lo autorizza al trattamento dei dati delle segnalazioni che lo riguardano (art. 29 GDPR; art. 2-quaterdecies del Codice privacy)`;
}

/**
 * K-08: the internal agreement between the entities that share the channel (art. 13 c.5 D.Lgs.
 * 24/2023; art. 26 GDPR), drafted only when the entity said it shares it. It sets who does what
 * for data protection; each entity keeps its own duties under the decree. Editable: every choice
 * the law leaves to the parties is a '[da completare: …]'.
 */
export function jointAgreement(ctx: KitContext): KitDocument {
  const { input, facts, siteHost } = ctx;
  const parties = sharingEntities(ctx);
  const operator = operatorIdentity(facts.operator);
  return {
    name: JOINT_AGREEMENT_FILE,
    title: JOINT_AGREEMENT_TITLE,
    blocks: [
      title(JOINT_AGREEMENT_TITLE),
      draftNotice(input, facts.draftedOn, siteHost, false),
      note(
        "Da firmare da tutti gli enti che condividono il canale prima di attivarlo. Il suo contenuto essenziale va messo a disposizione di chi segnala e delle altre persone interessate (art. 26, par. 2 GDPR), per esempio nella sezione del sito dedicata alle segnalazioni.",
      ),
      heading("Parti"),
      list(
        ...parties.map(
          (name) => `${name}, ${toComplete("sede legale, codice fiscale o partita IVA, legale rappresentante")};`,
        ),
      ),
      paragraph("di seguito, insieme, gli «Enti» e, ciascuno, l'«Ente»."),
      heading("Premesse"),
      list(
        `il ${DECREE_FULL} consente ai soggetti indicati all'art. 4, comma 4, di condividere il canale di segnalazione interna e la relativa gestione;`,
        `i soggetti che condividono le risorse per il ricevimento e la gestione delle segnalazioni determinano in modo trasparente, mediante un accordo interno, le rispettive responsabilità in merito all'osservanza degli obblighi in materia di protezione dei dati personali, come contitolari del trattamento ai sensi dell'art. 26 del ${GDPR} (art. 13, comma 5, del decreto);`,
        `gli Enti hanno deciso di condividere il canale con ${toComplete("atto o delibera di ciascun Ente, con la data")}.`,
      ),
      heading("1. Oggetto"),
      paragraph(
        "Il presente accordo definisce le responsabilità degli Enti, contitolari del trattamento dei dati personali nel ricevimento e nella gestione delle segnalazioni tramite il canale condiviso, composto da:",
      ),
      list(
        ["la piattaforma informatica all'indirizzo ", platformAddress(input), ";"],
        `il canale orale ${toComplete("linea telefonica o sistema di messaggistica vocale")} e l'incontro diretto su richiesta di chi segnala.`,
      ),
      paragraph(
        `Gestore del canale: ${input.gestore}, a cui ciascun Ente affida la gestione del canale condiviso (art. 4, ${ctx.profile.rpct ? "commi 4 e 5" : "commi 2 e 4"}, del decreto)${ctx.profile.rpct ? rpctOfEachEntity() : ""}; in caso di conflitto di interessi o di assenza, il sostituto: ${input.sostituto}. Il gestore tratta le segnalazioni per conto di tutti gli Enti, con autonomia e personale specificamente formato (art. 4, comma 2, del decreto).`,
      ),
      heading("2. Trattamento"),
      list(
        "finalità: ricevere e gestire le segnalazioni previste dal decreto e adottare i provvedimenti conseguenti;",
        `basi giuridiche, categorie di interessati e di dati: quelle indicate nella «${PRIVACY_TITLE}», che gli Enti adottano con lo stesso contenuto;`,
        `conservazione: ${RETENTION.charAt(0).toLowerCase()}${RETENTION.slice(1)}`,
      ),
      heading("3. Ripartizione delle responsabilità"),
      list(
        `informativa agli interessati (artt. 13 e 14 GDPR): ${toComplete("ciascun Ente la pubblica nella sezione del proprio sito; indica chi la predispone e la aggiorna")};`,
        `punto di contatto per gli interessati (art. 26, par. 1 GDPR): ${toComplete("ufficio e indirizzo e-mail")}; l'interessato può comunque esercitare i propri diritti nei confronti di ciascun Ente (art. 26, par. 3 GDPR), nei limiti dell'art. 2-undecies del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003);`,
        // B8: the DPA and the terms have each entity sign as controller (art. 28(3) GDPR).
        `fornitore della piattaforma: ${operator}, responsabile del trattamento per ciascun Ente (art. 28 GDPR; art. 13, comma 6, del decreto), con l'accordo sul trattamento dei dati firmato da ciascun Ente come titolare;`,
        `valutazione d'impatto (art. 35 GDPR; art. 13, comma 6, del decreto): ${toComplete("svolta in comune sulla base dello schema «" + DPIA_TITLE + "»; indica chi la coordina e chi la riesamina")};`,
        `misure di sicurezza (art. 32 GDPR) e autorizzazione delle persone che trattano i dati (art. 29 GDPR): ${toComplete("chi autorizza il gestore, il sostituto e i loro collaboratori, e chi verifica le misure")};`,
        `violazioni dei dati personali (artt. 33 e 34 GDPR): chi ne viene a conoscenza informa senza ritardo gli altri Enti; ${toComplete("chi notifica al Garante, senza ingiustificato ritardo e, ove possibile, entro 72 ore dal momento in cui se ne è venuti a conoscenza, e chi comunica la violazione agli interessati")};`,
        "registro delle attività di trattamento (art. 30 GDPR): ciascun Ente vi iscrive il trattamento.",
      ),
      heading("4. Riservatezza e separazione tra gli Enti"),
      paragraph(
        "Il gestore comunica una segnalazione, il seguito e l'esito solo all'Ente a cui la segnalazione si riferisce, e solo alle persone competenti a darle seguito; gli altri Enti non vi hanno accesso. L'identità di chi segnala non è rivelata senza il suo consenso espresso a persone diverse da quelle competenti a ricevere o a dare seguito alla segnalazione (art. 12 del decreto).",
      ),
      heading("5. Obblighi di ciascun Ente"),
      paragraph(EACH_KEEPS_DUTIES),
      heading("6. Contenuto essenziale dell'accordo"),
      paragraph(
        `Gli Enti mettono a disposizione degli interessati il contenuto essenziale del presente accordo (art. 26, par. 2 GDPR) a ${toComplete("indirizzo della pagina o dell'ufficio")}: chi sono i contitolari (${namesInProse(parties)}), chi gestisce il canale, il punto di contatto e il diritto di rivolgersi a ciascun Ente.`,
      ),
      heading("7. Durata, recesso e costi"),
      paragraph(
        `${toComplete("durata dell'accordo, modalità e preavviso del recesso di un Ente, sorte delle segnalazioni in corso e dei dati dell'Ente che recede, ripartizione dei costi del canale")}.`,
      ),
      heading("Firme"),
      list(...parties.map((name) => `per ${name}: ${toComplete("nome, ruolo, data e firma")};`)),
    ],
  };
}
