// /demo's script as the page inlines it: demo-enhance.ts bundled with the proof-of-work solver it
// shares with the React forms (src/forms/proof-of-work.ts). Bundled here, at build time, rather
// than as an Astro <script>: Vite would split the shared solver into a chunk of its own, so /demo
// would load two external scripts and every form island one more file (docs/decisions/0036).
import path from "node:path";
import { build } from "esbuild";

export async function demoScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(process.cwd(), "src", "features", "demo", "demo-enhance.ts")],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const code = result.outputFiles[0]?.text ?? "";
  if (code === "") throw new Error("Build: lo script di /demo è vuoto");
  return code.trim();
}
