import { useCallback, useEffect, useRef, useState } from "react";
import { powPayload, type PowChallenge } from "./proof-of-work.ts";

export interface CaptchaChallenge {
  a: number;
  b: number;
  token: string;
  pow: PowChallenge;
}

interface Work {
  token: string;
  controller: AbortController;
  /** The standard ALTCHA payload once found; null when it cannot be found here. */
  payload: Promise<string | null>;
}

/**
 * Starts the proof of work at once, in the background, in slices that leave the page free to
 * answer a tap or a key (docs/decisions/0027); the search is usually over before the visitor has
 * filled in the form. No worker and no eval: it runs under the site's strict CSP as it is
 * (docs/decisions/0016).
 */
function startWork(token: string, pow: PowChallenge): Work {
  const controller = new AbortController();
  const payload = powPayload(pow, controller.signal).catch(() => null);
  return { token, controller, payload };
}

/** How long a form waits for its question before it says the check failed. */
const CAPTCHA_FETCH_TIMEOUT_MS = 15_000;

/**
 * The server's signed question (GET /api/captcha) and its proof of work, solved meanwhile; a new
 * pair after every wrong or expired answer.
 */
export function useCaptcha(endpoint: string) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const work = useRef<Work | null>(null);
  /** The question being fetched, or the last one fetched (null when it could not be). */
  const pending = useRef<Promise<CaptchaChallenge | null>>(Promise.resolve(null));
  /** The fetch on its way: a new question, or the form going away, aborts it (a late answer is ignored). */
  const fetching = useRef<AbortController | null>(null);

  const refresh = useCallback((): Promise<CaptchaChallenge | null> => {
    work.current?.controller.abort();
    work.current = null;
    fetching.current?.abort();
    const controller = new AbortController();
    fetching.current = controller;
    setChallenge(null);
    // A form waits for this question (arrived()): a stalled request ends as a failure, not a wait.
    const timer = setTimeout(() => controller.abort(), CAPTCHA_FETCH_TIMEOUT_MS);
    const request = (async () => {
      try {
        // The proof of work is for this form only (issue 25, L9): its name is the endpoint's.
        const form = encodeURIComponent(endpoint.replace(/^\/api\//, ""));
        const response = await fetch(`/api/captcha?form=${form}`, {
          cache: "no-store",
          headers: { accept: "application/json" },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`captcha ${response.status}`);
        const next = (await response.json()) as CaptchaChallenge;
        // Replaced by a newer question, or the form has gone: this one is not used.
        if (fetching.current !== controller) return null;
        work.current = startWork(next.token, next.pow);
        setChallenge(next);
        setFailed(false);
        return next;
      } catch {
        if (fetching.current !== controller) return null;
        setFailed(true);
        return null;
      } finally {
        clearTimeout(timer);
      }
    })();
    pending.current = request;
    return request;
  }, [endpoint]);

  /**
   * The question, waiting for the one on its way: a visitor who sends the form (or lets the browser
   * fill it) before the question has arrived is not told that the check failed.
   */
  const arrived = useCallback((): Promise<CaptchaChallenge | null> => pending.current, []);

  /** The solved proof of work for the question `token`, waiting for it when the search is not over. */
  const proof = useCallback(async (token: string): Promise<string | null> => {
    const current = work.current;
    return current?.token === token ? current.payload : null;
  }, []);

  useEffect(() => {
    // Fetching on mount is the point: the question exists only on the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
    return () => {
      fetching.current?.abort();
      fetching.current = null;
      work.current?.controller.abort();
    };
  }, [refresh]);

  return { challenge, failed, refresh, arrived, proof };
}
