import { describe, expect, it } from "vitest";
import {
  codiceFiscaleCheckLetter,
  isProvinceCode,
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPersonCodiceFiscale,
  isValidCig,
  isValidIpaOfficeCode,
  isValidSdiCode,
  PROVINCE_CODES,
} from "./italian-ids.ts";

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

describe("codice fiscale", () => {
  it.each([
    ["RSSMRA85T10A562S", "the Agenzia delle Entrate's example of a man"],
    ["MRTMTT91D08F205J", "another man's code"],
    // Omocodia: the last digit 2 becomes N; N in an odd position weighs 20 instead of 5, so the
    // check letter moves 15 places on, from S to H.
    ["RSSMRA85T10A56NH", "the same code with an omocodia letter"],
    // Then 6 → S in an even position: 18 instead of 6, twelve places on from H to T.
    ["RSSMRA85T10A5SNT", "two omocodia letters"],
  ])("accepts the person's code %s (%s)", (value) => {
    expect(isValidPersonCodiceFiscale(value)).toBe(true);
    expect(isValidCodiceFiscale(value)).toBe(true);
  });

  it("computes the check letter over the first 15 characters", () => {
    expect(codiceFiscaleCheckLetter("RSSMRA85T10A562")).toBe("S");
    expect(codiceFiscaleCheckLetter("RSSMRA85T10A56N")).toBe("H");
  });

  it("accepts a woman's day (day + 40) and refuses impossible days", () => {
    const woman = "RSSMRA85T50A562";
    expect(isValidPersonCodiceFiscale(woman + codiceFiscaleCheckLetter(woman))).toBe(true);
    for (const day of ["00", "32", "40", "72"]) {
      const code = `RSSMRA85T${day}A562`;
      expect(isValidPersonCodiceFiscale(code + codiceFiscaleCheckLetter(code)), day).toBe(false);
    }
  });

  it.each([
    ["RSSMRA85T10A562T", "wrong check letter"],
    ["RSSMRA85T10A56NS", "omocodia letter with the old check letter"],
    ["RSSMRA85Z10A562S", "Z is no month"],
    ["RSSMRA85T10A562", "15 characters"],
    ["rssmra85t10a562s", "lower case (the form upper-cases first)"],
    ["RSSMRA85T10A5O2S", "O is no omocodia letter"],
  ])("refuses %s (%s)", (value) => {
    expect(isValidPersonCodiceFiscale(value)).toBe(false);
  });

  it("takes a company's 11-digit code with the P.IVA's check digit", () => {
    expect(isValidCodiceFiscale("00743110157")).toBe(true);
    expect(isValidCodiceFiscale("00743110158")).toBe(false);
    expect(isValidCodiceFiscale("0074311015")).toBe(false);
  });
});

describe("CAP, province and SDI code", () => {
  it.each([
    ["00100", true],
    ["20121", true],
    ["2012", false],
    ["201211", false],
    ["2O121", false],
    ["", false],
  ])("CAP %j → %s", (value, valid) => {
    expect(isValidCap(value)).toBe(valid);
  });

  it("knows the sigle, old and new Sardinian ones included, and nothing else", () => {
    for (const code of ["MI", "RM", "AO", "BT", "MB", "FM", "SU", "CI", "VS", "OG", "OT", "NU", "OR", "SS", "CA"]) {
      expect(isProvinceCode(code), code).toBe(true);
    }
    for (const code of ["XX", "mi", "ROMA", "", "EE", "M"]) expect(isProvinceCode(code), code).toBe(false);
    // 107 provinces and equivalent bodies, plus the four Sardinian sigle restored from 2025.
    expect(PROVINCE_CODES.size).toBe(111);
  });

  it.each([
    ["M5UXCR1", true],
    ["0000000", true],
    ["ABC1234", true],
    ["ABC123", false],
    ["ABC12345", false],
    ["abc1234", false],
    ["ABC-123", false],
  ])("SDI code %j → %s", (value, valid) => {
    expect(isValidSdiCode(value)).toBe(valid);
  });
});

describe("public buyers' codes", () => {
  it.each([
    ["UFXY12", true],
    ["ABCDEF", true],
    ["UFXY1", false],
    ["UFXY123", false],
    ["ufxy12", false],
    ["UF-Y12", false],
  ])("codice univoco ufficio %j → %s", (value, valid) => {
    expect(isValidIpaOfficeCode(value)).toBe(valid);
  });

  it.each([
    ["1234567ABC", true],
    ["Z1A2B3C4D5", true],
    ["A01B2C3D4E", true],
    ["123456789", false],
    ["1234567ABCD", false],
    ["1234567abc", false],
    ["1234567AB-", false],
  ])("CIG %j → %s", (value, valid) => {
    expect(isValidCig(value)).toBe(valid);
  });
});
