/*
 * The page that confirms a visitor's e-mail address (docs/decisions/0023): shared by the server,
 * which renders it per request, and the prerendered shell it is rendered into.
 */

export const CONFIRMATION_PATH = "/conferma-indirizzo";

/** How long a confirmation link works: 24 hours from the request. */
export const CONFIRMATION_TTL_HOURS = 24;
export const CONFIRMATION_TTL_MS = CONFIRMATION_TTL_HOURS * 60 * 60 * 1000;

/** Where the server puts the page it renders, inside the prerendered shell. */
export const CONFIRMATION_SLOT = { start: "<!--conferma-->", end: "<!--/conferma-->" } as const;

/** Why a link is refused: each has its own page and status. */
export type ConfirmationRefusal = "invalid" | "expired" | "used" | "foreign" | "limited";

export type ConfirmationPageState =
  /** A valid link opened: the button that confirms (a GET never confirms: mail scanners follow links). */
  | { kind: "ask"; token: string; text: string; button: string; marketingChoice?: string | undefined }
  | { kind: "done"; text: string }
  | { kind: "refused"; reason: ConfirmationRefusal };
