// npm run test:form -- <name>: one form's loop. Its unit tests (src/features/<folder>/), its
// part of the contract suite (tests/integration/form-contract.test.ts) and its own integration
// suites (tests/integration/<name>-*.test.ts), on SQLite and PostgreSQL, after a test build when
// the build is out of date (the server reads dist/). Minutes less than npm run test:integration.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildFingerprint, currentBuildFingerprint, ROOT } from "./build-lib.ts";
import { build } from "./build.ts";
import { decideDialects } from "./test-dialects.ts";
import { withoutProjectSettings } from "./test-env.ts";

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error("Uso: npm run test:form -- <nome del modulo> (il name del suo FormModule, es. contact)");
  process.exit(2);
}

/** The feature folder whose module declares `name: "<name>"` in a FormModule. */
function featureFolder(form: string): string | null {
  const features = path.join(ROOT, "src/features");
  for (const entry of readdirSync(features, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue; // src/features/README.md sits beside the folders
    const folder = entry.name;
    const dir = path.join(features, folder);
    const contracts = readdirSync(dir).filter((file) => file.endsWith("-contract.server.ts"));
    for (const file of contracts) {
      if (readFileSync(path.join(dir, file), "utf8").includes(`form: "${form}"`))
        return path.join("src/features", folder);
    }
  }
  return null;
}

const folder = featureFolder(name);
if (!folder) {
  console.error(
    `Nessun modulo «${name}»: manca src/features/<cartella>/<nome>-contract.server.ts con form: "${name}".`,
  );
  process.exit(2);
}
const own = readdirSync(path.join(ROOT, "tests/integration"))
  .filter((file) => file.startsWith(`${name}-`) && file.endsWith(".test.ts"))
  .map((file) => path.join("tests/integration", file));

const day = new Date();
day.setUTCFullYear(day.getUTCFullYear() + 1);
const env: NodeJS.ProcessEnv = {
  ...withoutProjectSettings(process.env),
  PROMO_END: process.env["PROMO_END"] ?? day.toISOString().slice(0, 10),
  ASTRO_TELEMETRY_DISABLED: "1",
};
env["TEST_DIALECTS"] = (await decideDialects(env)).join(",");
if (
  !existsSync(path.join(ROOT, "dist")) ||
  currentBuildFingerprint(path.join(ROOT, "dist")) !== buildFingerprint(env)
) {
  console.log("Build di test…");
  await build(env);
}
const vitest = [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run"];
const runs = [
  [...vitest, folder],
  [...vitest, "tests/integration/form-contract.test.ts", "-t", `(on (sqlite|postgres)\\W+${name}\\W|has one)`],
  ...(own.length > 0 ? [[...vitest, ...own]] : []),
];
let failed = false;
for (const args of runs) {
  console.log(`\n$ vitest ${args.slice(2).join(" ")}`);
  failed ||= spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: "inherit" }).status !== 0;
}
process.exit(failed ? 1 : 0);
