import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

const control =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600";

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  /** A line under the label, read with the control (aria-describedby). */
  hint?: string;
}

function Label({ id, label, required }: Pick<FieldProps, "id" | "label" | "required">) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

export function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <p id={`${id}-errore`} className="mt-1 min-h-5 text-sm text-red-700">
      {error ?? ""}
    </p>
  );
}

/** Label above, control, error below tied to the control by aria-describedby. */
function FieldShell({ id, label, required, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <Label id={id} label={label} required={required ?? false} />
      {hint && (
        <p id={`${id}-suggerimento`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <ErrorText id={id} error={error} />
    </div>
  );
}

function controlProps(id: string, error: string | undefined, required: boolean, hint?: string) {
  return {
    id,
    name: id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": hint ? `${id}-suggerimento ${id}-errore` : `${id}-errore`,
    className: `${control} ${error ? "border-red-700" : "border-slate-300"}`,
  };
}

/** A labelled input whose error is tied to it (aria-describedby) and announced by aria-invalid. */
export function TextField({
  id,
  label,
  error,
  hint,
  required = false,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} required={required} {...(hint ? { hint } : {})}>
      <input {...controlProps(id, error, required, hint)} {...input} />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  required = false,
  hint,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error} required={required} {...(hint ? { hint } : {})}>
      <textarea {...controlProps(id, error, required, hint)} {...textarea} />
    </FieldShell>
  );
}
