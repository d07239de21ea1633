import type { ReactNode } from "react";

/**
 * Policy pages open with a back button: the layout script sends it to the previous page of this
 * site when there is one; without history (or without JavaScript) it leads home.
 */
export function PolicyLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <a href="/" data-history-back="" className="btn btn-secondary text-sm">
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M19 12H5M12 19l-7-7 7-7" />
        </svg>
        Torna indietro
      </a>
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Ultimo aggiornamento: {updated}</p>
      <div className="prose-it mt-8">{children}</div>
    </div>
  );
}
