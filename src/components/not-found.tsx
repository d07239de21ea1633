/** The body of the 404 pages: a clear title and ways back into the site. */
export function NotFound({ title, text, label = "Errore 404" }: { title: string; text: string; label?: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <ul className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <li>
          <a href="/" className="btn btn-primary w-full">
            Torna alla home
          </a>
        </li>
        <li>
          <a href="/blog" className="btn btn-secondary w-full">
            Leggi le guide del blog
          </a>
        </li>
        <li>
          <a href="/contatti" className="btn btn-secondary w-full">
            Contattaci
          </a>
        </li>
      </ul>
    </div>
  );
}
