import { createHmac, type KeyObject } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { clientAddressKey, networksOf } from "./client-address.server.ts";
import { type Clock, systemClock } from "./clock.server.ts";
import type { Tables } from "./db.server.ts";
import { type WindowBudget, windowBudgets } from "./work-budget.server.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends: the Retry-After of a 429. */
  retryAfterS: number;
}

/**
 * The key a client's requests to one form are counted under: an HMAC of form and address with a
 * server key, so the database never holds the address and the key cannot be reversed by trying
 * every IPv4 address without the secret.
 */
export function clientKey(key: KeyObject, form: string, address: string): string {
  return createHmac("sha256", key).update(`${form}\n${address}`).digest("base64url");
}

/**
 * The keyed hashes (clientKey) of the networks above a client's own that a stored request keeps
 * for its caps (the demo's open bookings): the /56 and the /48 of an IPv6 /64, null for IPv4.
 */
export function clientNetworkKeys(
  key: KeyObject,
  form: string,
  address: string,
): { net56: string | null; net48: string | null } {
  const [, net56, net48] = networksOf(address);
  return {
    net56: net56 ? clientKey(key, form, net56.key) : null,
    net48: net48 ? clientKey(key, form, net48.key) : null,
  };
}

/**
 * A window's end, rounded up to the whole minute: the counter then tells nobody the instant of
 * the request that opened it, which a copy of the database could match with a stored request's
 * created_at (issue 25, L1).
 */
export function windowEnd(now: number, windowMs: number): number {
  return Math.ceil((now + windowMs) / 60_000) * 60_000;
}

/** Expired counters are swept at most this often: a sweep per request would cost a statement each. */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = Number.NEGATIVE_INFINITY;

/**
 * Counts one request and says whether it is within `max` per window. A window opens at a key's
 * first request (an expired counter restarts at 1); expired counters are deleted on the way, at
 * most once a minute, so no key outlives its window for long. Runs inside the request's
 * transaction: the count is committed with whatever the request stores, rejected or not.
 */
export async function hitRateLimit(
  db: Kysely<Tables>,
  { key, max, windowMs, now }: { key: string; max: number; windowMs: number; now: number },
): Promise<RateLimitResult> {
  if (Math.abs(now - lastSweep) >= SWEEP_INTERVAL_MS) {
    lastSweep = now;
    await db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
  }
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: windowEnd(now, windowMs) })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return {
    allowed: row.count <= max,
    retryAfterS: Math.max(1, Math.ceil((row.reset_at - now) / 1000)),
  };
}

/*
 * Budgets per client (its /64) and rate-limit window for the requests that cost a render, beside
 * the forms' own (RATE_LIMIT_MAX, start-config.server.ts) and the checker's pages
 * (CLIENT_RENDERS_PER_WINDOW, on-demand-page.server.ts). Each follows RATE_LIMIT_MAX, so a test
 * server that lifts it for its one loopback client (the browser tests, which send many requests
 * from one address) lifts these too.
 */

/**
 * Quote PDFs one client may have rendered (order/quote-download.server.ts): half its requests, at
 * least 5 (the default RATE_LIMIT_MAX, 10, gives 5). An order gives one link and its PDF is kept
 * once rendered, so a visitor who orders needs one; a few for the odd retry.
 */
export function quoteRendersPerWindow(rateLimitMax: number): number {
  return Math.max(5, Math.floor(rateLimitMax / 2));
}

/**
 * Renders of GET /demo (the free slots, read from the database per request) by one client: twice
 * its requests (20 at the default), far more than a visitor choosing a slot reloads the page.
 */
export function demoPageRendersPerWindow(rateLimitMax: number): number {
  return 2 * rateLimitMax;
}

/**
 * Renders of the order's pages answered on demand (the confirmation a plain POST is sent to, and
 * /ordine with the checker's answers) by one client: as /demo's, far more than a visitor reloads.
 */
export function orderPageRendersPerWindow(rateLimitMax: number): number {
  return 2 * rateLimitMax;
}

/**
 * Pages of /demo re-rendered with a refusal (a plain POST with errors, a refused booking) for one
 * client: as many as the bookings it may send. Past it the refusal is a page rendered once.
 */
export function demoRefusalPagesPerWindow(rateLimitMax: number): number {
  return rateLimitMax;
}

/**
 * Of the hour's few work-less submissions per form (WORKLESS_PER_HOUR, docs/decisions/0036), the
 * places one client may take: a fifth of its requests, at least 2 (the default gives 2 of the 6),
 * never more than the whole budget (`perHour`).
 */
export function worklessPerClient(rateLimitMax: number, perHour: number): number {
  return Math.min(perHour, Math.max(2, Math.floor(rateLimitMax / 5)));
}

/**
 * Each budgeted form's hour of work-less submissions, one client at most its share: made once per
 * server, for the form API that takes the places and the demo's cancel that gives one back.
 */
export function worklessBudgets(rateLimitMax: number, perHour: number): (form: string) => WindowBudget {
  return windowBudgets({ max: perHour, windowMs: 3_600_000, perHolder: worklessPerClient(rateLimitMax, perHour) });
}

/** Most counters kept in memory: about 150 bytes each; past it the oldest are dropped. */
const MAX_COUNTERS = 100_000;

export interface RequestLimiter {
  /**
   * Counts one request of `name` (a form, the kit) from a client (clientAddressKey) in memory, in
   * its own network, and says whether it and the larger networks above it (networksOf) are within
   * their budgets. No database work: a client over its limit costs a few map lookups.
   */
  hit(name: string, address: string, now: number): RateLimitResult;
  /**
   * Reserves a place for a request that passed the checks made in memory (its proof of work, or
   * a kit's valid answers) in the larger networks above the client's own, and says whether each
   * had one: only such requests spend the budget its neighbours share, so junk from one /64 cannot
   * close its /56, /48 or /32. Nothing is counted unless every network had a place: a request its
   * /56 refuses spends nothing of the /48 or /32 above it. Synchronous: call it with no await since
   * the check that admitted the request, and a burst of concurrent requests is counted one by one.
   */
  reserveShared(name: string, address: string, now: number): RateLimitResult;
  /** The database's counter says the client is over: refuse it in memory until `until`. */
  block(name: string, address: string, until: number): void;
  /** Requests of `name` counted for the client's own network in the current window (none counted). */
  count(name: string, address: string, now: number): number;
}

/**
 * A request to a route that counts its clients in memory only (the confirmation and the demo's
 * links): "unreadable" when its client address is none (a proxy that forwards junk) and cannot be
 * counted, refused with a 400 as the form API does (fresh security read 7, L1); "limited" with the
 * seconds to wait when over the limit; null to go on. Without a limiter only the address is checked.
 */
export function gateRequest(
  limiter: RequestLimiter | undefined,
  name: string,
  ip: string,
  now: number,
): { refused: "unreadable" } | { refused: "limited"; retryAfterS: number } | null {
  const address = clientAddressKey(ip);
  if (address === null) return { refused: "unreadable" };
  const hit = limiter?.hit(name, address, now);
  return !hit || hit.allowed ? null : { refused: "limited", retryAfterS: hit.retryAfterS };
}

/**
 * The rate limit's first gate (issue 25, M2 and M3), per process: every request is counted here
 * before anything else, so a refusal does no durable write and renders nothing it need not. The
 * database's counter (hitRateLimit) is still kept for the requests that store or draft something,
 * so several instances share the limit for them.
 */
export function createRequestLimiter({
  key,
  max,
  windowMs,
  clock = systemClock,
}: {
  key: KeyObject;
  max: number;
  windowMs: number;
  clock?: Clock;
}): RequestLimiter {
  /**
   * Counters in one map, the oldest dropped in constant time when it is full (a Map keeps
   * insertion order); expired ones go with the minute's sweep, as the privacy policy promises for
   * the database's ones (fingerprintLifetimeMinutes), even when no request comes to push them out.
   */
  function store() {
    const entries = new Map<string, { count: number; resetAt: number }>();
    setInterval(() => {
      const now = clock();
      for (const [id, entry] of entries) if (entry.resetAt <= now) entries.delete(id);
    }, 60_000).unref();
    const current = (id: string, now: number) => {
      const entry = entries.get(id);
      return entry && entry.resetAt > now ? entry : undefined;
    };
    const put = (id: string, entry: { count: number; resetAt: number }) => {
      if (entries.size >= MAX_COUNTERS) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.delete(id);
      entries.set(id, entry);
      return entry;
    };
    return {
      /** A live counter, or undefined: looking never creates one. */
      current,
      counter: (id: string, now: number) =>
        current(id, now) ?? put(id, { count: 0, resetAt: windowEnd(now, windowMs) }),
      put,
      remove: (id: string) => entries.delete(id),
    };
  }
  /** Every client's own counter: any request may add one. */
  const clients = store();
  /**
   * The own counters that reached their budget, moved out of `clients` (fresh security read 6,
   * L): there a flood of new keys pushed the oldest counter out, and a client over its limit got
   * a fresh budget back by sending junk from a hundred thousand other addresses. A key gets here
   * only by spending a whole budget, so pushing one out takes RATE_LIMIT_MAX x 100,000 requests
   * from as many clients in one window, for RATE_LIMIT_MAX more, in memory only.
   */
  const spent = store();
  /**
   * The shared networks' counters and the blocks: only requests that did their work add to it,
   * so a flood of cheap requests cannot push an over-budget /48 or a block out (security read 2, L1).
   */
  const held = store();

  const retryAfter = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000));

  return {
    hit(name, address, now) {
      const [own, ...shared] = networksOf(address);
      if (!own) return { allowed: true, retryAfterS: 0 };
      // The larger networks first, only looked at: a /56, /48 or /32 over its budget refuses before
      // anything is counted or created for the /64 inside it.
      for (const network of shared.reverse()) {
        const entry = held.current(clientKey(key, name, network.key), now);
        if (entry && entry.count >= max * network.budget) {
          return { allowed: false, retryAfterS: retryAfter(entry.resetAt, now) };
        }
      }
      const id = clientKey(key, name, own.key);
      const blocked = held.current(id, now);
      if (blocked) return { allowed: false, retryAfterS: retryAfter(blocked.resetAt, now) };
      const over = spent.current(id, now);
      if (over) {
        over.count += 1;
        return { allowed: false, retryAfterS: retryAfter(over.resetAt, now) };
      }
      const entry = clients.counter(id, now);
      entry.count += 1;
      // The last request within the budget moves the counter where new keys cannot push it out.
      if (entry.count >= max * own.budget) {
        clients.remove(id);
        spent.put(id, entry);
      }
      return entry.count > max * own.budget
        ? { allowed: false, retryAfterS: retryAfter(entry.resetAt, now) }
        : { allowed: true, retryAfterS: 0 };
    },
    reserveShared(name, address, now) {
      const shared = networksOf(address)
        .slice(1)
        .map((network) => ({ network, id: clientKey(key, name, network.key) }));
      // Looked at first: a refusal creates nothing in the map.
      for (const { network, id } of shared) {
        const entry = held.current(id, now);
        if (entry && entry.count >= max * network.budget) {
          return { allowed: false, retryAfterS: retryAfter(entry.resetAt, now) };
        }
      }
      for (const { id } of shared) held.counter(id, now).count += 1;
      return { allowed: true, retryAfterS: 0 };
    },
    count(name, address, now) {
      const [own] = networksOf(address);
      if (!own) return 0;
      const id = clientKey(key, name, own.key);
      return (spent.current(id, now) ?? clients.current(id, now))?.count ?? 0;
    },
    block(name, address, until) {
      const [own] = networksOf(address);
      if (own) held.put(clientKey(key, name, own.key), { count: Number.POSITIVE_INFINITY, resetAt: until });
    },
  };
}
