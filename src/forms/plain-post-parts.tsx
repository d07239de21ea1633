import { CaptchaField } from "./captcha-field.tsx";
import { SubmitButton } from "./form-parts.tsx";
import type { LeadFormState } from "./lead-form.tsx";
import type { CaptchaChallenge } from "./use-captcha.ts";

/*
 * The end of a lead form that is also posted without JavaScript (docs/decisions/0045), given to
 * ConsentAndSubmit. In a module of its own: its class names stay out of the other forms' code, so
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
