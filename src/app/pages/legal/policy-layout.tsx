import type { ReactNode } from "react";
import { Icon } from "../../../components/ui/icon.tsx";

/**
 * Policy pages open with a back button: the layout script sends it to the previous page of this
 * site when there is one; without history (or without JavaScript) it leads home.
 */
export function PolicyLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <a href="/" data-history-back="" className="btn btn-secondary text-sm">
        <Icon name="arrowLeft" size={16} />
        Torna indietro
      </a>
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Ultimo aggiornamento: {updated}</p>
      <div className="prose-it mt-8">{children}</div>
    </div>
  );
}
