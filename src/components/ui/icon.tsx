const CLOSE = "M6 6l12 12M18 6L6 18";
const CHECK = "M20 6 9 17l-5-5";

/** Stroke icons drawn inline (no request); always decorative, so hidden from assistive technology. */
export const icons = {
  arrowLeft: "M19 12H5M12 19l-7-7 7-7",
  arrowUp: "M12 19V5M5 12l7-7 7 7",
  close: CLOSE,
  menu: "M4 6h16M4 12h16M4 18h16",
  plus: "M12 5v14M5 12h14",
  check: CHECK,
  shield: "M12 3l7 4v5c0 4.5-3 8.3-7 9-4-.7-7-4.5-7-9V7l7-4Z",
  shieldCheck: "M9 12l2 2 4-4M12 3l7 4v5c0 4.5-3 8.3-7 9-4-.7-7-4.5-7-9V7l7-4Z",
  lock: "M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z",
  bolt: "M13 3 4 14h7l-1 7 9-11h-7l1-7Z",
  list: "M4 6h16M4 12h10M4 18h7",
  document: "M9 12l2 2 4-4M6 3h9l4 4v14H6z",
} as const;

export type IconName = keyof typeof icons;

export function Icon({ name, ...rest }: { name: IconName } & Omit<PathIconProps, "d">) {
  return <PathIcon d={icons[name]} {...rest} />;
}

interface PathIconProps {
  d: string;
  size?: number;
  strokeWidth?: number;
  className?: string;
}

/**
 * An icon by its path. The islands' icons (the tick, the close cross) use it directly, so that the
 * map above stays out of their JavaScript.
 */
function PathIcon({ d, size = 20, strokeWidth = 2, className }: PathIconProps) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

/** The close cross of a dialog. */
export function CloseIcon() {
  return <PathIcon d={CLOSE} />;
}

/** The tinted square icon of feature and benefit cards. */
export function FeatureIcon({ name }: { name: IconName }) {
  return <Icon name={name} size={40} strokeWidth={1.8} className="rounded-lg bg-brand-50 p-2 text-brand-700" />;
}

/** The green tick of a feature list. */
export function CheckIcon() {
  return <PathIcon d={CHECK} strokeWidth={2.5} className="mt-0.5 shrink-0 text-emerald-600" />;
}
