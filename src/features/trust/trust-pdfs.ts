import React, { type ReactNode } from "react";
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { SiteConfig } from "../../config/load-site-config.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import { platformClaims } from "../../config/service.ts";
import { BRAND } from "../../config/brand.ts";
import { operatorIdentity } from "../../config/operator.ts";
import { lowerFirst } from "../../config/service-copy.ts";
import {
  PDF_COLOR,
  PdfFooter,
  pdfBodyStyle,
  pdfFooterStyle,
  pdfMutedStyle,
  pdfPageStyle,
  renderPdf,
} from "../../lib/pdf-theme.ts";
import {
  factSections,
  notificationsText,
  processorDpoText,
  verifiedOnText,
  type FactSection,
} from "./facts-sections.ts";
import { SECURITY_PATH, TERMS_PATH } from "../../config/documents.ts";

// Plain .ts (Node strips types but does not compile JSX): elements are built with createElement.
const h = React.createElement;

const palette = PDF_COLOR;

const s = StyleSheet.create({
  page: pdfPageStyle(9.5, { top: 44, bottom: 60, side: 52 }),
  body: pdfBodyStyle(9.5, 1.45),
  brand: { fontSize: 10, fontWeight: 700, color: palette.blue, marginBottom: 10 },
  title: { fontSize: 16, fontWeight: 700, marginBottom: 4 },
  muted: pdfMutedStyle,
  heading: { fontSize: 11, fontWeight: 700, color: palette.blue, marginTop: 14, marginBottom: 5 },
  subheading: { fontSize: 10, fontWeight: 600, marginTop: 8, marginBottom: 3 },
  paragraph: { marginBottom: 5 },
  item: { flexDirection: "row", marginBottom: 3 },
  itemMark: { width: 18, fontWeight: 600 },
  itemText: { flex: 1 },
  pair: { flexDirection: "row", marginBottom: 3 },
  pairLabel: { width: 150, color: palette.muted, paddingRight: 8 },
  pairValue: { flex: 1 },
  blank: { flexDirection: "row", marginBottom: 9 },
  blankLabel: { width: 150, color: palette.muted },
  blankLine: { flex: 1, borderBottomWidth: 0.5, borderBottomColor: palette.ink },
  footer: pdfFooterStyle(52, 26),
});

/*
 * The blocks carry no key: document() passes them as positional children, where React matches them
 * by place. A key made of their text collided when one row is printed twice (the DPA's
 * notifications, in both annexes), and React may then drop or repeat a row (security review 9, I6).
 */
const heading = (text: string) => h(Text, { style: s.heading, minPresenceAhead: 40 }, text);
const subheading = (text: string) => h(Text, { style: s.subheading, minPresenceAhead: 30 }, text);
const paragraph = (text: string) => h(Text, { style: s.paragraph }, text);
const item = (mark: string, text: string) =>
  h(View, { style: s.item, wrap: false }, h(Text, { style: s.itemMark }, mark), h(Text, { style: s.itemText }, text));
const pair = (label: string, value: string) =>
  h(
    View,
    { style: s.pair, wrap: false },
    h(Text, { style: s.pairLabel }, label),
    h(Text, { style: s.pairValue }, value),
  );
const blank = (label: string) =>
  h(View, { style: s.blank }, h(Text, { style: s.blankLabel }, label), h(View, { style: s.blankLine }));

function sectionsAsPairs(sections: FactSection[]): ReactNode[] {
  return sections.flatMap((section) => [
    subheading(section.title),
    ...section.rows.map((row) => pair(row.label, row.value)),
  ]);
}

function document(title: string, config: SiteConfig, facts: OperatorFacts, children: ReactNode[]) {
  const verified = verifiedOnText(facts);
  return h(
    Document,
    { title, author: config.operator.name, subject: title, creator: BRAND, producer: BRAND, language: "it" },
    h(
      Page,
      { size: "A4", style: s.page, wrap: true },
      h(
        View,
        { style: s.body },
        h(Text, { style: s.brand }, `${BRAND} · ${new URL(config.siteUrl).host}`),
        h(Text, { style: s.title }, title),
        h(
          Text,
          { style: [s.muted, s.paragraph] },
          verified
            ? `Dati della piattaforma verificati dal fornitore il ${verified}.`
            : "Dati della piattaforma non ancora verificati dal fornitore (da confermare).",
        ),
        ...children,
      ),
      h(PdfFooter, { style: s.footer, text: `${title} · ${config.operator.name}` }),
    ),
  );
}

/** D-05: the identity the kit and the policies print, with a company's art. 2250 c.c. data, and the e-mail. */
function operatorLine(config: SiteConfig): string {
  return `${operatorIdentity(config.operator)}, ${config.operator.email}`;
}

const ART_28_SUBJECTS =
  "persone segnalanti, facilitatori, persone coinvolte o menzionate nelle segnalazioni, gestori delle segnalazioni dell'ente";
const ART_28_DATA =
  "dati identificativi e di contatto, se forniti; contenuto delle segnalazioni e degli allegati, che può comprendere categorie particolari di dati (art. 9 GDPR) e dati relativi a condanne penali e reati (art. 10 GDPR); dati di accesso dei gestori";

/**
 * DPO docs review B9: the DPA binds the provider not to access the reports' content; any other
 * access only as strictly necessary (DPO read 2026-11-28 B7). DPO docs read F4: no guarantee of
 * what the staff "cannot" do, since annex 2 may say the same staff can modify the software; the
 * clause is the provider's commitment in the third person, and the facts (whatever their wording
 * or person) stay in annex 2, where they are the operator's declaration.
 */
export function confidentialityClause(facts: OperatorFacts): string {
  const duty =
    "Riservatezza (art. 12): il fornitore non rivela a nessuno l'identità della persona segnalante, delle persone coinvolte e menzionate, né il contenuto delle segnalazioni e della documentazione;";
  const cannot = facts.staffAccess?.cannot ?? [];
  if (cannot.length === 0)
    return `${duty} non accede al contenuto delle segnalazioni se non nella misura strettamente necessaria a fornire il servizio e secondo le istruzioni dell'ente.`;
  return `${duty} non accede al contenuto delle segnalazioni e degli allegati e si impegna a non modificare il software installato allo scopo di accedervi. Che cosa il personale del fornitore può e non può fare, e con quali misure, è descritto nell'allegato 2. Il fornitore accede agli altri dati solo nella misura strettamente necessaria a fornire il servizio e secondo le istruzioni documentate dell'ente (art. 28, par. 3, lett. a, GDPR).`;
}

function dpaDocument(config: SiteConfig, facts: OperatorFacts) {
  const site = new URL(config.siteUrl).host;
  const breach = facts.breachNotificationHours;
  const end = facts.endOfContract;
  const subs = facts.subProcessors ?? [];
  const dpo = processorDpoText(facts);
  const notifications = notificationsText(facts);
  return document("Accordo sul trattamento dei dati personali (art. 28 GDPR)", config, facts, [
    heading("Parti"),
    paragraph("Titolare del trattamento (l'ente):"),
    blank("Denominazione"),
    blank("Sede"),
    blank("C.F. / P.IVA"),
    blank("Legale rappresentante"),
    blank("Referente privacy / RPD"),
    paragraph(
      "Se più enti condividono il canale e la sua gestione (art. 4, comma 4 D.Lgs. 24/2023), ciascuno firma come contitolare del trattamento e allega l'accordo interno con cui gli enti ripartiscono le responsabilità (art. 26 GDPR; art. 13, comma 5 D.Lgs. 24/2023).",
    ),
    paragraph(
      "Se la gestione delle segnalazioni è affidata a un soggetto esterno che acquista il servizio per conto dell'ente, quel soggetto è responsabile del trattamento per l'ente e il fornitore opera come suo sub-responsabile (art. 28, par. 4 GDPR): l'ente autorizza per iscritto il ricorso al fornitore nell'accordo con il gestore esterno (art. 28, par. 2 GDPR).",
    ),
    paragraph(`Responsabile del trattamento (il fornitore): ${operatorLine(config)}.`),
    heading("1. Oggetto, natura e finalità"),
    paragraph(
      `Il fornitore tratta per conto dell'ente i dati necessari a fornire la piattaforma di segnalazione interna del servizio ${BRAND}, secondo il contratto e le condizioni del servizio (${site}${TERMS_PATH}), per consentire all'ente di ricevere e gestire le segnalazioni del D.Lgs. 24/2023. Il trattamento consiste in hosting, conservazione, backup, manutenzione e assistenza tecnica. La gestione delle segnalazioni resta al gestore nominato dall'ente.`,
    ),
    pair("Interessati", ART_28_SUBJECTS),
    pair("Dati trattati", `${ART_28_DATA}; dati tecnici di connessione: ${platformClaims(facts).connectionData}`),
    pair("Durata", "la durata del contratto, più i tempi di restituzione e cancellazione dell'art. 2, lett. g"),
    pair(
      "Obblighi e diritti dell'ente",
      "dà le istruzioni documentate: questo accordo, il contratto, la configurazione della piattaforma e le istruzioni scritte successive; risponde della base giuridica, dell'informativa agli interessati e della valutazione d'impatto; può verificare il fornitore (lett. h), opporsi ai nuovi sub-responsabili (lett. d) e riavere i dati (lett. g)",
    ),
    heading("2. Obblighi del responsabile (art. 28, par. 3 GDPR)"),
    item(
      "a)",
      "Tratta i dati soltanto su istruzione documentata dell'ente, compresi gli eventuali trasferimenti verso paesi terzi, salvo che lo richieda il diritto dell'Unione o italiano; in tal caso informa l'ente prima del trattamento, se quel diritto non lo vieta per rilevanti motivi di interesse pubblico. Informa subito l'ente se un'istruzione viola, a suo parere, la normativa sulla protezione dei dati.",
    ),
    item(
      "b)",
      "Garantisce che le persone autorizzate al trattamento si siano impegnate alla riservatezza o abbiano un obbligo legale di riservatezza.",
    ),
    item("c)", "Adotta le misure di sicurezza dell'art. 32 GDPR descritte nell'allegato 2."),
    item(
      "d)",
      "Ricorre ai sub-responsabili dell'allegato 1, che l'ente autorizza in via generale. Informa l'ente per iscritto, almeno 30 giorni prima, di ogni aggiunta o sostituzione; l'ente può opporsi per motivi legati alla protezione dei dati e, se l'opposizione non si risolve, recedere senza penali. Impone a ogni sub-responsabile, per contratto, gli stessi obblighi di questo accordo e risponde del loro adempimento (art. 28, par. 4 GDPR).",
    ),
    item(
      "e)",
      "Assiste l'ente, con misure tecniche e organizzative adeguate, nel dare seguito alle richieste degli interessati, tenuto conto dei limiti dell'art. 2-undecies del D.Lgs. 196/2003 a tutela della riservatezza del segnalante.",
    ),
    item(
      "f)",
      `Assiste l'ente negli obblighi degli artt. 32-36 GDPR: notifica all'ente ogni violazione dei dati personali senza ingiustificato ritardo${breach === undefined ? "" : ` e comunque entro ${breach} ore`} da quando ne viene a conoscenza (art. 33, par. 2), con le informazioni dell'art. 33, par. 3 di cui dispone, e le altre appena le ha (art. 33, par. 4); fornisce le informazioni per la valutazione d'impatto (scheda DPIA pubblicata sul sito).`,
    ),
    item(
      "g)",
      end
        ? `Alla fine del contratto, a scelta dell'ente, restituisce i dati entro ${end.returnDays} giorni e li cancella entro ${end.deletionDays} giorni, comprese le copie, salvo che il diritto dell'Unione o italiano ne preveda la conservazione; dai backup i dati escono alla scadenza del loro ciclo di conservazione indicato nell'allegato 2. Ne dà conferma scritta.`
        : "Alla fine del contratto, a scelta dell'ente, restituisce o cancella i dati, comprese le copie, salvo che il diritto dell'Unione o italiano ne preveda la conservazione, e ne dà conferma scritta.",
    ),
    item(
      "h)",
      "Mette a disposizione dell'ente le informazioni necessarie a dimostrare il rispetto di questi obblighi e consente e contribuisce alle attività di revisione, comprese le ispezioni, svolte dall'ente o da un revisore da esso incaricato, con un preavviso ragionevole e nel rispetto della riservatezza degli altri clienti. Tiene il registro dei trattamenti svolti per conto dell'ente (art. 30, par. 2 GDPR).",
    ),
    ...(facts.systemAdministrators === true
      ? [
          item(
            "i)",
            "Designa individualmente come amministratori di sistema, previa valutazione di esperienza, capacità e affidabilità, le persone che accedono ai server con privilegi amministrativi; ne tiene l'elenco aggiornato, con le funzioni attribuite, a disposizione dell'ente; registra i loro accessi logici in registri completi, inalterabili e di cui è verificabile l'integrità, conservati per almeno sei mesi; ne verifica l'operato almeno una volta l'anno (provvedimento del Garante per la protezione dei dati personali del 27 novembre 2008, come modificato dal provvedimento del 25 giugno 2009).",
          ),
        ]
      : []),
    paragraph(
      "Il responsabile non tratta i dati per finalità proprie. Se riceve richieste di interessati, di autorità giudiziarie o amministrative o di ANAC relative ai dati dell'ente, le trasmette senza ritardo all'ente, salvo che la legge lo vieti, e non vi risponde direttamente, salvo che la legge glielo imponga. Chiunque agisca sotto la sua autorità tratta i dati solo secondo le istruzioni dell'ente (artt. 29 e 32, par. 4 GDPR).",
    ),
    heading("3. Obblighi derivanti dal D.Lgs. 24/2023"),
    item("3.1", confidentialityClause(facts)),
    item(
      "3.2",
      "Conservazione (art. 14): l'ente stabilisce per quanto tempo conservare le segnalazioni, per il tempo necessario e comunque non oltre 5 anni dalla comunicazione dell'esito finale della procedura di segnalazione, e le cancella o ne chiede la cancellazione alla scadenza; il fornitore non conserva copie oltre quanto previsto dall'art. 2, lett. g.",
    ),
    item(
      "3.3",
      "Protezione dei dati (art. 13): il fornitore assiste l'ente nel cancellare subito i dati manifestamente non utili al trattamento di una specifica segnalazione e gli fornisce le informazioni per la valutazione d'impatto.",
    ),
    heading("4. Trasferimenti e RPD"),
    paragraph(
      "I dati sono trattati nei paesi indicati negli allegati. Un trasferimento verso un paese fuori dallo Spazio economico europeo avviene solo con istruzione dell'ente e con le garanzie del capo V GDPR.",
    ),
    ...(dpo ? [paragraph(dpo)] : []),
    heading("Firme"),
    paragraph(
      "Questo accordo fa parte del contratto e ha la stessa durata; gli obblighi di riservatezza (art. 3.1) e quelli di restituzione e cancellazione (art. 2, lett. g) restano efficaci anche dopo la cessazione del contratto. In caso di contrasto con il contratto prevale questo accordo per quanto riguarda la protezione dei dati.",
    ),
    blank("Luogo e data"),
    blank("Per l'ente (titolare)"),
    blank(`Per ${config.operator.name} (responsabile)`),
    heading("Allegato 1. Sub-responsabili autorizzati"),
    ...(facts.subProcessors === undefined
      ? [paragraph("Sub-responsabili non ancora dichiarati dal fornitore (da confermare).")]
      : subs.length === 0
        ? [paragraph("Il fornitore non ricorre a sub-responsabili.")]
        : subs.map((sub) => pair(sub.name, `${sub.service} (${sub.country})`))),
    ...(notifications ? [pair("Notifiche e-mail ai gestori", notifications)] : []),
    heading("Allegato 2. Misure di sicurezza (art. 32 GDPR)"),
    paragraph(`Come pubblicate su ${site}${SECURITY_PATH} alla data di verifica indicata in apertura.`),
    ...sectionsAsPairs(factSections(facts).filter((section) => section.id !== "sub-responsabili")),
  ]);
}

/** P-01: the handlers' data the declared features add to the data categories. */
function handlerData(facts: OperatorFacts): string[] {
  return [
    ...(facts.auditLog ? ["registro delle attività dei gestori"] : []),
    ...(facts.notifications ? ["indirizzi e-mail dei gestori per le notifiche"] : []),
    ...(facts.voiceReports ? ["messaggi vocali di chi segnala"] : []),
  ];
}

/**
 * C6: who receives the data, from the facts: the entity's manager, the operator as processor, and
 * its sub-processors (hosting, e-mail) as declared, or as Annex 1 of the DPA will name them.
 */
export function dpiaRecipients(config: SiteConfig, facts: OperatorFacts): string {
  const declared =
    facts.subProcessors && facts.subProcessors.length > 0
      ? facts.subProcessors.map((sub) => `${sub.name} (${lowerFirst(sub.service)}, ${sub.country})`)
      : [
          ...(facts.hosting ? [`${facts.hosting.provider} (hosting)`] : []),
          ...(facts.notifications?.subProcessor ? [`${facts.notifications.subProcessor} (invio delle e-mail)`] : []),
        ];
  const subs =
    declared.length > 0
      ? `i suoi sub-responsabili, solo per il servizio tecnico: ${declared.join("; ")}`
      : "i suoi sub-responsabili, solo per il servizio tecnico, indicati nell'allegato 1 dell'accordo sul trattamento dei dati";
  return `il gestore delle segnalazioni nominato dall'ente e le persone che l'ente autorizza a collaborare alla gestione; il fornitore della piattaforma, ${config.operator.name}, come responsabile del trattamento (art. 28 GDPR); ${subs}`;
}

/** P-01: how the data travel (art. 35(7)(a)), said only from the declared facts. */
export function dataFlows(facts: OperatorFacts): string {
  const notifications = notificationsText(facts);
  return [
    `chi segnala raggiunge la piattaforma via Internet${facts.tor === true ? " o dalla rete Tor" : ""}; il gestore la consulta sulla piattaforma`,
    facts.backups ? `i backup sono copiati a ${facts.backups.location}` : null,
    // C6: the notifications' text ends with a full stop; inside this list it takes none («segnalazione.;»).
    notifications
      ? `notifiche e-mail ai gestori: ${lowerFirst(notifications).replace(/\.$/, "")}`
      : "notifiche e-mail ai gestori: non ancora dichiarate dal fornitore",
    facts.auditLog
      ? `il registro delle attività dei gestori è conservato ${facts.auditLog.retentionDays} giorni`
      : "registro delle attività dei gestori: non ancora dichiarato dal fornitore",
  ]
    .filter((part): part is string => part !== null)
    .join("; ");
}

function dpiaDocument(config: SiteConfig, facts: OperatorFacts) {
  const site = new URL(config.siteUrl).host;
  const claims = platformClaims(facts);
  return document("Scheda per la valutazione d'impatto (art. 35 GDPR)", config, facts, [
    paragraph(
      `Questa scheda descrive la parte del trattamento che svolge il fornitore della piattaforma, ${config.operator.name}, come responsabile (art. 28 GDPR). La valutazione d'impatto spetta all'ente, titolare del trattamento (art. 13, comma 6 D.Lgs. 24/2023): copia le parti che ti servono e completa quelle che dipendono dalla tua organizzazione.`,
    ),
    heading("a) Descrizione sistematica del trattamento e finalità (art. 35, par. 7, lett. a)"),
    pair(
      "Finalità",
      "ricevere e gestire le segnalazioni interne di violazioni previste dal D.Lgs. 24/2023 tramite una piattaforma informatica con canale scritto",
    ),
    pair(
      "Base giuridica",
      "adempimento di un obbligo di legge a cui è soggetto l'ente (art. 6, par. 1, lett. c GDPR; artt. 4 e 5 D.Lgs. 24/2023); per le categorie particolari di dati art. 9, par. 2, lett. b GDPR; per i dati relativi a reati art. 10 GDPR e art. 2-octies D.Lgs. 196/2003. La base giuridica la stabilisce l'ente: valuti anche l'art. 9, par. 2, lett. g GDPR per chi segnala senza un rapporto di lavoro con l'ente e, per un ente pubblico, l'art. 6, par. 1, lett. e GDPR, come nello schema di DPIA del kit di attivazione",
    ),
    pair("Interessati", ART_28_SUBJECTS),
    pair("Dati", [ART_28_DATA, ...handlerData(facts)].join("; ")),
    pair("Dati tecnici", `dati di connessione: ${claims.connectionData}`),
    pair("Flussi di dati", dataFlows(facts)),
    pair(
      "Conservazione",
      "per il tempo necessario alla gestione e non oltre 5 anni dalla comunicazione dell'esito finale (art. 14 D.Lgs. 24/2023)",
    ),
    pair("Destinatari", dpiaRecipients(config, facts)),
    pair(
      "Strumenti",
      `piattaforma ${BRAND}; descrizione tecnica negli elementi qui sotto e su ${site}${SECURITY_PATH}`,
    ),
    heading("b) Necessità e proporzionalità (art. 35, par. 7, lett. b)"),
    paragraph(
      `Il trattamento è richiesto dalla legge.${claims.anonymity ? ` ${claims.anonymity}` : ""} I dati manifestamente non utili si cancellano subito (art. 13 D.Lgs. 24/2023); l'ente dà accesso alle segnalazioni solo al gestore nominato. Da completare dall'ente: chi gestisce, procedura interna, informativa, consultazione delle rappresentanze sindacali.`,
    ),
    heading("c) Rischi per i diritti e le libertà degli interessati (art. 35, par. 7, lett. c)"),
    item("•", "rivelazione dell'identità del segnalante o delle persone coinvolte e conseguenti ritorsioni;"),
    item("•", "accesso non autorizzato al contenuto delle segnalazioni, anche da parte di chi gestisce i sistemi;"),
    item("•", "perdita o alterazione dei dati; conservazione oltre i termini;"),
    item("•", "tracciamento della connessione del segnalante (indirizzi IP, registri);"),
    item("•", "identificazione del segnalante dai metadati degli allegati (autore, dispositivo, posizione);"),
    item("•", "accesso del personale del fornitore ai server durante la manutenzione."),
    paragraph(
      "Da completare dall'ente: probabilità e gravità di ciascun rischio nel suo contesto; il parere del proprio RPD, se designato (art. 35, par. 2); la consultazione preventiva del Garante se, con le misure, il rischio resta elevato (art. 36).",
    ),
    heading("d) Misure previste dal fornitore (art. 35, par. 7, lett. d)"),
    ...sectionsAsPairs(factSections(facts)),
  ]);
}

/** The data-processing agreement, served at /documenti/accordo-trattamento-dati.pdf. */
export async function renderDpaPdf(config: SiteConfig, facts: OperatorFacts): Promise<Buffer> {
  return renderPdf(dpaDocument(config, facts));
}

/** The DPIA sheet, served at /documenti/scheda-dpia.pdf. */
export async function renderDpiaPdf(config: SiteConfig, facts: OperatorFacts): Promise<Buffer> {
  return renderPdf(dpiaDocument(config, facts));
}
