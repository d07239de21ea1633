// Server throughput, in one run on loopback, as ratios (the machine is shared and noisy):
// - GET / and an article from our server and from Debian's nginx on the same build;
// - POST /api/contact on SQLite and PostgreSQL (rate limit raised, captcha tokens minted in
//   advance) beside POST /bench/minimal, which parses the same JSON and inserts one row durably;
//   on SQLite also with the outbox worker draining (rendering e-mails on the same event loop);
//   POST /api/contact twice: every request from 127.0.0.1 (one client, one rate-limit row that
//   each request updates) and from CLIENTS addresses in X-Forwarded-For (TRUST_PROXY=true, as
//   behind the nginx front), the real case of many visitors.
// Load from wrk (1 thread, 32 connections). Peak RSS is the server process's VmHWM.
// Usage: npm run build && npm exec -- node bench/server.ts [--short] [--seconds N] [--only S,…]
//   --short: GET / and the SQLite POSTs, 1 s each (the test suite runs this).
//   --only: some of get, sqlite, worker, postgres (experiments; no result file is written).
// Writes bench/results/server.md on a full run.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createChallenge } from "altcha-lib/v1";
import { CAPTCHA_TTL_MS, issueCaptcha } from "../src/server/captcha.server.ts";
import { deriveKeys } from "../src/server/secret.server.ts";
import { contentSecurityPolicy } from "../src/server/security-headers.server.ts";
import { COMMON_HEADERS } from "../src/server/security-headers.server.ts";
import { loadStaticSite } from "../src/server/static-site.server.ts";
import { powPayload } from "../tests/integration/support/pow.ts";
import { nginxMainLines } from "../tests/support/nginx-main.ts";
import {
  ROOT,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
  freePort,
  provenance,
  stopChild,
  table,
  waitForUrl,
  writeResult,
} from "./lib.ts";

const args = process.argv.slice(2);
const short = args.includes("--short");
const secondsArg = args.indexOf("--seconds");
const SECONDS = secondsArg >= 0 ? Number(args[secondsArg + 1]) : short ? 1 : 10;
const CONNECTIONS = 32;
/** Distinct client addresses of the many-clients variant. */
const CLIENTS = 1000;
const onlyArg = args.indexOf("--only");
const only = onlyArg >= 0 ? new Set((args[onlyArg + 1] ?? "").split(",")) : null;
const sections = only ?? new Set(short ? ["get", "sqlite"] : ["get", "sqlite", "worker", "postgres"]);
const DIST = path.join(ROOT, "dist");
const SECRET = `bench-${randomBytes(24).toString("hex")}`;
const SITE_URL = "http://localhost:4321";
const PG_URL = process.env["TEST_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/test";
const work = mkdtempSync(path.join(tmpdir(), "bench-server-"));

function requireTool(name: string, hint: string): string {
  const found = spawnSync("sh", ["-c", `command -v ${name} || ls /usr/sbin/${name} 2>/dev/null`], { encoding: "utf8" });
  const tool = found.stdout.trim().split("\n")[0];
  if (!tool) throw new Error(`${name} non trovato: ${hint}`);
  return tool;
}
const WRK = requireTool("wrk", "apt-get install -y wrk");
const NGINX = requireTool("nginx", "apt-get install -y nginx-light");

/** wrk prints one JSON line at the end (latencies in microseconds). */
const REPORT = `
done = function(summary, latency, requests)
  io.write(string.format('\\nRESULT {"requests":%d,"seconds":%f,"p50":%d,"p99":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end
`;
const POST_SCRIPT = `
local bodies = {}
for line in io.lines(os.getenv("BENCH_BODIES")) do bodies[#bodies + 1] = line end
local clients = tonumber(os.getenv("BENCH_CLIENTS") or "0")
local i = 0
request = function()
  i = i + 1
  local headers = {["Content-Type"] = "application/json"}
  if clients > 0 then
    local n = i % clients
    headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  end
  return wrk.format("POST", os.getenv("BENCH_PATH"), headers, bodies[(i - 1) % #bodies + 1])
end
${REPORT}`;
writeFileSync(path.join(work, "get.lua"), REPORT);
writeFileSync(path.join(work, "post.lua"), POST_SCRIPT);

interface Load {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

function wrk(url: string, script: string, env: Record<string, string> = {}): Load {
  const result = spawnSync(
    WRK,
    ["-t1", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "-H", "Accept-Encoding: gzip", "-s", script, url],
    { encoding: "utf8", env: { ...process.env, ...env } },
  );
  const line = /RESULT (\{.*\})/.exec(result.stdout)?.[1];
  if (!line) throw new Error(`wrk senza risultato per ${url}:\n${result.stdout}\n${result.stderr}`);
  const data = JSON.parse(line) as Record<string, number>;
  return {
    rps: (data["requests"] ?? 0) / (data["seconds"] ?? 1),
    p50Ms: (data["p50"] ?? 0) / 1000,
    p99Ms: (data["p99"] ?? 0) / 1000,
    non2xx: data["non2xx"] ?? 0,
    errors: data["errors"] ?? 0,
  };
}

function peakRssMb(child: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

async function startOurs(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; startRssMb: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, "bench/bench-server.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL,
      SERVER_SECRET: SECRET,
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "info",
      OUTBOX_POLL_S: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/robots.txt`, child);
  return { url, child, startRssMb: peakRssMb(child) };
}

/** nginx serving dist/ as our server does: .html-less URLs, gzip_static, the same headers. */
async function startNginx(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const prefix = path.join(work, "nginx");
  mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const site = await loadStaticSite(DIST);
  const common = Object.entries(COMMON_HEADERS)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join(" ");
  const pages = [...site.routes.entries()]
    .filter(([, file]) => file.type.startsWith("text/html"))
    .map(
      ([route, file]) =>
        `location = ${route} { ${common} add_header content-security-policy "${contentSecurityPolicy(file)}" always; add_header cache-control "${file.cacheControl}"; try_files ${route === "/" ? "/index.html" : `${route}.html`} =404; }`,
    )
    .join("\n    ");
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${nginxMainLines(prefix, `${prefix}/logs/error.log`).join("\n")}
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  types { text/html html; text/css css; text/javascript js; }
  charset utf-8;
  server {
    listen 127.0.0.1:${port};
    root ${DIST};
    gzip_static on;
    etag on;
    ${pages}
  }
}
`,
  );
  const child = spawn(NGINX, ["-c", path.join(prefix, "nginx.conf"), "-p", prefix], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/`, child);
  return { url, child };
}

/**
 * One JSON body per request: a valid contact request with its own, already solved captcha and
 * proof of work. The bench holds the server's secret, so it makes each challenge with a number
 * it knows instead of searching for it: the server's work per request is the same.
 */
async function mintBodies(count: number): Promise<string> {
  const keys = deriveKeys(SECRET);
  const lines: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { a, b, token } = issueCaptcha(keys.captcha, Date.now());
    // For the contact form: the server accepts work only for the form named in its salt.
    const pow = await createChallenge({
      hmacKey: keys.pow,
      number: 1,
      expires: new Date(Date.now() + CAPTCHA_TTL_MS),
      params: { form: "contact" },
    });
    lines.push(
      JSON.stringify({
        name: "Giulia Bianchi",
        email: `giulia.bianchi+${index}@azienda-esempio.it`,
        message: "Buongiorno, vorrei un preventivo per 120 dipendenti e sapere i tempi di attivazione.",
        privacyAccepted: true,
        website: "",
        captchaToken: token,
        captchaAnswer: a + b,
        pow: powPayload(pow, 1),
      }),
    );
  }
  const file = path.join(work, `bodies-${randomBytes(4).toString("hex")}.jsonl`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const getRows: (string | number)[][] = [];
const postRows: (string | number)[][] = [];
const notes: string[] = [];

async function benchGet(routes: string[]): Promise<void> {
  const ours = await startOurs({ DATA_DIR: path.join(work, "get-data") });
  const nginx = await startNginx();
  try {
    for (const route of routes) {
      const mine = wrk(`${ours.url}${route}`, path.join(work, "get.lua"));
      const theirs = wrk(`${nginx.url}${route}`, path.join(work, "get.lua"));
      for (const [name, load] of [
        ["ours", mine],
        ["nginx", theirs],
      ] as const) {
        getRows.push([
          route,
          name,
          Math.round(load.rps),
          ms(load.p50Ms),
          ms(load.p99Ms),
          load.non2xx + load.errors,
          name === "ours" ? (mine.rps / theirs.rps).toFixed(2) : "",
        ]);
      }
      console.log(`GET ${route}: ours ${Math.round(mine.rps)}/s, nginx ${Math.round(theirs.rps)}/s`);
    }
    getRows.push(["", "peak RSS (ours)", `${peakRssMb(ours.child).toFixed(0)} MB`, "", "", "", ""]);
  } finally {
    await stopChild(ours.child);
    await stopChild(nginx.child);
  }
}

async function benchPost(label: string, env: Record<string, string>, worker: boolean): Promise<void> {
  // TRUST_PROXY as behind the nginx front: requests without X-Forwarded-For still count as
  // 127.0.0.1, the one-client case.
  const server = await startOurs({ ...env, TRUST_PROXY: "true", BENCH_WORKER: worker ? "1" : "0" });
  try {
    // Enough single-use tokens for the fastest rate seen here, with room to spare; each run that
    // spends tokens has its own.
    const tokens = Math.max(2000, 4000 * SECONDS);
    const post = (pathname: string, bodies: string, clients = 0) =>
      wrk(`${server.url}${pathname}`, path.join(work, "post.lua"), {
        BENCH_BODIES: bodies,
        BENCH_PATH: pathname,
        BENCH_CLIENTS: String(clients),
      });
    const minimalBodies = await mintBodies(tokens);
    post("/bench/minimal", minimalBodies); // warm-up, discarded
    const minimal = post("/bench/minimal", minimalBodies);
    const contact = post("/api/contact", await mintBodies(tokens));
    const many = post("/api/contact", await mintBodies(tokens), CLIENTS);
    const rss = peakRssMb(server.child);
    const lines = [
      ["POST /bench/minimal", minimal],
      ["POST /api/contact, one client", contact],
      [`POST /api/contact, ${CLIENTS.toLocaleString("en")} clients`, many],
    ] as const;
    for (const [name, load] of lines) {
      postRows.push([
        label,
        name,
        Math.round(load.rps),
        ms(load.p50Ms),
        ms(load.p99Ms),
        load.non2xx + load.errors,
        load === minimal ? "" : (load.rps / minimal.rps).toFixed(2),
        load === minimal ? "" : (load.p99Ms / minimal.p99Ms).toFixed(2),
        `${rss.toFixed(0)} MB (${server.startRssMb.toFixed(0)} MB at start)`,
      ]);
    }
    console.log(
      `${label}: minimal ${Math.round(minimal.rps)}/s p99 ${ms(minimal.p99Ms)}; contact one client ${Math.round(contact.rps)}/s p99 ${ms(contact.p99Ms)}; ${CLIENTS} clients ${Math.round(many.rps)}/s p99 ${ms(many.p99Ms)}; peak RSS ${rss.toFixed(0)} MB`,
    );
  } finally {
    await stopChild(server.child);
  }
}

async function withPostgresDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    notes.push(`PostgreSQL non raggiungibile (${PG_URL}): ${(error as Error).message}`);
    return;
  }
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const sitemap = readFileSync(path.join(DIST, "sitemap.xml"), "utf8");
const article =
  [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? "").pathname)
    .find((pathname) => /^\/blog\/(?!pagina|categoria)[a-z0-9-]+$/.test(pathname)) ?? "/blog";

try {
  if (sections.has("get")) await benchGet(short ? ["/"] : ["/", article]);
  if (sections.has("sqlite")) await benchPost("SQLite", { DATA_DIR: path.join(work, "sqlite-a") }, false);
  if (sections.has("worker"))
    await benchPost("SQLite, worker draining", { DATA_DIR: path.join(work, "sqlite-b") }, true);
  if (sections.has("postgres"))
    await withPostgresDatabase((url) =>
      benchPost("PostgreSQL", { DATA_DIR: path.join(work, "pg"), DATABASE_URL: url }, false),
    );
} finally {
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}

const command = `npm run build && npm exec -- node bench/server.ts${args.length ? ` ${args.join(" ")}` : ""}`;
const markdown = [
  "# Server: our Node server beside nginx and beside a minimal durable insert",
  "",
  provenance(command),
  "",
  `wrk, 1 thread, ${CONNECTIONS} connections, ${SECONDS} s per line, Accept-Encoding: gzip, everything on 127.0.0.1 of the same machine (the load generator shares its 2 cores). Errors: non-2xx answers plus socket errors.`,
  "",
  "## GET (static pages)",
  "",
  table(["Route", "Server", "req/s", "p50", "p99", "Errors", "Ratio to nginx"], getRows),
  "",
  "## POST (one durable commit per request; SQLite synchronous=FULL)",
  "",
  "The minimal endpoint parses the same JSON and inserts one row in one autocommit statement: the floor the storage gives. Captcha tokens are minted in advance; the rate limit is raised to 100,000. The server runs with TRUST_PROXY=true, as behind the nginx front: 'one client' sends every request from 127.0.0.1 (every request updates the same rate-limit row), '1,000 clients' sets X-Forwarded-For to one of 1,000 addresses in turn. Ratios are to the minimal insert of the same run.",
  "",
  table(
    ["Database", "Endpoint", "req/s", "p50", "p99", "Errors", "Throughput ratio", "p99 ratio", "Peak RSS"],
    postRows,
  ),
  "",
  ...notes.map((note) => `Note: ${note}`),
].join("\n");
console.log(`\n${markdown}`);
if (!short && !only) console.log(`Scritto ${writeResult("server.md", markdown)}`);
