import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Server only: the list holds over 120,000 domains, far too much for a browser bundle.
const require = createRequire(import.meta.url);

/**
 * The ASCII domains sorted and joined into one one-byte string, with each one's start: about
 * 2 MB, where a Set of 120,000 strings held about 7 MB of the server's heap for its whole life.
 * The dozen non-ASCII domains sit in a Set of their own, so the long string stays one-byte.
 */
interface DomainList {
  text: string;
  starts: Uint32Array;
  nonAscii: Set<string>;
}

let list: DomainList | null = null;

/** Parsed from the files, not require()d: require's cache would keep the arrays alive. */
function readList(specifier: string): string[] {
  return JSON.parse(readFileSync(require.resolve(specifier), "utf8")) as string[];
}

function disposableDomains(): DomainList {
  if (!list) {
    const all = new Set(
      [
        ...readList("disposable-email-domains/index.json"),
        // Domains whose every subdomain is disposable too; the suffix walk below covers them.
        ...readList("disposable-email-domains/wildcard.json"),
      ].map((domain) => domain.toLowerCase()),
    );
    const ascii = [...all].filter((domain) => /^[\x20-\x7e]+$/.test(domain)).sort();
    const starts = new Uint32Array(ascii.length + 1);
    let offset = 0;
    ascii.forEach((domain, index) => {
      starts[index] = offset;
      offset += domain.length;
    });
    starts[ascii.length] = offset;
    const nonAscii = new Set([...all].filter((domain) => !/^[\x20-\x7e]+$/.test(domain)));
    list = { text: ascii.join(""), starts, nonAscii };
  }
  return list;
}

function contains({ text, starts, nonAscii }: DomainList, domain: string): boolean {
  if (nonAscii.has(domain)) return true;
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const candidate = text.slice(starts[middle], starts[middle + 1]);
    if (candidate === domain) return true;
    if (candidate < domain) low = middle + 1;
    else high = middle - 1;
  }
  return false;
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
  const domains = disposableDomains();
  for (let index = 0; index < labels.length - 1; index += 1) {
    if (contains(domains, labels.slice(index).join("."))) return true;
  }
  return false;
}
