import { formatIsoDay } from "../../lib/italian-date.ts";
import { FORFETTARIO_WORDING, promotionCondition, type OrderPlanKey } from "../../config/plans.ts";
import { service } from "../../config/service.ts";
import { CIG_LATER, CIG_TO_COME, PUBLIC_PAYMENT } from "../../config/public-buyers.ts";
import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { ORDER_PLANS } from "./order-plans.ts";
import { formatCents, type QuoteAmounts } from "./quote.ts";

/** How long the confirmation screen's link to the quote PDF works (quote-link.server.ts). */
export const QUOTE_LINK_TTL_HOURS = 24;

/** How the contract is made (art. 1326 c.c.): the request does not bind, signing does. */
export const CONTRACT_SENTENCE =
  "Il contratto si conclude, e l'ordine è confermato, quando ci restituisci firmati il contratto e l'accordo sul trattamento dei dati; fino ad allora la richiesta non ti impegna.";

/**
 * A public body does not conclude the contract by returning our signed forms: it follows its award
 * decision, in the forms its procurement rules require (DPO review B5; legal-facts.md, 'Selling
 * to public bodies'). Its quote and e-mail say this instead of CONTRACT_SENTENCE; /ordine says both.
 */
export const PUBLIC_CONTRACT_SENTENCE =
  "Con un ente pubblico il contratto segue la decisione di affidamento dell'ente (per esempio l'affidamento diretto, art. 50 D.Lgs. 36/2023) e si stipula, con l'accordo sul trattamento dei dati, nelle forme richieste dalle sue regole sui contratti pubblici; fino ad allora la richiesta non impegna l'ente.";

/** The operator's working days (operator-facts terms.contractBusinessDays) in words; null when not configured. */
export function workingDays(days: number | null): string | null {
  return days === null ? null : days === 1 ? "1 giorno lavorativo" : `${days} giorni lavorativi`;
}

/**
 * When the contract arrives: the operator's working days when configured (operator-facts
 * terms.contractBusinessDays). A public body's contract follows its own procedure: the days are
 * those of our check of its request.
 */
export function contractArrival(
  days: number | null,
  buyerType: QuoteDocument["customer"]["buyerType"] = "privato",
): string {
  const within = workingDays(days);
  if (buyerType === "pubblico") {
    return within === null
      ? "Verifichiamo la richiesta appena confermi il tuo indirizzo; il contratto segue la procedura dell'ente."
      : `Verifichiamo la richiesta entro ${within} dalla conferma del tuo indirizzo; il contratto segue la procedura dell'ente.`;
  }
  return within === null
    ? "Il contratto da firmare ti arriva appena abbiamo verificato i dati, dopo la conferma del tuo indirizzo."
    : `Il contratto da firmare ti arriva entro ${within} dalla conferma del tuo indirizzo.`;
}

/** One order as the quote, the e-mails and the confirmation show it. */
export interface QuoteDocument {
  number: string;
  createdAt: number;
  /** Last day the prices hold, YYYY-MM-DD. */
  validUntil: string;
  plan: OrderPlanKey;
  workers: number;
  customer: {
    /** A public body gets FatturaPA through its IPA office code and pays by split payment. */
    buyerType: "privato" | "pubblico";
    companyName: string;
    /** Null for an association or foundation that has only a codice fiscale. */
    vatNumber: string | null;
    taxCode: string | null;
    /** The billing address may wait for the contract: null when not given. */
    address: { street: string; postalCode: string; city: string; province: string } | null;
    ipaCode: string | null;
    cig: string | null;
    sdiCode: string | null;
    pec: string | null;
    contactName: string;
    email: string;
    phone: string | null;
    notes: string | null;
  };
  amounts: QuoteAmounts;
  privacyPolicyVersion: string;
  /** How a private buyer's contract renews, from the operator's terms; absent or null without them. */
  renewal?: QuoteRenewal | null | undefined;
  /** The facts declare the service's ACN qualification (publicProcurement.acnQualification). */
  acnQualified?: boolean | undefined;
}

/** The operator's renewal clause as the quote needs it (operator-facts terms.tacitRenewal, noticeDays). */
export interface QuoteRenewal {
  tacit: boolean;
  noticeDays: number;
}

/** The renewal the terms give, or null when the operator declared no terms. */
export function quoteRenewal(terms: { tacitRenewal: boolean; noticeDays: number } | undefined): QuoteRenewal | null {
  return terms ? { tacit: terms.tacitRenewal, noticeDays: terms.noticeDays } : null;
}

/**
 * What the years after the first cost, as the terms make them (buyer read F27; DPO read B1, B2): a
 * private buyer's contract renews tacitly when the terms say so, at the fee alone; a public body's
 * never does (public-buyers.ts), though its first award may provide for a renewal.
 */
export function renewalDetail({
  customer,
  renewal,
}: Pick<QuoteDocument, "renewal"> & { customer: Pick<QuoteDocument["customer"], "buyerType"> }): string {
  if (customer.buyerType === "pubblico")
    return "nessun rinnovo tacito: un periodo successivo richiede un nuovo affidamento o un rinnovo previsto espressamente nell'affidamento iniziale";
  return renewal?.tacit
    ? `rinnovo tacito alla scadenza, salvo disdetta inviata almeno ${renewal.noticeDays} giorni prima della scadenza; a ogni rinnovo si paga solo il canone, non l'attivazione`
    : // Without declared terms nothing is said of how it renews, only what a renewal costs.
      `${renewal ? "nessun rinnovo tacito; " : ""}se il contratto è rinnovato, l'attivazione non si paga di nuovo`;
}

/**
 * When a quote PDF is made: "sent", downloaded from the page right after sending, before the address
 * is confirmed, so its first step is the confirmation (buyer read F27); "confirmed", the e-mailed copy.
 */
export type QuoteStage = "sent" | "confirmed";

export interface QuoteLine {
  label: string;
  detail: string | null;
  amount: string;
}

/**
 * The lines of the quote, VAT excluded: the yearly fee and the activation, free while a promotion
 * runs. The promotion line says when it applied, so a quote read after that date does not suggest
 * that the 150 € become due: its prices hold until its validity date.
 */
export function quoteLines({
  plan,
  amounts,
  customer,
  renewal,
}: Pick<QuoteDocument, "plan" | "amounts" | "renewal"> & {
  customer: Pick<QuoteDocument["customer"], "buyerType">;
}): QuoteLine[] {
  const { plan: details } = ORDER_PLANS[plan];
  const activation =
    amounts.promotionEnd === null
      ? null
      : `promozione ${promotionCondition(formatIsoDay(amounts.promotionEnd))}; prezzo di listino ${formatCents(amounts.activationListCents)}`;
  return [
    {
      label: `Canone annuale piano ${details.name}`,
      detail: `12 mesi di servizio; ${service.support[details.slug as "small-business" | "medium-business"].toLowerCase()}; ${renewalDetail({ customer, renewal })}`,
      amount: formatCents(amounts.yearlyFeeCents),
    },
    { label: "Attivazione una tantum", detail: activation, amount: formatCents(amounts.activationFeeCents) },
  ];
}

/** Taxable amount, VAT (or, under the regime forfettario, the stamp duty) and total, with their labels. */
export function quoteTotals(amounts: QuoteAmounts): { label: string; amount: string }[] {
  const tax =
    amounts.vatRegime === "forfettario"
      ? { label: "Imposta di bollo sulla fattura", amount: formatCents(amounts.stampDutyCents) }
      : { label: `IVA ${amounts.vatRatePercent}%`, amount: formatCents(amounts.vatCents) };
  return [
    {
      label: amounts.vatRegime === "forfettario" ? "Totale servizi" : "Imponibile",
      amount: formatCents(amounts.taxableCents),
    },
    tax,
    { label: "Totale", amount: formatCents(amounts.totalCents) },
    ...(amounts.splitPayment
      ? [
          {
            label: "IVA versata dall'ente all'Erario (scissione dei pagamenti)",
            amount: formatCents(-amounts.vatCents),
          },
          { label: "Da pagare a noi", amount: formatCents(amounts.payableCents) },
        ]
      : []),
  ];
}

/** The split payment sentence of the summary, the quote and the e-mails (legal-facts.md, 'Selling to public bodies'). */
export const SPLIT_PAYMENT_SENTENCE =
  "Se l'ente è tenuto alla scissione dei pagamenti (art. 17-ter DPR 633/1972), ci paga l'imponibile e versa l'IVA all'Erario; la fattura lo indica.";

/**
 * What we provide for a public body's procedure, as legal-facts.md states it: the traceability
 * declaration, the data for the DURC check, the e-invoice with the CIG: a FatturaPA to the IPA
 * code, or through SDI to the codice destinatario (or the PEC) of a controlled company not in the IPA.
 */
export function publicProcedureDocuments(
  customer: Pick<QuoteDocument["customer"], "sdiCode" | "pec" | "ipaCode">,
): readonly string[] {
  // A controlled company outside the IPA: its SDI code or, without one, its PEC (legal-facts.md).
  const company = customer.ipaCode === null && (customer.sdiCode !== null || customer.pec !== null);
  return [
    "la dichiarazione sul conto corrente dedicato, con cui accettiamo gli obblighi di tracciabilità dei flussi finanziari (art. 3 L. 136/2010);",
    "i dati per la verifica della regolarità contributiva (DURC), che l'ente svolge prima di pagare (art. 31, comma 3, DL 69/2013);",
    company
      ? `la fattura elettronica trasmessa tramite il Sistema di Interscambio (SDI) ${customer.sdiCode === null ? "alla PEC" : "al codice destinatario"} della società, con il CIG (art. 3 L. 136/2010).`
      : "la fattura elettronica in formato FatturaPA, indirizzata al codice univoco ufficio dell'IPA e con il CIG (art. 1, commi 209-214, L. 244/2007; DM 55/2013; art. 3 L. 136/2010).",
  ];
}

export const PUBLIC_PROCEDURE_INTRO = "Per la procedura dell'ente forniamo:";

/** How the quote's prices relate to VAT, in a sentence: the exemption wording under the regime forfettario. */
export function quoteVatSentence(amounts: QuoteAmounts): string {
  return amounts.vatRegime === "forfettario"
    ? FORFETTARIO_WORDING
    : `Prezzi IVA esclusa; il totale comprende l'IVA al ${amounts.vatRatePercent}%.`;
}

/**
 * What happens after the confirmed request: the same steps in the e-mail and in the PDF. The
 * request does not bind; the PDF is our offer; a private buyer makes the contract by signing the
 * contract and the DPA. A public body has its own steps (DPO re-read of the order): its award and
 * CIG, its contract in its own forms, the activation, then the electronic invoice it pays after
 * the service, never in advance.
 */
export function orderNextSteps(
  buyerType: QuoteDocument["customer"]["buyerType"],
  vatRegime: QuoteAmounts["vatRegime"] = "ordinario",
): readonly string[] {
  const check = "Verifichiamo i dati della richiesta e ti scriviamo se manca qualcosa.";
  if (buyerType === "privato") {
    return [
      check,
      "Ti inviamo il contratto e l'accordo sul trattamento dei dati personali (art. 28 GDPR) da firmare.",
      `${CONTRACT_SENTENCE} ${service.activation.forPrivate}`,
    ];
  }
  const split =
    vatRegime === "forfettario"
      ? ""
      : "; se l'ente è tenuto alla scissione dei pagamenti, ci paga l'imponibile e versa l'IVA all'Erario (art. 17-ter DPR 633/1972)";
  return [
    check,
    // Issue 27 C: the quote says what it is for, not which procedure the entity runs or when.
    `Puoi usare il preventivo nella procedura di acquisto dell'ente. ${CIG_LATER}`,
    `${PUBLIC_CONTRACT_SENTENCE} Per la procedura ti inviamo la dichiarazione sul conto corrente dedicato (art. 3 L. 136/2010) e i dati per la verifica della regolarità contributiva (DURC).`,
    service.activation.forPublic,
    `${PUBLIC_PAYMENT} La fattura va all'indirizzo indicato nella richiesta (il codice univoco ufficio dell'IPA o, per una società che non è nell'IPA, il suo codice destinatario SDI o la sua PEC) e riporta il CIG${split}.`,
  ];
}

export const ORDER_NEXT_STEPS: readonly string[] = orderNextSteps("privato");

/**
 * The steps on the page right after sending, before the address is confirmed: nothing, not even a
 * question about the data, goes to an unconfirmed address (DPO read, B4), so confirming comes
 * first; then the buyer's own steps, a public body's not a private company's. The PDF downloaded
 * then (`inQuote`) also says that without the confirmation it has no sequel (DPO read 2026-11-29,
 * B3): the page says so beside the steps, the PDF travels alone.
 */
export function orderStepsBeforeConfirmation(
  buyerType: QuoteDocument["customer"]["buyerType"],
  vatRegime: QuoteAmounts["vatRegime"] = "ordinario",
  { inQuote = false }: { inQuote?: boolean } = {},
): readonly string[] {
  const confirm = `Conferma il tuo indirizzo dal link nell'e-mail${inQuote ? ` entro ${CONFIRMATION_TTL_HOURS} ore dall'invio della richiesta` : ""}: solo dopo verifichiamo i dati della richiesta e ti scriviamo se manca qualcosa.`;
  const otherwise =
    " Senza la conferma la richiesta viene cancellata e questo preventivo non ha seguito: per riceverne uno, invia di nuovo la richiesta.";
  return [`${confirm}${inQuote ? otherwise : ""}`, ...orderNextSteps(buyerType, vatRegime).slice(1)];
}

export const ORDER_STEPS_BEFORE_CONFIRMATION: readonly string[] = orderStepsBeforeConfirmation("privato");

/** The registered address on one line: 'Via Roma 10, 20121 Milano (MI)'; null when not given yet. */
export function formatAddress({ address }: QuoteDocument["customer"]): string | null {
  return address && `${address.street}, ${address.postalCode} ${address.city} (${address.province})`;
}

/** The customer's data as labelled values; optional ones not given are null and left out. */
export function customerRows({
  customer,
  workers,
}: Pick<QuoteDocument, "customer" | "workers">): [string, string | null][] {
  const publicBody = customer.buyerType === "pubblico";
  return [
    ["Denominazione", customer.companyName],
    ["Tipo di ente", publicBody ? "Pubblico" : null],
    ["Partita IVA", customer.vatNumber],
    [publicBody ? "Codice fiscale dell'ente" : "Codice fiscale", customer.taxCode],
    ["Sede legale", formatAddress(customer)],
    ["Codice univoco ufficio (IPA)", customer.ipaCode],
    // B5: a public body's CIG is needed before the contract and the invoice; given later, it is said so.
    ["CIG", customer.cig ?? (publicBody ? CIG_TO_COME : null)],
    ["Codice destinatario SDI", customer.sdiCode],
    ["PEC", customer.pec],
    ["Referente", customer.contactName],
    ["E-mail", customer.email],
    ["Telefono", customer.phone],
    ["Lavoratori (media)", String(workers)],
  ];
}

/**
 * What the quote binds (terms: «un preventivo, che non vincola nessuna delle parti»): nobody, until
 * the contract is made; a public procedure's offer is the one we submit on the entity's platform. Its date is how long its prices hold: the private buyer's signed contract
 * and DPA back by then, or a public body's award told us by then, the contract stipulated even
 * later. Never «accettato»: an award is not the acceptance of an offer (art. 17 c.6 D.Lgs.
 * 36/2023), nor is the quote a firm offer (art. 1329 c.c.; DPO read 2026-11-28 A2).
 */
/** A public body's quote and e-mail while the facts declare no ACN qualification. */
export const ACN_NOT_QUALIFIED_QUOTE =
  "Alla data di questo preventivo il servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN), quindi una pubblica amministrazione non può acquistarlo: le amministrazioni acquistano solo servizi cloud qualificati. Se l'ente è una società a controllo pubblico o in house, o un altro soggetto del settore pubblico che non è una pubblica amministrazione, prima di procedere spetta all'ente verificare se il vincolo si applica anche nel suo caso.";

export function quoteTermsSentence(
  validUntil: string,
  promotionEnded: boolean,
  buyerType?: QuoteDocument["customer"]["buyerType"],
  acnQualified = true,
): string {
  // A public procedure's binding offer is the one we submit on the entity's platform, not this PDF
  // (DPO read 2 A1; how long it binds, art. 17 c.4 D.Lgs. 36/2023, is not in legal-facts.md).
  const binding =
    buyerType === "pubblico"
      ? "Il preventivo non è un contratto né un'offerta in una procedura di acquisto: se la procedura dell'ente richiede un'offerta, la presentiamo noi sulla sua piattaforma di approvvigionamento digitale, ai prezzi di questo preventivo."
      : "Il preventivo non vincola né te né noi finché il contratto non è concluso.";
  // Buyer walk 2026-11-29 H2: a comune's quote says it cannot buy while the service is not qualified.
  const acn = buyerType === "pubblico" && !acnQualified ? ` ${ACN_NOT_QUALIFIED_QUOTE}` : "";
  return `${binding}${acn} ${quoteValiditySentence(`entro il ${formatIsoDay(validUntil)}`, buyerType)}${promotionEnded ? " Vale anche se nel frattempo la promozione è terminata." : ""}`;
}

/**
 * How long its prices hold, for a date ('entro il 1 aprile 2026') or a span ('entro 30 giorni dalla
 * richiesta'). A public body's own quote and e-mail give it its case only (issue 27: it returns no
 * signed contract of ours), and so do a private buyer's (docs read F10); /ordine, where the buyer
 * may still change, gives both.
 */
export function quoteValiditySentence(until: string, buyerType?: QuoteDocument["customer"]["buyerType"]): string {
  const publicBody = `se ${until} l'ente ci comunica l'affidamento, anche se il contratto è stipulato dopo.`;
  if (buyerType === "pubblico") return `I prezzi di questo preventivo valgono ${publicBody}`;
  // Docs read F10: a private buyer's quote and e-mail give its case only, as a public body's do.
  if (buyerType === "privato")
    return `I prezzi di questo preventivo valgono se ${until} ci restituisci firmati il contratto e l'accordo sul trattamento dei dati.`;
  return `I prezzi del preventivo valgono se ${until} ci restituisci firmati il contratto e l'accordo sul trattamento dei dati; per un ente pubblico, se ${until} ci comunica l'affidamento, anche se il contratto è stipulato dopo.`;
}
