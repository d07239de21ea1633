import { buildApp } from "./app.server.ts";
import { loadServerConfig } from "./config.server.ts";

/** Starts the whole server: static site and form API on PORT and HOST. */
export async function main(env: Record<string, string | undefined> = process.env): Promise<void> {
  const config = loadServerConfig(env);
  const app = await buildApp({ config });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: arresto del server`);
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.PORT, host: config.HOST });
}
