import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

const control =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600";

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
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

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <p id={`${id}-errore`} className="mt-1 min-h-5 text-sm text-red-700">
      {error ?? ""}
    </p>
  );
}

/** Label above, control, error below tied to the control by aria-describedby. */
function FieldShell({ id, label, required, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <Label id={id} label={label} required={required ?? false} />
      {children}
      <ErrorText id={id} error={error} />
    </div>
  );
}

function controlProps(id: string, error: string | undefined, required: boolean) {
  return {
    id,
    name: id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-errore`,
    className: `${control} ${error ? "border-red-700" : "border-slate-300"}`,
  };
}

/** A labelled input whose error is tied to it (aria-describedby) and announced by aria-invalid. */
export function TextField({
  id,
  label,
  error,
  required = false,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <input {...controlProps(id, error, required)} {...input} />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  required = false,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <textarea {...controlProps(id, error, required)} {...textarea} />
    </FieldShell>
  );
}
