import type { ReactNode } from "react";

/** A band of a page with a centred h2 title and an optional subtitle. */
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
