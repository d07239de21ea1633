import type { ReactNode } from "react";

/** A titled section of the about pages; its inline links are underlined and coloured (WCAG 1.4.1). */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-3 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900">
        {children}
      </div>
    </section>
  );
}

interface Action {
  href: string;
  label: string;
}

/** The closing band of a page: one next step, and a second one. */
export function NextStep({
  title,
  text,
  primary,
  secondary,
  note,
}: {
  title: string;
  text: string;
  primary: Action;
  secondary: Action;
  /** A short line under the buttons: what the primary one leads to (issue 26: «Acquista» gives a quote). */
  note?: string;
}) {
  return (
    <section aria-labelledby="passo-titolo" className="rounded-2xl bg-brand-50 p-8 text-center">
      <h2 id="passo-titolo" className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={primary.href} className="btn btn-primary">
          {primary.label}
        </a>
        <a href={secondary.href} className="btn btn-secondary">
          {secondary.label}
        </a>
      </div>
      {note !== undefined && <p className="mt-3 text-sm text-slate-600">{note}</p>}
    </section>
  );
}

/** An image the operator configured (facts file): its intrinsic size, its text alternative, loaded lazily. */
export function ConfiguredImage({
  image,
  className,
}: {
  image: { src: string; width: number; height: number; alt: string };
  className: string;
}) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
