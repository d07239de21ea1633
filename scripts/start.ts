// npm start: builds the site when it is missing or out of date, then serves it on PORT and HOST.
import path from "node:path";
import { main } from "../src/app/server.server.ts";
import { loadServerConfig } from "../src/server/start-config.server.ts";
import { ROOT, buildFingerprint, currentBuildFingerprint } from "./build-lib.ts";
import { build } from "./build.ts";

export async function start(env: Record<string, string | undefined> = process.env): Promise<void> {
  // A bad configuration, the site's or the server's (a public site without SERVER_SECRET), stops
  // here with its own message, before a build that would serve nothing.
  loadServerConfig(env);
  const distDir = path.resolve(ROOT, env["DIST_DIR"] ?? "dist");
  if (currentBuildFingerprint(distDir) !== buildFingerprint(env)) {
    console.log("Build del sito mancante o non aggiornata: la eseguo ora.");
    await build(env);
  }
  await main(env);
}

if (import.meta.main) {
  try {
    await start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
