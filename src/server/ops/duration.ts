const UNIT_MS: Record<string, number> = {
  m: 60_000,
  h: 60 * 60_000,
  d: 24 * 60 * 60_000,
  w: 7 * 24 * 60 * 60_000,
};

/** '7d', '12h', '30m', '2w' in milliseconds; null for anything else. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,6})([mhdw])$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = UNIT_MS[match[2] ?? ""];
  return amount > 0 && unit ? amount * unit : null;
}
