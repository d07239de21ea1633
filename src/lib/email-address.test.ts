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
  ])("%s → %s", (address, key) => {
    expect(recipientKey(address)).toBe(key);
  });
});

describe("escapeLike", () => {
  it("takes %, _ and the backslash literally", () => {
    expect(escapeLike("a_b%c\\d")).toBe("a\\_b\\%c\\\\d");
  });
});
