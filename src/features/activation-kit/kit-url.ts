/** The kit's addresses (the entity's site and platform): browser-safe helpers of kit-input.ts. */

/**
 * An address typed without a scheme, such as www.esempio.it, gets https:// in front (UX review
 * 2026-11-27, 3.3); one with a scheme keeps it, so http:// is still refused.
 */
export function withHttps(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || value === "" ? value : `https://${value}`;
}

export function isPublicHttpsUrl(value: string): boolean {
  if (/[\s<>"'`\\]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return false;
  // A name with a dot and a top-level label of letters: not localhost, not a bare IP address.
  return /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i.test(url.hostname);
}
