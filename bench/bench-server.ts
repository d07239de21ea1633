// The whole server as `npm start` runs it, plus POST /bench/minimal: the floor the storage can
// give (parse the same JSON, insert one row durably, answer 201), measured beside the product.
// The outbox worker runs only with BENCH_WORKER=1, so its effect on the API can be measured.
// Started by bench/server.ts; not part of the product.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { loadServerConfig } from "../src/server/start-config.server.ts";
import { createServer } from "../src/app/server.server.ts";

const config = loadServerConfig(process.env);
const { app, database, worker } = await createServer(config);
await sql`create table if not exists bench_minimal (id text primary key, name text not null, email text not null, message text not null, created_at bigint not null)`.execute(
  database.db,
);

app.post("/bench/minimal", async (request, reply) => {
  const body = request.body as Record<string, unknown>;
  await sql`insert into bench_minimal (id, name, email, message, created_at) values (${randomUUID()}, ${String(body["name"])}, ${String(body["email"])}, ${String(body["message"])}, ${Date.now()})`.execute(
    database.db,
  );
  return reply.code(201).send({ ok: true });
});

process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.PORT, host: config.HOST });
if (process.env["BENCH_WORKER"] === "1") worker.start();
