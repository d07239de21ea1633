import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { requireBuild } from "./built-site.ts";

/*
 * The benchmarks in their short mode (one route, a second of load), so they cannot rot. Their
 * numbers are printed, never asserted: this machine is shared and timings are not behaviour.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

function runBench(script: string): string {
  requireBuild();
  const result = spawnSync(process.execPath, [path.join(ROOT, "bench", script), "--short"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 240_000,
  });
  console.log(result.stdout);
  if (result.status !== 0) console.error(result.stderr);
  expect(result.status).toBe(0);
  return result.stdout;
}

/**
 * The rows of the output's tables that have an "Errors" column, as "route: errors, req/s": a
 * benchmark whose requests all failed (400, 500, refused) must not pass for one that ran.
 */
function loadRows(output: string): { name: string; requests: number; errors: number }[] {
  const rows: { name: string; requests: number; errors: number }[] = [];
  let header: string[] | null = null;
  for (const line of output.split("\n")) {
    if (!line.startsWith("|")) {
      header = null;
      continue;
    }
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.includes("Errors")) header = cells;
    else if (header && !line.startsWith("|---") && /^\d+$/.test(cells[header.indexOf("req/s")] ?? "")) {
      // Load rows only (a number of requests per second), not the peak-memory line under them.
      rows.push({
        name: cells.slice(0, 2).join(" "),
        requests: Number(cells[header.indexOf("req/s")]),
        errors: Number(cells[header.indexOf("Errors")]),
      });
    }
  }
  return rows;
}

describe("benchmarks, short mode", () => {
  it("reads the errors and requests of each load row", () => {
    const sample = [
      "| Route | Server | req/s | p50 | p99 | Errors | Ratio to nginx |",
      "|---|---|---|---|---|---|---|",
      "| / | ours | 812 | 3 | 9 | 0 | 0.41 |",
      "| / | nginx | 0 | 0 | 0 | 1520 | 1.00 |",
      "|  | peak RSS (ours) | 156 MB |  |  |  |  |",
      "",
    ].join("\n");
    expect(loadRows(sample)).toEqual([
      { name: "/ ours", requests: 812, errors: 0 },
      { name: "/ nginx", requests: 0, errors: 1520 },
    ]);
  });

  it("bench/server.ts measures GET / from our server and nginx, and POST beside the minimal insert", () => {
    const output = runBench("server.ts");
    expect(output).toMatch(/\| \/ \| ours \| \d+ \|/);
    expect(output).toMatch(/\| \/ \| nginx \| \d+ \|/);
    expect(output).toMatch(/\| SQLite \| POST \/api\/contact, one client \| \d+ \|/);
    expect(output).toMatch(/\| SQLite \| POST \/api\/contact, 1,000 clients \| \d+ \|/);
    expect(output).toMatch(/\| SQLite \| POST \/bench\/minimal \| \d+ \|/);
    const rows = loadRows(output);
    expect(rows.length).toBe(5);
    for (const row of rows) {
      expect(row.requests, `${row.name}: richieste al secondo`).toBeGreaterThan(0);
      // On a loaded machine wrk may count a request or two it cut off or timed out at the end of
      // its run; a broken endpoint fails every request: more than 1 in 20 over the second.
      expect(row.errors, `${row.name}: errori`).toBeLessThanOrEqual(row.requests / 20);
    }
  }, 300_000);

  it("bench/storage.ts sets an accepted request's writes beside a one-row insert, through Kysely and without", () => {
    const output = runBench("storage.ts");
    expect(output).toMatch(/\| one-row insert \(the minimal endpoint's\) \| \d+ \| \d+ \|/);
    expect(output).toMatch(/\| contact request: [^|]+\| \d+ \| \d+ \| [\d.]+ \|/);
    expect(output).toMatch(/\| the same writes as plain SQL, without Kysely \| \d+ \| \d+ \| [\d.]+ \|/);
  }, 300_000);

  it("bench/pages.ts runs Lighthouse on the home page beside the bare static page", () => {
    const output = runBench("pages.ts");
    expect(output).toMatch(/\| bare static page \| \d+ \| \d+ \| \d+ \| \d+ \| [\d.]+ s \| 1\.00 \|/);
    expect(output).toMatch(/\| \/ \| \d+ \| \d+ \| \d+ \| \d+ \| [\d.]+ s \| [\d.]+ \|/);
  }, 300_000);
});
