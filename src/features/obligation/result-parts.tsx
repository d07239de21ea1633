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

export function Part({ level, title, children }: { level: Level; title: string; children: ReactNode }) {
  const Tag = level === 2 ? "h3" : "h4";
  return (
    <div>
      <Tag className="text-lg font-semibold text-slate-900">{title}</Tag>
      <div className="mt-2 space-y-2 text-slate-700">{children}</div>
    </div>
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
