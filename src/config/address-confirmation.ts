/*
 * The page that confirms a visitor's e-mail address (docs/decisions/0023): shared by the server,
 * which renders it per request, and the prerendered shell it is rendered into.
 */

export const CONFIRMATION_PATH = "/conferma-indirizzo";

/** How long a confirmation link works: 24 hours from the request. */
export const CONFIRMATION_TTL_HOURS = 24;
export const CONFIRMATION_TTL_MS = CONFIRMATION_TTL_HOURS * 60 * 60 * 1000;

/**
 * The label of the optional, unticked marketing box (art. 130 Codice privacy) on every form that
 * offers it, also quoted in the consent record e-mail as what the address's owner consented to.
 */
export const MARKETING_BOX_LABEL =
  "Acconsento a ricevere per e-mail proposte commerciali sul nostro servizio (facoltativo)";

/** The privacy policy's part on the marketing e-mails, linked from the page that confirms a consent. */
export const MARKETING_POLICY_PATH = "/privacy-policy#comunicazioni-commerciali";

/** Where the server puts the page it renders, inside the prerendered shell. */
export const CONFIRMATION_SLOT = { start: "<!--conferma-->", end: "<!--/conferma-->" } as const;

/** Why a link is refused: each has its own page and status. */
export type ConfirmationRefusal = "invalid" | "expired" | "used" | "foreign" | "limited" | "unreadable";

export type ConfirmationPageState =
  /** A valid link opened: the button that confirms (a GET never confirms: mail scanners follow links). */
  | {
      kind: "ask";
      token: string;
      text: string;
      button: string;
      marketingChoice?: string | undefined;
      /** The request asked for marketing consent: the page says how to withdraw it and links the policy. */
      consent?: boolean | undefined;
    }
  | { kind: "done"; text: string }
  | { kind: "refused"; reason: ConfirmationRefusal };
