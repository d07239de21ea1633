import { useEffect, useRef, useState } from "react";
import { TextAreaField, TextField } from "../../components/ui/field.tsx";
import { Toasts } from "../../components/ui/toast.tsx";
import { Company, Email, Name } from "../../forms/lead-fields.tsx";
import { Checkbox, Honeypot, RequiredNote, SubmitButton } from "../../forms/form-parts.tsx";
import { LeadForm } from "../../forms/lead-form.tsx";
import { formIsland } from "../../forms/form-island.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { DPA_PATH, TERMS_PATH } from "../../config/documents.ts";
import { kitHref } from "../../config/activation-kit-links.ts";
import { ANAC_CALENDAR_YEAR, priceVatNote, type OrderPlanKey } from "../../config/plans.ts";
import { NOT_A_REPORTING_CHANNEL_SHORT } from "../../forms/not-a-reporting-channel.ts";
import { derivePlan, typedWorkers } from "./order-plans.ts";
import { choicesInDom, prefillValues, readOrderPrefill } from "./order-prefill.ts";
import {
  AcnOrderNotice,
  BILLING_FIELDS,
  BuyerChoice,
  type Confirmation,
  ConfirmationCard,
  EnterpriseRequest,
  Group,
  OrderErrorSummary,
  PlanNote,
  PUBLIC_PEC_ID,
  PUBLIC_SDI_ID,
  PUBLIC_VAT_ID,
  PublicInvoiceChoice,
} from "./order-form-parts.tsx";
import { OrderSummary, summaryQuote, totalLine, type OrderTerms } from "./order-summary.tsx";
import {
  type BuyerType,
  isBuyerType,
  isPublicInvoiceRoute,
  ORDER_LIMITS,
  orderFieldsSchema,
  orderMessages,
  type PublicInvoiceRoute,
} from "./schema.ts";
import { NO_VAT_KEY, ORDER_POST_PATH, type OrderPageState } from "./order-page-state.ts";

type OrderField = keyof typeof orderFieldsSchema.shape;
type FormState = Extract<OrderPageState, { kind: "form" }>;

// Shown and hidden by CSS from the ticked radio and box (group-has-[…]), so the form works without
// JavaScript (the server drops what does not apply); with it, React also disables what is hidden,
// so FormData leaves it out (decision 0033). Classes are written whole: Tailwind finds them here.

/** A value of the API's answer or of the fields sent, as text ("" when absent). */
const text = (value: unknown): string => (typeof value === "string" ? value : "");

function OrderFormBody({
  terms,
  contractDays,
  page,
  search,
}: {
  terms: OrderTerms;
  contractDays: number | null;
  /** The server's answer to the plain POST: the form again with values and messages, or the confirmation. */
  page?: OrderPageState;
  /** The address's query, for the server's render of /ordine?piano=…; the island reads its own. */
  search?: string;
}) {
  const server: FormState | null = page?.kind === "form" ? page : null;
  // The answers the address carries (?lavoratori= and ?ente= from the checker, ?piano= from the
  // plan cards), read as the server reads them when it renders the page without JavaScript: the
  // first render is the same on both sides (order-prefill.ts, decision 0007).
  const [prefill] = useState(() =>
    page ? null : readOrderPrefill(search ?? (typeof window === "undefined" ? "" : window.location.search)),
  );
  const values = server?.values ?? prefillValues(prefill);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(
    page?.kind === "confirmation" ? page.confirmation : null,
  );
  const [workersText, setWorkersText] = useState(values["workers"] ?? "");
  const [buyerType, setBuyerType] = useState<BuyerType>(
    isBuyerType(values["buyerType"]) ? values["buyerType"] : "privato",
  );
  const [noVat, setNoVat] = useState(values[NO_VAT_KEY] === "on");
  const [publicInvoice, setPublicInvoice] = useState<PublicInvoiceRoute>(
    isPublicInvoiceRoute(values["publicInvoice"]) ? values["publicInvoice"] : "ipa",
  );
  const [splitPayment, setSplitPayment] = useState(values["splitPayment"] === "on");
  const [addressPlan] = useState<OrderPlanKey | null>(prefill?.plan ?? null);
  const [billingOpen, setBillingOpen] = useState(false);
  // The promotion is checked against the visitor's clock, known only once hydrated (or the server's).
  const [now, setNow] = useState<Date | null>(server ? new Date(server.now) : null);
  // Until React runs, the radio and the box show and hide fields through CSS alone.
  const [hydrated, setHydrated] = useState(false);
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
        notice: text(answer["notice"]) || null,
        buyerType: sent["buyerType"] === "pubblico" ? "pubblico" : "privato",
      });
      window.scrollTo({ top: 0 });
    },
  });

  useEffect(() => {
    const dom = choicesInDom(lead.formRef.current);
    /* eslint-disable react-hooks/set-state-in-effect -- the DOM is known only after hydration */
    setNow(new Date());
    setHydrated(true);
    if (dom.noVat) setNoVat(true);
    if (dom.splitPayment) setSplitPayment(true);
    if (isPublicInvoiceRoute(dom.publicInvoice)) setPublicInvoice(dom.publicInvoice);
    if (dom.workers !== "") setWorkersText(dom.workers);
    if (isBuyerType(dom.buyerType) && dom.buyerType !== "privato") setBuyerType(dom.buyerType);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [lead.formRef]);

  if (confirmation) {
    return <ConfirmationCard {...confirmation} contractDays={contractDays} vatRegime={terms.vatRegime} />;
  }

  const workers = typedWorkers(workersText);
  const derived = workers === null ? null : derivePlan(workers);
  const plan = derived?.kind === "order" ? derived.plan.key : derived === null ? addressPlan : null;
  const publicBody = buyerType === "pubblico";
  const split = publicBody && splitPayment && terms.vatRegime !== "forfettario";
  const quote = summaryQuote(plan, terms, now, split);
  const workersField = lead.register("workers");
  const errors: Partial<Record<string, string>> = server?.errors ?? lead.errors;
  // The server's page keeps every field, the headcount's message among the errors.
  const enterprise = derived?.kind === "enterprise" && !server ? workers : null;
  // A public body's SDI code is in its own group, not in the billing box.
  const billingError = BILLING_FIELDS.some(
    (field) => errors[field as OrderField] && !(publicBody && (field === "sdiCode" || field === "pec")),
  );
  /** A field with what the server's page gives back: the value typed and its message. */
  const field = (name: OrderField) => ({
    ...lead.register(name),
    error: errors[name],
    ...(values[name] !== undefined ? { defaultValue: values[name] } : {}),
  });
  /** With React, a private buyer's fields are left out of a public body's order. */
  const hidePrivate = hydrated && publicBody;
  /** A controlled company's own P.IVA, SDI code and PEC: before React, all fields are posted (0038). */
  const publicCompany = !hydrated || (publicBody && publicInvoice === "sdi");

  return (
    <>
      <LeadForm
        lead={lead}
        className="group grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
        aria-label="Ordine online"
        method="post"
        action={ORDER_POST_PATH}
      >
        <div className="space-y-6">
          <RequiredNote />
          {server?.problem && (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
              data-order-problem=""
            >
              {server.problem}
            </p>
          )}
          <OrderErrorSummary errors={errors} summary={summary} publicBody={publicBody} />
          {/* Sent here as a public body (?ente=pubblico), a comune reads first that it cannot order. */}
          {prefill?.publicBody && terms.acnQualified !== true && <AcnOrderNotice />}
          <Group legend="Lavoratori e piano">
            <TextField
              label="Numero medio di lavoratori"
              hint={`Subordinati, media dell'ultimo anno, anche con decimali (49,5 è sotto 50). ${ANAC_CALENDAR_YEAR}`}
              inputMode="decimal"
              autoComplete="off"
              {...workersField}
              error={errors["workers"]}
              {...(values["workers"] !== undefined ? { defaultValue: values["workers"] } : {})}
              onChange={(event) => {
                setWorkersText(event.target.value);
                workersField.onChange();
              }}
              maxLength={10}
              aria-describedby="workers-suggerimento workers-piano workers-errore"
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
                  error={errors["buyerType"]}
                  acnQualified={terms.acnQualified === true}
                  onChoose={(type) => {
                    setBuyerType(type);
                    lead.register("buyerType").onChange();
                  }}
                />
                <Company
                  {...field("companyName")}
                  required
                  label={publicBody ? "Denominazione dell'ente" : "Ragione sociale o denominazione"}
                />
                <div className="space-y-1 group-has-[#buyerType-pubblico:checked]:hidden">
                  <div className="group-has-[#noVat:checked]:hidden">
                    <TextField
                      label="Partita IVA"
                      inputMode="numeric"
                      {...field("vatNumber")}
                      required
                      maxLength={16}
                      disabled={hidePrivate || (hydrated && noVat)}
                    />
                  </div>
                  <div className="pb-2">
                    <Checkbox id={NO_VAT_KEY} name={NO_VAT_KEY} checked={noVat} onChange={setNoVat}>
                      L'ente non ha la partita IVA
                    </Checkbox>
                  </div>
                </div>
                <div className="hidden group-has-[#buyerType-pubblico:checked]:block group-has-[#noVat:checked]:block">
                  <TextField
                    label={publicBody || !hydrated ? "Codice fiscale dell'ente" : "Codice fiscale"}
                    {...(hydrated && !publicBody
                      ? { hint: "Per un'associazione o una fondazione senza partita IVA" }
                      : {})}
                    autoCapitalize="characters"
                    {...field("taxCode")}
                    required
                    maxLength={20}
                    disabled={hydrated && !publicBody && !noVat}
                  />
                </div>
                <div className="hidden group-has-[#buyerType-pubblico:checked]:block">
                  <PublicInvoiceChoice
                    initial={publicInvoice}
                    error={errors["publicInvoice"]}
                    disabled={hydrated && !publicBody}
                    onChoose={(route) => {
                      setPublicInvoice(route);
                      lead.register("publicInvoice").onChange();
                    }}
                  />
                  <div className="grid gap-x-4 sm:grid-cols-2">
                    <div className="group-has-[#publicInvoice-sdi:checked]:hidden">
                      <TextField
                        label="Codice univoco ufficio (IPA)"
                        hint="6 caratteri: l'indirizzo della FatturaPA"
                        autoCapitalize="characters"
                        {...field("ipaCode")}
                        required
                        maxLength={8}
                        disabled={hydrated && !(publicBody && publicInvoice === "ipa")}
                      />
                    </div>
                    <div className="hidden group-has-[#publicInvoice-sdi:checked]:block">
                      {/* Named as the billing box's field, which is off for a public body (without
                          JavaScript the server keeps this one): one sdiCode reaches the API. */}
                      {/* A controlled or in-house company is a company: its P.IVA, and SDI code or PEC. */}
                      <TextField
                        label="Partita IVA della società"
                        inputMode="numeric"
                        {...field("vatNumber")}
                        id={PUBLIC_VAT_ID}
                        required
                        maxLength={16}
                        disabled={!publicCompany}
                      />
                      <TextField
                        label="Codice destinatario SDI della società"
                        hint="7 caratteri, lettere o cifre; se la società non ne ha uno, indica la sua PEC"
                        autoCapitalize="characters"
                        {...field("sdiCode")}
                        id={PUBLIC_SDI_ID}
                        maxLength={9}
                        disabled={!publicCompany}
                      />
                      <TextField
                        label="PEC della società (se non ha il codice destinatario)"
                        type="email"
                        {...field("pec")}
                        id={PUBLIC_PEC_ID}
                        maxLength={ORDER_LIMITS.pec}
                        disabled={!publicCompany}
                      />
                    </div>
                    <TextField
                      label="CIG (se già acquisito)"
                      hint="10 caratteri. Serve prima del contratto e della fattura (art. 3 L. 136/2010): se non l'hai ancora, comunicacelo dopo."
                      autoCapitalize="characters"
                      {...field("cig")}
                      maxLength={12}
                      disabled={hydrated && !publicBody}
                    />
                  </div>
                  {terms.vatRegime !== "forfettario" && (
                    <>
                      <Checkbox id="splitPayment" name="splitPayment" checked={splitPayment} onChange={setSplitPayment}>
                        L'ente è tenuto alla scissione dei pagamenti (split payment, art. 17-ter DPR 633/1972)
                      </Checkbox>
                      <p className="hidden pt-1 text-sm text-slate-600 group-has-[#publicInvoice-sdi:checked]:block">
                        Una società a controllo pubblico o in house vi è tenuta solo se è negli elenchi previsti
                        dall'art. 17-ter, comma 1-bis: lo dichiari tu.
                      </p>
                    </>
                  )}
                </div>
              </Group>

              <Group legend="Referente">
                <Name {...field("contactName")} label="Nome e cognome" />
                <Email {...field("email")} />
                <TextField
                  label="Telefono (facoltativo)"
                  type="tel"
                  autoComplete="tel"
                  {...field("phone")}
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
                    Per il preventivo non servono: se non li indichi ora, te li chiediamo prima del contratto.
                  </p>
                  <TextField
                    label="Indirizzo della sede legale"
                    autoComplete="street-address"
                    {...field("street")}
                    maxLength={ORDER_LIMITS.street}
                  />
                  <div className="grid gap-x-4 sm:grid-cols-[8rem_minmax(0,1fr)_8rem]">
                    <TextField
                      label="CAP"
                      inputMode="numeric"
                      autoComplete="postal-code"
                      {...field("postalCode")}
                      maxLength={5}
                    />
                    <TextField
                      label="Comune"
                      autoComplete="address-level2"
                      {...field("city")}
                      maxLength={ORDER_LIMITS.city}
                    />
                    <TextField
                      label="Provincia (sigla)"
                      autoCapitalize="characters"
                      {...field("province")}
                      maxLength={2}
                    />
                  </div>
                  <div className="grid gap-x-4 sm:grid-cols-2 group-has-[#buyerType-pubblico:checked]:hidden">
                    <TextField
                      label="Codice destinatario SDI"
                      autoCapitalize="characters"
                      {...field("sdiCode")}
                      maxLength={7}
                      disabled={hidePrivate}
                    />
                    <TextField
                      label="PEC"
                      type="email"
                      {...field("pec")}
                      maxLength={ORDER_LIMITS.pec}
                      disabled={hidePrivate}
                    />
                  </div>
                  <TextAreaField
                    label="Note"
                    hint={NOT_A_REPORTING_CHANNEL_SHORT}
                    rows={3}
                    {...field("notes")}
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
              <OrderSummary plan={plan} terms={terms} now={now} splitPayment={split} scripted={hydrated} />
            </div>
            <div className="space-y-3 lg:col-start-1">
              <Honeypot />
              <p className="text-sm text-slate-700">
                Come trattiamo i tuoi dati: leggi l'
                <a href="/privacy-policy#ordini-online" className="link">
                  informativa privacy
                </a>
                . Le{" "}
                <a className="link" href={TERMS_PATH}>
                  condizioni del servizio
                </a>{" "}
                e l'
                <a className="link" href={DPA_PATH}>
                  accordo sul trattamento dei dati (PDF)
                </a>{" "}
                sono quelli che riceverai da firmare.
              </p>
              <p className="font-semibold text-slate-900" aria-live="polite" data-order-total="">
                {totalLine(quote, hydrated)}
              </p>
              <SubmitButton label="Richiedi il preventivo" sending={lead.sending} disabled={false} />
            </div>
          </>
        )}
      </LeadForm>
      <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />
    </>
  );
}

/** The order form island of /ordine: headcount and plan, the entity, live summary, confirmation. */
export default formIsland(OrderFormBody);
