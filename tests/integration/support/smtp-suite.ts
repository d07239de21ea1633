import { afterAll, afterEach, beforeAll } from "vitest";
import { createServer, type ServerParts } from "../../../src/app/server.server.ts";
import type { Clock } from "../../../src/server/clock.server.ts";
import type { DialectName } from "../../../src/server/db.server.ts";
import { createTestDatabase, type TestDatabase } from "./test-databases.ts";
import { startSmtpServer, type TestSmtpServer } from "./test-smtp.ts";
import { testClock, testConfig } from "./test-server.ts";

export const MAIL_FROM = "Whistleblowing Facile <noreply@whistleblowing-esempio.it>";

export interface SmtpSuite {
  testDb: TestDatabase;
  smtp: TestSmtpServer;
  parts: ServerParts;
}

/**
 * One server for the suite on `dialect`, sending to an in-process SMTP server whose inbox is
 * emptied after each test; the fields are set once beforeAll has run.
 */
export function smtpSuite(dialect: DialectName, clock: Clock = testClock()): SmtpSuite {
  const suite = {} as SmtpSuite;
  beforeAll(async () => {
    suite.testDb = await createTestDatabase(dialect);
    suite.smtp = await startSmtpServer();
    suite.parts = await createServer(testConfig(suite.testDb, { SMTP_URL: suite.smtp.url, MAIL_FROM }), { clock });
  });
  afterAll(async () => {
    await suite.parts?.app.close();
    await suite.smtp?.close();
    await suite.testDb?.drop();
  });
  afterEach(() => {
    suite.smtp.received.length = 0;
  });
  return suite;
}
