import { describe, expect, it } from "vitest";
import { allowConsole, consoleFindings, resetConsoleGuard } from "./console-guard.ts";

describe("the vitest console guard (setup file)", () => {
  it("holds a console.error and a console.warn against the test, with their text", () => {
    console.error("errore %s", "di prova");
    console.warn({ campo: 1 });
    expect(consoleFindings()).toEqual(["console.error: errore di prova", "console.warn: { campo: 1 }"]);
    resetConsoleGuard();
  });

  it("lets through only the lines the test allowed", () => {
    allowConsole(/^previsto/);
    console.error("previsto: la richiesta fallisce");
    console.error("non previsto");
    expect(consoleFindings()).toEqual(["console.error: non previsto"]);
    resetConsoleGuard();
  });

  it("ignores console.log and console.info", () => {
    console.log("log");
    console.info("info");
    expect(consoleFindings()).toEqual([]);
  });
});
