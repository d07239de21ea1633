import { describe, expect, it } from "vitest";
import { obligationMessages as m, parseAnswers, readValues, toQuery, type RawValues } from "./obligation-answers.ts";

const base = { ente: "privato", controllo: "no", modello231: "no", settore: "si" } as const;

describe("parseAnswers: the query string, as browser and server read it", () => {
  it.each([
    ["0", 0],
    ["49", 49],
    ["50", 50],
    [" 73 ", 73],
    ["0250", 250],
    ["49,5", 49.5],
    ["49.5", 49.5],
    ["49,75", 49.75],
    ["1.000,5", 1000.5],
    ["1.000", 1000],
    ["1 200", 1200],
    ["1000000", 1_000_000],
    ["1.000.000", 1_000_000],
  ])("accepts %j workers as %i", (text, workers) => {
    expect(parseAnswers({ ...base, lavoratori: text })).toEqual({
      ok: true,
      answers: { ente: "privato", lavoratori: workers, modello231: false, settore: "si" },
    });
  });

  it.each([
    "abc",
    "-1",
    "1,555",
    "12,",
    ",5",
    "1.000.5",
    "1e3",
    "1000001",
    "1.000.000,01",
    "1,5.000",
    "99999999999999999999",
    "١٢",
  ])("refuses %j workers with the Italian message", (text) => {
    expect(parseAnswers({ ...base, lavoratori: text })).toEqual({
      ok: false,
      errors: { lavoratori: m.workersInvalid },
    });
  });

  it.each(["", "   "])("asks for the number when it is empty (%j)", (text) => {
    expect(parseAnswers({ ...base, lavoratori: text })).toEqual({
      ok: false,
      errors: { lavoratori: m.workersMissing },
    });
  });

  it("a public entity needs only the first answer, whatever the others say", () => {
    expect(parseAnswers({ ente: "pubblico" })).toEqual({ ok: true, answers: { ente: "pubblico" } });
    expect(parseAnswers({ ente: "pubblico", lavoratori: "abc", modello231: "forse" })).toEqual({
      ok: true,
      answers: { ente: "pubblico" },
    });
  });

  // CK-1: an in-house or publicly controlled company that answers «Privato» is asked, and is public.
  it("reads «Privato» plus an in-house or publicly controlled company as the public sector", () => {
    expect(parseAnswers({ ente: "privato", controllo: "si" })).toEqual({
      ok: true,
      answers: { ente: "pubblico", declaredPrivate: true },
    });
    expect(parseAnswers({ ente: "privato", controllo: "si", lavoratori: "abc", settore: "forse" })).toEqual({
      ok: true,
      answers: { ente: "pubblico", declaredPrivate: true },
    });
  });

  it("gives no private answer before the public-control question is answered", () => {
    expect(parseAnswers({ ente: "privato", lavoratori: "12", modello231: "si", settore: "no" })).toEqual({
      ok: false,
      errors: { controllo: m.controllo },
    });
    expect(parseAnswers({ ...base, controllo: "forse", lavoratori: "12" })).toEqual({
      ok: false,
      errors: { controllo: m.controllo },
    });
  });

  it("names every missing or invalid answer", () => {
    expect(parseAnswers({})).toEqual({
      ok: false,
      errors: {
        ente: m.ente,
        controllo: m.controllo,
        lavoratori: m.workersMissing,
        modello231: m.modello231,
        settore: m.settore,
      },
    });
    expect(parseAnswers({ ente: "misto", controllo: "no", lavoratori: "10", modello231: "si", settore: "no" })).toEqual(
      {
        ok: false,
        errors: { ente: m.ente },
      },
    );
    expect(parseAnswers({ ente: "privato", controllo: "no", lavoratori: "10", modello231: "sì", settore: "" })).toEqual(
      {
        ok: false,
        errors: { modello231: m.modello231, settore: m.settore },
      },
    );
  });

  it.each([
    ["si", "si"],
    ["no", "no"],
    ["nonso", "nonso"],
  ] as const)("settore=%s in an address reads as the answer %j", (text, settore) => {
    expect(parseAnswers({ ...base, lavoratori: "10", settore: text })).toEqual({
      ok: true,
      answers: { ente: "privato", lavoratori: 10, modello231: false, settore },
    });
  });

  it.each(["forse", "non so", "NONSO", "sì"])("refuses settore=%j with the Italian message", (text) => {
    expect(parseAnswers({ ...base, lavoratori: "10", settore: text })).toEqual({
      ok: false,
      errors: { settore: m.settore },
    });
  });

  it("reads the first value of each field and ignores the rest of the query", () => {
    expect(readValues(new URLSearchParams("?ente=pubblico&ente=privato&utm_source=x&lavoratori=5"))).toEqual({
      ente: "pubblico",
      lavoratori: "5",
    });
  });

  it.each<[RawValues, string]>([
    [
      { ente: "privato", controllo: "no", lavoratori: "73", modello231: "no", settore: "no" },
      "ente=privato&controllo=no&lavoratori=73&modello231=no&settore=no",
    ],
    [{ ente: "pubblico", lavoratori: "73", modello231: "no" }, "ente=pubblico"],
    [{ ente: "privato", controllo: "no", lavoratori: " " }, "ente=privato&controllo=no"],
    [{ ente: "privato", controllo: "si", lavoratori: "12", settore: "no" }, "ente=privato&controllo=si"],
    [{}, ""],
  ])("writes %j as the query %j", (values, query) => {
    expect(toQuery(values)).toBe(query);
  });
});
