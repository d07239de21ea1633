import { type ChildProcess, spawn, type StdioOptions } from "node:child_process";
import path from "node:path";

const REPORT_PORT = path.join(import.meta.dirname, "report-port.ts");

/**
 * Starts `node <script>` with PORT=0 (or the given env's PORT) and resolves with the port it
 * listens on, as the child itself reports it (tests/support/report-port.ts): no probe for a free
 * port that another process could take before the child binds it.
 */
export function spawnListening(
  script: string,
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    stdio?: "pipe" | "inherit";
    timeoutMs?: number;
    /** With stdio "pipe": every chunk the child writes, from its first. */
    onOutput?: (text: string) => void;
  },
): Promise<{ child: ChildProcess; port: number }> {
  const stdio: StdioOptions = ["ignore", options.stdio ?? "pipe", options.stdio ?? "pipe", "ipc"];
  const child = spawn(process.execPath, ["--import", REPORT_PORT, script], {
    cwd: options.cwd,
    env: { PORT: "0", ...options.env },
    stdio,
  });
  child.stdout?.on("data", (chunk: Buffer) => options.onOutput?.(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => options.onOutput?.(chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script}: nessuna porta in ascolto entro ${options.timeoutMs ?? 60_000} ms`));
    }, options.timeoutMs ?? 60_000);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} è terminato prima di mettersi in ascolto (codice ${code}, segnale ${signal})`));
    });
    child.on("message", (message: { listening?: number }) => {
      if (typeof message.listening !== "number") return;
      clearTimeout(timer);
      resolve({ child, port: message.listening });
    });
  });
}
