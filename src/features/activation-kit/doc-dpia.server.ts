import { isAdministration } from "../../config/public-kinds.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import { platformClaims } from "../../config/service.ts";
import { formatIsoDay } from "../../lib/italian-date.ts";
import {
  odvName,
  inParentheses,
  capitalised,
  art,
  D231,
  DECREE,
  draftNotice,
  entityIntro,
  heading,
  list,
  note,
  operatorFact,
  paragraph,
  subheading,
  title,
  toComplete,
  when,
  type Block,
  type KitContext,
  type KitDocument,
  type Run,
} from "./kit-text.ts";
import { anonymous } from "./kit-platform.ts";
import { jointControllersSentence, sharedChannelSentence } from "./kit-shared.ts";
import { DPO_DUTY_BY_ACTIVITY, PUBLIC_INTEREST_BASIS, PUBLIC_TASK_NOTE } from "./doc-privacy.server.ts";

export const DPIA_TITLE = "Valutazione d'impatto sulla protezione dei dati (DPIA) del canale di segnalazione: schema";

const yes = (value: boolean) => (value ? "sì" : "no");
const days = (count: number) => (count === 1 ? "1 giorno" : `${count} giorni`);

/**
 * The platform's measures from the operator's facts file, the same facts /sicurezza prints: a fact
 * not configured is left out, a fact not verified is marked '(da confermare)' (operatorFact).
 */
export function platformMeasures(facts: OperatorFacts): Run[][] {
  const claims = platformClaims(facts);
  const rows: [string, string][] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push([label, value]);
  };
  const { platform, hosting, backups, encryption, staffAccess, ipLogging } = facts;
  add(
    "Software",
    platform && (platform.softwareUrl ? `${platform.software} (${platform.softwareUrl})` : platform.software),
  );
  add("Aggiornamenti", platform?.updates);
  add("Fornitore di hosting", hosting?.provider);
  add("Data center", hosting && `${hosting.city}, ${hosting.country}`);
  add(
    "Backup",
    backups &&
      `${backups.location}; cifrati: ${yes(backups.encrypted)}; un dato cancellato resta nei backup al massimo ${days(backups.retentionDays)}`,
  );
  add("Cifratura in transito", encryption?.inTransit);
  add("Cifratura sul server", encryption?.atRest);
  add("Chi custodisce le chiavi", encryption?.keyHolder);
  // Docs read F11: the facts are the operator's words, often in the first person («custodiamo»): in
  // the entity's DPIA, where «noi» is the entity, they are quoted as the provider's declaration.
  const quoted = (lines: string[] | undefined) =>
    lines?.map((line) => `«${line.trim().replace(/\.$/, "")}»`).join("; ");
  add("Secondo il fornitore, il suo personale può", quoted(staffAccess?.can));
  add("Secondo il fornitore, il suo personale non può", quoted(staffAccess?.cannot));
  for (const log of facts.logs ?? []) add(`Registro: ${log.what}`, `conservato ${days(log.retentionDays)}`);
  if (ipLogging) {
    add("Indirizzi IP di chi segnala", claims.ipLogging);
    add(
      "Server web davanti alla piattaforma",
      ipLogging.webServer ? "registra gli indirizzi IP" : "non registra gli indirizzi IP",
    );
    add(
      "Proxy davanti alla piattaforma",
      ipLogging.proxy ? "registra gli indirizzi IP" : "non registra gli indirizzi IP",
    );
    add("Rete del fornitore di hosting", ipLogging.hostingNetwork);
  }
  // Tor only as declared: "(da confermare)" is not a declaration either way (0035).
  if (typeof facts.tor === "boolean")
    add("Accesso tramite Tor", claims.tor ?? "La piattaforma non offre l'accesso dalla rete Tor.");
  if (facts.twoFactor !== undefined) add("Autenticazione a due fattori dei gestori", facts.twoFactor);
  if (facts.reminders !== undefined) {
    add(
      "Promemoria delle scadenze",
      claims.reminders ?? "La piattaforma non avvisa i gestori delle scadenze dell'art. 5.",
    );
  }
  if (facts.deletionAtDeadline !== undefined) {
    add(
      "Cancellazione delle segnalazioni",
      claims.deletion ??
        "La piattaforma non cancella le segnalazioni da sola: le cancella il gestore, alla scadenza stabilita dall'ente.",
    );
  }
  for (const sub of facts.subProcessors ?? []) add(`Sub-responsabile: ${sub.name}`, `${sub.service} (${sub.country})`);
  for (const cert of facts.certifications ?? []) {
    add(
      `Certificazione ${cert.name}`,
      `rilasciata da ${cert.issuer} il ${formatIsoDay(cert.date)}; ambito: ${cert.scope}`,
    );
  }
  for (const test of facts.penetrationTests ?? []) {
    add("Test di penetrazione", `eseguito da ${test.issuer} il ${formatIsoDay(test.date)}; ambito: ${test.scope}`);
  }
  if (facts.breachNotificationHours !== undefined) {
    add(
      "Notifica delle violazioni dei dati all'ente",
      `senza ingiustificato ritardo e comunque entro ${facts.breachNotificationHours} ore da quando il fornitore ne viene a conoscenza (art. 33, par. 2 GDPR)`,
    );
  }
  if (facts.endOfContract) {
    add(
      "Fine del contratto",
      `restituzione dei dati entro ${days(facts.endOfContract.returnDays)}, se richiesta; cancellazione dalla piattaforma entro ${days(facts.endOfContract.deletionDays)}`,
    );
  }
  return rows.map(([label, value]) => [{ text: `${label}: `, bold: true }, operatorFact(facts, value)]);
}

/**
 * DPO read B3: the platform keeps deleted data in backups for the days the facts declare, so the
 * manager deletes that much earlier for the backups too to respect art. 14 c.1; never a figure of ours.
 */
export function backupDeletion(facts: OperatorFacts): string {
  const kept = facts.backups?.retentionDays;
  const lead =
    kept === undefined
      ? toComplete(
          "per quanti giorni un dato cancellato resta nei backup del fornitore della piattaforma: la cancellazione avviene almeno altrettanti giorni prima della scadenza",
        )
      : operatorFact(
          facts,
          `secondo il fornitore della piattaforma, un dato cancellato resta nei backup al massimo ${days(kept)}; per questo la cancellazione avviene almeno ${days(kept)} prima della scadenza`,
        );
  return `Il gestore cancella ogni segnalazione e la relativa documentazione in tempo perché anche le copie di backup rispettino il termine dell'art. 14, comma 1: ${lead}. La data entro cui cancellare è annotata nel registro delle segnalazioni.`;
}

/**
 * DPO docs review B3: what the platform does with attachment metadata, only as the facts state it
 * (the same fact /sicurezza prints): never «rimossi dalla piattaforma» offered as a choice.
 */
export function attachmentMetadata(facts: OperatorFacts): string {
  const value = facts.attachmentMetadata;
  if (value === undefined) return toComplete("chiedi al fornitore se la piattaforma rimuove i metadati degli allegati");
  return value === false
    ? operatorFact(facts, "secondo il fornitore, la piattaforma non li rimuove")
    : operatorFact(facts, `secondo il fornitore: ${value.replace(/\.$/, "")}`);
}

/**
 * DPO docs read F8: the managers are employees whose accesses and operations the audit log records;
 * their written authorisation tells them what is logged, for how long and who reads it (art. 13
 * GDPR; art. 4, comma 3, L. 300/1970). Printed only as the facts declare the log.
 */
export function auditLogNotice(facts: OperatorFacts): string {
  const log = facts.auditLog;
  if (!log) return "";
  const what = `${log.what.charAt(0).toLowerCase()}${log.what.slice(1).replace(/\.$/, "")}`;
  return ` È informato/a che, secondo il fornitore, ${operatorFact(facts, `${what}; il registro è conservato ${days(log.retentionDays)}`)}: lo consulta solo ${toComplete(`chi, per l'Ente, tra le persone autorizzate a gestire le segnalazioni o un incaricato della sicurezza autorizzato ai sensi dell'art. 2-quaterdecies del Codice privacy e tenuto alla riservatezza dell'art. 12 del decreto, non gli organi di amministrazione; secondo il fornitore, possono leggerlo ${log.readableBy}`)} per verificare la sicurezza e la riservatezza delle segnalazioni, e non è usato per altre finalità (art. 13 GDPR; art. 4, comma 3, L. 300/1970).`;
}

/**
 * DPO docs review B4: the entity's administrators of the platform read the managers' audit log
 * (the facts say who reads it and for how long it is kept); who holds the role is the entity's choice.
 */
export function platformAdministrator(facts: OperatorFacts): string {
  const log = facts.auditLog;
  // The audit log only as the facts declare it: who reads it and for how long it is kept.
  const reads = log
    ? operatorFact(
        facts,
        ` e, secondo il fornitore, consulta il registro delle attività dei gestori, conservato ${days(log.retentionDays)}`,
      )
    : "";
  return `l'amministratore della piattaforma per l'Ente ${toComplete("ruolo: di norma il gestore stesso o una persona autorizzata al trattamento e vincolata alla riservatezza; verifica con il fornitore se il ruolo dà accesso al contenuto delle segnalazioni")}, che configura la piattaforma${reads}`;
}

function measures(ctx: KitContext): Block[] {
  const { facts, input, profile } = ctx;
  const verified = facts.operatorFacts.verifiedOn;
  const rows = platformMeasures(facts.operatorFacts);
  return [
    heading("d) Misure per affrontare i rischi (art. 35, par. 7, lett. d GDPR)"),
    subheading("Misure dell'Ente"),
    list(
      `accesso alle segnalazioni riservato al gestore e al sostituto${profile.modello231 && !profile.rpct ? `, e al${odvName(input.odv)} per le materie del ${D231} secondo la procedura` : ""}, autorizzati al trattamento e formati${profile.rpct ? "" : "; se il gestore è un soggetto esterno, è responsabile del trattamento con contratto ai sensi dell'art. 28 GDPR e accedono le persone da esso autorizzate"};`,
      // K-06: the main threat to an anonymous reporter comes from the entity's own network and devices.
      `il dominio della piattaforma è escluso dai registri del proxy, del firewall e dei sistemi di prevenzione della perdita di dati dell'Ente, oppure quei registri non sono consultati per risalire a chi segnala e sono conservati per ${toComplete("numero")} giorni; l'uso dei registri e dei dispositivi aziendali per identificare chi segnala è vietato dalla procedura dell'Ente, a tutela della riservatezza prevista dall'art. 12 D.Lgs. 24/2023; l'art. 4 della L. 300/1970 e l'art. 114 del Codice privacy limitano inoltre gli strumenti di controllo e l'uso dei dati che raccolgono;`,
      `metadati degli allegati: ${attachmentMetadata(facts.operatorFacts)}; la sezione del sito e l'avviso al personale invitano chi segnala a rimuoverli prima dell'invio e a segnalare da un dispositivo e da una connessione personali;`,
      "procedura scritta, adottata dopo la consultazione sindacale, con regole sul conflitto di interessi;",
      "informativa per le segnalazioni pubblicata; cancellazione immediata dei dati manifestamente non utili;",
      `conservazione non oltre 5 anni dalla comunicazione dell'esito finale. ${backupDeletion(facts.operatorFacts)}`,
      "accordo sul trattamento dei dati con il fornitore della piattaforma (art. 28 GDPR);",
      toComplete(
        "altre misure organizzative: postazioni, dispositivi, gestione delle credenziali, registro delle segnalazioni orali",
      ),
    ),
    subheading("Misure della piattaforma dichiarate dal fornitore"),
    note(
      verified
        ? `Misure dichiarate dal fornitore ${facts.operator.name} e da lui verificate il ${formatIsoDay(verified)}. Chiedi al fornitore di confermarle prima di chiudere la valutazione.`
        : `Il fornitore non ha ancora confermato queste misure: ogni voce è segnata «(da confermare)» e va verificata con ${facts.operator.name} prima di chiudere la valutazione.`,
    ),
    ...(rows.length > 0
      ? [list(...rows)]
      : [paragraph(toComplete("misure tecniche dichiarate dal fornitore della piattaforma"))]),
  ];
}

export function dpiaOutline(ctx: KitContext): KitDocument {
  const { input, facts, siteHost, profile } = ctx;
  // Public authorities and bodies, comuni and other administrations, must designate a DPO (art. 37(1)(a) GDPR).
  const publicAuthority = isAdministration(profile.publicKind);
  return {
    name: "5-schema-dpia.docx",
    title: DPIA_TITLE,
    blocks: [
      title(DPIA_TITLE),
      draftNotice(input, facts.draftedOn, siteHost, false),
      paragraph(
        `${capitalised(entityIntro(input))}, titolare del trattamento, definisce il proprio modello di ricevimento e gestione delle segnalazioni interne sulla base di una valutazione d'impatto sulla protezione dei dati (${art("13", 6)}, ${DECREE}; art. 35 GDPR). La valutazione si fa prima di attivare il canale e si aggiorna quando il trattamento cambia.`,
      ),
      heading("a) Descrizione del trattamento (art. 35, par. 7, lett. a GDPR)"),
      list(
        [
          { text: "Finalità: ", bold: true },
          "ricevere e gestire le segnalazioni interne previste dal decreto, dare seguito e riscontro, tutelare chi segnala.",
        ],
        [
          { text: "Base giuridica: ", bold: true },
          `${publicAuthority ? "obbligo di legge ed esecuzione di un compito di interesse pubblico (art. 6, par. 1, lett. c ed e GDPR; art. 2-ter del Codice privacy; artt. 4 e 5 del decreto; legge 190/2012)" : "obbligo di legge (art. 6, par. 1, lett. c GDPR; artt. 4 e 5 del decreto)"}; art. 9, par. 2, lett. b GDPR per le categorie particolari di dati ${toComplete(`valuta anche ${PUBLIC_INTEREST_BASIS}, per chi segnala senza un rapporto di lavoro con l'Ente`)}; ${profile.publicSector && !publicAuthority ? `${toComplete(PUBLIC_TASK_NOTE)}; ` : ""}art. 10 GDPR e art. 2-octies del Codice privacy per i dati relativi a reati. Il consenso espresso di chi segnala che il decreto richiede per rivelarne l'identità e per registrare o trascrivere le segnalazioni orali (art. 12, commi 2 e 5; art. 14, commi 2 e 4) è una garanzia prevista dal decreto, non una base giuridica del trattamento (art. 6, par. 1, lett. a GDPR).`,
        ],
        [
          { text: "Interessati: ", bold: true },
          "chi segnala, le persone coinvolte, i facilitatori, le altre persone menzionate; in prevalenza lavoratori, cioè interessati in posizione di squilibrio rispetto al titolare.",
        ],
        [
          { text: "Dati: ", bold: true },
          "quelli contenuti nelle segnalazioni e negli allegati e raccolti nella gestione, comprese eventuali categorie particolari e dati relativi a reati.",
        ],
        [
          { text: "Conservazione: ", bold: true },
          `per il tempo necessario al trattamento della segnalazione e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14, comma 1, del decreto), backup compresi (misure, lettera d)${facts.operatorFacts.auditLog ? `; ${operatorFact(facts.operatorFacts, `il registro delle attività dei gestori è conservato ${days(facts.operatorFacts.auditLog.retentionDays)}`)}` : ""}.`,
        ],
        [
          { text: "Chi accede: ", bold: true },
          `il gestore ${inParentheses(input.gestore)}${profile.rpct ? "" : ", responsabile del trattamento ai sensi dell'art. 28 GDPR se è un soggetto esterno"}; il sostituto ${inParentheses(input.sostituto)} in caso di conflitto di interessi o di assenza${profile.modello231 ? (profile.rpct ? `; ${odvName(input.odv)}, a cui l'RPCT comunica le informazioni di sua competenza sulle materie del ${D231}, senza l'identità di chi segnala` : `; ${odvName(input.odv)} per le materie del ${D231}, secondo la procedura`) : ""}; ${platformAdministrator(facts.operatorFacts)}; il fornitore della piattaforma come responsabile del trattamento.`,
        ],
        [
          { text: "Strumenti: ", bold: true },
          `piattaforma informatica (${input.piattaforma ?? toComplete("indirizzo della piattaforma di segnalazione")}) fornita da ${facts.operator.name}; ${toComplete("canale orale e modalità degli incontri")}.`,
        ],
      ),
      // DPO read B2: a shared channel means joint controllers and walls between the entities.
      // DPO read B2, K-08: a shared channel means joint controllers and walls between the entities.
      ...when(
        profile.sharedWith !== null,
        paragraph(sharedChannelSentence(ctx)),
        paragraph(jointControllersSentence(ctx)),
        note(
          toComplete(
            "chi di ciascun ente riceve l'esito delle segnalazioni che lo riguardano e come si evita che un ente veda le segnalazioni che riguardano un altro; la valutazione può essere svolta in comune dai contitolari",
          ),
        ),
      ),
      heading("b) Necessità e proporzionalità (art. 35, par. 7, lett. b GDPR)"),
      list(
        "il trattamento è imposto dalla legge e limitato alle finalità del decreto;",
        "si raccolgono solo i dati utili alla segnalazione; quelli manifestamente non utili si cancellano subito (art. 13, comma 2, del decreto);",
        ...(anonymous(ctx) ? ["si può segnalare in forma anonima;"] : []),
        "gli interessati ricevono l'informativa per le segnalazioni; i loro diritti sono limitati solo nei casi dell'art. 2-undecies del Codice privacy;",
        `${toComplete("altre valutazioni dell'Ente")}.`,
      ),
      heading("c) Rischi per i diritti e le libertà degli interessati (art. 35, par. 7, lett. c GDPR)"),
      list(
        "rivelazione dell'identità di chi segnala o delle persone coinvolte, e conseguenti ritorsioni;",
        "accesso non autorizzato al contenuto delle segnalazioni, anche da parte di chi gestisce i sistemi informatici;",
        "perdita, alterazione o indisponibilità dei dati;",
        "conservazione oltre i termini; uso dei dati per finalità diverse;",
        "tracciamento della connessione di chi segnala attraverso la rete e i dispositivi dell'Ente (indirizzi IP, registri del proxy, del firewall e dei sistemi di prevenzione della perdita di dati, dispositivi aziendali);",
        "identificazione di chi segnala dai metadati degli allegati (autore, dispositivo) o da dettagli del racconto;",
        "pregiudizio per la persona coinvolta da segnalazioni infondate o diffamatorie, e limitazione dei suoi diritti di interessato (art. 2-undecies del Codice privacy) oltre quanto necessario.",
      ),
      note(
        toComplete(
          "per ciascun rischio: probabilità, gravità e rischio residuo dopo le misure, nel contesto dell'Ente",
        ),
      ),
      ...measures(ctx),
      heading("e) Parere e conclusioni"),
      // DPO read C4: art. 35(9) GDPR.
      paragraph(
        `Opinioni degli interessati o dei loro rappresentanti: osservazioni delle rappresentanze sindacali raccolte nella consultazione dell'art. 4, comma 1 ${toComplete("sintesi delle osservazioni e di come se ne è tenuto conto")}.`,
      ),
      ...when(
        input.rpd !== null,
        paragraph(
          `Parere del responsabile della protezione dei dati (${input.rpd ?? ""}), richiesto dall'art. 35, par. 2 GDPR: ${toComplete("parere e data")}.`,
        ),
      ),
      ...when(
        input.rpd === null && profile.publicSector && publicAuthority,
        paragraph(
          `Parere del responsabile della protezione dei dati, che l'Ente è tenuto a designare (art. 37, par. 1, lett. a GDPR) e a consultare (art. 35, par. 2 GDPR): ${toComplete("nome o ufficio del responsabile, parere e data")}.`,
        ),
      ),
      // K6-03: a company under private law in the public sector is not bound by art. 37(1)(a) as such.
      ...when(
        input.rpd === null && profile.publicSector && !publicAuthority,
        paragraph(
          `Parere del responsabile della protezione dei dati, se designato (art. 35, par. 2 GDPR): ${toComplete(`nome o ufficio del responsabile, parere e data; ${DPO_DUTY_BY_ACTIVITY}`)}.`,
        ),
      ),
      paragraph(
        `Conclusione: ${toComplete("rischio residuo accettabile oppure consultazione preventiva del Garante (art. 36 GDPR), data e firma del titolare")}. Prossimo riesame: ${toComplete("data")}.`,
      ),
    ],
  };
}
