import { CONSENT_VALID_MONTHS } from "../lib/consent.ts";

/**
 * Rendered hidden; the layout script shows it when no valid choice is stored (decisions.md §11).
 * It sits early in the DOM so keyboard and screen-reader users meet it first.
 */
export function CookieBanner() {
  return (
    <section id="cookie-banner" className="cookie-banner" aria-labelledby="cookie-banner-title" hidden>
      <div className="mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        {/* UX review 8.1: one short notice, not a heading and three lines over the page's first field. */}
        <p className="text-sm text-slate-700">
          <span id="cookie-banner-title" className="font-semibold text-slate-900">
            Cookie.
          </span>{" "}
          Nessuno strumento di questo sito richiede il tuo consenso: salviamo solo questa scelta, nel browser, per{" "}
          {CONSENT_VALID_MONTHS} mesi. <a href="/cookie-policy">Cookie Policy</a>
        </p>
        <div className="flex shrink-0 gap-3">
          <button type="button" className="btn btn-primary btn-compact" data-consent-decline="">
            Rifiuta
          </button>
          <button type="button" className="btn btn-primary btn-compact" data-consent-accept="">
            Accetta
          </button>
        </div>
      </div>
    </section>
  );
}
