import type { ReactNode } from "react";
import { Icon } from "./icon.tsx";

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-900"
    >
      <Icon name="arrowLeft" size={16} />
      {children}
    </a>
  );
}

/** The top band of an inner page: optional back link, title (the page's only h1) and intro. */
export function PageHeader({ title, intro, back }: { title: ReactNode; intro?: ReactNode; back?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14">
        {back}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro && <div className="mt-4 max-w-3xl text-lg text-slate-600">{intro}</div>}
      </div>
    </div>
  );
}
