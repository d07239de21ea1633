// npm start: builds the site when it is missing or out of date, then serves it on PORT and HOST.
import path from "node:path";
import { main } from "../src/server/main.server.ts";
import { ROOT, buildFingerprint, currentBuildFingerprint } from "./build-lib.ts";
import { build } from "./build.ts";

try {
  const distDir = path.resolve(ROOT, process.env["DIST_DIR"] ?? "dist");
  if (currentBuildFingerprint(distDir) !== buildFingerprint(process.env)) {
    console.log("Build del sito mancante o non aggiornata: la eseguo ora.");
    await build();
  }
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
