import { ErrorText } from "./field.tsx";

/**
 * A question answered with radio buttons: legend, optional hint, the options as large targets and
 * the error below, each radio described by hint and error (aria-describedby). The radios are
 * uncontrolled (docs/decisions/0003): `value` is the one ticked when they are rendered, and
 * `onChange` hears each new choice (in a lead form, `{...lead.register(field)}` clears its error).
 */
export function ChoiceGroup({
  name,
  legend,
  hint,
  options,
  value,
  error,
  required = true,
  onChange,
}: {
  name: string;
  legend: string;
  hint?: string | undefined;
  options: readonly (readonly [value: string, label: string])[];
  value: string | undefined;
  error: string | undefined;
  required?: boolean;
  onChange?: ((value: string) => void) | undefined;
}) {
  const describedBy = hint ? `${name}-suggerimento ${name}-errore` : `${name}-errore`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${name}-suggerimento`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map(([option, label]) => (
          <label
            key={option}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-4 py-2 text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${
              error ? "border-red-700" : "border-slate-300"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              defaultChecked={value === option}
              required={required}
              {...(onChange ? { onChange: () => onChange(option) } : {})}
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
