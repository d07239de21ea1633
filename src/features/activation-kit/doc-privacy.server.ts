import { isInEea } from "../../config/demo-availability.ts";
import { isAdministration } from "../../config/public-kinds.ts";
import { operatorIdentity } from "../../config/operator.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import { platformClaims } from "../../config/service.ts";
import {
  inParentheses,
  odvName,
  art,
  D231,
  DECREE,
  draftNotice,
  entityIntro,
  GDPR,
  heading,
  link,
  list,
  note,
  operatorFact,
  paragraph,
  PRIVACY_CODE,
  RETENTION,
  title,
  toComplete,
  when,
  type Block,
  type KitContext,
  type KitDocument,
  type Run,
} from "./kit-text.ts";
import { anonymous } from "./kit-platform.ts";
import { inProse, jointControllersSentence, sharedChannelSentence } from "./kit-shared.ts";

/**
 * Docs read F16: a private 231 entity whose manager is its OdV (where no RPCT takes the channel):
 * the documents name the OdV once, as the manager, and ask no choice already made.
 */
export function managerIsOdv(input: KitContext["input"], profile: KitContext["profile"]): boolean {
  return profile.modello231 && !profile.rpct && /organismo di vigilanza|\bodv\b/i.test(input.gestore);
}

/** Art. 9(2)(g) needs a Member State law: the decree, through art. 2-sexies c.1 of the Codice privacy (DPO read B1). */
export const PUBLIC_INTEREST_BASIS =
  "i motivi di interesse pubblico rilevante (art. 9, par. 2, lett. g GDPR), sulla base dell'art. 2-sexies, comma 1, del Codice privacy e del D.Lgs. 24/2023, che prevede il trattamento";

/** Art. 6(1)(e) rests on a law too (art. 2-ter Codice privacy); a controlled company is in the public sector (B1, C1). */
export const PUBLIC_TASK_NOTE =
  "per un ente del settore pubblico (compresa una società a controllo pubblico o in house), valuta con il tuo RPD, se designato, o con il tuo consulente se indicare anche l'esecuzione di un compito di interesse pubblico (art. 6, par. 1, lett. e GDPR; art. 2-ter del Codice privacy; D.Lgs. 24/2023)";

/**
 * When a controller that is not a public authority must designate a DPO (DPO re-read B13): by its
 * core activities and the data subjects they reach, not by its kind or size (art. 37, par. 1, lett.
 * b and c GDPR).
 */
export const DPO_DUTY_BY_ACTIVITY =
  "per le società a controllo pubblico e in house la designazione è fortemente raccomandata; è obbligatoria se le attività principali dell'Ente consistono in trattamenti che richiedono il monitoraggio regolare e sistematico degli interessati su larga scala, o nel trattamento su larga scala di categorie particolari di dati o di dati relativi a condanne penali e reati (art. 37, par. 1, lett. b e c GDPR)";

/** Comuni and other administrations: public authorities (art. 37(1)(a), art. 6(1) last subparagraph GDPR). */
export const publicAuthority = (profile: KitContext["profile"]) => isAdministration(profile.publicKind);

export const PRIVACY_TITLE = "Informativa sul trattamento dei dati personali nella gestione delle segnalazioni";

function controller(ctx: KitContext): Block[] {
  const { input, profile } = ctx;
  const dpo: Block[] = input.rpd
    ? [
        paragraph(
          "Il responsabile della protezione dei dati (RPD) designato dall'Ente è contattabile all'indirizzo ",
          link(`mailto:${input.rpd}`, input.rpd),
          ".",
        ),
      ]
    : profile.publicSector
      ? [
          note(
            toComplete(
              isAdministration(profile.publicKind)
                ? "dati di contatto del responsabile della protezione dei dati (RPD); le autorità pubbliche e gli organismi pubblici sono tenuti a designarlo (art. 37, par. 1, lett. a GDPR)"
                : `dati di contatto del responsabile della protezione dei dati (RPD), se designato; ${DPO_DUTY_BY_ACTIVITY}`,
            ),
          ),
        ]
      : [
          note(
            toComplete(
              "dati di contatto dell'RPD, se designato; altrimenti: «L'Ente non ha designato un responsabile della protezione dei dati»",
            ),
          ),
        ];
  return [
    heading("1. Titolare del trattamento"),
    paragraph(
      `Titolare del trattamento: ${input.denominazione}, ${toComplete("sede legale e codice fiscale o partita IVA")}. Per ogni questione sul trattamento dei dati personali si può scrivere a `,
      link(`mailto:${input.privacy}`, input.privacy),
      ".",
    ),
    ...when(
      profile.sharedWith !== null,
      paragraph(jointControllersSentence(ctx)),
      note(
        toComplete(
          "sede legale e codice fiscale o partita IVA degli altri contitolari e punto di contatto per gli interessati indicato nell'accordo (art. 26, par. 1 GDPR)",
        ),
      ),
    ),
    ...dpo,
  ];
}

function processors(ctx: KitContext): Block[] {
  const { facts, input, profile } = ctx;
  const operator = operatorIdentity(facts.operator);
  const subs = facts.operatorFacts.subProcessors;
  const subText =
    subs && subs.length > 0
      ? subs.map((sub) => operatorFact(facts.operatorFacts, `${sub.name}, ${sub.service} (${sub.country})`)).join("; ")
      : toComplete("sub-responsabili indicati dal fornitore della piattaforma nell'accordo sul trattamento dei dati");
  const odvManages = managerIsOdv(input, profile);
  const recipients: Run[][] = [
    [
      `${odvManages ? `${odvName(input.odv)}, gestore delle segnalazioni, i cui componenti sono autorizzati al trattamento dall'Ente,` : `il gestore delle segnalazioni ${inParentheses(input.gestore)}`} e, in caso di conflitto di interessi o di assenza, il suo sostituto ${inParentheses(input.sostituto)};`,
    ],
    [
      "le persone eventualmente autorizzate dall'Ente a collaborare alla gestione, vincolate alla riservatezza (art. 29 GDPR e art. 2-quaterdecies del Codice privacy);",
    ],
  ];
  if (profile.modello231 && !odvManages) {
    recipients.push([
      // A2: with an RPCT (art. 4 c.5) the OdV is informed by the RPCT and does not manage the reports.
      profile.rpct
        ? `${odvName(input.odv)}, i cui componenti sono autorizzati al trattamento dall'Ente, per le informazioni che l'RPCT gli comunica sulle segnalazioni che riguardano condotte rilevanti ai sensi del ${D231} o violazioni del Modello 231, senza l'identità di chi segnala salvo il suo consenso espresso;`
        : `${odvName(input.odv)}, i cui componenti sono autorizzati al trattamento dall'Ente, per le segnalazioni che riguardano condotte rilevanti ai sensi del ${D231} o violazioni del Modello 231, nei limiti stabiliti dalla procedura;`,
    ]);
  }
  recipients.push(
    [
      `il fornitore della piattaforma di segnalazione, ${operator}, che tratta i dati per conto dell'Ente come responsabile del trattamento (art. 28 GDPR), e i suoi sub-responsabili: ${subText};`,
    ],
    [
      "l'autorità giudiziaria, la Corte dei conti, ANAC e le altre autorità competenti, nei casi previsti dalla legge; l'identità di chi segnala è comunicata solo nei limiti dell'art. 12 del decreto.",
    ],
  );
  const hosting = facts.operatorFacts.hosting;
  return [
    heading("6. Destinatari dei dati"),
    paragraph("Possono conoscere i dati, ciascuno per quanto di competenza:"),
    list(...recipients),
    note(
      toComplete(
        "se la gestione delle segnalazioni è affidata a un soggetto esterno (art. 4, comma 2, del decreto), indicalo tra i destinatari come responsabile del trattamento, con il relativo accordo (art. 28 GDPR); altrimenti elimina questa nota",
      ),
    ),
    // K-08: the other entities sharing the channel are joint controllers, not recipients.
    ...when(profile.sharedWith !== null, paragraph(sharedChannelSentence(ctx))),
    heading("7. Trasferimento dei dati fuori dallo Spazio economico europeo"),
    paragraph(
      hosting
        ? operatorFact(
            facts.operatorFacts,
            `Secondo il fornitore, i server della piattaforma si trovano a ${hosting.city}, ${hosting.country}.`,
          )
        : toComplete("luogo dei server della piattaforma, come dichiarato dal fornitore"),
      ` ${transfers(facts.operatorFacts)}`,
    ),
  ];
}

/**
 * DPO docs review B5: whether data leave the EEA is the processor's fact, not the entity's guess
 * (art. 28(3)(a) GDPR): stated from the countries the facts declare for the servers, the backups
 * and the sub-processors, with the DPA's rule that a transfer needs the entity's instruction.
 */
function transfers(facts: OperatorFacts): string {
  const { hosting, backups, subProcessors } = facts;
  if (!hosting || !subProcessors)
    return toComplete(
      "indica se i dati sono trasferiti fuori dallo Spazio economico europeo e con quali garanzie (artt. 44-49 GDPR); se non lo sono, scrivilo",
    );
  const backupCountry = backups?.location.split(",").at(-1)?.trim();
  const countries = [
    hosting.country,
    ...(backupCountry ? [backupCountry] : []),
    ...subProcessors.map((sub) => sub.country),
  ];
  const outside = [...new Set(countries.filter((country) => !isInEea(country)))];
  if (outside.length > 0)
    return toComplete(
      `secondo il fornitore, alcuni dati sono trattati in ${outside.join(", ")}, fuori dallo Spazio economico europeo: indica con quali garanzie (artt. 44-49 GDPR)`,
    );
  const where = inProse([...new Set(countries)]);
  const who = inProse([
    "server",
    ...(backupCountry ? ["backup"] : []),
    ...(subProcessors.length > 0 ? ["sub-responsabili del fornitore"] : []),
  ]);
  return `${operatorFact(facts, `I dati sono trattati in ${where} (${who}): non sono trasferiti fuori dallo Spazio economico europeo`)}. Un trasferimento avverrebbe solo su istruzione dell'Ente e con le garanzie del capo V GDPR (artt. 44-49).`;
}

export function privacyNotice(ctx: KitContext): KitDocument {
  const { input, facts, siteHost, profile } = ctx;
  // Art. 6(1) last subparagraph: no legitimate interest for public authorities in their tasks; 9(2)(f) stays.
  const legalDefence = publicAuthority(profile)
    ? "per accertare, esercitare o difendere un diritto in sede giudiziaria, per le categorie particolari di dati: l'art. 9, par. 2, lett. f GDPR."
    : "per accertare, esercitare o difendere un diritto in sede giudiziaria: il legittimo interesse dell'Ente (art. 6, par. 1, lett. f GDPR) e, per le categorie particolari di dati, l'art. 9, par. 2, lett. f GDPR.";
  return {
    name: "2-informativa-privacy-segnalazioni.docx",
    title: PRIVACY_TITLE,
    blocks: [
      title(PRIVACY_TITLE),
      draftNotice(input, facts.draftedOn, siteHost, true),
      paragraph(
        `Ai sensi degli artt. 13 e 14 del ${GDPR} e del ${PRIVACY_CODE}, ${entityIntro(input)} informa chi segnala, le persone coinvolte, i facilitatori e le altre persone menzionate nelle segnalazioni su come tratta i loro dati personali nella gestione delle segnalazioni previste dal ${DECREE}.`,
      ),
      ...controller(ctx),
      heading("2. Quali dati trattiamo"),
      paragraph(
        "I dati contenuti nella segnalazione e nei documenti allegati, e quelli raccolti nel seguito della gestione: dati identificativi e di contatto di chi segnala (se non segnala in forma anonima), delle persone coinvolte e di quelle menzionate; descrizione dei fatti; eventuali categorie particolari di dati (art. 9 GDPR) e dati relativi a condanne penali e reati (art. 10 GDPR), se la segnalazione li contiene.",
      ),
      paragraph(
        `Dati tecnici di connessione, secondo quanto dichiarato dal fornitore della piattaforma: ${operatorFact(facts.operatorFacts, platformClaims(facts.operatorFacts).connectionData)}. L'Ente non usa i registri della propria rete e dei propri dispositivi per identificare chi segnala.`,
      ),
      paragraph(
        `I dati personali manifestamente non utili al trattamento di una specifica segnalazione non sono raccolti o, se raccolti accidentalmente, sono cancellati immediatamente (${art("13", 2)}, ${DECREE}).`,
      ),
      heading("3. Finalità e basi giuridiche"),
      paragraph(
        "I dati sono trattati per ricevere, esaminare e gestire le segnalazioni, dare loro seguito e riscontro, e tutelare chi segnala e le altre persone protette dal decreto. Le basi giuridiche sono:",
      ),
      list(
        // B11: for a public authority the public task is a basis, not an option to weigh (L. 190/2012; art. 4 c.5).
        publicAuthority(profile)
          ? `l'adempimento di un obbligo di legge e l'esecuzione di un compito di interesse pubblico connesso all'esercizio di pubblici poteri di cui è investito l'Ente (art. 6, par. 1, lett. c ed e GDPR; art. 2-ter del Codice privacy; artt. 4, 5 e 12 del ${DECREE}; legge 190/2012);`
          : `l'adempimento di un obbligo di legge a cui è soggetto l'Ente (art. 6, par. 1, lett. c GDPR; artt. 4, 5 e 12 del ${DECREE});`,
        "per le categorie particolari di dati, l'art. 9, par. 2, lett. b GDPR (obblighi in materia di diritto del lavoro); per i dati relativi a condanne penali e reati, l'art. 10 GDPR e l'art. 2-octies del Codice privacy;",
        legalDefence,
      ),
      // K-03: the decree's consents are guarantees within a processing required by law, not a basis (art. 6(1)(a)).
      paragraph(
        "Il decreto richiede inoltre il consenso espresso di chi segnala per rivelarne l'identità a persone diverse da quelle competenti a ricevere la segnalazione o a darvi seguito, anche nel procedimento disciplinare (art. 12, commi 2 e 5), e per documentare con una registrazione o una trascrizione integrale le segnalazioni fatte su una linea telefonica o un sistema di messaggistica vocale registrati, e con una registrazione o un verbale quelle fatte in un incontro (art. 14, commi 2 e 4). Questo consenso è una garanzia prevista dal decreto e non cambia le basi giuridiche del trattamento indicate sopra.",
      ),
      note(
        toComplete(
          `valuta con il tuo DPO se indicare, per le categorie particolari di dati di chi segnala senza un rapporto di lavoro con l'Ente (consulenti, fornitori, volontari), anche ${PUBLIC_INTEREST_BASIS}`,
        ),
      ),
      ...when(profile.publicSector && !publicAuthority(profile), note(toComplete(PUBLIC_TASK_NOTE))),
      heading("4. Da dove provengono i dati"),
      paragraph(
        "Da chi segnala; per le persone coinvolte e quelle menzionate, dalla segnalazione e dagli accertamenti svolti nella gestione. L'informazione alle persone coinvolte e a quelle menzionate può essere fornita in un momento successivo, nella misura in cui fornirla subito rischierebbe di rendere impossibile o di pregiudicare gravemente l'accertamento dei fatti (art. 14, par. 5, lett. b GDPR); non indica l'identità di chi segnala, che il decreto obbliga a mantenere riservata (art. 14, par. 5, lett. d GDPR; art. 12 del decreto).",
      ),
      heading("5. Come trattiamo i dati"),
      paragraph(
        `Con la piattaforma informatica di segnalazione${anonymous(ctx) ? ", che consente di segnalare anche in forma anonima," : ""} e, per le segnalazioni orali e gli incontri diretti, con la documentazione prevista dall'art. 14 del decreto. Accedono ai dati solo le persone competenti a gestire le segnalazioni, con misure tecniche e organizzative definite sulla base della valutazione d'impatto (art. 13, comma 6, del decreto).`,
      ),
      ...processors(ctx),
      heading("8. Conservazione"),
      paragraph(RETENTION, ` ${toComplete("termine più breve, se l'Ente lo stabilisce")}`),
      heading("9. Diritti degli interessati"),
      paragraph(
        // C6: opposition only where art. 21 reaches the basis; no portability on a legal obligation (art. 20).
        `Gli interessati possono chiedere l'accesso ai dati, la rettifica, la cancellazione e la limitazione del trattamento (artt. 15-18 GDPR) e ${publicAuthority(profile) ? "opporsi, per motivi connessi alla propria situazione particolare, al trattamento basato sull'esecuzione di un compito di interesse pubblico" : "opporsi, per motivi connessi alla propria situazione particolare, al trattamento basato sul legittimo interesse dell'Ente"} (art. 21 GDPR), scrivendo a `,
        link(`mailto:${input.privacy}`, input.privacy),
        ". Il diritto alla portabilità dei dati non si applica, perché il trattamento non si basa sul consenso né su un contratto (art. 20 GDPR). Il consenso alla rivelazione dell'identità può essere revocato finché l'identità non è stata rivelata.",
      ),
      paragraph(
        `Questi diritti si esercitano nei limiti dell'art. 2-undecies del Codice privacy (${art("13", 3)}, ${DECREE}): non possono essere esercitati con richiesta al titolare né con reclamo al Garante ai sensi dell'art. 77 GDPR, in particolare dalla persona coinvolta, se dal loro esercizio può derivare un pregiudizio effettivo e concreto alla riservatezza dell'identità di chi segnala (art. 2-undecies, comma 1, lett. f, del Codice privacy). In questi casi l'Ente comunica all'interessato senza ritardo, con una motivazione, che l'esercizio del diritto è ritardato, limitato o escluso, salvo che la comunicazione possa compromettere la finalità della limitazione; l'interessato può esercitare i diritti anche tramite il Garante per la protezione dei dati personali, con le modalità dell'art. 160 del Codice privacy (art. 2-undecies, comma 3).`,
      ),
      paragraph(
        "Fuori da questi casi, chi ritiene che il trattamento violi il GDPR può proporre reclamo al Garante per la protezione dei dati personali (art. 77 GDPR), ",
        link("https://www.garanteprivacy.it", "www.garanteprivacy.it"),
        ".",
      ),
      heading("10. Natura del conferimento"),
      paragraph(
        // K5-03: for public employees the decree's faculty sits beside duties to report that stay.
        `${
          isAdministration(profile.publicKind)
            ? "Per chi segnala, la segnalazione è una facoltà prevista dal decreto, fermi l'obbligo dei pubblici ufficiali e degli incaricati di pubblico servizio di denunciare i reati perseguibili d'ufficio di cui hanno notizia nell'esercizio o a causa delle loro funzioni o del servizio (art. 331 del codice di procedura penale) e il dovere di segnalare le situazioni di illecito previsto dal codice di comportamento (art. 8 del d.P.R. 62/2013)."
            : // B7: staff of a company running a public service may be incaricati di pubblico servizio (art. 358 c.p.).
              profile.publicSector
              ? "Per chi segnala, la segnalazione è una facoltà prevista dal decreto, fermo l'obbligo degli incaricati di pubblico servizio di denunciare i reati perseguibili d'ufficio di cui hanno notizia nell'esercizio o a causa del servizio (art. 331 del codice di procedura penale)."
              : "Segnalare è una facoltà."
        }${anonymous(ctx) ? " Si può segnalare anche senza indicare la propria identità; una segnalazione anonima e priva di elementi circostanziati può però essere difficile da verificare." : ""} Non sono prese decisioni basate unicamente su un trattamento automatizzato.`,
      ),
      paragraph(`Ultimo aggiornamento: ${toComplete("data")}.`),
    ],
  };
}
