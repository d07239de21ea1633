import { isAdministration, isComune } from "../../config/public-kinds.ts";
import {
  odvName,
  capitalised,
  art,
  confidentiality,
  D231,
  DECREE,
  DECREE_FULL,
  draftNotice,
  entityIntro,
  GDPR,
  HANDLING_DEADLINES,
  heading,
  internalOnly231Sentence,
  LIABILITY_LIMITS,
  LG_EXTERNAL,
  LG_INTERNAL,
  LG_INTERNAL_SHORT,
  list,
  note,
  notReportable,
  OTHERS_PROTECTED,
  paragraph,
  protectionConditions,
  PRIVACY_CODE,
  reportableIntro,
  reportableItems,
  RETALIATION,
  retaliationRemedies,
  RETENTION,
  subheading,
  SUPPORT_AND_WAIVERS,
  title,
  toComplete,
  when,
  WRONG_RECIPIENT,
  type Block,
  type KitContext,
  type KitDocument,
} from "./kit-text.ts";
import { anonymous, platformAddress } from "./kit-platform.ts";
import { procedureSharing } from "./kit-shared.ts";
import { sectorProcedure } from "./kit-sector.ts";
import { auditLogNotice, backupDeletion, platformAdministrator } from "./doc-dpia.server.ts";
import { managerIsOdv } from "./doc-privacy.server.ts";

export const PROCEDURE_TITLE = "Procedura per la gestione delle segnalazioni interne (schema)";

function references(ctx: KitContext): Block[] {
  const { profile } = ctx;
  return [
    heading("#. Scopo e riferimenti"),
    paragraph(
      `${capitalised(entityIntro(ctx.input))} adotta questa procedura per disciplinare il ricevimento e la gestione delle segnalazioni interne. Riferimenti:`,
    ),
    list(
      `${DECREE_FULL};`,
      `${LG_INTERNAL};`,
      `${LG_EXTERNAL};`,
      `${GDPR} e ${PRIVACY_CODE};`,
      ...when(
        profile.modello231,
        `${D231} e Modello 231 dell'Ente: l'art. 6, comma 2-bis, ${D231} richiede che il modello preveda, ai sensi del ${DECREE}, i canali di segnalazione interna, il divieto di ritorsione e il sistema disciplinare;`,
      ),
      ...when(
        profile.publicSector,
        `legge 6 novembre 2012, n. 190, e pianificazione anticorruzione dell'Ente ${toComplete("sottosezione «Rischi corruttivi e trasparenza» del PIAO, per le amministrazioni tenute ad adottarlo, oppure piano triennale di prevenzione della corruzione e della trasparenza o misure integrative del Modello 231")};`,
      ),
    ),
  ];
}

function scope(ctx: KitContext): Block[] {
  const { profile } = ctx;
  return [
    heading("#. Ambito"),
    paragraph(
      `Possono segnalare le persone indicate dall'art. 3, commi 3 e 4, del decreto: lavoratori, collaboratori, lavoratori e collaboratori dei fornitori, liberi professionisti e consulenti, volontari e tirocinanti, ${isAdministration(profile.publicKind) ? "" : "eventuali azionisti e "}persone con funzioni di amministrazione, direzione, controllo, vigilanza o rappresentanza, anche prima dell'inizio e dopo la fine del rapporto.`,
    ),
    paragraph(reportableIntro(profile)),
    list(...reportableItems(profile)),
    ...notReportable(profile).map((line) => paragraph(line)),
    ...when(profile.internalOnly231, paragraph(internalOnly231Sentence())),
    // B2: the sector rules' own internal systems (art. 52-bis TUB, art. 48 D.Lgs. 231/2007), spelled out.
    ...(profile.annex ? sectorProcedure() : []),
  ];
}

function roles(ctx: KitContext): Block[] {
  const { input, profile } = ctx;
  const chosen = `La gestione è affidata a una persona o a un ufficio interno autonomo dedicato, con personale specificamente formato, oppure a un soggetto esterno, anch'esso autonomo e con personale specificamente formato (${art("4", 2)}, ${DECREE}).`;
  const manager: Block[] = profile.rpct
    ? [
        paragraph(
          `Gestore delle segnalazioni: ${input.gestore}. L'Ente è tenuto a nominare l'RPCT ai sensi della legge 190/2012${profile.publicKind === "controllata" || profile.publicKind === "economico" ? ` (art. 1, comma 2-bis, che richiama i soggetti dell'art. 2-bis, comma 2, lett. ${profile.publicKind === "economico" ? "a" : "b"}, D.Lgs. 33/2013)` : ""}: la gestione del canale è quindi affidata all'RPCT (${art("4", 5)}, ${DECREE}), non a un gestore scelto dall'Ente.`,
        ),
        note(toComplete("atto di nomina dell'RPCT e risorse assegnate alla gestione delle segnalazioni")),
      ]
    : profile.publicSector
      ? [
          paragraph(`Gestore delle segnalazioni: ${input.gestore}. ${chosen}`),
          profile.publicKind === "quotata"
            ? note(toComplete(LISTED_NOTE))
            : note(
                toComplete(
                  "verifica che l'Ente non sia tenuto a nominare l'RPCT: lo sono le amministrazioni dell'art. 1, comma 2, D.Lgs. 165/2001 (compresi tutti i comuni), gli enti pubblici economici e le società a controllo pubblico non quotate (art. 2, comma 1, lett. m e p, D.Lgs. 175/2016), comprese le società in house, e gli altri enti di diritto privato in controllo pubblico (art. 1, comma 2-bis, legge 190/2012; art. 2-bis, comma 2, D.Lgs. 33/2013). In questi casi il gestore è l'RPCT (art. 4, comma 5) e questa parte va corretta. Solo se l'Ente non è tenuto, per esempio un concessionario privato non controllato, indica l'atto con cui ha scelto il gestore",
                ),
              ),
        ]
      : [paragraph(`Gestore delle segnalazioni: ${input.gestore}. ${chosen}`)];
  // K7: an external manager is a processor under an art. 28 contract, not an 'autorizzato' (art. 13 c.6).
  const external = `Se il gestore è un soggetto esterno, l'Ente lo designa responsabile del trattamento con un contratto ai sensi dell'art. 28 GDPR (${art("13", 6)}, ${DECREE}) ${toComplete("soggetto esterno e data del contratto, oppure elimina questa parte")}. Il contratto disciplina la riservatezza (art. 12), la conservazione (art. 14), l'eventuale ricorso a sub-responsabili, la formazione del personale, i poteri di acquisire documenti e di sentire persone dell'Ente e la comunicazione degli esiti agli organi dell'Ente. L'Ente resta titolare del trattamento e responsabile del canale.`;
  return [
    heading("#. Ruoli"),
    subheading(profile.publicSector ? "Gestore delle segnalazioni e RPCT" : "Gestore delle segnalazioni"),
    ...manager,
    paragraph(
      `Il gestore è autonomo e riceve una formazione specifica sulla gestione delle segnalazioni e sulla protezione dei dati. ${profile.rpct ? "È" : "Se è interno all'Ente, è"} autorizzato al trattamento dei dati personali (art. 29 GDPR e art. 2-quaterdecies del Codice privacy).${profile.rpct ? "" : ` Atto di nomina: ${toComplete("organo che nomina, data e poteri attribuiti")}.`}`,
    ),
    ...when(!profile.rpct, paragraph(external)),
    subheading("Sostituto"),
    // B1: where the law names the RPCT, who stands in is designated as the RPCT is, not picked by the form.
    paragraph(
      `${profile.rpct ? `Sostituto dell'RPCT: ${input.sostituto}, individuato con ${toComplete("atto dell'organo che nomina l'RPCT, con la data")} e richiamato nella pianificazione anticorruzione dell'Ente` : `Sostituto: ${input.sostituto}`}. Sostituisce il gestore quando questi è in conflitto di interessi rispetto a una segnalazione (per esempio perché ne è l'autore, la persona coinvolta o ha un interesse nella vicenda) e nelle assenze superiori a 7 giorni (${LG_INTERNAL_SHORT}). Ha gli stessi requisiti di autonomia e formazione del gestore.${profile.rpct ? ` Se la segnalazione riguarda l'RPCT, chi segnala può rivolgersi al sostituto oppure, ricorrendone le condizioni, ad ANAC (${art("6", 1, "c")}).` : ""}`,
    ),
    // Docs read F1: in a comune the RPCT is as a rule the segretario, the most natural substitute.
    ...when(
      isComune(profile.publicKind),
      note(
        toComplete(
          `negli enti locali l'RPCT è individuato, di norma, nel segretario o nel dirigente apicale, salva diversa e motivata determinazione (art. 1, comma 7, L. 190/2012); il sostituto è una persona diversa dall'RPCT (per esempio, se l'RPCT è il segretario, il vicesegretario o un funzionario apicale non preposto alle aree più esposte)${profile.sharedWith ? ", oppure l'RPCT di un altro comune individuato nell'atto che regola la condivisione del canale" : ""}; un sostituto che coincide con l'RPCT non copre i conflitti di interessi né le assenze`,
        ),
      ),
    ),
    // K-07: the criteria for choosing the manager and the substitute, not autonomy stated as a fact.
    note(
      toComplete(
        `il gestore e il sostituto devono essere autonomi e imparziali rispetto alle strutture che le segnalazioni possono riguardare (${art("4", 2)}). Valuta con cautela chi esercita il potere disciplinare (per esempio il responsabile delle risorse umane, che potrebbe poi decidere sui provvedimenti conseguenti a una segnalazione), il legale rappresentante e chi ha poteri gestionali sulle aree più esposte al rischio; se il gestore è esterno, un sostituto della stessa organizzazione non copre i conflitti che riguardano quell'organizzazione. Per individuare i conflitti di interessi può servire come riferimento l'art. 51 del codice di procedura civile${isAdministration(profile.publicKind) ? " e, per il personale dell'Ente, gli artt. 6 e 7 del d.P.R. 62/2013" : ""}`,
      ),
    ),
    ...when(
      profile.modello231,
      subheading("Organismo di Vigilanza"),
      // A2: where art. 4 c.5 gives the channel to the RPCT, the OdV is informed, never the manager.
      paragraph(
        profile.rpct
          ? `Anche le segnalazioni che riguardano condotte rilevanti ai sensi del ${D231} o violazioni del Modello 231 sono gestite dall'RPCT (${art("4", 5)}, ${DECREE}), che ne informa ${odvName(input.odv)} per quanto di sua competenza ${toComplete("modalità e tempi dell'informazione")}, senza comunicare l'identità di chi segnala né le informazioni da cui possa ricavarsi, salvo il suo consenso espresso (${art("12", 2)}).`
          : managerIsOdv(input, profile)
            ? `${capitalised(odvName(input.odv))}, gestore delle segnalazioni, gestisce direttamente anche quelle che riguardano condotte rilevanti ai sensi del ${D231} o violazioni del Modello 231.`
            : `Per le condotte rilevanti ai sensi del ${D231} e le violazioni del Modello 231, ${odvName(input.odv)} ${toComplete("scegli se gestisce direttamente queste segnalazioni oppure ne riceve informazione dal gestore, e con quali cautele per la riservatezza (art. 12)")}.`,
      ),
    ),
    subheading("Fornitore della piattaforma"),
    paragraph(
      "Il fornitore della piattaforma informatica tratta i dati per conto dell'Ente come responsabile del trattamento, sulla base di un accordo ai sensi dell'art. 28 GDPR (art. 13, comma 6, del decreto).",
    ),
    // B4: the entity's platform administrators read the managers' audit log; they are named and authorised.
    subheading("Amministratore della piattaforma"),
    paragraph(`Ha accesso alla piattaforma anche ${platformAdministrator(ctx.facts.operatorFacts)}.`),
  ];
}

function channels(ctx: KitContext): Block[] {
  const { input } = ctx;
  // K-08: the part on the shared channel only when the entity shares it (art. 4 c.4).
  const sharing = procedureSharing(ctx);
  return [
    heading("#. Canali di segnalazione"),
    list(
      [
        "scritto: piattaforma informatica all'indirizzo ",
        platformAddress(input),
        anonymous(ctx) ? ", con possibilità di segnalare in forma anonima;" : ";",
      ],
      // Only the manager or the substitute receives a report (art. 4 c.2, art. 12): never a
      // switchboard. Outside the blank, so that filling it in keeps the rule.
      [
        `orale: ${toComplete("linea telefonica o sistema di messaggistica vocale, numero e orari")}; le segnalazioni orali sono ricevute soltanto dal gestore o dal suo sostituto, che sono anche i soli ad accedere alle eventuali registrazioni;`,
      ],
      "incontro diretto con il gestore, su richiesta di chi segnala, fissato entro un termine ragionevole.",
    ),
    paragraph("Le segnalazioni orali e gli incontri sono documentati dal gestore (art. 14, commi 2-4):"),
    list(
      "su una linea telefonica o un sistema di messaggistica vocale registrati: previo consenso di chi segnala, con una registrazione su un dispositivo idoneo alla conservazione e all'ascolto oppure con una trascrizione integrale;",
      "su una linea telefonica o un sistema di messaggistica vocale non registrati: con un resoconto dettagliato della conversazione;",
      "in un incontro diretto: previo consenso di chi segnala, con una registrazione su un dispositivo idoneo alla conservazione e all'ascolto oppure con un verbale.",
    ),
    paragraph(
      "Chi segnala può verificare, rettificare e confermare con la propria sottoscrizione la trascrizione, il resoconto o il verbale.",
    ),
    paragraph(WRONG_RECIPIENT),
    ...sharing,
  ];
}

function handling(profile: KitContext["profile"]): Block[] {
  return [
    heading("#. Gestione della segnalazione"),
    list(
      ...HANDLING_DEADLINES.slice(0, 1),
      [
        "Verifica preliminare: il gestore valuta se la segnalazione rientra nell'ambito del decreto e se è sufficientemente circostanziata; se necessario chiede integrazioni a chi segnala, anche tramite la piattaforma.",
      ],
      [
        `Istruttoria: il gestore dà diligente seguito alla segnalazione (${art("5", 1, "c")}), acquisendo documenti e sentendo, se occorre, le persone informate, nel rispetto della riservatezza; ${toComplete("uffici che possono essere coinvolti e con quali cautele")}.`,
      ],
      ...HANDLING_DEADLINES.slice(1),
      [
        `Esito: archiviazione motivata, oppure trasmissione delle risultanze agli organi competenti per i provvedimenti conseguenti ${toComplete(disciplinaryOrgans(profile))}; l'esito finale è comunicato a chi segnala.`,
      ],
    ),
    subheading("Segnalazioni anonime"),
    paragraph(
      `Le segnalazioni anonime circostanziate sono trattate ${toComplete("scelta dell'Ente: con la stessa procedura delle altre segnalazioni, oppure come segnalazioni ordinarie secondo il regolamento interno che le disciplina")}. In ogni caso sono registrate e conservate con la relativa documentazione, nei termini dell'art. 14, così che chi ha segnalato in forma anonima, se viene poi identificato e subisce ritorsioni, possa beneficiare delle misure di protezione alle condizioni dell'art. 16 (art. 16, comma 4).`,
    ),
    subheading("Conflitto di interessi"),
    paragraph(
      `Chi gestisce una segnalazione in cui ha un interesse personale, o che riguarda sé stesso, si astiene e la passa al sostituto; lo stesso vale quando dovrà poi decidere sui provvedimenti conseguenti alla segnalazione. ${toComplete("chi gestisce la segnalazione se riguarda sia il gestore sia il sostituto")}.`,
    ),
  ];
}

/**
 * Docs read F20: the ufficio procedimenti disciplinari belongs to public employment (art. 55-bis
 * D.Lgs. 165/2001); in a private company the employer holds disciplinary power (art. 7 L. 300/1970).
 */
function disciplinaryOrgans(profile: KitContext["profile"]): string {
  if (isAdministration(profile.publicKind))
    return "organi: per esempio organo amministrativo, ufficio procedimenti disciplinari (art. 55-bis D.Lgs. 165/2001), autorità giudiziaria";
  return `organi: per esempio organo amministrativo, funzione che esercita il potere disciplinare del datore di lavoro (art. 7 L. 300/1970)${profile.modello231 ? ", Organismo di Vigilanza per le materie del Modello 231" : ""}, autorità giudiziaria`;
}

function safeguards(ctx: KitContext): Block[] {
  const { profile } = ctx;
  return [
    heading("#. Riservatezza e protezione dei dati"),
    ...confidentiality(profile).map((line) => paragraph(line)),
    paragraph(
      "L'Ente è titolare del trattamento; prima di attivare il canale effettua la valutazione d'impatto (art. 13, comma 6) e pubblica l'informativa per le segnalazioni. I dati manifestamente non utili sono cancellati subito (art. 13, comma 2).",
    ),
    heading("#. Tutela contro le ritorsioni"),
    paragraph(RETALIATION),
    ...protectionConditions().map((line) => paragraph(line)),
    paragraph(OTHERS_PROTECTED),
    ...retaliationRemedies(profile).map((line) => paragraph(line)),
    paragraph(LIABILITY_LIMITS),
    ...SUPPORT_AND_WAIVERS.map((line) => paragraph(line)),
    paragraph(`ANAC applica al responsabile sanzioni amministrative pecuniarie (${art("21", 1)}):`),
    list(
      "da 10.000 a 50.000 euro quando accerta che sono state commesse ritorsioni, che la segnalazione è stata ostacolata o che si è tentato di ostacolarla, o che è stato violato l'obbligo di riservatezza dell'art. 12;",
      "da 10.000 a 50.000 euro quando accerta che non sono stati istituiti canali di segnalazione, che non sono state adottate procedure per effettuare e gestire le segnalazioni o che non sono conformi agli artt. 4 e 5, oppure che non è stata svolta l'attività di verifica e analisi delle segnalazioni ricevute;",
      "da 500 a 2.500 euro a chi segnala, quando è accertata, anche con sentenza di primo grado, la sua responsabilità civile per diffamazione o calunnia nei casi di dolo o colpa grave, salvo che sia già stato condannato, anche in primo grado, per i reati di diffamazione o di calunnia.",
    ),
    ...when(
      profile.modello231 && !profile.publicSector,
      paragraph(
        `Il sistema disciplinare del Modello 231 prevede sanzioni per chi viola le misure di tutela di chi segnala e per chi commette gli illeciti dell'art. 21, comma 1 (${art("21", 2)}). ${toComplete("richiamo alla sezione del sistema disciplinare")}.`,
      ),
    ),
    // K5-01: in a public administration the disciplinary side runs through the code of conduct.
    ...when(
      isAdministration(profile.publicKind),
      paragraph(
        `Le ritorsioni, gli atti che ostacolano la segnalazione e la violazione dell'obbligo di riservatezza costituiscono illecito disciplinare secondo il codice di comportamento dell'Ente ${toComplete("articolo del codice")}, adottato ai sensi dell'art. 54 del D.Lgs. 165/2001 e del d.P.R. 62/2013, ferme le sanzioni di ANAC (${art("21", 1)}).`,
      ),
    ),
    // K6-04: art. 6 c.2-bis D.Lgs. 231/2001 binds every model, a publicly controlled company's too.
    ...when(
      profile.modello231 && profile.publicSector,
      paragraph(
        `Il Modello 231 prevede i canali di segnalazione interna, il divieto di ritorsione e il sistema disciplinare (art. 6, comma 2-bis, ${D231}); il sistema disciplinare prevede sanzioni per chi commette gli illeciti dell'art. 21, comma 1 (ritorsioni, ostacolo alla segnalazione, violazione della riservatezza) e per chi segnala, quando ne è accertata la responsabilità ai sensi dell'art. 16, comma 3. ${toComplete("richiamo alla sezione del sistema disciplinare")}.`,
      ),
    ),
  ];
}

function records(ctx: KitContext): Block[] {
  return [
    heading("#. Registrazione e conservazione"),
    paragraph(
      `Il gestore tiene traccia di ogni segnalazione e delle attività svolte (ricevimento, avviso, richieste di integrazione, istruttoria, riscontro, esito) sulla piattaforma o in un registro riservato. ${RETENTION}`,
    ),
    paragraph(backupDeletion(ctx.facts.operatorFacts)),
    heading("#. Informazione e formazione"),
    paragraph("L'Ente assicura:"),
    list(
      `informazioni chiare sul canale, sulle procedure e sui presupposti delle segnalazioni interne${ctx.profile.only231 ? "" : " ed esterne"}, esposte nei luoghi di lavoro, accessibili anche a chi non li frequenta ma ha con l'Ente uno dei rapporti dell'art. 3, commi 3 e 4, e pubblicate in una sezione dedicata del sito (art. 5, comma 1, lett. e);`,
      `formazione del gestore e del sostituto ${toComplete("contenuti e frequenza")};`,
      `informazione al personale sull'esistenza e sull'uso del canale ${toComplete("modalità: per esempio avviso, intranet, formazione all'ingresso")}.`,
    ),
    // Docs read F13: the platform is a web service a public body offers; its statement covers it.
    // Under the information on the channel, not the external one (DPO read 2026-11-29, C6).
    ...when(
      ctx.profile.publicSector,
      note(
        toComplete(
          "includi la piattaforma di segnalazione nella dichiarazione di accessibilità dell'Ente (art. 3-quater L. 4/2004; linee guida AgID), con lo stato dichiarato dal fornitore e i contenuti non accessibili",
        ),
      ),
    ),
    // Docs read F14: the adopted act states where the external channel and public disclosure stand.
    ...when(
      ctx.profile.externalChannel,
      heading("#. Segnalazione esterna e divulgazione pubblica"),
      paragraph(
        ctx.profile.internalOnly231
          ? `Per le sole violazioni del diritto dell'Unione europea, chi segnala può rivolgersi anche al canale di segnalazione esterna di ANAC, alle condizioni dell'${art("6")}, e la divulgazione pubblica è protetta solo alle condizioni dell'${art("15")}; le condotte rilevanti ai sensi del ${D231} e le violazioni del Modello 231 si possono segnalare, con le tutele del decreto, solo tramite il canale interno (${art("3", 2, "b")}). Le condizioni sono illustrate anche nella sezione del sito dedicata alle segnalazioni (${art("5", 1, "e")}).`
          : `Alle condizioni dell'${art("6")} chi segnala può rivolgersi al canale di segnalazione esterna di ANAC; la divulgazione pubblica è protetta solo alle condizioni dell'${art("15")}. Le condizioni sono illustrate anche nella sezione del sito dedicata alle segnalazioni (${art("5", 1, "e")}).`,
      ),
    ),
  ];
}

/** A listed company under public control: outside art. 2-bis c.2 lett. b D.Lgs. 33/2013, so no RPCT duty is presumed. */
const LISTED_NOTE =
  "verifica che l'Ente sia una società quotata come definita dall'art. 2, comma 1, lett. p, D.Lgs. 175/2016: l'art. 2-bis, comma 2, lett. b, D.Lgs. 33/2013, a cui rinvia l'art. 1, comma 2-bis, legge 190/2012, esclude le società quotate dalle società a controllo pubblico tenute alle misure di prevenzione della corruzione, e l'art. 4, comma 5, affida il canale all'RPCT solo negli enti tenuti a nominarlo. Se l'Ente ha comunque nominato un RPCT, valuta con il tuo consulente se affidargli la gestione del canale; altrimenti indica l'atto con cui ha scelto il gestore";

function review(ctx: KitContext): Block[] {
  const { profile } = ctx;
  // K6-02: a company's procedure is adopted by its board, a comune's by its Giunta.
  const organ = isComune(profile.publicKind)
    ? "organo di indirizzo politico-amministrativo, per esempio la Giunta comunale"
    : profile.publicKind === "amministrazione"
      ? "organo di indirizzo politico-amministrativo dell'Ente"
      : profile.annex
        ? // C3: a bank or a supervised intermediary has a board with the strategic supervision function.
          "organo amministrativo, per esempio il consiglio di amministrazione o l'amministratore unico; in una banca o in un intermediario vigilato, il consiglio di amministrazione come organo con funzione di supervisione strategica"
        : `organo amministrativo, per esempio il consiglio di amministrazione o l'amministratore unico${profile.rpct ? ", su proposta dell'RPCT" : ""}`;
  return [
    heading("#. Adozione e riesame"),
    paragraph(
      `La procedura è adottata da ${toComplete(organ)} dopo aver sentito le rappresentanze o le organizzazioni sindacali (${art("4", 1)}). Il canale entra in funzione solo dopo la consultazione e l'adozione della procedura.`,
    ),
    paragraph(
      `La procedura è riesaminata ${toComplete("frequenza, per esempio ogni anno")} e comunque dopo modifiche normative, organizzative o della piattaforma. Ogni modifica sostanziale è preceduta da una nuova consultazione delle rappresentanze o organizzazioni sindacali (${LG_INTERNAL_SHORT}).`,
    ),
    ...when(
      profile.rpct,
      paragraph(
        `Le misure sulla segnalazione sono richiamate nella pianificazione anticorruzione dell'Ente ${toComplete(isAdministration(profile.publicKind) ? "PIAO, sottosezione «Rischi corruttivi e trasparenza», o PTPCT" : "PTPCT o misure di prevenzione della corruzione integrative del Modello 231")}.`,
      ),
    ),
  ];
}

/**
 * K-05: the entity's other acts before activation, which a DPO is asked for first: written
 * authorisations (art. 29 GDPR), the register entry (art. 30 GDPR), the consent for recording (art. 14).
 */
function relatedActs(ctx: KitContext): Block[] {
  const { profile } = ctx;
  const roles = `gestore / sostituto${profile.modello231 ? " / componente dell'Organismo di Vigilanza" : ""} / collaboratore alla gestione`;
  return [
    heading("#. Atti collegati da predisporre prima dell'attivazione"),
    subheading("Autorizzazioni al trattamento"),
    paragraph(
      "Ogni persona interna che tratta i dati delle segnalazioni riceve un'autorizzazione scritta con le istruzioni (art. 29 GDPR; art. 2-quaterdecies del Codice privacy). Modello:",
    ),
    paragraph(
      `«${toComplete("nome e cognome")}, in qualità di ${toComplete(roles)}, è autorizzato/a al trattamento dei dati personali contenuti nelle segnalazioni ai sensi dell'art. 29 GDPR e dell'art. 2-quaterdecies del Codice privacy, nei limiti della procedura adottata il ${toComplete("data")}, ed è tenuto/a alla riservatezza prevista dall'art. 12 del ${DECREE} anche dopo la cessazione dall'incarico.${auditLogNotice(ctx.facts.operatorFacts)}»`,
    ),
    subheading("Registro delle attività di trattamento"),
    paragraph(
      `Il trattamento delle segnalazioni è annotato nel registro delle attività di trattamento dell'Ente (art. 30 GDPR): finalità, basi giuridiche, categorie di interessati e di dati, destinatari, responsabili del trattamento (il fornitore della piattaforma${profile.rpct ? "" : " e l'eventuale gestore esterno"}), termini di conservazione (${art("14", 1)}), misure di sicurezza, con il rinvio alla valutazione d'impatto. ${toComplete("riferimento alla voce del registro")}.`,
    ),
    subheading("Consenso alla documentazione delle segnalazioni orali"),
    paragraph(
      "Per registrare o trascrivere integralmente una segnalazione fatta su una linea registrata, o per registrare o verbalizzare un incontro, il gestore raccoglie prima il consenso di chi segnala (art. 14, commi 2 e 4). Il consenso è una garanzia prevista dal decreto, non la base giuridica del trattamento. Modello:",
    ),
    paragraph(
      `«Acconsento a che la mia segnalazione sia documentata mediante ${toComplete("registrazione su un dispositivo idoneo alla conservazione e all'ascolto / trascrizione integrale / verbale")} (art. 14 del ${DECREE}). So che posso verificare, rettificare e confermare con la mia sottoscrizione la trascrizione o il verbale.»`,
    ),
    note(
      toComplete(
        "come è documentata la segnalazione orale se chi segnala non acconsente; chi conserva il modulo firmato e dove",
      ),
    ),
  ];
}

/**
 * The sections numbered as they come: "#." in a heading is its number, so a section only some
 * entities get (the external channel) does not leave a gap or a «9-bis» (docs read, C).
 */
function numbered(blocks: Block[]): Block[] {
  let section = 0;
  return blocks.map((block) =>
    block.kind === "heading" && block.text.startsWith("#. ")
      ? heading(`${(section += 1)}. ${block.text.slice(3)}`)
      : block,
  );
}

export function procedureOutline(ctx: KitContext): KitDocument {
  const { input, facts, siteHost } = ctx;
  return {
    name: "4-procedura-segnalazioni.docx",
    title: PROCEDURE_TITLE,
    blocks: numbered([
      title(PROCEDURE_TITLE),
      draftNotice(input, facts.draftedOn, siteHost, false),
      note(
        "Schema: ogni sezione indica che cosa la procedura deve contenere secondo il decreto e le Linee guida ANAC; completala con l'organizzazione dell'Ente.",
      ),
      ...references(ctx),
      ...scope(ctx),
      ...roles(ctx),
      ...channels(ctx),
      ...handling(ctx.profile),
      ...safeguards(ctx),
      ...records(ctx),
      ...review(ctx),
      ...relatedActs(ctx),
    ]),
  };
}
