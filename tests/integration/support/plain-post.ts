import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createServer, type ServerParts } from "../../../src/app/server.server.ts";
import type { DialectName, RequestTableName } from "../../../src/server/db.server.ts";
import { createTestDatabase, type TestDatabase } from "./test-databases.ts";
import { startSmtpServer, type TestSmtpServer } from "./test-smtp.ts";
import { must, SITE_URL, testClock, testConfig } from "./test-server.ts";

/*
 * A form posted as a browser without JavaScript posts it (docs/decisions/0033, 0045): urlencoded,
 * from the site's origin, and the page that comes back read as HTML.
 */

export interface PostOptions {
  headers?: Record<string, string>;
  /** The client; each call gets a new one unless it is given. */
  address?: string;
}

/** A poster for one route: each call from a new client address unless one is given. */
export function formPoster(app: () => FastifyInstance, url: string) {
  let client = 0;
  return (form: Record<string, string> | string, { headers = {}, address }: PostOptions = {}) => {
    client += 1;
    return app().inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL, ...headers },
      payload: typeof form === "string" ? form : new URLSearchParams(form).toString(),
      remoteAddress: address ?? `198.51.100.${client % 250}`,
    });
  };
}

/** The attributes of the input or textarea with this id, as the page has them. */
export function tagWithId(html: string, id: string): string {
  return must(new RegExp(`<(?:input|textarea)[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0], `#${id}`);
}

/** The server's question on a page it rendered: its signed token and the right answer. */
export function serverQuestion(html: string): { captchaToken: string; captchaAnswer: string } {
  const [, a = "", b = ""] = must(/Verifica: Quanto fa (\d) \+ (\d)\?/.exec(html), "la domanda");
  const token = must(/<input type="hidden" name="captchaToken" value="([^"]+)"/.exec(html)?.[1], "il token");
  return { captchaToken: token, captchaAnswer: String(Number(a) + Number(b)) };
}

/**
 * A suite of a spec form's page without JavaScript (docs/decisions/0045, 0046) on one database: the
 * server with an SMTP server, and before each test a new hour (the work-less budget is the hour's)
 * and empty `tables`.
 */
export function plainPostSuite(dialect: DialectName, tables: readonly (RequestTableName | "outbox")[]) {
  const clock = testClock();
  let testDb: TestDatabase | undefined;
  let smtp: TestSmtpServer | undefined;
  let server: ServerParts | undefined;
  let hour = 0;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
    server = await createServer(
      testConfig(testDb, {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Whistleblowing Facile <noreply@whistleblowing-esempio.it>",
      }),
      { clock },
    );
  });
  afterAll(async () => {
    await server?.app.close();
    await smtp?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    hour += 2;
    clock.set(Date.parse("2026-03-02T09:00:00Z") + hour * 3_600_000);
    for (const table of [...tables, "rate_limits", "recipient_sends"] as const) {
      await must(server).database.db.deleteFrom(table).execute();
    }
  });
  afterEach(() => {
    if (smtp) smtp.received.length = 0;
  });
  return {
    clock,
    get app() {
      return must(server).app;
    },
    get server() {
      return must(server);
    },
    get database() {
      return must(server).database;
    },
    get smtp() {
      return must(smtp);
    },
  };
}
