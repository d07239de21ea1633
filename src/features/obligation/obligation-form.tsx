import type { ChangeEventHandler, Ref, SubmitEventHandler } from "react";
import { ChoiceGroup } from "../../components/ui/choice-group.tsx";
import { TextField } from "../../components/ui/field.tsx";
import {
  ANNEX_HINT,
  ENTE_OPTIONS,
  obligationQuestions as questions,
  YES_NO,
  YES_NO_UNSURE,
} from "../../config/obligation-questions.ts";
import { messages } from "../../forms/messages.ts";
import { obligationMessages, type Field, type FieldErrors, type RawValues } from "./answers.ts";

/** The one address that answers without JavaScript (nginx proxies exactly this path to Node). */
export const VERIFY_PATH = "/normativa/verifica";

/**
 * The checker's questions: a GET form to /normativa/verifica that works without JavaScript; the
 * island fills the same markup in place. Inputs are uncontrolled (docs/decisions/0003).
 */
export function ObligationForm({
  values,
  errors,
  publicOnly = false,
  publicCompany = false,
  formRef,
  onChange,
  onSubmit,
}: {
  values: RawValues;
  errors: FieldErrors;
  /** A public entity answers only the first question: the others are hidden and not sent. */
  publicOnly?: boolean;
  /** «Privato», then a company of the public sector (art. 2 c.1 lett. p): the size questions are hidden and not sent. */
  publicCompany?: boolean;
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
      <ChoiceGroup name="ente" legend={questions.ente} options={ENTE_OPTIONS} value={values.ente} error={errors.ente} />
      <fieldset disabled={publicOnly} hidden={publicOnly} className="space-y-5">
        {/*
         * Without JavaScript these questions stay on screen for a public entity too: say whom they are
         * for (F1). Not «organizzazioni private»: the first asks a «Privato» whether it is public after
         * all (buyer walk M6).
         */}
        <legend className="font-semibold text-slate-900">Solo per chi risponde «Privato»</legend>
        <ChoiceGroup
          name="controllo"
          legend={questions.controllo}
          options={YES_NO}
          value={values.controllo}
          error={errors.controllo}
        />
        <fieldset disabled={publicCompany} hidden={publicCompany} className="space-y-5">
          <TextField
            id="lavoratori"
            label={questions.lavoratori}
            hint={questions.lavoratoriHint}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={30}
            defaultValue={values.lavoratori ?? ""}
            error={errors.lavoratori}
          />
          <ChoiceGroup
            name="modello231"
            legend={questions.modello231}
            options={YES_NO}
            value={values.modello231}
            error={errors.modello231}
          />
          <ChoiceGroup
            name="settore"
            legend={questions.settore}
            hint={ANNEX_HINT}
            options={YES_NO_UNSURE}
            value={values.settore}
            error={errors.settore}
          />
        </fieldset>
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
