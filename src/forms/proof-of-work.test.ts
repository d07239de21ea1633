import { createHash } from "node:crypto";
import { createChallenge } from "altcha-lib/v1";
import { afterEach, describe, expect, it, vi } from "vitest";
import { solvePow, type PowChallenge } from "./proof-of-work.ts";

/** A challenge as GET /api/captcha sends it, hiding `number`. */
async function challenge(maxnumber: number, number: number): Promise<PowChallenge> {
  return { ...(await createChallenge({ hmacKey: "chiave", maxnumber, number })), maxnumber };
}

describe("solvePow", () => {
  afterEach(() => vi.restoreAllMocks());

  it("finds the number altcha-lib hid in the challenge", async () => {
    const pow = await challenge(2000, 1234);
    expect(await solvePow(pow, new AbortController().signal)).toBe(1234);
  });

  it("gives the page a turn while it searches (a digest that resolves at once, as in Chromium)", async () => {
    // Chromium resolves crypto.subtle.digest without going back to the event loop: a search that
    // only awaits digests is one long task, and a tap waits for all of it.
    vi.spyOn(crypto.subtle, "digest").mockImplementation((_algorithm, data) =>
      Promise.resolve(
        new Uint8Array(
          createHash("sha256")
            .update(data as Uint8Array)
            .digest(),
        ).buffer,
      ),
    );
    const pow = await challenge(200_000, 199_999);
    let taskRanAt: number | null = null;
    let found = false;
    setTimeout(() => (taskRanAt = found ? -1 : Date.now()), 0);
    const number = await solvePow(pow, new AbortController().signal);
    found = true;
    expect(number).toBe(199_999);
    expect(taskRanAt).not.toBeNull();
    expect(taskRanAt).not.toBe(-1);
  });

  it("stops when aborted", async () => {
    const pow = await challenge(100_000, 99_999);
    const controller = new AbortController();
    const search = solvePow(pow, controller.signal);
    controller.abort();
    expect(await search).toBeNull();
  });
});
