import { describe, expect, it } from "vitest";
import { escapeLike, recipientKey } from "./email-address.ts";

describe("recipientKey", () => {
  it.each([
    ["marco.verdi@verdi.it", "marco.verdi@verdi.it"],
    ["Marco.Verdi@Verdi.IT", "marco.verdi@verdi.it"],
    ["marco.verdi+1@verdi.it", "marco.verdi@verdi.it"],
    ["MARCO.VERDI+Offerte+2@verdi.it", "marco.verdi@verdi.it"],
    [" marco@verdi.it ", "marco@verdi.it"],
    ["+tag@verdi.it", "@verdi.it"],
    // Security review 3, M1: Gmail ignores dots and delivers googlemail.com to the same mailbox.
    ["mario.rossi.test@gmail.com", "mariorossitest@gmail.com"],
    ["m.ariorossi.test@gmail.com", "mariorossitest@gmail.com"],
    ["mariorossitest@googlemail.com", "mariorossitest@gmail.com"],
    ["M.A.R.I.O.Rossi.Test+kit@GoogleMail.com", "mariorossitest@gmail.com"],
    // NFKC first: fullwidth letters and the fullwidth at sign are the same address.
    ["ｍａｒｉｏ．ｒｏｓｓｉ＠ｇｍａｉｌ．ｃｏｍ", "mariorossi@gmail.com"],
    // Dots count everywhere else: another provider may deliver them to another person.
    ["mario.rossi@libero.it", "mario.rossi@libero.it"],
    ["mario.rossi@gmail.com.evil.it", "mario.rossi@gmail.com.evil.it"],
  ])("%s → %s", (address, key) => {
    expect(recipientKey(address)).toBe(key);
  });
});

describe("escapeLike", () => {
  it("takes %, _ and the backslash literally", () => {
    expect(escapeLike("a_b%c\\d")).toBe("a\\_b\\%c\\\\d");
  });
});
