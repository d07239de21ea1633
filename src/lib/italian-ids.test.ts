import { describe, expect, it } from "vitest";
import { isValidPartitaIva } from "./italian-ids.ts";

describe("isValidPartitaIva", () => {
  it.each([
    ["00743110157", "a real company's number"],
    ["01114601006", "another real company's number"],
    ["12345678903", "a constructed number with the right check digit"],
  ])("accepts %s (%s)", (value) => {
    expect(isValidPartitaIva(value)).toBe(true);
  });

  it.each([
    ["00743110158", "wrong check digit"],
    ["12345678901", "wrong check digit"],
    ["0074311015", "10 digits"],
    ["007431101570", "12 digits"],
    ["0074311015A", "a letter"],
    ["00000000000", "the placeholder of all zeros"],
    ["", "empty"],
  ])("rejects %s (%s)", (value) => {
    expect(isValidPartitaIva(value)).toBe(false);
  });
});
