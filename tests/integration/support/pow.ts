import { createHash } from "node:crypto";
import type { PowChallenge } from "../../../src/server/pow.server.ts";

/**
 * Solves a proof-of-work challenge as a script would, with Node's native hash (much faster than
 * the browser's crypto.subtle), and returns the payload a form's POST carries as `pow`.
 */
export function solvePow(challenge: PowChallenge, maxnumber = challenge.maxnumber ?? 1_000_000): string {
  for (let number = 0; number <= maxnumber; number += 1) {
    if (
      createHash("sha256")
        .update(challenge.salt + number)
        .digest("hex") === challenge.challenge
    ) {
      return powPayload(challenge, number);
    }
  }
  throw new Error("proof of work senza soluzione");
}

/** The standard ALTCHA payload: base64 of the JSON of the challenge and the number found. */
export function powPayload({ algorithm, challenge, salt, signature }: PowChallenge, number: number): string {
  return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString("base64");
}
