import type { ReactNode } from "react";
import { MARKETING_BOX_LABEL } from "../config/address-confirmation.ts";
import { messages } from "./messages.ts";

/** The hidden honeypot: people never see or reach it; bots that fill it are ignored. */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Lascia vuoto questo campo
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

export function Checkbox({
  id,
  name,
  checked,
  onChange,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {children}
      </label>
    </div>
  );
}

/**
 * The optional, unticked box for commercial e-mails (art. 130 Codice privacy): the same wording on
 * every form that offers it. `form` prefixes its id.
 */
export function MarketingCheckbox({
  form,
  checked,
  onChange,
}: {
  form: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox id={`${form}-marketing`} name="marketingConsent" checked={checked} onChange={onChange}>
      {MARKETING_BOX_LABEL}
    </Checkbox>
  );
}

export function PrivacyCheckbox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox id={id} name="privacyAccepted" checked={checked} onChange={onChange}>
      Ho letto e accetto la{" "}
      <a href="/privacy-policy" target="_blank" rel="noopener" className="link">
        Privacy Policy
        <span className="sr-only"> (si apre in una nuova scheda)</span>
      </a>
      <span aria-hidden="true" className="text-red-700">
        {" "}
        *
      </span>
    </Checkbox>
  );
}

/**
 * Disabled until the privacy box is ticked (spec §4); the hint under it says why (`hint`, where the
 * button cannot be disabled). `before`: what goes ahead of the button (plain-post-parts.tsx).
 */
export function SubmitButton({
  label,
  sending,
  disabled,
  hint = disabled,
  className = "",
  before,
}: {
  label: string;
  sending: boolean;
  disabled: boolean;
  hint?: boolean;
  className?: string;
  before?: ReactNode;
}) {
  return (
    <div>
      {before}
      <button
        type="submit"
        className={["btn btn-primary w-full", className].filter(Boolean).join(" ")}
        disabled={disabled || sending}
        aria-describedby={hint ? "submit-hint" : undefined}
      >
        {sending ? messages.sending : label}
      </button>
      {hint && (
        <p id="submit-hint" className="mt-2 text-sm text-slate-600">
          Per inviare, conferma di aver letto la Privacy Policy.
        </p>
      )}
    </div>
  );
}

export function RequiredNote() {
  return <p className="text-sm text-slate-600">{messages.requiredNote}</p>;
}
