import type { SiteConfig } from "../../config/load-site-config.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import { formatEuro, plans, promotionCondition } from "../../config/plans.ts";
import { entityDuties, sentence, service } from "../../config/service.ts";
import { lowerFirst, supportByPlan } from "../../config/service-copy.ts";
import { endOfContractText } from "./facts-sections.ts";
import { PUBLIC_NO_TACIT_RENEWAL, PUBLIC_PAYMENT, privateYearEnd } from "../../config/public-buyers.ts";
import { formatIsoDay } from "../../lib/italian-date.ts";

/**
 * The B2B terms (/condizioni-del-servizio) as the operator configures them: plans and prices from
 * plans.ts, activation and support from service.ts, the rest from the facts file's `terms`. A
 * clause whose facts are missing is left out. Numbered, so the clauses needing specific approval
 * (artt. 1341-1342 c.c.) can be named by number.
 */
export interface TermsClause {
  id: string;
  title: string;
  paragraphs: string[];
  /** Needs specific written approval (art. 1341 c.2 c.c.). */
  specificApproval?: string;
}

/** The end of a contract that does not renew by itself (terms.tacitRenewal false): no notice needed. */
const ENDS_WITHOUT_NOTICE =
  "Se le parti non lo rinnovano espressamente, alla scadenza il contratto cessa senza bisogno di disdetta.";

const months = (count: number) => (count === 1 ? "1 mese" : `${count} mesi`);

export function planLine(plan: (typeof plans)[number]): string {
  const price =
    plan.yearlyPrice === null
      ? "prezzo su preventivo"
      : `${formatEuro(plan.yearlyPrice)} l'anno${plan.activationPrice === null ? "" : ` più ${formatEuro(plan.activationPrice)} di attivazione una tantum`}`;
  // T-01, OQ-1: the plan's note is part of its definition; without it a 30-worker 231 company signs for a plan that excludes it.
  const size = [plan.sizeRange, plan.sizeNote].flatMap((part) => (part === null ? [] : [lowerFirst(part)])).join("; ");
  return `${plan.name}, ${size}: ${price}. Comprende: ${plan.features.join("; ")}.`;
}

/**
 * Which plans the support hours cover: a plan sold "on request" promises its own support in its
 * offer, and an unqualified hours line next to its "supporto dedicato" would be read against the
 * drafter (art. 1370 c.c.). Used only without the facts' support section, which states every plan's hours.
 */
function supportHoursSentence(hours: string): string {
  const names = (list: (typeof plans)[number][]) => list.map((plan) => plan.name).join(" e ");
  const listed = plans.filter((plan) => plan.yearlyPrice !== null);
  const quoted = plans.filter((plan) => plan.yearlyPrice === null);
  const own = quoted.length > 0 ? `; per ${names(quoted)} valgono gli orari del suo preventivo` : "";
  return `Orari dell'assistenza via e-mail per ${names(listed)}: ${hours.trim().replace(/\.$/, "")}${own}.`;
}

/** Buyer read H1: without a declared ACN qualification, a public administration cannot buy (legal-facts.md, 'Cloud qualification'). */
const ACN_NOT_QUALIFIED_TERMS =
  "Finché il servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN), il fornitore non lo offre alle pubbliche amministrazioni, che possono acquistare solo servizi cloud qualificati.";
/** DPO read B4: the entity relies on the voice messages for its oral channel (art. 4 c.3), so the contract promises them. */
const VOICE_IN_SCOPE =
  "La piattaforma riceve segnalazioni scritte e messaggi vocali (art. 4, comma 3, D.Lgs. 24/2023).";

export function termsClauses(config: SiteConfig, facts: OperatorFacts): TermsClause[] {
  const { terms } = facts;
  const clauses: TermsClause[] = [
    {
      id: "oggetto",
      title: "Oggetto e parti",
      paragraphs: [
        `${config.operator.name} (il fornitore) mette a disposizione dell'ente cliente una piattaforma di segnalazione interna in hosting per il D.Lgs. 24/2023. Il servizio è rivolto a imprese ed enti per la loro attività, non ai consumatori. ${facts.publicProcurement?.acnQualification ? "Gli enti pubblici acquistano" : `${ACN_NOT_QUALIFIED_TERMS} Gli altri enti del settore pubblico acquistano`} con le procedure dei contratti pubblici, anche per affidamento diretto, alle condizioni dei relativi atti; valgono inoltre gli obblighi dell'articolo «Enti pubblici: tracciabilità e fatturazione».${facts.voiceReports ? ` ${VOICE_IN_SCOPE}` : ""}`,
        "L'ordine online è una richiesta e il PDF che ricevi è un preventivo, che non vincola nessuna delle parti: per un'organizzazione privata il contratto si conclude quando firma il contratto e l'accordo sul trattamento dei dati personali (art. 28 GDPR) che le inviamo dopo aver verificato la richiesta; per un ente pubblico, nella forma prevista dalla sua procedura di acquisto, di cui l'accordo sul trattamento dei dati fa parte: se la procedura richiede un'offerta, la presentiamo noi sulla piattaforma dell'ente, e quell'offerta ci vincola nei termini della procedura.",
        // DPO docs review B8: with a shared channel, an art. 28 contract with each controller (as the DPA
        // says); their own art. 26 agreement is theirs (fresh DPO read of the site, B-3).
        "Se più enti condividono il canale di segnalazione e la sua gestione (art. 4, comma 4, D.Lgs. 24/2023), ciascuno è parte del contratto e firma, come contitolare del trattamento, l'accordo sul trattamento dei dati personali (art. 28 GDPR); tra loro gli enti stipulano l'accordo interno che ripartisce le rispettive responsabilità (art. 26 GDPR; art. 13, comma 5, D.Lgs. 24/2023) e lo allegano. Il preventivo indica il piano e a chi è intestata la fattura.",
        "Prima di firmare puoi correggere i dati dell'ordine rispondendo alla proposta o inviando un nuovo ordine. Il contratto è in italiano; ne conserviamo l'originale firmato e te ne inviamo una copia (art. 12 D.Lgs. 70/2003).",
      ],
    },
    {
      id: "piani",
      title: "Piani e prezzi",
      paragraphs: [
        ...plans.map(planLine),
        // B6: the promotion in the same words as the cards, the quote and /enti-pubblici.
        ...(config.promotionEnd === null
          ? []
          : [
              `Attivazione gratuita ${promotionCondition(formatIsoDay(config.promotionEnd))}: il preventivo la indica e il contratto la conferma, alle condizioni di validità del preventivo.`,
            ]),
        "I prezzi non comprendono l'IVA, se dovuta. Il piano Enterprise è definito nel suo preventivo.",
      ],
    },
  ];
  if (terms) {
    clauses.push(
      {
        id: "durata",
        title: terms.tacitRenewal ? "Durata, rinnovo e disdetta" : "Durata e rinnovo",
        paragraphs: [
          // DPO read 2026-11-29 B4: a contract that does not renew by itself needs no notice to end.
          `Il contratto dura ${months(terms.durationMonths)} dalla conclusione. ${sentence(terms.renewal)} ${terms.tacitRenewal ? `Ciascuna parte può disdirlo con un preavviso di almeno ${terms.noticeDays} giorni prima della scadenza, per PEC o raccomandata.` : ENDS_WITHOUT_NOTICE}`,
          // B3: what the end of the year means for a private buyer, then the public-sector exception with its source.
          ...(terms.tacitRenewal ? [privateYearEnd(terms.noticeDays), PUBLIC_NO_TACIT_RENEWAL] : []),
        ],
        ...(terms.tacitRenewal ? { specificApproval: "rinnovo tacito" } : {}),
      },
      {
        id: "pagamento",
        title: "Corrispettivi e pagamento",
        // B4: the operator's payment terms bind private buyers; a public body pays after the invoice.
        paragraphs: [`Per le organizzazioni private: ${lowerFirst(sentence(terms.payment))}`, PUBLIC_PAYMENT],
      },
    );
  }
  clauses.push({
    id: "attivazione",
    title: "Attivazione",
    paragraphs: [
      `${service.activation.sentence} Restano all'ente: ${entityDuties(Boolean(facts.voiceReports)).join("; ")}.`,
    ],
  });
  clauses.push({
    id: "assistenza",
    title: "Assistenza",
    paragraphs: [
      // B1: with the facts, each plan's channel, hours and reply time, the same words as its card.
      `${supportByPlan(facts.support ? facts : undefined).join("; ")}.${terms && !facts.support ? ` ${supportHoursSentence(terms.supportHours)}` : ""} ${service.consultation}`,
      ...(facts.serviceLevel ? [serviceLevelSentence(facts.serviceLevel)] : []),
    ],
  });
  const end = endOfContractText(facts);
  clauses.push({
    id: "dati",
    title: "Dati personali e fine del contratto",
    paragraphs: [
      "L'ente è titolare del trattamento delle segnalazioni; il fornitore ne è responsabile secondo l'accordo sul trattamento dei dati, che fa parte del contratto.",
      ...(end ? [end] : []),
    ],
  });
  if (terms) {
    clauses.push(
      {
        id: "responsabilita",
        title: "Responsabilità",
        paragraphs: [
          `${sentence(terms.liability)} La limitazione non vale per il dolo e la colpa grave né per la violazione di obblighi derivanti da norme di ordine pubblico (art. 1229 c.c.), e non riduce il risarcimento dovuto agli interessati né la ripartizione della responsabilità tra titolare e responsabile prevista dall'art. 82 GDPR.`,
        ],
        specificApproval: "limitazione di responsabilità",
      },
      {
        id: "foro",
        title: "Legge applicabile e foro",
        paragraphs: [
          `Il contratto è regolato dalla legge italiana. Per ogni controversia è competente in via esclusiva il ${terms.court.replace(/^foro di /i, "Foro di ")}, salvo i fori che la legge rende inderogabili (per le amministrazioni dello Stato, il foro dell'art. 25 c.p.c.).`,
        ],
        specificApproval: "foro esclusivo",
      },
    );
  }
  clauses.push({
    id: "accessibilita",
    title: "Accessibilità della piattaforma",
    paragraphs: [platformAccessibilitySentence(facts)],
  });
  clauses.push({
    id: "enti-pubblici",
    title: "Enti pubblici: tracciabilità e fatturazione",
    paragraphs: [publicBuyersSentence(config)],
  });
  return clauses;
}

/**
 * B5: what the operator declares of the reporting platform's accessibility (facts
 * `platformAccessibility`), or that it is being assessed; never a status the facts do not give. A
 * public body may not buy a service without the accessibility requirements (art. 4 L. 4/2004).
 */
export function platformAccessibilitySentence(facts: OperatorFacts): string {
  const declared = facts.platformAccessibility;
  if (!declared) {
    return "L'accessibilità della piattaforma di segnalazione rispetto alle WCAG 2.1 livello AA (legge 4/2004) è in corso di valutazione e non è ancora dichiarata: l'ente che ne ha bisogno, per esempio un ente pubblico prima dell'affidamento, può chiedere al fornitore la documentazione disponibile.";
  }
  const gaps = declared.nonConforming ?? [];
  const missing =
    gaps.length > 0
      ? ` Contenuti non accessibili: ${gaps.map((gap) => lowerFirst(gap.trim().replace(/\.$/, ""))).join("; ")}.`
      : "";
  return `Accessibilità della piattaforma di segnalazione rispetto alle WCAG 2.1 livello AA (legge 4/2004): ${declared.status}, secondo la valutazione del ${formatIsoDay(declared.assessedOn)} (${declared.source.trim().replace(/\.$/, "")}).${missing}`;
}

const percent = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 2 });

/** T-04: only the figures the operator declares (facts `serviceLevel`), never a default promise. */
function serviceLevelSentence(level: NonNullable<OperatorFacts["serviceLevel"]>): string {
  return `Livello di servizio: disponibilità della piattaforma del ${percent.format(level.availability)}% su base mensile, escluse le manutenzioni programmate comunicate all'ente con almeno ${level.maintenanceNoticeHours} ore di preavviso; presa in carico dei guasti ${level.faultResponse.trim().replace(/\.$/, "")}.`;
}

/**
 * T-02: a public buyer often awards directly, by exchange of letters, on these terms; the contract
 * must carry the traceability duties (art. 3 L. 136/2010), the CIG and the e-invoice, and split
 * payment where VAT is charged (art. 17-ter DPR 633/1972: not under the regime forfettario).
 */
function publicBuyersSentence(config: SiteConfig): string {
  const split =
    config.order.vatRegime === "forfettario"
      ? ""
      : " Si applica, ove previsto, la scissione dei pagamenti (art. 17-ter d.P.R. 633/1972): a una società a controllo pubblico o in house solo se è negli elenchi previsti dal comma 1-bis.";
  return `Con gli enti pubblici il fornitore assume gli obblighi di tracciabilità dei flussi finanziari dell'art. 3 della legge 13 agosto 2010, n. 136: comunica il conto corrente dedicato e le persone che possono operarvi, e riporta il CIG in ogni fattura e pagamento. Alle pubbliche amministrazioni fattura solo in formato elettronico (FatturaPA), al codice univoco ufficio indicato dall'ente; alle società a controllo pubblico o in house che non sono nell'Indice delle pubbliche amministrazioni (IPA), con la fattura elettronica trasmessa tramite il Sistema di Interscambio (SDI) al codice destinatario o alla PEC che indicano.${split}`;
}

/** The few lines /ordine shows before its button (issue 20). */
export function mainTermsSummary(facts: OperatorFacts): string | null {
  const { terms } = facts;
  if (!terms) return null;
  // DPO B6: public buyers order here too, so the summary carries the terms' exceptions (B3, B4).
  const ending = terms.tacitRenewal
    ? `Disdetta con preavviso di almeno ${terms.noticeDays} giorni prima della scadenza. ${PUBLIC_NO_TACIT_RENEWAL}`
    : ENDS_WITHOUT_NOTICE;
  return `Durata ${months(terms.durationMonths)}. ${sentence(terms.renewal)} ${ending} Pagamento per le organizzazioni private: ${lowerFirst(sentence(terms.payment))} ${PUBLIC_PAYMENT}`;
}
