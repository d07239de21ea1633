import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { ENTERPRISE_FROM, type OrderPlanKey } from "../../config/plans.ts";
import { derivePlan, formatWorkers, ORDER_PLANS } from "./order-plans.ts";
import { contractArrival, orderStepsBeforeConfirmation } from "./quote-data.ts";
import type { VatRegime } from "../../config/load-site-config.ts";
import { formatCents } from "./quote.ts";
import type { BuyerType, PublicInvoiceRoute } from "./schema.ts";

// The pieces of the order form island (order-form.tsx): confirmation, groups, error summary,
// buyer choice, the plan the headcount gives and the Enterprise request.

export interface Confirmation {
  number: string;
  email: string;
  /** The signed link of the quote PDF from the server's answer; null if it gave none. */
  quote: string | null;
  /** The kit's form opens with the ordering entity's name and workers (issue 21). */
  kit: string;
  /** The API's notice when nothing was e-mailed (the mailbox past its daily cap); null otherwise. */
  notice: string | null;
  /** Who ordered: a public body's steps are its procedure's, not a private company's contract. */
  buyerType: BuyerType;
}

export function ConfirmationCard({
  number,
  email,
  quote,
  kit,
  notice,
  buyerType,
  contractDays,
  vatRegime,
}: Confirmation & { contractDays: number | null; vatRegime: VatRegime }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8" data-order-confirmation="">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-emerald-900">
        {number === "" ? "Richiesta ricevuta" : `Richiesta ricevuta: preventivo n. ${number}`}
      </h2>
      {quote && (
        <p className="mt-4">
          <a href={quote} download={`preventivo-${number}.pdf`} className="btn btn-primary" data-order-quote="">
            Scarica il preventivo (PDF)
          </a>
        </p>
      )}
      {notice === null ? (
        <>
          <p className="mt-4 text-emerald-900">
            {contractArrival(contractDays, buyerType)} Ti abbiamo scritto{" "}
            {email === "" ? (
              "all'indirizzo indicato"
            ) : (
              <>
                a <strong>{email}</strong>
              </>
            )}
            : apri il link nell'e-mail e conferma il tuo indirizzo, così riceviamo il via libera per scriverti e ti
            inviamo il preventivo anche per e-mail. Se non trovi l'e-mail, controlla anche la posta indesiderata. Il
            link vale {CONFIRMATION_TTL_HOURS} ore: senza la conferma la richiesta viene cancellata.
          </p>
          <h3 className="mt-6 font-bold text-emerald-900">Cosa succede adesso</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-emerald-900">
            {orderStepsBeforeConfirmation(buyerType, vatRegime).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-4 text-emerald-900" data-order-notice="">
          {notice}
        </p>
      )}
      <p className="mt-6 text-emerald-900">
        Intanto puoi preparare le bozze dei documenti per attivare il canale con il kit di attivazione, che si apre con
        la denominazione e il numero di lavoratori della tua organizzazione già inseriti (se non li trovi, inseriscili
        tu).
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={kit} className="btn btn-secondary">
          Prepara i documenti
        </a>
        <a href="/" className="btn btn-secondary">
          Torna alla home
        </a>
      </div>
    </div>
  );
}

export function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-1 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-slate-900">{legend}</legend>
      {hint && <p className="pb-2 text-sm text-slate-600">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** The ids of a controlled company's fields in a public body's group (the private buyer's have the others). */
export const PUBLIC_SDI_ID = "sdiCode-ente";
export const PUBLIC_PEC_ID = "pec-ente";
export const PUBLIC_VAT_ID = "vatNumber-ente";
const PUBLIC_IDS: Readonly<Record<string, string>> = {
  sdiCode: PUBLIC_SDI_ID,
  pec: PUBLIC_PEC_ID,
  vatNumber: PUBLIC_VAT_ID,
};

/** The id a field's line in the error summary leads to: a group's first radio, a public body's own fields. */
function anchor(field: string, publicBody: boolean): string {
  if (field === "buyerType") return "buyerType-privato";
  if (field === "publicInvoice") return "publicInvoice-ipa";
  return (publicBody ? PUBLIC_IDS[field] : undefined) ?? field;
}

/** Fields in the closed 'Dati per la fattura' box: an error there opens it. */
export const BILLING_FIELDS: readonly string[] = [
  "street",
  "postalCode",
  "city",
  "province",
  "sdiCode",
  "pec",
  "notes",
];

/** Above the form when something is missing or wrong: one link to each field, as the kit has. */
export function OrderErrorSummary({
  errors,
  summary,
  publicBody,
}: {
  errors: Partial<Record<string, string>>;
  summary: RefObject<HTMLDivElement | null>;
  publicBody: boolean;
}) {
  return (
    <ErrorSummary
      errors={errors}
      summary={summary}
      anchor={(field) => anchor(field, publicBody)}
      marker="order-errors"
      titleId="ordine-errori-titolo"
    />
  );
}

/** A choice as cards, one radio each, ids `name-key`: uncontrolled, so one ticked before hydration stays ticked. */
function RadioCards<Key extends string>({
  name,
  options,
  initial,
  error,
  disabled = false,
  onChoose,
}: {
  name: string;
  options: [Key, string][];
  initial: Key;
  error: string | undefined;
  disabled?: boolean;
  onChoose: (key: Key) => void;
}) {
  return (
    <div className="mt-1 grid gap-2 sm:grid-cols-2">
      {options.map(([key, label]) => (
        <label
          key={key}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
        >
          <input
            type="radio"
            id={`${name}-${key}`}
            name={name}
            value={key}
            defaultChecked={key === initial}
            disabled={disabled}
            onChange={() => onChoose(key)}
            aria-invalid={error ? true : undefined}
            className="h-5 w-5 shrink-0 accent-brand-700"
          />
          <span className="font-medium text-slate-900">{label}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * Private or public buyer: a public body gets FatturaPA through the IPA and declares whether split payment applies.
 * Uncontrolled radios: one ticked before hydration stays ticked.
 */
export function BuyerChoice({
  initial,
  error,
  acnQualified,
  onChoose,
}: {
  /** Ticked when the radios are (re)mounted: the choice made so far. */
  initial: BuyerType;
  error: string | undefined;
  /** Whether the facts declare the service's ACN qualification: without it a public administration cannot buy. */
  acnQualified: boolean;
  onChoose: (type: BuyerType) => void;
}) {
  const options: [BuyerType, string][] = [
    ["privato", "Organizzazione privata"],
    ["pubblico", "Ente pubblico"],
  ];
  return (
    <div role="radiogroup" aria-labelledby="buyerType-label" aria-describedby="buyerType-aiuto buyerType-errore">
      <p id="buyerType-label" className="text-sm font-medium text-slate-800">
        Chi ordina
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </p>
      <p id="buyerType-aiuto" className="mt-1 text-sm text-slate-600">
        {/* The invoice codes have their own fields and hints; «Come funziona l'ordine» says them too. */}
        Ente pubblico: anche una società a controllo pubblico o in house.
        {/* Buyer walk 2026-11-29 H1: the form knows the status, so it says it. */}
        {!acnQualified && ` ${ACN_ORDER_NOTE}`}
      </p>
      <RadioCards name="buyerType" options={options} initial={initial} error={error} onChoose={onChoose} />
      <p id="buyerType-errore" className="mt-1 min-h-5 text-sm text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}

/**
 * Where a public body's e-invoice goes: a FatturaPA to the IPA code, or through SDI to the codice
 * destinatario of a controlled or in-house company not in the IPA. Uncontrolled, as BuyerChoice.
 */
export function PublicInvoiceChoice({
  initial,
  error,
  disabled,
  onChoose,
}: {
  initial: PublicInvoiceRoute;
  error: string | undefined;
  disabled: boolean;
  onChoose: (route: PublicInvoiceRoute) => void;
}) {
  const options: [PublicInvoiceRoute, string][] = [
    ["ipa", "Ente nell'IPA: codice univoco ufficio"],
    ["sdi", "Società non nell'IPA: codice destinatario SDI"],
  ];
  return (
    <div
      role="radiogroup"
      aria-labelledby="publicInvoice-label"
      aria-describedby="publicInvoice-aiuto publicInvoice-errore"
      className="pb-2"
    >
      <p id="publicInvoice-label" className="text-sm font-medium text-slate-800">
        Fattura elettronica
      </p>
      <p id="publicInvoice-aiuto" className="mt-1 text-sm text-slate-600">
        Una società a controllo pubblico o in house che non è nell'Indice delle pubbliche amministrazioni (IPA) riceve
        le fatture tramite il Sistema di Interscambio (SDI).
      </p>
      <RadioCards
        name="publicInvoice"
        options={options}
        initial={initial}
        error={error}
        disabled={disabled}
        onChoose={onChoose}
      />
      <p id="publicInvoice-errore" className="mt-1 min-h-5 text-sm text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}

/** What the number typed gives: the plan and its yearly fee, the Enterprise request, or a hint. */
export function PlanNote({
  workers,
  addressPlan,
  buyerType,
  vatNote,
}: {
  workers: number | null;
  addressPlan: OrderPlanKey | null;
  buyerType: BuyerType;
  vatNote: string;
}) {
  let content: ReactNode;
  if (workers === null) {
    const chosen = addressPlan && ORDER_PLANS[addressPlan];
    content = chosen
      ? `Hai scelto ${chosen.plan.name}, per le organizzazioni ${chosen.minWorkers === 0 ? "fino a" : `da ${chosen.minWorkers} a`} ${chosen.maxWorkers} lavoratori: indica il numero per confermarlo.`
      : "La media dell'ultimo anno, a tempo indeterminato e determinato: il piano e il prezzo seguono da qui.";
  } else {
    const derived = derivePlan(workers);
    if (derived.kind === "enterprise") {
      content = `Da ${ENTERPRISE_FROM} lavoratori il piano adatto è Enterprise, su preventivo.`;
    } else {
      const { plan } = derived.plan;
      content = (
        <>
          {/* The activation's amount only in the summary, which knows whether the promotion waives it
              (buyer's read 2026-11-28: here 150 € beside «Attivazione gratuita» there). */}
          Piano adatto: <strong className="text-slate-900">{plan.name}</strong>, {formatCents(plan.yearlyPrice * 100)}{" "}
          l'anno, {vatNote}; l'attivazione una tantum è nel riepilogo.
          {buyerType === "privato" && workers < 50 && (
            <>
              {" "}
              Sotto i 50 lavoratori un soggetto privato è obbligato se ha un Modello 231 o rientra negli atti UE
              dell'allegato al decreto:{" "}
              <a href="/normativa#sei-obbligato" className="link">
                verifica se lo è il tuo
              </a>
              .
            </>
          )}
        </>
      );
    }
  }
  return (
    <p id="workers-piano" className="text-sm text-slate-700" aria-live="polite" data-order-plan="">
      {content}
    </p>
  );
}

/** A public buyer's ACN status on the order (buyer walk 2026-11-29 H1; DPO read 3 B3). */
export const ACN_ORDER_NOTE =
  "Oggi il servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN): una pubblica amministrazione non può ordinarlo; se ordini per un altro soggetto del settore pubblico, verifica prima se il vincolo lo riguarda.";

/** The same before the first field, for a visitor sent here as a public body (DPO read 2 B1). */
export function AcnOrderNotice() {
  return (
    <p className="rounded-xl bg-brand-50 p-4 text-sm text-slate-800" data-order-acn="">
      {ACN_ORDER_NOTE}
    </p>
  );
}

/** From 250 workers the order gives way to the Enterprise request on /contatti. */
export function EnterpriseRequest({ workers }: { workers: number }) {
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5" data-order-enterprise="">
      <h2 className="text-lg font-bold text-slate-900">Per {formatWorkers(workers)} lavoratori: piano Enterprise</h2>
      <p className="mt-2 text-slate-700">
        Da {ENTERPRISE_FROM} lavoratori prepariamo un preventivo su misura, con i tempi di attivazione concordati.
        Scrivici dalla pagina Contatti: ti rispondiamo con il preventivo.
      </p>
      <p className="mt-4">
        {/* The headcount goes on into the message the contact form writes (buyer read M9). */}
        <a href={`/contatti?piano=enterprise&lavoratori=${Math.round(workers)}`} className="btn btn-primary">
          Chiedi l'offerta Enterprise
        </a>
      </p>
    </div>
  );
}
