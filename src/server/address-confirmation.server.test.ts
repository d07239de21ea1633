import { describe, expect, it } from "vitest";
import { CONFIRMATION_TTL_MS } from "../config/address-confirmation.ts";
import { checkConfirmationToken, confirmationToken } from "./confirmation-token.server.ts";
import { deriveKeys } from "./secret.server.ts";

const key = deriveKeys("unit-test-secret").confirmation;
const otherKey = deriveKeys("another-secret").confirmation;
const ID = "0b6f5c1e-6a43-4b53-9d3f-2f7e3c1d9a10";
const T0 = Date.parse("2026-03-02T09:00:00Z");

describe("confirmation tokens", () => {
  it("name the form and the request, and hold until 24 hours after the request", () => {
    const token = confirmationToken(key, "kit", ID, T0);
    expect(checkConfirmationToken(key, token, T0)).toEqual({ ok: true, form: "kit", requestId: ID });
    expect(checkConfirmationToken(key, token, T0 + CONFIRMATION_TTL_MS).ok).toBe(true);
    expect(checkConfirmationToken(key, token, T0 + CONFIRMATION_TTL_MS + 1)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse another key, any changed part and anything that is not a token", () => {
    const token = confirmationToken(key, "kit", ID, T0);
    const [form, id, expires, signature] = token.split(".");
    expect(checkConfirmationToken(otherKey, token, T0)).toEqual({ ok: false, reason: "invalid" });
    for (const forged of [
      `order.${id}.${expires}.${signature}`,
      `${form}.${ID.replace("0b", "1b")}.${expires}.${signature}`,
      `${form}.${id}.${(parseInt(String(expires), 36) + 1).toString(36)}.${signature}`,
      `${form}.${id}.${expires}.${String(signature).slice(1)}A`,
      // Every other last character: some decode to the same bytes, none is the signature.
      ...[..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"]
        .filter((last) => !String(signature).endsWith(last))
        .map((last) => `${form}.${id}.${expires}.${String(signature).slice(0, -1)}${last}`),
      `${token}.x`,
      "",
      undefined,
      ["a"],
    ]) {
      expect(checkConfirmationToken(key, forged, T0), String(forged)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
