import type { StaticFile } from "./static-site.server.ts";

/**
 * A strict policy: nothing inline runs unless its hash is listed (decisions.md §18). Fonts,
 * fetches and the manifest fall back to default-src 'self': every byte of these headers travels
 * in a page's first round trip.
 */
export function contentSecurityPolicy(file: Pick<StaticFile, "scriptHashes" | "styleHashes"> | null): string {
  const scripts = ["'self'", ...(file?.scriptHashes ?? [])].join(" ");
  const styles = ["'self'", ...(file?.styleHashes ?? [])].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  // Another site's page may not embed our answers (issue 25, I5); our own pages are same-origin.
  "cross-origin-resource-policy": "same-origin",
};

export const HSTS = "max-age=31536000; includeSubDomains";
