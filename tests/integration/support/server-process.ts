import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { spawnListening } from "../../support/spawn-listening.ts";
import { type CaptchaResponse, solved, type SolvedCaptcha } from "./test-server.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
export const MAIL_FROM = "Whistleblowing Facile <noreply@whistleblowing-esempio.it>";

/** Polls probe (synchronous or not) until it returns something truthy; fails after timeoutMs. */
export async function until<T>(
  what: string,
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`tempo scaduto in attesa di: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  base: string;
  output: string[];
  /** The exit code; null after a kill by signal. */
  exited: Promise<number | null>;
}

const spawned = new Set<ChildProcess>();

/** For afterEach: kills the servers a failed test left running. */
export function killLeftoverServers(): void {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  spawned.clear();
}

/** scripts/serve.ts in a process of its own (the pinned Node that runs the tests), serving ./dist. */
/** The runner's environment without its own database, relay, secret, data folder or address: a child gets only the test's. */
export function inheritedEnv(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(DATABASE_URL|SMTP_URL|MAIL_FROM|SERVER_SECRET|DATA_DIR|PORT|HOST|TRUST_PROXY)$/.test(key),
    ),
  );
}

export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const inherited = inheritedEnv();
  const output: string[] = [];
  // The child binds port 0 and reports the port it got: no free-port probe another process could
  // take in between (tests/support/spawn-listening.ts).
  const { child, port } = await spawnListening(path.join(ROOT, "scripts/serve.ts"), {
    cwd: ROOT,
    env: { ...inherited, ...env, PORT: "0", HOST: "127.0.0.1", DIST_DIR: path.join(ROOT, "dist") },
    onOutput: (text) => output.push(text),
  }).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${output.join("")}`, { cause: error });
  });
  spawned.add(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await until("avvio del server", async () => child.exitCode === null && (await fetch(`${base}/api/captcha`)).ok);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${String(error)}\n${output.join("")}`, { cause: error });
  }
  return { child, port, base, output, exited };
}

/** The exit code, or "ancora in esecuzione" when the process has not exited within timeoutMs. */
export function exitWithin(server: SpawnedServer, timeoutMs: number): Promise<number | null | "ancora in esecuzione"> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    server.exited,
    new Promise<"ancora in esecuzione">((resolve) => {
      timer = setTimeout(() => resolve("ancora in esecuzione"), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** GET /api/captcha of a running server, answered: the maths question and the proof of work. */
export async function solvedCaptcha(base: string, form = "contact"): Promise<SolvedCaptcha> {
  return solved((await (await fetch(`${base}/api/captcha?form=${form}`)).json()) as CaptchaResponse);
}

/** POSTs a form to a running server with a freshly solved captcha. */
export async function post(
  base: string,
  form: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/api/${form}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ ...body, ...(await solvedCaptcha(base, form)) }),
  });
}
