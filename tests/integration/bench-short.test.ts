import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { requireBuild } from "./built-site.ts";

/*
 * The benchmarks in their short mode (one route, two seconds of load), so they cannot rot. Their
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

describe("benchmarks, short mode", () => {
  it("bench/server.ts measures GET / from our server and nginx, and POST beside the minimal insert", () => {
    const output = runBench("server.ts");
    expect(output).toMatch(/\| \/ \| ours \| \d+ \|/);
    expect(output).toMatch(/\| \/ \| nginx \| \d+ \|/);
    expect(output).toMatch(/\| SQLite \| POST \/api\/contact, one client \| \d+ \|/);
    expect(output).toMatch(/\| SQLite \| POST \/api\/contact, 1,000 clients \| \d+ \|/);
    expect(output).toMatch(/\| SQLite \| POST \/bench\/minimal \| \d+ \|/);
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
