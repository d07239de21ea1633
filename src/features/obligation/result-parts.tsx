import type { ReactNode } from "react";
import { CheckIcon } from "../../components/ui/icon.tsx";

/** The checker's result is a heading of level 2 (its own page) or 3 (inside /normativa), its parts one below. */
export type Level = 2 | 3;

export function Heading({ level, id, children }: { level: Level; id?: string; children: ReactNode }) {
  const Tag = level === 2 ? "h2" : "h3";
  return (
    <Tag id={id} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
      {children}
    </Tag>
  );
}

/**
 * One part of the result under a heading one level below the verdict's. `fold`: closed under its
 * heading, so that on a phone the verdict card and the list of what follows fit the first screen
 * (UX review 2026-11-27, 3.1); the words inside are the same.
 */
export function Part({
  level,
  title,
  fold = false,
  children,
}: {
  level: Level;
  title: string;
  fold?: boolean;
  children: ReactNode;
}) {
  const Tag = level === 2 ? "h3" : "h4";
  const body = <div className="mt-2 space-y-2 text-slate-700">{children}</div>;
  if (!fold) {
    return (
      <div>
        <Tag className="text-lg font-semibold text-slate-900">{title}</Tag>
        {body}
      </div>
    );
  }
  return (
    <details className="rounded-lg border border-slate-200 px-4 py-3">
      <summary className="cursor-pointer py-1 text-slate-900">
        <Tag className="inline text-lg font-semibold">{title}</Tag>
      </summary>
      {body}
    </details>
  );
}

export function Checklist({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
