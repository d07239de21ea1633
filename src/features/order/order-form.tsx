import { useEffect, useRef, useState, type ReactNode } from "react";
import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { TextAreaField, TextField } from "../../components/ui/field.tsx";
import { Toasts } from "../../components/ui/toast.tsx";
import { Company, Email, Name } from "../../forms/lead-fields.tsx";
import { RequiredNote } from "../../forms/form-parts.tsx";
import { ConsentAndSubmit, LeadForm } from "../../forms/lead-form.tsx";
import { formIsland } from "../../forms/form-island.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { TERMS_PATH } from "../../config/documents.ts";
import { kitHref } from "../../config/activation-kit-links.ts";
import { isOrderPlanKey, ORDER_PLANS } from "./order-plans.ts";
import { OrderSummary, type OrderTerms } from "./order-summary.tsx";
import { ENTERPRISE_FROM, ORDER_PLAN_KEYS, priceVatNote, type OrderPlanKey } from "../../config/plans.ts";
import { NOT_A_REPORTING_CHANNEL_SHORT } from "../../forms/not-a-reporting-channel.ts";
import { CONTRACT_SENTENCE, ORDER_STEPS_BEFORE_CONFIRMATION } from "./quote-data.ts";
import { formatCents } from "./quote.ts";
import { ORDER_LIMITS, orderFieldsSchema, orderMessages } from "./schema.ts";

interface Confirmation {
  number: string;
  email: string;
  /** The kit's form opens with the ordering entity's name and workers (issue 21). */
  kit: string;
}

function ConfirmationCard({ number, email, kit }: Confirmation) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8" data-order-confirmation="">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-emerald-900">
        Richiesta ricevuta: ordine n. {number}
      </h2>
      <p className="mt-3 text-emerald-900">
        Grazie. Ti abbiamo scritto a <strong>{email}</strong>. Apri il link nell'e-mail e conferma il tuo indirizzo: ti
        inviamo subito la nostra offerta n. {number} in PDF. Se non trovi l'e-mail, controlla anche la posta
        indesiderata. Il link vale {CONFIRMATION_TTL_HOURS} ore.
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
        <a href={kit} className="btn btn-primary">
          Prepara i documenti
        </a>
        <a href="/" className="btn btn-secondary">
          Torna alla home
        </a>
        <a href="/funzionalita" className="btn btn-secondary">
          Scopri le funzionalità
        </a>
      </div>
    </div>
  );
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-1 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-slate-900">{legend}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** Uncontrolled radios: one ticked before hydration stays ticked. */
function PlanChoice({
  error,
  onChoose,
  vatNote,
}: {
  error: string | undefined;
  onChoose: (plan: OrderPlanKey) => void;
  vatNote: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby="plan-label">
      <p id="plan-label" className="text-sm font-medium text-slate-800">
        Piano
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </p>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        {ORDER_PLAN_KEYS.map((key) => {
          const { plan: details, minWorkers, maxWorkers } = ORDER_PLANS[key];
          return (
            <label
              key={key}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
            >
              <input
                type="radio"
                name="plan"
                value={key}
                onChange={() => onChoose(key)}
                aria-invalid={error ? true : undefined}
                aria-describedby="plan-errore"
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-bold text-slate-900">{details.name}</span>
                <span className="block text-sm text-slate-700">
                  {formatCents(details.yearlyPrice * 100)} l'anno, {vatNote}
                </span>
                <span className="block text-sm text-slate-600">
                  {minWorkers === 0
                    ? `Da 50 a ${maxWorkers} lavoratori; anche meno di 50 per gli enti obbligati (Modello 231 o atti UE dell'allegato al decreto)`
                    : `Da ${minWorkers} a ${maxWorkers} lavoratori`}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p id="plan-errore" className="mt-1 min-h-5 text-sm text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}

/** A value of the API's answer or of the fields sent, as text ("" when absent). */
const text = (value: unknown): string => (typeof value === "string" ? value : "");

function OrderFormBody({ terms }: { terms: OrderTerms }) {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [plan, setPlan] = useState<OrderPlanKey | null>(null);
  const [workers, setWorkers] = useState("");
  // The promotion is checked against the visitor's clock, known only once hydrated.
  const [now, setNow] = useState<Date | null>(null);
  const lead = useLeadForm({
    endpoint: "/api/order",
    schema: orderFieldsSchema,
    sendFailure: orderMessages.sendFailure,
    onSuccess: (answer, sent) => {
      // The values the schema parsed: the number of workers is a number by now.
      const workers = sent["workers"];
      const kit = kitHref({
        denominazione: text(sent["companyName"]),
        ...(typeof workers === "number" ? { lavoratori: workers } : {}),
      });
      setConfirmation({ number: text(answer["number"]), email: text(sent["email"]), kit });
      window.scrollTo({ top: 0 });
    },
  });

  useEffect(() => {
    // A plan ticked or a number typed before hydration lives in the DOM only; else ?piano= chooses.
    const form = lead.formRef.current;
    const checked = form?.querySelector<HTMLInputElement>('input[name="plan"]:checked')?.value;
    const fromAddress = new URLSearchParams(window.location.search).get("piano");
    const typed = form?.querySelector<HTMLInputElement>('input[name="workers"]')?.value ?? "";
    /* eslint-disable react-hooks/set-state-in-effect -- the DOM and the address are known only after hydration */
    setNow(new Date());
    if (isOrderPlanKey(checked)) {
      setPlan(checked);
    } else if (isOrderPlanKey(fromAddress)) {
      const radio = form?.querySelector<HTMLInputElement>(`input[name="plan"][value="${fromAddress}"]`);
      if (radio) radio.checked = true;
      setPlan(fromAddress);
    }
    if (typed !== "") setWorkers(typed);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [lead.formRef]);

  if (confirmation) return <ConfirmationCard {...confirmation} />;

  const planField = lead.register("plan");
  const workersField = lead.register("workers");
  const count = Number(workers);
  const enterprise = /^\d+$/.test(workers.trim()) && count >= ENTERPRISE_FROM;
  const under50 = /^\d+$/.test(workers.trim()) && count < 50;

  return (
    <>
      <LeadForm
        lead={lead}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
        aria-label="Ordine online"
      >
        <div className="space-y-6">
          <RequiredNote />
          <Group legend="Piano e lavoratori">
            <PlanChoice
              vatNote={priceVatNote(terms.vatRegime)}
              error={planField.error}
              onChoose={(key) => {
                setPlan(key);
                planField.onChange();
              }}
            />
            <TextField
              label="Numero medio di lavoratori"
              inputMode="numeric"
              autoComplete="off"
              {...workersField}
              onChange={(event) => {
                setWorkers(event.target.value);
                workersField.onChange();
              }}
              maxLength={7}
              aria-describedby={`workers-errore workers-aiuto`}
            />
            <p id="workers-aiuto" className="-mt-4 min-h-10 text-sm text-slate-600" aria-live="polite">
              {enterprise ? (
                <>
                  Da {ENTERPRISE_FROM} lavoratori il piano adatto è Enterprise, su preventivo:{" "}
                  <a href="/contatti?piano=enterprise" className="link">
                    chiedilo dalla pagina Contatti
                  </a>
                  .
                </>
              ) : under50 ? (
                <>
                  Sotto i 50 lavoratori un soggetto privato è obbligato se ha un Modello 231 o rientra negli atti UE
                  dell'allegato al decreto:{" "}
                  <a href="/normativa#sei-obbligato" className="link">
                    verifica se lo è il tuo
                  </a>
                  .
                </>
              ) : (
                "La media dell'ultimo anno, a tempo indeterminato e determinato."
              )}
            </p>
          </Group>
        </div>

        <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <OrderSummary plan={plan} terms={terms} now={now} />
        </div>

        <div className="space-y-6">
          <Group
            legend="Dati dell'ente"
            hint="Indica la partita IVA o, se l'ente non ce l'ha (per esempio un'associazione o una fondazione), il codice fiscale."
          >
            <Company {...lead.register("companyName")} label="Ragione sociale o denominazione" />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                label="Partita IVA (se presente)"
                inputMode="numeric"
                {...lead.register("vatNumber")}
                maxLength={16}
              />
              <TextField
                label="Codice fiscale (obbligatorio senza partita IVA)"
                autoCapitalize="characters"
                {...lead.register("taxCode")}
                maxLength={20}
              />
            </div>
            <TextField label="Indirizzo della sede legale" autoComplete="street-address" {...lead.register("street")} />
            <div className="grid gap-x-4 sm:grid-cols-[8rem_minmax(0,1fr)_8rem]">
              <TextField
                label="CAP"
                inputMode="numeric"
                autoComplete="postal-code"
                {...lead.register("postalCode")}
                maxLength={5}
              />
              <TextField label="Comune" autoComplete="address-level2" {...lead.register("city")} />
              <TextField
                label="Provincia (sigla)"
                autoCapitalize="characters"
                {...lead.register("province")}
                maxLength={2}
              />
            </div>
          </Group>

          <Group legend="Fatturazione elettronica" hint="Indica il codice destinatario SDI, la PEC o entrambi.">
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                label="Codice destinatario SDI"
                autoCapitalize="characters"
                {...lead.register("sdiCode")}
                maxLength={7}
              />
              <TextField label="PEC" type="email" {...lead.register("pec")} maxLength={ORDER_LIMITS.pec} />
            </div>
          </Group>

          <Group legend="Referente">
            <Name {...lead.register("contactName")} label="Nome e cognome" />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Email {...lead.register("email")} />
              <TextField
                label="Telefono (facoltativo)"
                type="tel"
                autoComplete="tel"
                {...lead.register("phone")}
                maxLength={ORDER_LIMITS.phone}
              />
            </div>
            <TextAreaField
              label="Note (facoltativo)"
              hint={NOT_A_REPORTING_CHANNEL_SHORT}
              rows={3}
              {...lead.register("notes")}
              maxLength={ORDER_LIMITS.notes}
            />
          </Group>

          <div className="space-y-4">
            <ConsentAndSubmit lead={lead} name="order" label="Invia la richiesta d'ordine" />
            <p className="text-sm text-slate-600">
              Dopo l'invio confermi il tuo indirizzo dal link che ti inviamo per e-mail e ricevi subito la nostra
              offerta in PDF. Dopo la nostra verifica ti inviamo il contratto e l'accordo sul trattamento dei dati
              personali. {CONTRACT_SENTENCE} Valgono le{" "}
              <a className="link" href={TERMS_PATH}>
                condizioni del servizio
              </a>
              .
            </p>
          </div>
        </div>
      </LeadForm>
      <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />
    </>
  );
}

/** The order form island of /ordine: plan, billing data, live summary, confirmation. */
export default formIsland(OrderFormBody);
