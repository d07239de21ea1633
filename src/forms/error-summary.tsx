import type { RefObject } from "react";

/**
 * The errors at the top of a form, one link per field to its input. Without JavaScript nothing
 * moves focus: the server's answer has the summary take it itself (autofocus; UX review 10).
 * `marker` names it for the tests (`data-<marker>`).
 */
export function ErrorSummary({
  errors,
  anchor,
  marker,
  titleId,
  summary,
}: {
  errors: Partial<Record<string, string>>;
  /** The id of the input a field's link goes to. */
  anchor: (field: string) => string;
  marker: string;
  titleId: string;
  summary?: RefObject<HTMLDivElement | null>;
}) {
  const fields = Object.keys(errors).filter((field) => errors[field]);
  return (
    <div ref={summary} tabIndex={-1} autoFocus={fields.length > 0} {...{ [`data-${marker}`]: "" }}>
      {fields.length > 0 && (
        <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <h2 id={titleId} className="font-semibold">
            Controlla {fields.length === 1 ? "il dato indicato" : `i ${fields.length} dati indicati`} qui sotto.
          </h2>
          <ErrorLinks errors={errors} anchor={anchor} />
        </div>
      )}
    </div>
  );
}

/** One link a field, to its input, with its message. */
export function ErrorLinks({
  errors,
  anchor,
}: {
  errors: Partial<Record<string, string>>;
  anchor: (field: string) => string;
}) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {Object.keys(errors)
        .filter((field) => errors[field])
        .map((field) => (
          <li key={field}>
            <a className="underline" href={`#${anchor(field)}`}>
              {errors[field]}
            </a>
          </li>
        ))}
    </ul>
  );
}
