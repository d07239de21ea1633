/*
 * A server-wide budget for expensive work (issue 25, M3): drafting a kit, rendering a PDF. Such
 * work runs on the event loop, so without a bound any number of clients, each within its own rate
 * limit, could take the CPU from the pages and the API. One job runs at a time; after a job the
 * budget rests as long again (the work takes at most half the time), and a few more wait their
 * turn. Past that queue a request is refused at once, cheaply, with a 503 and Retry-After; the
 * outbox, which can wait, always queues.
 */

export interface WorkBudgetOptions {
  /** Jobs that may wait for their turn before a request is refused. */
  queue?: number;
  /** Share of the time the work may take: after a job of d ms the budget rests d × (1/share − 1). */
  share?: number;
}

/** The budget is taken: answer 503 with this Retry-After. */
export class WorkBudgetBusy extends Error {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super("Lavoro costoso: coda piena");
    this.retryAfterS = retryAfterS;
  }
}

export interface WorkBudget {
  /**
   * Runs `job` when the budget allows. Throws WorkBudgetBusy at once when the queue is full,
   * unless `wait` (background work that may wait any time).
   */
  run<T>(job: () => Promise<T>, options?: { wait?: boolean }): Promise<T>;
  /**
   * A place in the queue taken now, with no await, for a request that has checks to pass before
   * its job: throws WorkBudgetBusy at once when the queue is full, so a refusal comes before any
   * write. The ticket runs one job, or is given back with `cancel` when the request stops early.
   */
  reserve(): WorkTicket;
  /** Jobs running or waiting now. */
  readonly pending: number;
}

export interface WorkTicket {
  run<T>(job: () => Promise<T>): Promise<T>;
  cancel(): void;
}

/**
 * budget.reserve() for a request: its ticket, or the refusal to answer (a 503 with the error's
 * Retry-After) when the queue is full. Any other error is thrown.
 */
export function tryReserve(budget: WorkBudget): { ticket: WorkTicket } | { busy: WorkBudgetBusy } {
  try {
    return { ticket: budget.reserve() };
  } catch (error) {
    if (!(error instanceof WorkBudgetBusy)) throw error;
    return { busy: error };
  }
}

/** Seconds a refused client is asked to wait: a few jobs' time, never less than a second. */
const RETRY_AFTER_S = 5;

export function createWorkBudget({ queue = 4, share = 0.5 }: WorkBudgetOptions = {}): WorkBudget {
  const waiting: { resolve: () => void; background: boolean }[] = [];
  let busy = false;

  function release() {
    const next = waiting.shift();
    if (next) next.resolve();
    else busy = false;
  }

  /** A place in line: the turn to await, and the waiting entry (null when the turn is ours at once). */
  function enqueue(background: boolean): { turn: Promise<void>; entry: (typeof waiting)[number] | null } {
    if (!busy) {
      busy = true;
      return { turn: Promise.resolve(), entry: null };
    }
    const queuedRequests = waiting.filter((entry) => !entry.background).length;
    if (!background && queuedRequests >= queue) throw new WorkBudgetBusy(RETRY_AFTER_S);
    const entry = { resolve: () => {}, background };
    const turn = new Promise<void>((resolve) => (entry.resolve = resolve));
    waiting.push(entry);
    return { turn, entry };
  }

  async function runInTurn<T>(turn: Promise<void>, job: () => Promise<T>): Promise<T> {
    await turn;
    const started = performance.now();
    try {
      return await job();
    } finally {
      const rest = (performance.now() - started) * (1 / share - 1);
      // Rest before the next job: the event loop answers pages and the API meanwhile.
      setTimeout(release, Math.min(rest, 1000)).unref();
    }
  }

  return {
    get pending() {
      return waiting.length + (busy ? 1 : 0);
    },
    async run<T>(job: () => Promise<T>, { wait = false } = {}): Promise<T> {
      return runInTurn(enqueue(wait).turn, job);
    },
    reserve(): WorkTicket {
      const { turn, entry } = enqueue(false);
      let used = false;
      return {
        run(job) {
          if (used) throw new Error("Lavoro costoso: biglietto già usato");
          used = true;
          return runInTurn(turn, job);
        },
        cancel() {
          if (used) return;
          used = true;
          const index = entry ? waiting.indexOf(entry) : -1;
          if (index >= 0) waiting.splice(index, 1);
          // Our turn came (or was ours from the start): hand it on at once, no job ran.
          else void turn.then(release);
        },
      };
    },
  };
}

/**
 * A server-wide rate for work that is cheap once but not free, which every client may ask for
 * (issue 25, M2): the kit's page that gives refused answers back costs about a millisecond to
 * render and compress. Each client's own limits bound what one client gets; this bounds what all of
 * them together get, so a flood from many addresses takes a few percent of a core, not the core.
 * A token bucket: `burst` at once, then `perSecond`.
 */
export interface RateBudget {
  /** True, and one unit spent, when the budget allows the work at `now` (ms). */
  take(now: number): boolean;
}

export function createRateBudget({ perSecond, burst }: { perSecond: number; burst: number }): RateBudget {
  let tokens = burst;
  let last = Number.NEGATIVE_INFINITY;
  return {
    take(now) {
      tokens = Math.min(burst, tokens + (Math.max(0, now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * A server-wide count of something every client may do but few should (docs/decisions/0036): at
 * most `max` in any `windowMs`, whoever asks, and at most `perHolder` of them for one holder (a
 * client's keyed hash), so one client cannot take every place. Past either the answer says when
 * a place frees up (`perHolder: true` when it was the holder's share). The times are kept, at most
 * `max` of them, so the window slides.
 */
export interface WindowBudget {
  /** Takes one place at `now` (ms) for `holder`, or says in how many seconds one frees up. */
  take(now: number, holder?: string): { allowed: true } | { allowed: false; retryAfterS: number; perHolder?: true };
  /** Gives back the place `holder` took at `at`: what it was taken for did not happen. */
  giveBack(at: number, holder?: string): void;
  /** Remembers the place `holder` took at `at` for what is then named `name` (a stored request). */
  remember(name: string, at: number, holder?: string): void;
  /** Gives back the place remembered under `name`, if it is still in the window: it was withdrawn. */
  release(name: string): void;
}

export function createWindowBudget({
  max,
  windowMs,
  perHolder = max,
}: {
  max: number;
  windowMs: number;
  perHolder?: number;
}): WindowBudget {
  const taken: { at: number; holder: string }[] = [];
  const named = new Map<string, { at: number; holder: string }>();
  const wait = (at: number, now: number) => Math.max(1, Math.ceil((at + windowMs - now) / 1000));
  return {
    take(now, holder = "") {
      while (taken.length > 0 && (taken[0]?.at ?? 0) + windowMs <= now) taken.shift();
      if (taken.length >= max) return { allowed: false, retryAfterS: wait(taken[0]?.at ?? now, now) };
      const own = taken.filter((place) => place.holder === holder);
      if (own.length >= perHolder) {
        return { allowed: false, retryAfterS: wait(own[0]?.at ?? now, now), perHolder: true };
      }
      taken.push({ at: now, holder });
      return { allowed: true };
    },
    giveBack(at, holder = "") {
      const index = taken.findIndex((place) => place.at === at && place.holder === holder);
      if (index >= 0) taken.splice(index, 1);
    },
    remember(name, at, holder = "") {
      // Names outside the window are of no use: their places are free already.
      for (const [old, place] of named) if (place.at + windowMs <= at) named.delete(old);
      named.set(name, { at, holder });
    },
    release(name) {
      const place = named.get(name);
      if (!place) return;
      named.delete(name);
      this.giveBack(place.at, place.holder);
    },
  };
}

/** One WindowBudget per name (a form's), each created at its first use. */
export function windowBudgets(options: Parameters<typeof createWindowBudget>[0]): (name: string) => WindowBudget {
  const budgets = new Map<string, WindowBudget>();
  return (name) => {
    let budget = budgets.get(name);
    if (!budget) budgets.set(name, (budget = createWindowBudget(options)));
    return budget;
  };
}
