import { describe, expect, it } from "vitest";
import { refusalLog } from "./app.server.ts";
import { boundedLines } from "./logger.server.ts";

function capture() {
  const lines: { data: object; message: string }[] = [];
  return { lines, log: { info: (data: object, message: string) => void lines.push({ data, message }) } };
}

// Issue 25, L1 and L8: a loop of refused requests writes a few lines a minute, never one per request.
describe("bounded log lines", () => {
  it("writes at most 5 lines a minute per key, then the count of those left out with the next", () => {
    const { lines, log } = capture();
    const bounded = boundedLines(log);
    for (let i = 0; i < 7; i++) bounded.info("honeypot contact", { form: "contact" }, "Honeypot", 60_000);
    bounded.info("honeypot kit", { form: "kit" }, "Honeypot", 60_000);
    expect(lines).toHaveLength(6);
    bounded.info("honeypot contact", { form: "contact" }, "Honeypot", 120_000);
    expect(lines.at(-1)).toEqual({ data: { form: "contact", omitted: 2 }, message: "Honeypot" });
  });

  it("logs refusals by route and status only, not successes nor the 500s logged where they happen", () => {
    const { lines, log } = capture();
    const refusals = refusalLog(log);
    refusals.note("/api/contact", 201, 0);
    refusals.note("/api/contact", 500, 0);
    refusals.note(null, 404, 0);
    expect(lines).toEqual([{ data: { route: "(nessuna)", statusCode: 404 }, message: "Richiesta rifiutata" }]);
  });
});
