// npm run nginx-config -- [options]: writes nginx's configuration for this build (see
// docs/production.md). Run it after every build: the pages' CSP hashes change with the build.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { nginxConfig } from "../src/server/nginx-config.server.ts";

const USAGE = `Uso: npm run nginx-config -- [--out file] [--server-name nome] [--listen 443]
  [--tls-cert file --tls-key file] [--upstream 127.0.0.1:4321 …] [--root dist] [--log-dir /var/log/nginx] [--brotli]
  [--monitor indirizzo-o-rete …] (chi può leggere /healthz oltre a questa macchina)`;

try {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      root: { type: "string" },
      upstream: { type: "string", multiple: true },
      listen: { type: "string" },
      "server-name": { type: "string" },
      "tls-cert": { type: "string" },
      "tls-key": { type: "string" },
      "log-dir": { type: "string" },
      brotli: { type: "boolean" },
      monitor: { type: "string", multiple: true },
      help: { type: "boolean" },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const certificate = values["tls-cert"];
  const key = values["tls-key"];
  if ((certificate === undefined) !== (key === undefined))
    throw new Error("--tls-cert e --tls-key vanno indicati insieme.");
  const tls = certificate && key ? { certificate: path.resolve(certificate), key: path.resolve(key) } : undefined;
  const config = await nginxConfig({
    root: path.resolve(values.root ?? process.env["DIST_DIR"] ?? "dist"),
    upstreams: values.upstream ?? [`127.0.0.1:${process.env["PORT"] ?? "4321"}`],
    listen: values.listen ?? (tls ? "443" : "80"),
    serverName: values["server-name"] ?? new URL(process.env["SITE_URL"] ?? "http://localhost").hostname,
    tls,
    logDir: values["log-dir"] ?? "/var/log/nginx",
    brotli: values.brotli === true,
    monitors: values.monitor ?? [],
  });
  if (values.out) {
    writeFileSync(values.out, config);
    console.error(`Configurazione nginx scritta in ${values.out}.`);
  } else {
    process.stdout.write(config);
  }
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exitCode = 2;
}
