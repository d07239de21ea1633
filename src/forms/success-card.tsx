import { type ReactNode, useEffect, useRef } from "react";
import { NextStep } from "../components/next-step.tsx";
import type { NextStepKey } from "../config/next-steps.ts";

/**
 * What a form shows once its request is accepted: the heading takes the focus (a screen reader
 * hears the outcome), then the text (and what the form adds after it) and two ways on.
 * `data-<form>-success` marks it for the tests. `next`: the step it hands the visitor on to, under
 * it (issue 26), its heading's id `<form>-prossimo-passo`.
 */
export function SuccessCard({
  title,
  text,
  form,
  next,
  children,
}: {
  title: string;
  text: string;
  form: string;
  next?: NextStepKey;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const card = (
    <div
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center"
      {...{ [`data-${form}-success`]: "" }}
    >
      {/* autoFocus: the server's page after a form sent without JavaScript (docs/decisions/0045). */}
      <h2 ref={heading} tabIndex={-1} autoFocus className="text-2xl font-bold text-emerald-900">
        {title}
      </h2>
      <p className="mt-3 text-emerald-900">{text}</p>
      {children}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/" className="btn btn-primary">
          Torna alla home
        </a>
        <a href="/blog" className="btn btn-secondary">
          Leggi il blog
        </a>
      </div>
    </div>
  );
  if (!next) return card;
  return (
    <>
      {card}
      <NextStep step={next} id={`${form}-prossimo-passo`} headingLevel={3} className="mt-6" />
    </>
  );
}
