import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.server.ts";
import { loadServerConfig } from "../../src/server/start-config.server.ts";
import { DPA_PATH, DPIA_PATH } from "../../src/config/documents.ts";
import { requireBuild } from "./built-site.ts";

let app: FastifyInstance;
beforeAll(async () => {
  requireBuild();
  app = await buildApp({ config: loadServerConfig({ LOG_LEVEL: "silent" }) });
});
afterAll(async () => app.close());

describe("the DPA and the DPIA sheet are public static files", () => {
  it.each([DPA_PATH, DPIA_PATH])("%s is served as a PDF", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
