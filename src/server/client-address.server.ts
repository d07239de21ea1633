import { isIP, SocketAddress } from "node:net";

/*
 * Who the client is, for the rate limit (issue 17 §3). Only the configured proxies may name the
 * client in X-Forwarded-For; the address is then reduced to one spelling, and an IPv6 client to
 * its /64, the block one subscriber gets: otherwise each spelling of one address, or each of the
 * 2^64 addresses a single household holds, would count apart.
 */

/** TRUST_PROXY=true: the proxy runs on this machine (the generated nginx front). */
export const LOOPBACK_PROXIES: readonly string[] = ["127.0.0.1/8", "::1/128"];

/**
 * TRUST_PROXY's value as the list of trusted proxy addresses and networks: empty when off,
 * loopback only for `true`. Throws an Italian message naming a bad entry.
 */
export function trustedProxies(value: string | undefined): string[] {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return [];
  if (text === "true" || text === "1") return [...LOOPBACK_PROXIES];
  return text.split(/[\s,]+/).map((entry) => {
    if (!isAddressOrNetwork(entry)) throw new Error(`TRUST_PROXY: "${entry}" non è un indirizzo IP né una rete CIDR`);
    return entry;
  });
}

/** An IP address or a CIDR network (`10.0.0.0/24`, `2001:db8::/48`) with a prefix that fits. */
export function isAddressOrNetwork(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  const bits = family === 4 ? 32 : 128;
  return (
    family !== 0 && rest.length === 0 && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits))
  );
}

/** Listening on every interface: anyone could then reach Node without the proxy. */
export function isWildcardHost(host: string): boolean {
  return ["0.0.0.0", "::", "[::]", "::0"].includes(host.trim());
}

/** Listening on loopback only: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const address = host.trim().replace(/^\[(.*)\]$/, "$1");
  if (address.toLowerCase() === "localhost") return true;
  if (isIP(address) === 6 && new SocketAddress({ address, family: "ipv6" }).address === "::1") return true;
  return clientAddressKey(address)?.startsWith("127.") ?? false;
}

function expandIpv6(address: string): string[] {
  // SocketAddress writes the shortest form; the groups are what the /64 needs.
  const [head = "", tail] = address.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
}

/**
 * One key per client: IPv4 as written by Node (IPv4-mapped IPv6 included), IPv6 as its /64 in
 * canonical form. null for anything that is not an address: the request is refused.
 */
export function clientAddressKey(raw: string): string | null {
  // "[…]" (with a port or not) and "a.b.c.d:port" as some proxies write them; a zone ("%eth0")
  // names a local interface, not a client.
  const address = raw
    .trim()
    .replace(/^\[(.*)\](?::\d{1,5})?$/, "$1")
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/, "$1")
    .replace(/%.*$/, "");
  const family = isIP(address);
  if (family === 0) return null;
  if (family === 4) return new SocketAddress({ address, family: "ipv4" }).address;
  const canonical = new SocketAddress({ address, family: "ipv6" }).address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(canonical);
  if (mapped?.[1]) return mapped[1];
  const groups = expandIpv6(canonical).slice(0, 4);
  return `${groups.join(":")}::/64`;
}

/**
 * The budgets of the networks a client belongs to, as multiples of RATE_LIMIT_MAX (issue 25,
 * M3): an IPv6 /64 is one subscriber, but ISPs delegate a /56 or a /48 to one customer and tunnel
 * brokers hand out free /48s, so rotating /64s inside one allocation must buy nothing. A /48 gets
 * a few subscribers' budget, a /32 (an ISP's block) more; each is finite.
 */
export const NETWORK_BUDGETS = { 64: 1, 48: 4, 32: 16 } as const;

/**
 * The networks a client key (clientAddressKey) is counted in, its own first: an IPv4 address
 * alone; an IPv6 /64 with the /48 and the /32 above it.
 */
export function networksOf(address: string): { key: string; budget: number }[] {
  const v6 = /^([0-9a-f]+):([0-9a-f]+):([0-9a-f]+):[0-9a-f]+::\/64$/.exec(address);
  if (!v6) return [{ key: address, budget: 1 }];
  const [, a, b, c] = v6;
  return [
    { key: address, budget: NETWORK_BUDGETS[64] },
    { key: `${a}:${b}:${c}::/48`, budget: NETWORK_BUDGETS[48] },
    { key: `${a}:${b}::/32`, budget: NETWORK_BUDGETS[32] },
  ];
}
