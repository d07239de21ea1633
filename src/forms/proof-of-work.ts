/** An ALTCHA challenge as altcha-lib creates it on the server. */
export interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Hashing time between two yields to the page (input, paint): well under a frame. */
const SLICE_MS = 8;

/**
 * Lets the browser handle what waits (a tap, a key, a paint) before the search goes on. An
 * awaited `crypto.subtle.digest` does not do it: Chromium resolves it without returning to the
 * event loop, so altcha-lib's solveChallenge ran a whole search as one task (466 ms at 4x
 * slowdown, bench/results/interactions.md). A message is a task of its own, without the 4 ms
 * clamp of nested timers.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function hex(buffer: ArrayBuffer): string {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += byte.toString(16).padStart(2, "0");
  return text;
}

/**
 * The number whose hash with the salt is the challenge (altcha-lib v1's search: one digest per
 * number from 0 to maxnumber), in slices of a few milliseconds; null when aborted or not found.
 */
export async function solvePow(pow: PowChallenge, signal: AbortSignal): Promise<number | null> {
  const encoder = new TextEncoder();
  const algorithm = pow.algorithm.toUpperCase();
  let sliceStart = performance.now();
  for (let number = 0; number <= pow.maxnumber; number += 1) {
    if (signal.aborted) return null;
    const digest = await crypto.subtle.digest(algorithm, encoder.encode(pow.salt + String(number)));
    if (hex(digest) === pow.challenge) return number;
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  return null;
}

/**
 * The standard ALTCHA payload the API takes as `pow` (base64 of the solved challenge), found in
 * slices as solvePow does; null when aborted, not found, or when the browser cannot hash.
 */
export async function powPayload(pow: PowChallenge, signal: AbortSignal): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const number = await solvePow(pow, signal);
  if (number === null) return null;
  const { algorithm, challenge, salt, signature } = pow;
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
}
