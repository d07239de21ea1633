import { BlockList, isIP, SocketAddress } from "node:net";

/*
 * Who the client is, for the rate limit (issue 17 §3). Only the configured proxies may name the
 * client in X-Forwarded-For; the address is then reduced to one spelling, and an IPv6 client to
 * its /64, the block one subscriber gets: otherwise each spelling of one address, or each of the
 * 2^64 addresses a single household holds, would count apart.
 */

/** TRUST_PROXY=true: the proxy runs on this machine (the generated nginx front). */
export const LOOPBACK_PROXIES: readonly string[] = ["127.0.0.1/8", "::1/128"];

/**
 * The shortest prefixes a proxy's network may have (security review 3, I1): a wider one (say
 * 0.0.0.0/0, a typo for 10.0.0.0/8) lets every client name any address as its own, and the
 * limit per client holds no more.
 */
export const MIN_PROXY_PREFIX = { ipv4: 8, ipv6: 32 } as const;

/**
 * TRUST_PROXY's value as the list of trusted proxy addresses and networks: empty when off,
 * loopback only for `true`. Throws an Italian message naming a bad entry, or a network wider
 * than MIN_PROXY_PREFIX unless `allowWide` (PROXY_ALLOW_WIDE_NETWORK).
 */
export function trustedProxies(value: string | undefined, { allowWide = false } = {}): string[] {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return [];
  if (text === "true" || text === "1") return [...LOOPBACK_PROXIES];
  return text.split(/[\s,]+/).map((entry) => {
    if (!isAddressOrNetwork(entry)) throw new Error(`TRUST_PROXY: "${entry}" non è un indirizzo IP né una rete CIDR`);
    if (!allowWide && isWideNetwork(entry)) {
      throw new Error(
        `TRUST_PROXY: la rete "${entry}" è troppo ampia per essere un proxy: chiunque vi si trovi potrebbe dichiarare un indirizzo qualsiasi come suo, e il limite per client non varrebbe più; indica l'indirizzo del proxy o una rete non più ampia di /${MIN_PROXY_PREFIX.ipv4} (IPv6: /${MIN_PROXY_PREFIX.ipv6}); se è proprio quella, imposta PROXY_ALLOW_WIDE_NETWORK=true`,
      );
    }
    return entry;
  });
}

/**
 * Wider than MIN_PROXY_PREFIX, counting an IPv6 network by the IPv4 addresses it holds too: Node
 * matches an IPv4 client against ::ffff:0:0/96, so ::ffff:0.0.0.0/96 (or ::/80) is all of IPv4.
 */
function isWideNetwork(entry: string): boolean {
  const [address = "", prefixText] = entry.split("/");
  if (prefixText === undefined) return false;
  const prefix = Number(prefixText);
  if (isIP(address) === 4) return prefix < MIN_PROXY_PREFIX.ipv4;
  if (prefix < MIN_PROXY_PREFIX.ipv6) return true;
  if (prefix > 96) {
    // Inside one /96: IPv4 only when that /96 is the mapped one, then as wide as its IPv4 prefix.
    const mapped = /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(new SocketAddress({ address, family: "ipv6" }).address);
    return mapped && prefix - 96 < MIN_PROXY_PREFIX.ipv4;
  }
  const block = new BlockList();
  block.addSubnet(address, prefix, "ipv6");
  return block.check("::ffff:0.0.0.0", "ipv6");
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
 * Whether a connection comes from this machine or from one of the proxies: the peers that may
 * read /healthz (the proxy answers its own monitors). The socket's address, never a header.
 */
export function trustedPeer(proxies: readonly string[]): (peer: string | undefined) => boolean {
  const block = new BlockList();
  for (const entry of proxies) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) block.addAddress(address, family);
    else block.addSubnet(address, Number(prefix), family);
  }
  return (peer) => {
    if (peer === undefined || isIP(peer) === 0) return false;
    return isLoopbackHost(peer) || block.check(peer, isIP(peer) === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * The budgets of the networks a client belongs to, as multiples of RATE_LIMIT_MAX (issue 25,
 * M3): an IPv6 /64 is one subscriber, but ISPs delegate a /56 or a /48 to one customer and tunnel
 * brokers hand out free /48s, so rotating /64s inside one allocation must buy nothing. A /56 gets
 * two subscribers' budget, a /48 eight, a /32 (an ISP's block) thirty-two; each is finite. The
 * /56 stands between (fresh security read 6, M2): without it one holder of a /56, the delegation
 * most residential ISPs give, rotated its 256 /64s through the whole /48's budget and locked the
 * other customers of that /48 out; now it takes four busy /56s to close a /48.
 */
export const NETWORK_BUDGETS = { 64: 1, 56: 2, 48: 8, 32: 32 } as const;

/**
 * The networks a client key (clientAddressKey) is counted in, its own first: an IPv4 address
 * alone; an IPv6 /64 with the /56, the /48 and the /32 above it.
 */
export function networksOf(address: string): { key: string; budget: number }[] {
  const v6 = /^([0-9a-f]+):([0-9a-f]+):([0-9a-f]+):([0-9a-f]+)::\/64$/.exec(address);
  if (!v6) return [{ key: address, budget: 1 }];
  const [, a, b, c, d = "0"] = v6;
  // The /56 is the /48 and the high byte of the fourth group.
  const high = (Number.parseInt(d, 16) & 0xff00).toString(16);
  return [
    { key: address, budget: NETWORK_BUDGETS[64] },
    { key: `${a}:${b}:${c}:${high}::/56`, budget: NETWORK_BUDGETS[56] },
    { key: `${a}:${b}:${c}::/48`, budget: NETWORK_BUDGETS[48] },
    { key: `${a}:${b}::/32`, budget: NETWORK_BUDGETS[32] },
  ];
}
