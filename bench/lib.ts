// Helpers shared by the benchmark scripts: free ports, child servers, result files.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const RESULTS_DIR = path.join(ROOT, "bench", "results");

/**
 * How production runs the server (docs/production.md, systemd): V8 sized for a small server (a
 * young generation of 2 x 4 MB instead of up to 2 x 32 MB, which was most of the growth under
 * load, and an old generation capped at 256 MB, about eight times what the server keeps live,
 * so V8 collects before it grows); Node's compile cache, so a warm start strips no TypeScript
 * (the type stripper costs about 20 MB for the life of the process); two malloc arenas instead
 * of one per thread that ever allocated (V8's compiler threads kept several alive).
 */
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=4",
  "--max-old-space-size=256",
  // BENCH_SERVER_FLAGS: more flags for the benchmarked servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  ...(process.env["BENCH_SERVER_FLAGS"] ?? "").split(" ").filter(Boolean),
];
export const SERVER_ENV: Readonly<Record<string, string>> = {
  NODE_COMPILE_CACHE: path.join(ROOT, "node_modules", ".cache", "node-compile-cache"),
  MALLOC_ARENA_MAX: "2",
};

/** A port nobody listens on now: benchmarks never take a fixed port on a shared machine. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForUrl(url: string, child?: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: il processo è terminato (${child.exitCode})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} non risponde dopo ${timeoutMs} ms`);
}

/** Our server (scripts/serve.ts) on the current build, in its own process, quiet at warn level. */
export async function startSiteServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, "scripts/serve.ts")], {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/robots.txt`, child);
  return {
    url,
    child,
    stop: () => stopChild(child),
  };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The line every result file starts with: when, on what, and the exact command. */
export function provenance(command: string): string {
  const cpu = cpus()[0]?.model.trim() ?? "CPU sconosciuta";
  const load = loadavg()[0]?.toFixed(1) ?? "?";
  return `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${availableParallelism()} core (${cpu}), Node ${process.versions.node}, load average ${load} when written (the machine is shared: only ratios within one run mean anything). Command: \`${command}\``;
}

export function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

export function writeResult(name: string, markdown: string): string {
  const file = path.join(RESULTS_DIR, name);
  writeFileSync(file, markdown.endsWith("\n") ? markdown : `${markdown}\n`);
  return file;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export interface LatencySummary {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencySummary(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * GETs `url` one after another, `gapMs` apart, until `until` settles or that many requests were
 * made: latencies in ms and any status but 200.
 */
export async function probeLatency(url: string, until: Promise<unknown> | number, gapMs = 20) {
  const latencies: number[] = [];
  const failures: number[] = [];
  let done = false;
  if (typeof until !== "number") {
    void until.then(
      () => (done = true),
      () => (done = true),
    );
  }
  while (!done && (typeof until !== "number" || latencies.length < until)) {
    const start = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
    if (response.status !== 200) failures.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return { latencies, failures };
}

/**
 * Writes one labelled section ("## before (main)", "## after") of a result file, keeping the
 * others: a before/after comparison is two runs of one script on two commits. The section is the
 * provenance line of `command`, the setup, the table and the facts; says where it was written.
 */
export function writeLabelledRun(run: {
  name: string;
  title: string;
  label: string;
  command: string;
  setup: string[];
  table: string;
  facts: string[];
}) {
  const body = [provenance(run.command), "", ...run.setup, "", run.table, "", ...run.facts].join("\n");
  console.log(`Scritto ${writeSection(run.name, run.title, run.label, body)}`);
}

function writeSection(name: string, title: string, label: string, markdown: string): string {
  const file = path.join(RESULTS_DIR, name);
  let sections: [string, string][] = [];
  try {
    const existing = readFileSync(file, "utf8");
    sections = existing
      .split(/^## /m)
      .slice(1)
      .map((chunk) => [chunk.slice(0, chunk.indexOf("\n")), chunk.slice(chunk.indexOf("\n") + 1).trim()]);
  } catch {
    // first run
  }
  const kept = sections.filter(([heading]) => heading !== label);
  const ordered = [...kept, [label, markdown.trim()] as [string, string]].sort(([a], [b]) =>
    a.startsWith("before") === b.startsWith("before") ? 0 : a.startsWith("before") ? -1 : 1,
  );
  writeFileSync(file, [`# ${title}`, "", ...ordered.map(([heading, body]) => `## ${heading}\n\n${body}\n`)].join("\n"));
  return file;
}
