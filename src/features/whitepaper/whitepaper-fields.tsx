import { Company, Email, type FieldBinding, Name } from "../../forms/lead-fields.tsx";
import type { WhitepaperFields as Values } from "./schema.ts";

/**
 * The request's fields, the same in the dialog of / and /normativa and on /whitepaper
 * (docs/decisions/0046): `field` binds each to the form (and, on the server's page, to what was typed).
 */
export function WhitepaperFields({
  field,
}: {
  field: (name: keyof Values) => FieldBinding & { defaultValue?: string };
}) {
  return (
    <>
      <Name {...field("firstName")} autoComplete="given-name" />
      <Name {...field("lastName")} label="Cognome" autoComplete="family-name" />
      <Company {...field("companyName")} />
      <Email {...field("email")} />
    </>
  );
}
