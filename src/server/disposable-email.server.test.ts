import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { isDisposableEmail } from "./disposable-email.server.ts";

describe("disposable e-mail domains", () => {
  it.each(["a@mailinator.com", "a@YOPMAIL.com", "a@10minutemail.com", "a@sub.mailinator.com"])(
    "refuses %s",
    (email) => {
      expect(isDisposableEmail(email)).toBe(true);
    },
  );

  it.each(["a@gmail.com", "a@libero.it", "a@azienda.it", "a@pec.it", "a@comune.roma.it", "senza-chiocciola"])(
    "accepts %s",
    (email) => {
      expect(isDisposableEmail(email)).toBe(false);
    },
  );

  it("finds every domain of the list and every subdomain of a wildcard one", () => {
    const require = createRequire(import.meta.url);
    const exact = require("disposable-email-domains") as string[];
    const wildcard = require("disposable-email-domains/wildcard.json") as string[];
    expect(exact.length).toBeGreaterThan(100_000);
    expect(exact.filter((domain) => !isDisposableEmail(`a@${domain}`))).toEqual([]);
    expect(wildcard.filter((domain) => !isDisposableEmail(`a@x.${domain.toUpperCase()}`))).toEqual([]);
    // Neighbours in sorted order that are not listed.
    expect(exact.some((domain) => domain === "mailinator.co")).toBe(false);
    expect(isDisposableEmail("a@mailinator.co")).toBe(false);
    expect(isDisposableEmail("a@0")).toBe(false);
    expect(isDisposableEmail("a@zzzzzzzz.zz")).toBe(false);
  });
});
