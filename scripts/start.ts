// npm start: builds the site when it is missing or out of date, then serves it on PORT and HOST.
import path from "node:path";
import { loadSiteConfig } from "../src/config/load-site-config.ts";
import { ROOT, buildFingerprint, currentBuildFingerprint } from "./build-lib.ts";
import { build } from "./build.ts";

try {
  loadSiteConfig(process.env); // its own message, before modules that read the configuration while loading
  const distDir = path.resolve(ROOT, process.env["DIST_DIR"] ?? "dist");
  if (currentBuildFingerprint(distDir) !== buildFingerprint(process.env)) {
    console.log("Build del sito mancante o non aggiornata: la eseguo ora.");
    await build();
  }
  const { main } = await import("../src/app/server.server.ts");
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
