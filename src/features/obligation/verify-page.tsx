import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import type { ResultFacts } from "./obligation-result-plan.tsx";
import type { Answers } from "./rules.ts";
import { assess } from "./rules.ts";
import type { FieldErrors, RawValues } from "./answers.ts";
import { ErrorSummary, ObligationForm } from "./obligation-form.tsx";
import { ObligationResult } from "./obligation-result.tsx";

export type VerifyState =
  | { kind: "empty" }
  | { kind: "result"; answers: Answers; values: RawValues }
  | { kind: "errors"; errors: FieldErrors; values: RawValues };

/**
 * Where the server puts the page it renders on demand, inside the prerendered shell that carries
 * the layout, the head and the stylesheets (docs/decisions/0007).
 */
export const PAGE_SLOT = { start: "<!--verifica-->", end: "<!--/verifica-->" } as const;

const titles: Record<VerifyState["kind"], string> = {
  empty: "Sei obbligato?",
  result: "Sei obbligato? Il risultato",
  errors: "Sei obbligato? Controlla le risposte",
};

/** /normativa/verifica: the checker without JavaScript, as a whole page. */
export function VerifyPage({
  state,
  facts,
}: {
  state: VerifyState;
  /** What the site was built with (verify-render.server.tsx); without it, nothing declared. */
  facts?: ResultFacts;
}) {
  const values = state.kind === "empty" ? {} : state.values;
  const errors = state.kind === "errors" ? state.errors : {};
  return (
    <>
      <PageHeader
        back={<BackLink href="/normativa#sei-obbligato">Torna alla normativa</BackLink>}
        title={titles[state.kind]}
        // With a result, the verdict card says it: on a phone it comes right under the title.
        {...(state.kind === "result"
          ? {}
          : {
              intro: (
                <p>
                  Se il D.Lgs. 24/2023 si applica alla tua organizzazione, da quando, con quale canale e, se è
                  obbligata, quale piano fa al caso tuo.
                </p>
              ),
            })}
      />
      <div className={`mx-auto max-w-3xl space-y-14 px-4 sm:px-6 ${state.kind === "result" ? "py-8" : "py-14"}`}>
        {state.kind === "result" && (
          <section aria-labelledby="risultato-verifica">
            <ObligationResult
              assessment={assess(state.answers)}
              answers={state.answers}
              level={2}
              headingId="risultato-verifica"
              {...(facts ? { facts } : {})}
            />
          </section>
        )}
        <section aria-labelledby="risposte-titolo" className="space-y-5">
          <h2 id="risposte-titolo" className="text-2xl font-bold text-slate-900">
            {state.kind === "result" ? "Cambia le risposte" : "Le tue risposte"}
          </h2>
          <ErrorSummary errors={errors} />
          <ObligationForm values={values} errors={errors} />
        </section>
      </div>
    </>
  );
}
