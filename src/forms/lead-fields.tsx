import { ChoiceGroup } from "../components/ui/choice-group.tsx";
import { TextField } from "../components/ui/field.tsx";

/**
 * What `register()` of useLeadForm gives an input: its id and name, its error, and `required` and
 * `maxLength` read from the schema. Spread it after the input's own props: the schema's rules win.
 */
export interface FieldBinding {
  id: string;
  name: string;
  required: boolean;
  maxLength: number | undefined;
  error: string | undefined;
  onChange: () => void;
}

/** The visitor's e-mail address, as every lead form asks it. */
export function Email(field: FieldBinding) {
  return <TextField label="Email" type="email" autoComplete="email" {...field} />;
}

/** A person's name: 'Nome' unless the form asks first and last name apart. */
export function Name({
  label = "Nome",
  autoComplete = "name",
  ...field
}: FieldBinding & { label?: string; autoComplete?: "name" | "given-name" | "family-name" }) {
  return <TextField label={label} autoComplete={autoComplete} {...field} />;
}

/** The company's name: 'Nome dell'azienda' unless the form needs the legal wording. */
export function Company({ label = "Nome dell'azienda", ...field }: FieldBinding & { label?: string }) {
  return <TextField label={label} autoComplete="organization" {...field} />;
}

/**
 * A question answered with one of a few options, as radios (ChoiceGroup): the schema's
 * `requiredChoice` (more-fields.ts) gives its values and message. `initial` is the option ticked when
 * it is rendered; choosing one clears the field's error like typing in an input does.
 */
export function Choice({
  legend,
  hint,
  options,
  initial,
  name,
  error,
  required,
  onChange,
}: FieldBinding & {
  legend: string;
  hint?: string;
  options: readonly (readonly [value: string, label: string])[];
  initial?: string;
}) {
  return (
    <ChoiceGroup
      name={name}
      legend={legend}
      hint={hint}
      options={options}
      value={initial}
      error={error}
      required={required}
      onChange={onChange}
    />
  );
}
