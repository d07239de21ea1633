import { createRequire } from "node:module";

// Server only: the list holds over 120,000 domains, far too much for a browser bundle.
const require = createRequire(import.meta.url);

let domains: Set<string> | null = null;

function disposableDomains(): Set<string> {
  if (!domains) {
    const exact = require("disposable-email-domains") as string[];
    // Domains whose every subdomain is disposable too; the suffix walk below covers them.
    const wildcard = require("disposable-email-domains/wildcard.json") as string[];
    domains = new Set([...exact, ...wildcard].map((domain) => domain.toLowerCase()));
  }
  return domains;
}

/** True when the address belongs to a throwaway-mailbox service, or a subdomain of one. */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .split(".");
  const list = disposableDomains();
  for (let index = 0; index < labels.length - 1; index += 1) {
    if (list.has(labels.slice(index).join("."))) return true;
  }
  return false;
}
