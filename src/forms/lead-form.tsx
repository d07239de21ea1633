import type { FormHTMLAttributes, ReactNode } from "react";
import { CaptchaField } from "./captcha-field.tsx";
import { Honeypot, PrivacyCheckbox, SubmitButton } from "./form-parts.tsx";
import type { useLeadForm } from "./use-lead-form.ts";

export type LeadFormState = Pick<
  ReturnType<typeof useLeadForm<string>>,
  "formRef" | "submit" | "captcha" | "captchaError" | "privacy" | "setPrivacy" | "sending"
>;

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
 * `name` prefixes the ids (`contact-captcha`, `contact-privacy`). A form also posted without
 * JavaScript brings its own question and submit (plain-post-parts.tsx).
 */
export function ConsentAndSubmit({
  lead,
  name,
  label,
  question,
  submit,
  children,
}: {
  lead: LeadFormState;
  name: string;
  label: string;
  question?: ReactNode;
  submit?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      {question ?? (
        <CaptchaField
          id={`${name}-captcha`}
          challenge={lead.captcha.challenge}
          failed={lead.captcha.failed}
          error={lead.captchaError}
          onRetry={() => void lead.captcha.refresh()}
        />
      )}
      <Honeypot />
      <PrivacyCheckbox id={`${name}-privacy`} checked={lead.privacy} onChange={lead.setPrivacy} />
      {children}
      {submit ?? <SubmitButton label={label} sending={lead.sending} disabled={!lead.privacy} />}
    </>
  );
}
