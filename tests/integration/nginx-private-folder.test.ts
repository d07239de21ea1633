import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nginxMainLines } from "../support/nginx-main.ts";
import { freePort } from "./support/test-smtp.ts";

/*
 * A checkout inside a folder only its owner can read (mode 0700, as a clone in a private home
 * folder): every nginx the tests and benchmarks start must still serve its files. As root,
 * nginx's workers would become 'nobody' and answer 403 to every request (issue 28).
 */

const NGINX = process.env["NGINX_PATH"] ?? "/usr/sbin/nginx";
const ROOT = path.resolve(import.meta.dirname, "../..");
const started: { child: ChildProcess; prefix: string }[] = [];

async function serve(root: string, main: (prefix: string) => string[]): Promise<{ status: number; body: string }> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "nginx-private-"));
  const port = await freePort();
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      ...main(prefix),
      "events { worker_connections 16; }",
      "http {",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${prefix}/${name};`),
      `  access_log off; server { listen 127.0.0.1:${port}; root ${root}; }`,
      "}",
    ].join("\n"),
  );
  const child = spawn(
    NGINX,
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")],
    {
      stdio: "ignore",
    },
  );
  started.push({ child, prefix });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx è uscito (${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/index.html`);
      return { status: response.status, body: await response.text() };
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

afterAll(async () => {
  for (const { child, prefix } of started) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  }
});

describe("nginx serving a checkout in a folder only its owner can read", () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), "private-home-"));
  const site = path.join(parent, "checkout", "dist");
  mkdirSync(site, { recursive: true });
  writeFileSync(path.join(site, "index.html"), "<!doctype html><title>ok</title>");
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("serves the files with the shared main lines", async () => {
    expect(statSync(parent).mode & 0o777).toBe(0o700);
    const answer = await serve(site, (prefix) => nginxMainLines(prefix, path.join(prefix, "error.log")));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<title>ok</title>");
  });

  it("would answer 403 as root without them (the failure the shared lines prevent)", async () => {
    // Not root: nginx cannot switch users, and its workers read what this process reads.
    const expected = process.getuid?.() === 0 ? 403 : 200;
    const answer = await serve(site, (prefix) =>
      nginxMainLines(prefix, path.join(prefix, "error.log")).filter((line) => !line.startsWith("user ")),
    );
    expect(answer.status).toBe(expected);
  });

  it("every nginx configuration the tests and benchmarks write uses the shared main lines", () => {
    const writers: string[] = [];
    for (const folder of ["bench", "tests", "scripts"]) {
      for (const file of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })) {
        if (!/\.ts$/.test(file) || file.includes("node_modules")) continue;
        const text = readFileSync(path.join(ROOT, folder, file), "utf8");
        if (/daemon off/.test(text)) writers.push(path.join(folder, file));
      }
    }
    const shared = "tests/support/nginx-main.ts";
    const others = writers.filter(
      (file) => file !== shared && file !== "tests/integration/nginx-private-folder.test.ts",
    );
    for (const file of others) {
      expect(readFileSync(path.join(ROOT, file), "utf8"), file).toContain("nginxMainLines(");
    }
    expect(writers).toContain(shared);
  });
});
