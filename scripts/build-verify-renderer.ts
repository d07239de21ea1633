// Bundles the page that the server renders on demand (/normativa/verifica) into one ES module:
// Node cannot import .tsx, and a self-contained file keeps working wherever DIST_DIR is.
import path from "node:path";
import { build } from "esbuild";
import type { VatRegime } from "../src/config/load-site-config.ts";
import { ROOT } from "./build-lib.ts";

export const VERIFY_RENDERER = path.join(".private", "verifica.mjs");

export async function buildVerifyRenderer(dist: string, vatRegime: VatRegime): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, "src/features/obligation/verify-render.server.tsx")],
    outfile: path.join(dist, VERIFY_RENDERER),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    jsx: "automatic",
    minify: true,
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"', BUILD_VAT_REGIME: JSON.stringify(vatRegime) },
    // react-dom/server is CommonJS and requires Node's built-ins.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    logLevel: "warning",
  });
}
