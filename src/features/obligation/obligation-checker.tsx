import { useCallback, useEffect, useRef, useState, type SubmitEvent } from "react";
import { ErrorBoundary } from "../../components/ui/error-boundary.tsx";
import type { VatRegime } from "../../config/load-site-config.ts";
import { FIELDS, parseAnswers, readValues, toQuery, type FieldErrors, type RawValues } from "./answers.ts";
import { ErrorSummary, ObligationForm } from "./obligation-form.tsx";
import { ObligationResult, resultSummary } from "./obligation-result.tsx";
import type { ResultFacts } from "./obligation-result-plan.tsx";
import { assess } from "./rules.ts";

const RESULT_HEADING = "risultato-verifica";

/** Reads every answer from the form, including fields a disabled fieldset keeps out of FormData. */
function readForm(form: HTMLFormElement): RawValues {
  const values: RawValues = {};
  for (const field of FIELDS) {
    // Every answer is a text input or a group of radios (a RadioNodeList): both have a value.
    const value = (form.elements.namedItem(field) as HTMLInputElement | RadioNodeList | null)?.value;
    if (value) values[field] = value;
  }
  return values;
}

function writeForm(form: HTMLFormElement, values: RawValues): void {
  for (const field of FIELDS) {
    const control = form.elements.namedItem(field);
    const value = values[field] ?? "";
    if (control instanceof RadioNodeList) {
      for (const radio of control) if (radio instanceof HTMLInputElement) radio.checked = radio.value === value;
    } else if (control instanceof HTMLInputElement) {
      control.value = value;
    }
  }
}

/** Keeps the answers in the address, so that it can be shared (replaceState: no history entries). */
function updateAddress(values: RawValues): void {
  const params = new URLSearchParams(window.location.search);
  for (const field of FIELDS) params.delete(field);
  const ours = toQuery(values);
  const rest = params.toString();
  const search = [ours, rest].filter(Boolean).join("&");
  // The same address again is harmless: replaceState adds no entry.
  window.history.replaceState(
    window.history.state,
    "",
    `${search ? `?${search}` : window.location.pathname}${window.location.hash}`,
  );
}

function Checker({ facts }: { facts: ResultFacts }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RawValues>({});
  // Missing answers are pointed out only after a submit or a shared address; a wrong number at once.
  const [complete, setComplete] = useState(false);
  const [ready, setReady] = useState(false);
  // The address as the island found it: the first answers update it before the effect below runs.
  const [sharedSearch] = useState(() => (typeof window === "undefined" ? "" : window.location.search));

  useEffect(() => {
    // After hydration, from the two places that hold answers React has not seen yet.
    const frame = requestAnimationFrame(() => {
      const form = formRef.current;
      if (!form) return;
      const shared = readValues(new URLSearchParams(sharedSearch));
      if (Object.keys(shared).length > 0) {
        writeForm(form, shared);
        setComplete(true);
      }
      // What was chosen or typed before React arrived is already in the form.
      const values = readForm(form);
      setValues(values);
      updateAddress(values);
      setReady(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [sharedSearch]);

  const refresh = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const next = readForm(form);
    setValues(next);
    updateAddress(next);
  }, []);

  const parsed = parseAnswers(values);
  const errors: FieldErrors = {};
  if (!parsed.ok) {
    for (const [field, message] of Object.entries(parsed.errors) as [keyof FieldErrors, string][]) {
      if (complete || (field === "lavoratori" && values.lavoratori)) errors[field] = message;
    }
  }
  const assessment = parsed.ok ? assess(parsed.answers) : null;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    refresh();
    setComplete(true);
    const form = event.currentTarget;
    const result = parseAnswers(readForm(form));
    requestAnimationFrame(() => {
      if (result.ok) {
        // The verdict card from its top, below the fixed header (its scroll margin), not centred.
        const heading = document.getElementById(RESULT_HEADING);
        heading?.focus({ preventScroll: true });
        heading?.scrollIntoView({ block: "start" });
      } else document.getElementById("errori-verifica")?.focus();
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-ready={ready ? "" : undefined}>
      <div className="space-y-5">
        {complete && <ErrorSummary errors={errors} id="errori-verifica" />}
        <ObligationForm
          values={{}}
          errors={errors}
          publicOnly={values.ente === "pubblico"}
          publicCompany={values.ente === "privato" && values.controllo === "si"}
          formRef={formRef}
          onChange={refresh}
          onSubmit={submit}
        />
      </div>
      <div>
        <p role="status" className="sr-only">
          {parsed.ok && assessment ? resultSummary(assessment, parsed.answers) : ""}
        </p>
        {parsed.ok && assessment ? (
          <ObligationResult
            assessment={assessment}
            answers={parsed.answers}
            level={3}
            headingId={RESULT_HEADING}
            facts={facts}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
            Rispondi alle domande: il risultato compare qui.
          </p>
        )}
      </div>
    </div>
  );
}

/** The 'Sei obbligato?' island of /normativa: hydrates on first use, or at once for a shared address. */
/**
 * `vatRegime` is passed only under the regime forfettario and `promo` (the promotion's last
 * instant, in seconds) only while one is built in (normativa.astro): the usual page carries no
 * island props, and a short name costs /normativa the fewest bytes.
 */
export default function ObligationChecker({
  vatRegime = "ordinario",
  promo = null,
  voice = false,
  acn = false,
}: {
  vatRegime?: VatRegime;
  promo?: number | null;
  /** The operator's facts declare voice messages (voiceReports): passed only then. */
  voice?: boolean;
  /** The facts declare the service's ACN qualification (publicProcurement.acnQualification): passed only then. */
  acn?: boolean;
}) {
  return (
    <ErrorBoundary>
      <Checker facts={{ vatRegime, promotionEnd: promo, voiceReports: voice, acnQualified: acn }} />
    </ErrorBoundary>
  );
}
