/**
 * The home page's pointer to the checker on /normativa, the buyer's first question, and to the
 * activation kit that follows from its answer (issue 21).
 */
export function ObligationTeaser() {
  return (
    <section aria-labelledby="sei-obbligato-teaser-titolo" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-3xl">
            <h2 id="sei-obbligato-teaser-titolo" className="text-2xl font-bold text-slate-900">
              Sei obbligato?
            </h2>
            <p className="mt-3 text-slate-700">
              Poche domande, cinque al massimo, per sapere se il D.Lgs. 24/2023 si applica alla tua organizzazione, da
              quando, cosa si può segnalare e, se è obbligata, quale piano ti serve. Poi, con il kit di attivazione,
              prepari subito le bozze dei documenti per attivare il canale.
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3">
            <a href="/normativa#sei-obbligato" className="btn btn-primary">
              Verifica se sei obbligato
            </a>
            <a href="/kit-attivazione" className="btn btn-secondary">
              Prepara i documenti
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
