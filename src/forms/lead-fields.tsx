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
