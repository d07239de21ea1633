// Builds the static site into dist/ and pre-compresses it for the server.
// Usage: npm run build (the build-time configuration is read from the environment).
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadSiteConfig } from "../src/config/load-site-config.ts";
import { FINGERPRINT_FILE, ROOT, buildFingerprint } from "./build-lib.ts";
import { buildVerifyRenderer } from "./build-verify-renderer.ts";
import { buildWhitepaper } from "./build-whitepaper.ts";

const COMPRESSIBLE = new Set([".html", ".css", ".js", ".xml", ".txt", ".svg", ".webmanifest", ".json", ".ico"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? (name.startsWith(".") ? [] : files(full)) : [full];
  });
}

export async function build(env: Record<string, string | undefined> = process.env): Promise<void> {
  loadSiteConfig(env); // fail early, with the configuration's own message
  const fingerprint = buildFingerprint(env);
  const astro = spawnSync(process.execPath, [path.join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: ROOT,
    env: { ...env, ASTRO_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
  if (astro.status !== 0) throw new Error(`astro build è terminato con codice ${astro.status}`);

  const dist = path.join(ROOT, "dist");
  // The whitepaper is attached to e-mails, never served: it lives in a folder the server skips.
  await buildWhitepaper(path.join(dist, ".private", "whitepaper.pdf"), loadSiteConfig(env));
  await buildVerifyRenderer(dist);
  for (const file of files(dist)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
  }
  writeFileSync(path.join(dist, FINGERPRINT_FILE), `${fingerprint}\n`);
}

if (import.meta.main) {
  try {
    await build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
