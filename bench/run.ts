// npm run bench: every benchmark on the current build, one after the other, each printing its
// table and writing it under bench/results/. Arguments (--short, --seconds N) are passed on.
import { spawnSync } from "node:child_process";
import path from "node:path";

const SCRIPTS = ["server.ts", "storage.ts", "pages.ts"];
const args = process.argv.slice(2);
let failed = false;
for (const script of SCRIPTS) {
  console.log(`\n== bench/${script} ${args.join(" ")}`);
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, script), ...args], { stdio: "inherit" });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
