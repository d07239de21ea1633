import { useEffect, useRef, useState, type ReactNode } from "react";
import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { ErrorBoundary } from "../../components/ui/error-boundary.tsx";
import { TextAreaField, TextField } from "../../components/ui/field.tsx";
import { Toasts } from "../../components/ui/toast.tsx";
import { Company, Email, Name } from "../../forms/lead-fields.tsx";
import { Checkbox, Honeypot, RequiredNote, SubmitButton } from "../../forms/form-parts.tsx";
import { LeadForm } from "../../forms/lead-form.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { DPA_PATH, TERMS_PATH } from "../../config/documents.ts";
import { kitHref } from "../../config/activation-kit-links.ts";
import { ENTERPRISE_FROM, priceVatNote, type OrderPlanKey } from "../../config/plans.ts";
import { NOT_A_REPORTING_CHANNEL_SHORT } from "../../forms/not-a-reporting-channel.ts";
import { derivePlan, isOrderPlanKey, ORDER_PLANS, typedWorkers } from "./order-plans.ts";
import { OrderSummary, summaryQuote, totalLine, type OrderTerms } from "./order-summary.tsx";
import { ORDER_STEPS_BEFORE_CONFIRMATION } from "./quote-data.ts";
import { formatCents } from "./quote.ts";
import { type BuyerType, isBuyerType, ORDER_LIMITS, orderFieldsSchema, orderMessages } from "./schema.ts";

type OrderField = keyof typeof orderFieldsSchema.shape;

interface Confirmation {
  number: string;
  email: string;
  /** The signed link of the quote PDF from the server's answer; null if it gave none. */
  quote: string | null;
  /** The kit's form opens with the ordering entity's name and workers (issue 21). */
  kit: string;
}

/** When the contract arrives: the operator's working days when configured (operator-facts terms.contractBusinessDays). */
export function contractArrival(days: number | null): string {
  return days === null
    ? "Il contratto da firmare ti arriva appena abbiamo verificato i dati, dopo la conferma del tuo indirizzo."
    : `Il contratto da firmare ti arriva entro ${days === 1 ? "1 giorno lavorativo" : `${days} giorni lavorativi`} dalla conferma del tuo indirizzo.`;
}

function ConfirmationCard({ number, email, quote, kit, contractDays }: Confirmation & { contractDays: number | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8" data-order-confirmation="">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-emerald-900">
        Richiesta ricevuta: offerta n. {number}
      </h2>
      {quote && (
        <p className="mt-4">
          <a href={quote} download={`offerta-${number}.pdf`} className="btn btn-primary" data-order-quote="">
            Scarica l'offerta (PDF)
          </a>
        </p>
      )}
      <p className="mt-4 text-emerald-900">
        {contractArrival(contractDays)} Ti abbiamo scritto a <strong>{email}</strong>: apri il link nell'e-mail e
        conferma il tuo indirizzo, così riceviamo il via libera per scriverti e ti inviamo l'offerta anche per e-mail.
        Se non trovi l'e-mail, controlla anche la posta indesiderata. Il link vale {CONFIRMATION_TTL_HOURS} ore.
      </p>
      <h3 className="mt-6 font-bold text-emerald-900">Cosa succede adesso</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-emerald-900">
        {ORDER_STEPS_BEFORE_CONFIRMATION.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-6 text-emerald-900">
        Intanto puoi preparare le bozze dei documenti per attivare il canale con il kit di attivazione: la denominazione
        e il numero di lavoratori della tua organizzazione sono già inseriti.
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

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-1 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-slate-900">{legend}</legend>
      {hint && <p className="pb-2 text-sm text-slate-600">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** The id a field's line in the error summary leads to: the first radio of the buyer type. */
const anchor = (field: string) => (field === "buyerType" ? "buyerType-privato" : field);

/** Fields in the closed 'Dati per la fattura' box: an error there opens it. */
const BILLING_FIELDS: readonly string[] = ["street", "postalCode", "city", "province", "sdiCode", "pec", "notes"];

/** Above the form when something is missing or wrong: one link to each field, as the kit has. */
function OrderErrorSummary({
  errors,
  summary,
}: {
  errors: Partial<Record<string, string>>;
  summary: React.RefObject<HTMLDivElement | null>;
}) {
  const fields = Object.keys(errors).filter((field) => errors[field]);
  return (
    <div ref={summary} tabIndex={-1} data-order-errors="">
      {fields.length > 0 && (
        <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <h2 id="ordine-errori-titolo" className="font-semibold">
            Controlla {fields.length === 1 ? "il dato indicato" : `i ${fields.length} dati indicati`} qui sotto.
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {fields.map((field) => (
              <li key={field}>
                <a className="underline" href={`#${anchor(field)}`}>
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Private or public buyer: a public body gets FatturaPA through the IPA and pays by split payment.
 * Uncontrolled radios: one ticked before hydration stays ticked.
 */
function BuyerChoice({
  initial,
  error,
  onChoose,
}: {
  /** Ticked when the radios are (re)mounted: the choice made so far. */
  initial: BuyerType;
  error: string | undefined;
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
        Ente pubblico: riceve le fatture in formato FatturaPA con un codice univoco ufficio dell'IPA.
      </p>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map(([key, label]) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
          >
            <input
              type="radio"
              id={`buyerType-${key}`}
              name="buyerType"
              value={key}
              defaultChecked={key === initial}
              onChange={() => onChoose(key)}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            <span className="font-medium text-slate-900">{label}</span>
          </label>
        ))}
      </div>
      <p id="buyerType-errore" className="mt-1 min-h-5 text-sm text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}

/** What the number typed gives: the plan and its yearly fee, the Enterprise request, or a hint. */
function PlanNote({
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
      ? `Hai scelto ${chosen.plan.name}, per le organizzazioni da ${chosen.minWorkers === 0 ? 1 : chosen.minWorkers} a ${chosen.maxWorkers} lavoratori: indica il numero per confermarlo.`
      : "La media dell'ultimo anno, a tempo indeterminato e determinato: il piano e il prezzo seguono da qui.";
  } else {
    const derived = derivePlan(workers);
    if (derived.kind === "enterprise") {
      content = `Da ${ENTERPRISE_FROM} lavoratori il piano adatto è Enterprise, su preventivo.`;
    } else {
      const { plan } = derived.plan;
      content = (
        <>
          Piano adatto: <strong className="text-slate-900">{plan.name}</strong>, {formatCents(plan.yearlyPrice * 100)}{" "}
          l'anno più {formatCents(plan.activationPrice * 100)} di attivazione una tantum, {vatNote}.
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

/** From 250 workers the order gives way to the Enterprise request on /contatti. */
function EnterpriseRequest({ workers }: { workers: number }) {
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5" data-order-enterprise="">
      <h2 className="text-lg font-bold text-slate-900">Per {workers} lavoratori: piano Enterprise</h2>
      <p className="mt-2 text-slate-700">
        Da {ENTERPRISE_FROM} lavoratori prepariamo un'offerta su misura, con i tempi di attivazione concordati. Scrivici
        dalla pagina Contatti: ti rispondiamo con l'offerta.
      </p>
      <p className="mt-4">
        <a href={`/contatti?piano=enterprise`} className="btn btn-primary">
          Richiedi l'offerta Enterprise
        </a>
      </p>
    </div>
  );
}

/** A value of the API's answer or of the fields sent, as text ("" when absent). */
const text = (value: unknown): string => (typeof value === "string" ? value : "");

function OrderFormBody({ terms, contractDays }: { terms: OrderTerms; contractDays: number | null }) {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [workersText, setWorkersText] = useState("");
  const [buyerType, setBuyerType] = useState<BuyerType>("privato");
  const [noVat, setNoVat] = useState(false);
  const [splitPayment, setSplitPayment] = useState(true);
  const [addressPlan, setAddressPlan] = useState<OrderPlanKey | null>(null);
  const [billingOpen, setBillingOpen] = useState(false);
  // The promotion is checked against the visitor's clock, known only once hydrated.
  const [now, setNow] = useState<Date | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const lead = useLeadForm({
    endpoint: "/api/order",
    schema: orderFieldsSchema,
    sendFailure: orderMessages.sendFailure,
    specChecks: false,
    errorSummary: summary,
    onSuccess: (answer, sent) => {
      // The values the schema parsed: the number of workers is a number by now.
      const workers = sent["workers"];
      const kit = kitHref({
        denominazione: text(sent["companyName"]),
        ...(typeof workers === "number" ? { lavoratori: workers } : {}),
        ...(sent["buyerType"] === "pubblico" ? { ente: "pubblico" as const } : {}),
      });
      const quote = text(answer["quote"]);
      setConfirmation({
        number: text(answer["number"]),
        email: text(sent["email"]),
        quote: quote.startsWith("/") ? quote : null,
        kit,
      });
      window.scrollTo({ top: 0 });
    },
  });

  useEffect(() => {
    // What was typed or ticked before hydration lives in the DOM only; else the address fills in
    // (?lavoratori= and ?ente= from the checker, ?piano= from the plan cards).
    const form = lead.formRef.current;
    const params = new URLSearchParams(window.location.search);
    const workersInput = form?.querySelector<HTMLInputElement>('input[name="workers"]');
    const typed = workersInput?.value ?? "";
    const checked = form?.querySelector<HTMLInputElement>('input[name="buyerType"]:checked')?.value;
    const fromAddress = params.get("lavoratori") ?? "";
    const ente = params.get("ente");
    const piano = params.get("piano");
    /* eslint-disable react-hooks/set-state-in-effect -- the DOM and the address are known only after hydration */
    setNow(new Date());
    if (typed !== "") setWorkersText(typed);
    else if (workersInput && typedWorkers(fromAddress) !== null) {
      workersInput.value = fromAddress.trim();
      setWorkersText(fromAddress);
    }
    if (isBuyerType(checked) && checked !== "privato") setBuyerType(checked);
    else if (ente === "pubblico") {
      const radio = form?.querySelector<HTMLInputElement>('input[name="buyerType"][value="pubblico"]');
      if (radio) radio.checked = true;
      setBuyerType("pubblico");
    }
    if (isOrderPlanKey(piano)) setAddressPlan(piano);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [lead.formRef]);

  if (confirmation) return <ConfirmationCard {...confirmation} contractDays={contractDays} />;

  const workers = typedWorkers(workersText);
  const derived = workers === null ? null : derivePlan(workers);
  const plan = derived?.kind === "order" ? derived.plan.key : derived === null ? addressPlan : null;
  const publicBody = buyerType === "pubblico";
  const split = publicBody && splitPayment && terms.vatRegime !== "forfettario";
  const quote = summaryQuote(plan, terms, now, split);
  const workersField = lead.register("workers");
  const errors = lead.errors;
  const enterprise = derived?.kind === "enterprise" ? workers : null;
  const billingError = BILLING_FIELDS.some((field) => errors[field as OrderField]);

  return (
    <>
      <LeadForm
        lead={lead}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
        aria-label="Ordine online"
      >
        <div className="space-y-6">
          <RequiredNote />
          <OrderErrorSummary errors={errors} summary={summary} />
          <Group legend="Lavoratori e piano">
            <TextField
              label="Numero medio di lavoratori"
              inputMode="numeric"
              autoComplete="off"
              {...workersField}
              onChange={(event) => {
                setWorkersText(event.target.value);
                workersField.onChange();
              }}
              maxLength={7}
              aria-describedby="workers-piano workers-errore"
            />
            <PlanNote
              workers={workers}
              addressPlan={addressPlan}
              buyerType={buyerType}
              vatNote={priceVatNote(terms.vatRegime)}
            />
          </Group>
          {enterprise !== null ? (
            <EnterpriseRequest workers={enterprise} />
          ) : (
            <>
              <Group legend="L'ente">
                <BuyerChoice
                  initial={buyerType}
                  error={errors.buyerType}
                  onChoose={(type) => {
                    setBuyerType(type);
                    lead.register("buyerType").onChange();
                  }}
                />
                <Company
                  {...lead.register("companyName")}
                  required
                  label={publicBody ? "Denominazione dell'ente" : "Ragione sociale o denominazione"}
                />
                {publicBody ? (
                  <>
                    <TextField
                      key="taxCode-pubblico"
                      label="Codice fiscale dell'ente"
                      autoCapitalize="characters"
                      {...lead.register("taxCode")}
                      required
                      maxLength={20}
                    />
                    <div className="grid gap-x-4 sm:grid-cols-2">
                      <TextField
                        key="ipaCode"
                        label="Codice univoco ufficio (IPA)"
                        hint="6 caratteri: l'indirizzo della FatturaPA"
                        autoCapitalize="characters"
                        {...lead.register("ipaCode")}
                        required
                        maxLength={8}
                      />
                      <TextField
                        key="cig"
                        label="CIG (facoltativo)"
                        hint="10 caratteri, se l'hai già acquisito"
                        autoCapitalize="characters"
                        {...lead.register("cig")}
                        maxLength={12}
                      />
                    </div>
                    {terms.vatRegime !== "forfettario" && (
                      <Checkbox id="splitPayment" name="splitPayment" checked={splitPayment} onChange={setSplitPayment}>
                        L'ente applica la scissione dei pagamenti (split payment, art. 17-ter DPR 633/1972): ci paga
                        l'imponibile e versa l'IVA all'Erario
                      </Checkbox>
                    )}
                  </>
                ) : noVat ? (
                  <>
                    <TextField
                      key="taxCode-privato"
                      label="Codice fiscale"
                      hint="Per un'associazione o una fondazione senza partita IVA"
                      autoCapitalize="characters"
                      {...lead.register("taxCode")}
                      required
                      maxLength={20}
                    />
                    <button type="button" className="link text-sm" onClick={() => setNoVat(false)}>
                      L'ente ha la partita IVA
                    </button>
                  </>
                ) : (
                  <>
                    <TextField
                      key="vatNumber"
                      label="Partita IVA"
                      inputMode="numeric"
                      {...lead.register("vatNumber")}
                      required
                      maxLength={16}
                    />
                    <button type="button" className="link text-sm" onClick={() => setNoVat(true)}>
                      L'ente non ha la partita IVA
                    </button>
                  </>
                )}
              </Group>

              <Group legend="Referente">
                <Name {...lead.register("contactName")} label="Nome e cognome" />
                <Email {...lead.register("email")} />
                <TextField
                  label="Telefono (facoltativo)"
                  type="tel"
                  autoComplete="tel"
                  {...lead.register("phone")}
                  maxLength={ORDER_LIMITS.phone}
                />
              </Group>

              <details
                className="rounded-2xl border border-slate-200 p-4 sm:p-5"
                open={billingOpen || billingError}
                onToggle={(event) => setBillingOpen(event.currentTarget.open)}
              >
                <summary className="cursor-pointer text-lg font-bold text-slate-900">
                  Dati per la fattura e note (facoltativi)
                </summary>
                <div className="mt-3 space-y-1">
                  <p className="pb-2 text-sm text-slate-600">
                    Per l'offerta non servono: se non li indichi ora, te li chiediamo prima del contratto.
                  </p>
                  <TextField
                    label="Indirizzo della sede legale"
                    autoComplete="street-address"
                    {...lead.register("street")}
                    maxLength={ORDER_LIMITS.street}
                  />
                  <div className="grid gap-x-4 sm:grid-cols-[8rem_minmax(0,1fr)_8rem]">
                    <TextField
                      label="CAP"
                      inputMode="numeric"
                      autoComplete="postal-code"
                      {...lead.register("postalCode")}
                      maxLength={5}
                    />
                    <TextField
                      label="Comune"
                      autoComplete="address-level2"
                      {...lead.register("city")}
                      maxLength={ORDER_LIMITS.city}
                    />
                    <TextField
                      label="Provincia (sigla)"
                      autoCapitalize="characters"
                      {...lead.register("province")}
                      maxLength={2}
                    />
                  </div>
                  {!publicBody && (
                    <div className="grid gap-x-4 sm:grid-cols-2">
                      <TextField
                        key="sdiCode"
                        label="Codice destinatario SDI"
                        autoCapitalize="characters"
                        {...lead.register("sdiCode")}
                        maxLength={7}
                      />
                      <TextField label="PEC" type="email" {...lead.register("pec")} maxLength={ORDER_LIMITS.pec} />
                    </div>
                  )}
                  <TextAreaField
                    label="Note"
                    hint={NOT_A_REPORTING_CHANNEL_SHORT}
                    rows={3}
                    {...lead.register("notes")}
                    maxLength={ORDER_LIMITS.notes}
                  />
                </div>
              </details>
            </>
          )}
        </div>

        {enterprise === null && (
          <>
            {/* After the fields on a phone, so the total sits by the button; beside them at a desk. */}
            <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <OrderSummary plan={plan} terms={terms} now={now} splitPayment={split} />
            </div>
            <div className="space-y-3 lg:col-start-1">
              <Honeypot />
              <p className="text-sm text-slate-700">
                Come trattiamo i tuoi dati: leggi l'
                <a href="/privacy-policy#ordini-online" className="link">
                  informativa privacy
                </a>
                . Valgono le{" "}
                <a className="link" href={TERMS_PATH}>
                  condizioni del servizio
                </a>{" "}
                e l'
                <a className="link" href={DPA_PATH}>
                  accordo sul trattamento dei dati (PDF)
                </a>
                ; la richiesta non ti impegna finché non firmi il contratto.
              </p>
              <p className="font-semibold text-slate-900" aria-live="polite" data-order-total="">
                {totalLine(quote)}
              </p>
              <SubmitButton label="Richiedi l'offerta" sending={lead.sending} disabled={false} />
            </div>
          </>
        )}
      </LeadForm>
      <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />
    </>
  );
}

/** The order form island of /ordine: headcount and plan, the entity, live summary, confirmation. */
export default function OrderForm({ terms, contractDays = null }: { terms: OrderTerms; contractDays?: number | null }) {
  return (
    <ErrorBoundary>
      <OrderFormBody terms={terms} contractDays={contractDays} />
    </ErrorBoundary>
  );
}
