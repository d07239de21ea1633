import { CaptchaField } from "./captcha-field.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import type { ReactNode } from "react";
import { Toasts } from "../components/ui/toast.tsx";
import { RequiredNote, SubmitButton } from "./form-parts.tsx";
import { ConsentAndSubmit, LeadForm, type LeadFormState } from "./lead-form.tsx";
import type { QuestionPageState } from "./question-form-page.ts";
import type { CaptchaChallenge } from "./use-captcha.ts";
import type { useLeadForm } from "./use-lead-form.ts";

/*
 * A spec form that is also posted without JavaScript (docs/decisions/0045, 0046): the server's
 * messages above the fields, its question and a submit that works without React. In a module of its own: its class names stay out of the other forms' code, so
 * their pages' CSS keeps none of them (the first round trip, scripts/page-css.ts).
 */

/**
 * `served`: the server's answer to the POST, rendered without the island (React never runs there);
 * `captcha`: the question its page asks, with the signed token; `captchaError`: a wrong answer's.
 */
export interface PlainPost {
  served: boolean;
  captcha: Pick<CaptchaChallenge, "a" | "b" | "token"> | null;
  captchaError: string | null;
}

type ServedForm = Extract<QuestionPageState, { kind: "form" }>;

/**
 * The server's page as the form reads it: its answer (null in the prerendered page and on the
 * success card) and what the question and the submit need (`PlainPost`).
 */
export function plainPostOf(page: QuestionPageState | undefined): { server: ServedForm | null; plain: PlainPost } {
  const server = page?.kind === "form" ? page : null;
  const captchaError = server?.errors["captchaAnswer"] ?? null;
  return { server, plain: { served: page !== undefined, captcha: server?.captcha ?? null, captchaError } };
}

/** What a field takes from the server's page, after its register(): the value typed and its message. */
export function servedField(server: ServedForm | null, name: string) {
  return server ? { error: server.errors[name], defaultValue: server.values[name] ?? "" } : {};
}

/**
 * Above the fields on the server's page: its message for the whole form (the question step in the
 * site's colours, a fault in red), focused when no field is wrong, and the error summary. `name`
 * prefixes the ids of the question and the privacy box (ConsentAndSubmit) and marks both for the
 * tests (`data-<name>-problem`, `data-<name>-errors`).
 */
export function PlainPostAlerts({
  server,
  name,
  step,
}: {
  server: ServedForm | null;
  name: string;
  /** The question step's words: a step, not a fault. */
  step: string;
}) {
  if (!server) return null;
  const anchors: Record<string, string> = { captchaAnswer: `${name}-captcha`, privacyAccepted: `${name}-privacy` };
  // The wrong answer last: the question is the form's last field.
  const { captchaAnswer, ...errors } = server.errors;
  return (
    <>
      {server.problem && (
        <p
          role="alert"
          tabIndex={-1}
          autoFocus={Object.keys(server.errors).length === 0}
          className={`rounded-lg border p-4 ${server.problem === step ? "border-slate-300 bg-brand-50 text-slate-900" : "border-red-300 bg-red-50 text-red-900"}`}
          {...{ [`data-${name}-problem`]: "" }}
        >
          {server.problem}
        </p>
      )}
      <ErrorSummary
        errors={captchaAnswer ? { ...errors, captchaAnswer } : errors}
        anchor={(field) => anchors[field] ?? field}
        marker={`${name}-errors`}
        titleId={`${name}-errori-titolo`}
      />
    </>
  );
}

/** The maths question: the server's, with its token; before it asks one, shown with JavaScript only. */
export function PlainPostQuestion({ lead, name, plain }: { lead: LeadFormState; name: string; plain: PlainPost }) {
  const question = plain.captcha;
  const field = (
    <CaptchaField
      id={`${name}-captcha`}
      challenge={question ?? lead.captcha.challenge}
      failed={lead.captcha.failed}
      error={plain.captchaError ?? lead.captchaError}
      onRetry={() => void lead.captcha.refresh()}
    />
  );
  if (!question) return <div className="needs-js">{field}</div>;
  return (
    <>
      {field}
      <input type="hidden" name="captchaToken" value={question.token} />
    </>
  );
}

/**
 * The submit: React keeps it disabled until the privacy box is ticked; without JavaScript nothing
 * would enable it, so the browser shows an enabled twin instead, first, the button Enter in a
 * field presses. On the server's page the one button is enabled, the hint shown until ticked.
 */
export function PlainPostSubmit({ lead, label, served }: { lead: LeadFormState; label: string; served: boolean }) {
  const hint = !lead.privacy;
  if (served) return <SubmitButton label={label} sending={false} disabled={false} hint={hint} />;
  return (
    <SubmitButton
      label={label}
      sending={lead.sending}
      disabled={hint}
      className="needs-js"
      before={
        <noscript>
          <button type="submit" className="btn btn-primary w-full" aria-describedby="submit-hint">
            {label}
          </button>
        </noscript>
      }
    />
  );
}

/**
 * A spec form's <form> on a page that also takes it without JavaScript (/contatti, /whitepaper): it
 * posts to `action`; its heading (`<name>-form-title`), the required note, the server's messages,
 * the fields (children), then the question, the privacy box, the form's own boxes and the submit;
 * the toasts of the island's answers after it.
 */
export function PlainPostForm({
  lead,
  name,
  title,
  action,
  step,
  page: { server, plain },
  label,
  boxes,
  children,
}: {
  lead: LeadFormState & Pick<ReturnType<typeof useLeadForm<string>>, "toasts" | "dismiss">;
  name: string;
  title: string;
  action: string;
  /** The question step's words (PlainPostAlerts). */
  step: string;
  page: ReturnType<typeof plainPostOf>;
  label: string;
  boxes?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <LeadForm lead={lead} className="space-y-5" aria-labelledby={`${name}-form-title`} method="post" action={action}>
        <h2 id={`${name}-form-title`} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <RequiredNote />
        <PlainPostAlerts server={server} name={name} step={step} />
        {children}
        <ConsentAndSubmit
          lead={lead}
          name={name}
          label={label}
          question={<PlainPostQuestion lead={lead} name={name} plain={plain} />}
          submit={<PlainPostSubmit lead={lead} label={label} served={plain.served} />}
        >
          {boxes}
        </ConsentAndSubmit>
      </LeadForm>
      <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />
    </>
  );
}
