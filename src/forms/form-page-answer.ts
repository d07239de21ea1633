/**
 * What the server's page gives back to a form posted without JavaScript (docs/decisions/0033,
 * 0045): the fields as typed, each field's message and one for the whole form. Browser-safe.
 */
export interface FormPageAnswer {
  kind: "form";
  /** The fields as typed (the form's names, checkboxes as "on"). */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A message for the whole form (no work budget left, too many requests, a body that is no form). */
  problem?: string;
}
