// Serves an existing build (no build step): used by tests and by process managers in production.
import { main } from "../src/app/server.server.ts";

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
