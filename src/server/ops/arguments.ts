import { type Flags, type OpsContext, UsageError } from "./command.ts";
import { parseDuration } from "./duration.ts";
import type { FormTable } from "./form-tables.server.ts";

/* The options and arguments several commands share, read and checked the same way everywhere. */

export function stringFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === "string" ? value : undefined;
}

/** The start of the period --since names (epoch ms); without it, `fallback` ms back, or all time when null. */
export function sinceFrom(flags: Flags, now: number, fallback: number | null): number {
  const text = stringFlag(flags, "since");
  if (text === undefined) return fallback === null ? 0 : now - fallback;
  const duration = parseDuration(text);
  if (duration === null) throw new UsageError(`Durata non valida: «${text}». Usa per esempio 30m, 12h, 7d o 2w.`);
  return now - duration;
}

/** The forms --form names (every form without it), among those whose tables exist. */
export async function formsFrom(context: OpsContext, flags: Flags): Promise<FormTable[]> {
  const form = stringFlag(flags, "form");
  const { names } = context.forms;
  if (form !== undefined && !names.includes(form)) {
    throw new UsageError(`Modulo sconosciuto: «${form}». Moduli: ${names.join(", ")}.`);
  }
  return context.forms.present(form);
}

export function addressArgument(text: string): string {
  if (!/^[^\s@]+@[^\s@]+$/.test(text.trim())) throw new UsageError(`Indirizzo email non valido: «${text}».`);
  return text.trim();
}
