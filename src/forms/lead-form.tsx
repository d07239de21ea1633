import type { FormHTMLAttributes, ReactNode } from "react";
import { CaptchaField } from "./captcha-field.tsx";
import { Honeypot, PrivacyCheckbox, SubmitButton } from "./form-parts.tsx";
import type { CaptchaChallenge } from "./use-captcha.ts";
import type { useLeadForm } from "./use-lead-form.ts";

type LeadFormState = Pick<
  ReturnType<typeof useLeadForm<string>>,
  "formRef" | "submit" | "captcha" | "captchaError" | "privacy" | "setPrivacy" | "hydrated" | "sending"
>;

/**
 * A lead form that is also posted without JavaScript (docs/decisions/0045): the server's question,
 * when its page asks it, with its signed token in the form; its message for a wrong answer.
 */
export interface PlainPost {
  captcha: Pick<CaptchaChallenge, "a" | "b" | "token"> | null;
  captchaError: string | null;
}

/**
 * The <form> of a lead form: validated by useLeadForm, not by the browser (noValidate), and sent
 * with fetch (a form that also works without JavaScript gives its own method and action, the
 * order's). The fields are its children; ConsentAndSubmit, placed where the layout wants it,
 * ends them.
 */
export function LeadForm({
  lead: { formRef, submit },
  children,
  ...form
}: { lead: LeadFormState; children: ReactNode } & Pick<
  FormHTMLAttributes<HTMLFormElement>,
  "className" | "aria-label" | "aria-labelledby" | "method" | "action"
>) {
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} {...form}>
      {children}
    </form>
  );
}

/**
 * What every lead form ends with (spec §4): the question, the honeypot, the privacy box, the
 * form's own optional boxes (children), then the submit, disabled until privacy is ticked.
 * `name` prefixes the ids (`contact-captcha`, `contact-privacy`). `plain`: the form has an action and
 * is posted as it is until React runs; before the server asks its question, the field is shown
 * only with JavaScript.
 */
export function ConsentAndSubmit({
  lead,
  name,
  label,
  plain,
  children,
}: {
  lead: LeadFormState;
  name: string;
  label: string;
  plain?: PlainPost;
  children?: ReactNode;
}) {
  const question = plain?.captcha ?? null;
  const field = (
    <CaptchaField
      id={`${name}-captcha`}
      challenge={question ?? lead.captcha.challenge}
      failed={lead.captcha.failed}
      error={plain?.captchaError ?? lead.captchaError}
      onRetry={() => void lead.captcha.refresh()}
    />
  );
  return (
    <>
      {plain && !question ? <div className="needs-js">{field}</div> : field}
      {question && <input type="hidden" name="captchaToken" value={question.token} />}
      <Honeypot />
      <PrivacyCheckbox id={`${name}-privacy`} checked={lead.privacy} onChange={lead.setPrivacy} />
      {children}
      <SubmitButton
        label={label}
        sending={lead.sending}
        disabled={(!plain || lead.hydrated) && !lead.privacy}
        hint={!lead.privacy}
      />
    </>
  );
}
