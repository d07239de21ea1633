import { nextSteps, type NextStepCopy, type NextStepKey } from "../config/next-steps.ts";

/** A step with its own words (the kit's, by verdict), and a second, plain link under the button. */
export interface NextStepText extends NextStepCopy {
  more?: { href: string; label: string };
}

/** A box with the next step: a heading, one sentence and one button (src/config/next-steps.ts). */
export function NextStep({
  step,
  id,
  headingLevel = 2,
  className = "",
}: {
  step: NextStepKey | NextStepText;
  id: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const copy: NextStepText = typeof step === "string" ? nextSteps[step] : step;
  const { title, text, href, label, more } = copy;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside
      aria-labelledby={id}
      className={`rounded-2xl bg-brand-50 p-6 ${className}`}
      data-next-step={typeof step === "string" ? step : "prezzi"}
    >
      <Heading id={id} className="text-xl font-bold text-slate-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">{text}</p>
      <a href={href} className="btn btn-primary mt-4">
        {label}
      </a>
      {more && (
        <p className="mt-3">
          <a href={more.href} className="link">
            {more.label}
          </a>
        </p>
      )}
    </aside>
  );
}
