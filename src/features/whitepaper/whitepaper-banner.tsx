import { WHITEPAPER_PAGE_PATH } from "./whitepaper-page-state.ts";

/** What the PDF holds, in the banner and on /whitepaper. */
export const WHITEPAPER_SUMMARY =
  "Chi è obbligato, scadenze, requisiti del canale, sanzioni, protezione dei dati e una checklist per l'implementazione: una guida in PDF per il tuo team.";

/**
 * The whitepaper offer on / and /normativa. The link works without JavaScript (it leads to
 * /whitepaper, docs/decisions/0046); the whitepaper dialog, when present, takes it over.
 */
export function WhitepaperBanner() {
  return (
    <section aria-labelledby="whitepaper-titolo" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="whitepaper-titolo" className="text-2xl font-bold">
              Whitepaper gratuito: il D.Lgs. 24/2023 in pratica
            </h2>
            <p className="mt-3 text-brand-100">{WHITEPAPER_SUMMARY}</p>
          </div>
          <a href={WHITEPAPER_PAGE_PATH} className="btn btn-light shrink-0" data-whitepaper-open="">
            Scarica il Whitepaper
          </a>
        </div>
      </div>
    </section>
  );
}
