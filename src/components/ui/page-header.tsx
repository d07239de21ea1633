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

export function Section({
  id,
  title,
  subtitle,
  children,
  className = "",
}: {
  id?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-titolo` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`py-16 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={headingId} className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {subtitle && <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-600">{subtitle}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>{children}</div>;
}

export function CheckIcon() {
  return <Icon name="check" strokeWidth={2.5} className="mt-0.5 shrink-0 text-emerald-600" />;
}
