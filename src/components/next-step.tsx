import { nextSteps, type NextStepKey } from "../config/next-steps.ts";

/** A box with the next step: a heading, one sentence and one button (src/config/next-steps.ts). */
export function NextStep({
  step,
  id,
  headingLevel = 2,
  className = "",
  href: given,
}: {
  step: NextStepKey;
  id: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** The step's address with what the visitor already told us (the kit's answers, issue 26). */
  href?: string;
}) {
  const { title, text, href: path, label } = nextSteps[step];
  const href = given ?? path;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside aria-labelledby={id} className={`rounded-2xl bg-brand-50 p-6 ${className}`} data-next-step={step}>
      <Heading id={id} className="text-xl font-bold text-slate-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">{text}</p>
      <a href={href} className="btn btn-primary mt-4">
        {label}
      </a>
    </aside>
  );
}
