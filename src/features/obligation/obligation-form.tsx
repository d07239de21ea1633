import type { ChangeEventHandler, Ref, SubmitEventHandler } from "react";
import { ErrorText, TextField } from "../../components/ui/field.tsx";
import { messages } from "../../forms/messages.ts";
import { obligationMessages, type Field, type FieldErrors, type RawValues } from "./answers.ts";

/** The one address that answers without JavaScript (nginx proxies exactly this path to Node). */
export const VERIFY_PATH = "/normativa/verifica";

type ChoiceField = Exclude<Field, "lavoratori">;

function ChoiceGroup({
  name,
  legend,
  hint,
  options,
  values,
  errors,
}: {
  name: ChoiceField;
  legend: string;
  hint?: string;
  options: readonly (readonly [value: string, label: string])[];
  values: RawValues;
  errors: FieldErrors;
}) {
  const error = errors[name];
  const describedBy = hint ? `${name}-suggerimento ${name}-errore` : `${name}-errore`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      {hint && (
        <p id={`${name}-suggerimento`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map(([value, label]) => (
          <label
            key={value}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-4 py-2 text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${
              error ? "border-red-700" : "border-slate-300"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={values[name] === value}
              required
              aria-describedby={describedBy}
              {...(error ? { "aria-invalid": true } : {})}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <ErrorText id={name} error={error} />
    </fieldset>
  );
}

const YES_NO = [
  ["si", "Sì"],
  ["no", "No"],
] as const;

const YES_NO_UNSURE = [...YES_NO, ["nonso", "Non so"]] as const;

/** Art. 2 c.1 lett. p: many public-sector entities are companies that look private to their own staff. */
const PUBLIC_SECTOR_HINT =
  "Rispondi «Pubblico» anche per enti pubblici economici, organismi di diritto pubblico, concessionari di pubblico servizio, società a controllo pubblico e società in house, anche quotate (art. 2, comma 1, lett. p). In tal caso basta questa risposta.";

/** Art. 2 c.1 lett. q n. 2: the acts of Parts I.B and II of the annex, not whole economic sectors. */
const ANNEX_HINT =
  "Per esempio banche, intermediari finanziari, imprese di investimento, assicurazioni e altri soggetti antiriciclaggio; chi è soggetto alle norme UE sulla segnalazione di eventi nell'aviazione civile, sulla sicurezza marittima o sulle operazioni in mare nel settore degli idrocarburi. Non basta lavorare nei trasporti o con l'ambiente: un'impresa di autotrasporto o di raccolta dei rifiuti, solo per questo, non vi rientra.";

/**
 * The checker's questions: a GET form to /normativa/verifica that works without JavaScript; the
 * island fills the same markup in place. Inputs are uncontrolled (docs/decisions/0003).
 */
export function ObligationForm({
  values,
  errors,
  publicOnly = false,
  formRef,
  onChange,
  onSubmit,
}: {
  values: RawValues;
  errors: FieldErrors;
  /** A public entity answers only the first question: the others are hidden and not sent. */
  publicOnly?: boolean;
  formRef?: Ref<HTMLFormElement>;
  onChange?: ChangeEventHandler<HTMLFormElement>;
  onSubmit?: SubmitEventHandler<HTMLFormElement>;
}) {
  return (
    <form
      ref={formRef}
      action={VERIFY_PATH}
      method="get"
      noValidate
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label="Verifica dell'obbligo"
      className="space-y-5"
    >
      <p className="text-sm text-slate-600">{messages.requiredNote}</p>
      <ChoiceGroup
        name="ente"
        legend="La tua organizzazione appartiene al settore pubblico o privato?"
        hint={PUBLIC_SECTOR_HINT}
        options={[
          ["pubblico", "Pubblico"],
          ["privato", "Privato"],
        ]}
        values={values}
        errors={errors}
      />
      <fieldset disabled={publicOnly} hidden={publicOnly} className="space-y-5">
        <legend className="sr-only">Domande per le organizzazioni private</legend>
        <TextField
          id="lavoratori"
          label="Quanti lavoratori ha impiegato in media nell'ultimo anno?"
          hint="Lavoratori subordinati, a tempo indeterminato o determinato: un numero intero da 0 a 1.000.000."
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          defaultValue={values.lavoratori ?? ""}
          error={errors.lavoratori}
        />
        <ChoiceGroup
          name="modello231"
          legend="Ha adottato un modello di organizzazione e gestione ai sensi del D.Lgs. 231/2001 (Modello 231)?"
          options={YES_NO}
          values={values}
          errors={errors}
        />
        <ChoiceGroup
          name="settore"
          legend="Rientra nell'ambito di applicazione degli atti UE delle parti I.B e II dell'allegato al decreto?"
          hint={ANNEX_HINT}
          options={YES_NO_UNSURE}
          values={values}
          errors={errors}
        />
      </fieldset>
      <button type="submit" className="btn btn-primary w-full sm:w-auto">
        Verifica
      </button>
    </form>
  );
}

/** Shown above the form when answers are missing or invalid, with a link to each field. */
export function ErrorSummary({ errors, id }: { errors: FieldErrors; id?: string }) {
  const fields = Object.keys(errors) as Field[];
  if (fields.length === 0) return null;
  return (
    <div id={id} tabIndex={-1} className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{obligationMessages.summary}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {fields.map((field) => (
          <li key={field}>
            <a className="underline" href={`#${field === "lavoratori" ? "lavoratori" : `${field}-errore`}`}>
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
