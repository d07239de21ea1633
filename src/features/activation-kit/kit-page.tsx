import { NextStep, type NextStepText } from "../../components/next-step.tsx";
import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import { toQuery } from "../../config/obligation-answers.ts";
import { KitAnswersForm, KitDraftsCaveat, KitErrorSummary } from "./kit-answers-form.tsx";
import { KIT_PAGE_PATH } from "../../config/activation-kit-links.ts";
import type { KitErrors, KitValues } from "./kit-input.ts";

export type KitPageState =
  /** The form; with the answers of the address it was opened with, rendered by the server (F20). */
  | { kind: "empty"; values?: KitValues }
  /** The form again: field messages, a problem with the whole request, or the checker's explanation. */
  | { kind: "errors"; values: KitValues; errors: KitErrors; problem?: string; notObliged?: string }
  /** After a POST sent with JavaScript: the ZIP is downloaded by the page, the website text shown here. */
  | {
      kind: "drafted";
      fileName: string;
      files: readonly { name: string; title: string }[];
      websiteHtml: string;
      /** The platform step for the kit's verdict, its address with the answers (kit-next-step.ts). */
      next: NextStepText;
    };

/**
 * Where the server puts what it renders for a POST, inside the prerendered shell that carries the
 * layout, the head and the stylesheets (docs/decisions/0007 and 0022).
 */
export const PAGE_SLOT = { start: "<!--kit-->", end: "<!--/kit-->" } as const;

const titles: Record<KitPageState["kind"], string> = {
  empty: "Kit di attivazione",
  errors: "Kit di attivazione: controlla i dati",
  drafted: "Kit di attivazione: i documenti sono pronti",
};

function NotObliged({ text, values }: { text: string; values: KitValues }) {
  const query = toQuery(values);
  return (
    <section aria-labelledby="kit-non-obbligato" className="space-y-3 rounded-2xl bg-slate-50 p-6 text-slate-700">
      <h2 id="kit-non-obbligato" className="text-2xl font-bold text-slate-900">
        Con queste risposte non prepariamo il kit
      </h2>
      <p>{text}</p>
      <p>
        <a className="font-semibold text-brand-700 underline" href={`/normativa/verifica${query ? `?${query}` : ""}`}>
          Leggi il risultato completo della verifica
        </a>
      </p>
    </section>
  );
}

function Drafted({ state }: { state: Extract<KitPageState, { kind: "drafted" }> }) {
  return (
    <>
      <section aria-labelledby="kit-pronto" className="space-y-4">
        <h2 id="kit-pronto" tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          Il file {state.fileName} è pronto
        </h2>
        <p>
          Il download parte da solo. Il file ZIP contiene le bozze in formato Word (.docx): rivedile, completale dove
          serve e adottale secondo le regole della tua organizzazione.
        </p>
        <KitDraftsCaveat />
        <ul className="list-disc space-y-1 pl-5">
          {state.files.map((file) => (
            <li key={file.name}>
              {file.title} <span className="text-slate-600">({file.name})</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a className="btn btn-primary" download={state.fileName} href="#kit-pronto" data-kit-download="">
            Scarica di nuovo il file ZIP
          </a>
          <a className="btn btn-secondary" href={KIT_PAGE_PATH}>
            Prepara altri documenti
          </a>
        </div>
      </section>
      {/* The documents describe a channel: the platform to run it comes next (UX review 2026-11-27, 3.2). */}
      <NextStep step={state.next} id="kit-prossimo-passo" />
      <section aria-labelledby="kit-testo-sito" className="space-y-4">
        <h2 id="kit-testo-sito" className="text-2xl font-bold text-slate-900">
          Il testo per il sito
        </h2>
        <p>
          Quando il canale entra in funzione, pubblicalo in una sezione dedicata del sito ed esponi le stesse
          informazioni, ben visibili, nei luoghi di lavoro (art. 5, comma 1, lett. e, D.Lgs. 24/2023). Ecco come si
          legge:
        </p>
        {/* Drafted by the server from escaped values (kit-draft.server.ts): markup only, no script or style. */}
        <div
          className="space-y-3 rounded-2xl border border-slate-200 p-4 text-slate-700 wrap-anywhere sm:p-6 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
          dangerouslySetInnerHTML={{ __html: state.websiteHtml }}
        />
        <label htmlFor="kit-codice-html" className="block text-sm font-medium text-slate-800">
          Codice HTML da copiare nel sito
        </label>
        <textarea
          id="kit-codice-html"
          readOnly
          rows={10}
          defaultValue={state.websiteHtml}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-sm text-slate-900"
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn btn-secondary" data-kit-copy="kit-codice-html">
            Copia il codice HTML
          </button>
          <p aria-live="polite" className="text-sm text-slate-700" data-kit-copy-status="" />
        </div>
      </section>
    </>
  );
}

/** /kit-attivazione: the kit's form; for a POST, the same page with the messages or the result. */
export function KitPage({ state }: { state: KitPageState }) {
  return (
    <>
      <PageHeader
        back={<BackLink href="/normativa#sei-obbligato">Torna alla verifica dell'obbligo</BackLink>}
        title={titles[state.kind]}
        intro={
          <p>
            Rispondi alle domande: prepariamo subito le bozze dei documenti per attivare il canale, in un file ZIP di
            documenti Word.
          </p>
        }
      />
      <div className="mx-auto max-w-3xl space-y-10 px-4 pt-8 pb-14 sm:px-6 sm:py-14">
        {state.kind === "drafted" ? (
          <Drafted state={state} />
        ) : (
          <>
            {state.kind === "errors" && state.notObliged && (
              <NotObliged text={state.notObliged} values={state.values} />
            )}
            {state.kind === "errors" && <KitErrorSummary errors={state.errors} problem={state.problem} />}
            <KitAnswersForm values={state.values ?? {}} errors={state.kind === "errors" ? state.errors : {}} />
          </>
        )}
      </div>
    </>
  );
}
