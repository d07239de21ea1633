import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isForeignOrigin } from "../../src/server/foreign-origin.server.ts";
import { buildApp } from "../../src/server/app.server.ts";
import { loadServerConfig } from "../../src/server/start-config.server.ts";
import { HTTP_TIMEOUTS } from "../../src/server/http-errors.server.ts";
import { createServer } from "../../src/app/server.server.ts";
import { exposureWarning } from "../../src/server/proxy-warning.server.ts";
import { COMMON_HEADERS } from "../../src/server/security-headers.server.ts";
import { CLIENT_RENDERS_PER_WINDOW, RENDERS_BUDGET } from "../../src/server/on-demand-page.server.ts";
import { NETWORK_BUDGETS } from "../../src/server/client-address.server.ts";
import { securityTxt } from "../../scripts/build.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { contactBody, SITE_URL, submit, testConfig } from "./support/test-server.ts";

/*
 * Issue 17 (security review 2026-11) §1, §3, §4, §8, §9, §10, §15: what the Node server answers to
 * crafted paths, forged forwarding headers, slow clients and malformed requests.
 */

const EVIL = ["/%2Fevil.example/", "/%5Cevil.example/", "/%09/evil.example/", "/%2F%2Fevil.example/"];
const CRAFTED = ["/%0d%0aSet-Cookie:%20x=1/", "/%E2%82%AC/", "/%00/", "/%ff", "/%C3%A9/", "/%5Cevil.example.html"];

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name], `${what}: ${name}`).toBe(value);
  expect(headers["content-security-policy"], what).toContain("default-src 'self'");
}

/** Every log line as text, with any Buffer the logger serialised ({type:'Buffer',data:[…]}) decoded. */
function logText(lines: string[]): string {
  return lines
    .map((line) =>
      JSON.stringify(JSON.parse(line), (_key, value: unknown) => {
        const buffer = value as { type?: unknown; data?: unknown } | null;
        return buffer?.type === "Buffer" && Array.isArray(buffer.data)
          ? Buffer.from(buffer.data as number[]).toString("latin1")
          : value;
      }),
    )
    .join("\n");
}

/** Writes raw bytes to the server and collects what comes back until the server closes. */
function rawExchange(port: number, chunks: string[], closeAfterMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`la connessione è ancora aperta dopo ${closeAfterMs} ms; risposta: ${answer}`));
    }, closeAfterMs);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve(answer);
    });
    socket.write(chunks.join(""));
  });
}

describe("static serving: crafted paths", () => {
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    app = await buildApp({
      config: loadServerConfig({ LOG_LEVEL: "info" }),
      logStream: { write: (line) => void logs.push(line) },
    });
  });
  afterAll(async () => app?.close());

  it.each(EVIL)("%s answers 404, never a Location off the site (§1)", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["location"]).toBeUndefined();
    expect(response.body).toContain("Pagina non trovata");
    expectSecurityHeaders(response.headers, url);
  });

  it.each(["//evil.example/", "//x/contatti", "//evil.example/contatti/"])(
    "%s answers 404, not the page after the host part (§15)",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["location"]).toBeUndefined();
    },
  );

  // Logged by the bounded refusal line (app.server.ts refusalLog), a few a minute: see the loop below.
  it.each(CRAFTED)("%s answers 400 or 404 with every header and no internals (§9)", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers["location"]).toBeUndefined();
    expect(response.body).not.toMatch(/ERR_|FST_|Invalid character|not a valid url/);
    expectSecurityHeaders(response.headers, url);
  });

  // Issue 25, L1: a crafted path and an undecodable URL each wrote their own line, unbounded.
  it("logs a loop of crafted paths and bad URLs at most 5 lines a minute for each status", async () => {
    const before = logs.length;
    for (let i = 0; i < 40; i++) {
      await app.inject({ method: "GET", url: i % 2 ? "/%00/" : "/%ff" });
    }
    const lines = logs.slice(before);
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(lines.join("")).not.toMatch(/URL non valido|Percorso non valido/);
  });

  it("keeps the site's own redirects", async () => {
    for (const [from, to] of [
      ["/contatti/", "/contatti"],
      ["/faq.html", "/faq"],
      ["/blog/pagina/1", "/blog"],
      ["/contatti/?piano=enterprise", "/contatti?piano=enterprise"],
    ] as const) {
      const response = await app.inject({ method: "GET", url: from });
      expect([response.statusCode, response.headers["location"]], from).toEqual([301, to]);
    }
  });

  it("answers other methods in Italian with every header (§9)", async () => {
    for (const [method, url] of [
      ["PUT", "/api/contact"],
      ["DELETE", "/api/contact"],
      ["POST", "/"],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toMatch(/Route .* not found/);
      expectSecurityHeaders(response.headers, `${method} ${url}`);
    }
    expect((await app.inject({ method: "PUT", url: "/api/contact" })).json()).toEqual({
      error: "Indirizzo non trovato.",
    });
  });
});

describe("slow clients (§4)", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("gives the server request, header, keep-alive and idle timeouts", async () => {
    app = await buildApp({ config: loadServerConfig({ LOG_LEVEL: "silent" }) });
    expect(app.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(app.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(app.server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
    expect(HTTP_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
  });

  it("closes a socket whose body trickles in, with a 408 that carries the headers", async () => {
    app = await buildApp({
      config: loadServerConfig({ LOG_LEVEL: "silent" }),
      timeouts: { requestMs: 600, headersMs: 500, keepAliveMs: 500, idleMs: 5000, checkEveryMs: 100 },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as AddressInfo).port;
    const answer = await rawExchange(port, [
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
  });
});

describe("logs at trace level (§10)", () => {
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    app = await buildApp({
      config: loadServerConfig({ LOG_LEVEL: "trace", TRUST_PROXY: "true" }),
      logStream: { write: (line) => void logs.push(line) },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => app?.close());

  it("never write a malformed request's bytes: no address, no body", async () => {
    const port = (app.server.address() as AddressInfo).port;
    const answer = await rawExchange(port, [
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.77\r\nContent-Type: application/json\r\n",
      'Transfer-Encoding: chunked\r\n\r\n26\r\n{"email":"pii.person@azienda-test.it"}\r\nZZ\r\n\r\n',
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain("x-frame-options: deny");
    const text = logText(logs);
    expect(text).toContain("Richiesta HTTP non valida");
    expect(text).not.toContain("203.0.113.77");
    expect(text).not.toContain("pii.person");
    expect(text).not.toContain("rawPacket");
  });
});

describe.each(testDialects())("client address behind a proxy on %s (§3, §8)", (dialect) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    app = (await createServer(testConfig(testDb, { RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" }))).app;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const post = (headers: Record<string, string>, remoteAddress: string) =>
    submit(app, "contact", contactBody(), headers, remoteAddress).then((response) => response.statusCode);

  it("ignores X-Forwarded-For from a client that is not the proxy", async () => {
    const statuses = [];
    for (let n = 1; n <= 3; n += 1) statuses.push(await post({ "x-forwarded-for": `198.51.100.${n}` }, "192.0.2.1"));
    expect(statuses).toEqual([201, 429, 429]);
  });

  it("takes the address the proxy saw, not what the client put before it", async () => {
    const statuses = [];
    for (let n = 1; n <= 3; n += 1) {
      statuses.push(await post({ "x-forwarded-for": `198.51.100.${n}, 192.0.2.2` }, "127.0.0.1"));
    }
    expect(statuses).toEqual([201, 429, 429]);
  });

  it("counts every spelling of one IPv6 address, and its whole /64, as one client", async () => {
    const spellings = [
      "2001:db8:7::1",
      "2001:DB8:7::1",
      "2001:0db8:0007::1",
      "2001:db8:7:0:0:0:0:1",
      "2001:db8:7::0001",
      "[2001:db8:7::1]",
      "2001:db8:7::1%eth0",
      "2001:db8:7:0:ffff::42",
    ];
    const statuses = [];
    for (const address of spellings) statuses.push(await post({ "x-forwarded-for": address }, "127.0.0.1"));
    expect(statuses).toEqual([201, ...spellings.slice(1).map(() => 429)]);
    // Another /64 is another client; an IPv4-mapped address is its IPv4 address.
    expect(await post({ "x-forwarded-for": "2001:db8:7:1::1" }, "127.0.0.1")).toBe(201);
    expect(await post({ "x-forwarded-for": "192.0.2.77" }, "127.0.0.1")).toBe(201);
    expect(await post({ "x-forwarded-for": "::ffff:192.0.2.77" }, "127.0.0.1")).toBe(429);
  });

  it("refuses a request whose client address is not an address", async () => {
    expect(await post({ "x-forwarded-for": "non-un-indirizzo" }, "127.0.0.1")).toBe(400);
    expect(await post({ "x-forwarded-for": "203.0.113.9:porta" }, "127.0.0.1")).toBe(400);
  });

  it("refuses a link or a page to render whose client address is not an address, as the API does", async () => {
    // Fresh security read 7, L1: these routes skipped their per-client limit for such a client.
    const urls = {
      "/conferma-indirizzo?t=x": "Richiesta non valida",
      // The site's error page: a proxy that forwards junk is ours to fix, not the visitor's.
      "/normativa/verifica?ente=privato&controllo=no&lavoratori=120&modello231=si&settore=no":
        "Non siamo riusciti a rispondere alla tua richiesta",
      "/demo/annulla?t=x": "Richiesta non valida",
      "/demo/calendario?t=x": "Richiesta non valida",
    };
    for (const [url, text] of Object.entries(urls)) {
      for (const junk of ["non-un-indirizzo", "203.0.113.9:porta"]) {
        const response = await app.inject({
          method: "GET",
          url,
          headers: { "x-forwarded-for": junk },
          remoteAddress: "127.0.0.1",
        });
        expect(response.statusCode, `${url} ${junk}`).toBe(400);
        expect(response.headers["content-type"], url).toContain("text/html");
        expect(response.headers["cache-control"], url).toBe("no-store");
        expect(response.body, url).toContain(text);
      }
    }
    const button = await app.inject({
      method: "POST",
      url: "/conferma-indirizzo",
      headers: {
        "x-forwarded-for": "non-un-indirizzo",
        "content-type": "application/x-www-form-urlencoded",
        origin: SITE_URL,
      },
      payload: "t=x",
      remoteAddress: "127.0.0.1",
    });
    expect(button.statusCode).toBe(400);
    expect(button.body).toContain("Richiesta non valida");
  });

  it("takes a client address a proxy wrote with its port, as the same client", async () => {
    expect(await post({ "x-forwarded-for": "203.0.113.5:1234" }, "127.0.0.1")).toBe(201);
    expect(await post({ "x-forwarded-for": "203.0.113.5" }, "127.0.0.1")).toBe(429);
    expect(await post({ "x-forwarded-for": "[2001:db8:9::1]:443" }, "127.0.0.1")).toBe(201);
    expect(await post({ "x-forwarded-for": "2001:db8:9::1" }, "127.0.0.1")).toBe(429);
  });

  it("checks Origin against SITE_URL only, whatever Host or X-Forwarded-Host say (§8)", async () => {
    const evil = { origin: "http://evil.example", "x-forwarded-host": "evil.example" };
    expect(await post(evil, "127.0.0.1")).toBe(403);
    expect(await post({ origin: "http://evil.example", host: "evil.example" }, "192.0.2.30")).toBe(403);
    const http = `http://${new URL(SITE_URL).host}`;
    expect(await post({ origin: http, host: new URL(SITE_URL).host }, "192.0.2.31")).toBe(403);
    expect(await post({ origin: SITE_URL }, "192.0.2.32")).toBe(201);
  });
});

describe("Origin on a development site (§8)", () => {
  it("takes any loopback origin as its own only while SITE_URL is itself on loopback", () => {
    const from = (origin: string) => ({ headers: { origin } }) as unknown as FastifyRequest;
    expect(isForeignOrigin(from("http://127.0.0.1:4410"), "http://localhost:4321")).toBe(false);
    expect(isForeignOrigin(from("http://evil.example"), "http://localhost:4321")).toBe(true);
    expect(isForeignOrigin(from("http://127.0.0.1:4410"), SITE_URL)).toBe(true);
  });
});

describe("TRUST_PROXY and HOST (§3)", () => {
  it("trusts loopback for true, the listed proxies otherwise", () => {
    expect(loadServerConfig({ TRUST_PROXY: "true" }).trustedProxies).toEqual(["127.0.0.1/8", "::1/128"]);
    expect(loadServerConfig({ TRUST_PROXY: "10.0.0.5, 2001:db8::/48", HOST: "10.0.0.9" }).trustedProxies).toEqual([
      "10.0.0.5",
      "2001:db8::/48",
    ]);
    expect(loadServerConfig({}).trustedProxies).toEqual([]);
    expect(() => loadServerConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/TRUST_PROXY/);
    expect(() => loadServerConfig({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("listens on loopback behind a proxy, and refuses every interface unless told", () => {
    expect(loadServerConfig({ TRUST_PROXY: "true" }).HOST).toBe("127.0.0.1");
    expect(loadServerConfig({}).HOST).toBe("127.0.0.1");
    expect(() => loadServerConfig({ TRUST_PROXY: "true", HOST: "0.0.0.0" })).toThrow(/PROXY_ALLOW_PUBLIC_HOST/);
    expect(() => loadServerConfig({ TRUST_PROXY: "true", HOST: "::" })).toThrow(/HOST/);
    expect(loadServerConfig({ TRUST_PROXY: "true", HOST: "0.0.0.0", PROXY_ALLOW_PUBLIC_HOST: "true" }).HOST).toBe(
      "0.0.0.0",
    );
  });

  it("refuses TRUST_PROXY=true when Node listens on an address only another machine's proxy uses", () => {
    // true trusts loopback only: a proxy reaching 10.0.0.12 from elsewhere would be every visitor.
    expect(() => loadServerConfig({ TRUST_PROXY: "true", HOST: "10.0.0.12" })).toThrow(
      /TRUST_PROXY=true.*HOST=10\.0\.0\.12.*indirizzo del proxy/,
    );
    expect(() => loadServerConfig({ TRUST_PROXY: "1", HOST: "2001:db8::12" })).toThrow(/TRUST_PROXY/);
    for (const host of ["127.0.0.1", "127.0.1.1", "::1", "[::1]", "localhost"]) {
      expect(loadServerConfig({ TRUST_PROXY: "true", HOST: host }).HOST, host).toBe(host);
    }
    expect(loadServerConfig({ TRUST_PROXY: "10.0.0.5", HOST: "10.0.0.12" }).HOST).toBe("10.0.0.12");
  });

  it("lets only the listed proxy name the client", async () => {
    const testDb = await createTestDatabase("sqlite");
    const { app } = await createServer(
      testConfig(testDb, { RATE_LIMIT_MAX: "1", TRUST_PROXY: "10.9.8.7", HOST: "10.9.8.1" }),
    );
    try {
      const post = (address: string, remoteAddress: string) =>
        submit(app, "contact", contactBody(), { "x-forwarded-for": address }, remoteAddress).then((r) => r.statusCode);
      expect(await post("198.51.100.1", "10.9.8.7")).toBe(201);
      expect(await post("198.51.100.2", "10.9.8.7")).toBe(201);
      // From loopback, not the configured proxy: the header is ignored and the socket counts.
      expect(await post("198.51.100.3", "127.0.0.1")).toBe(201);
      expect(await post("198.51.100.4", "127.0.0.1")).toBe(429);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });

  it("says when a public site's Node listens everywhere with no proxy in front (review 3, I4)", async () => {
    const testDb = await createTestDatabase("sqlite");
    try {
      expect(exposureWarning(testConfig(testDb, { HOST: "0.0.0.0" }))).toMatch(/^HOST=0\.0\.0\.0 senza TRUST_PROXY: /);
      expect(exposureWarning(testConfig(testDb))).toBeNull();
      expect(
        exposureWarning(testConfig(testDb, { HOST: "::", TRUST_PROXY: "10.0.0.5", PROXY_ALLOW_PUBLIC_HOST: "true" })),
      ).toBeNull();
      expect(exposureWarning(loadServerConfig({ HOST: "0.0.0.0" }))).toBeNull();
    } finally {
      await testDb.drop();
    }
  });

  it.each([
    ["off", {}, 1],
    ["on", { TRUST_PROXY: "true" }, 0],
  ] as const)(
    "with TRUST_PROXY %s, warns at most once, never with an address, when this machine forwards clients (review 3, I1)",
    async (_state, env, expected) => {
      const testDb = await createTestDatabase("sqlite");
      const logs: string[] = [];
      const { app } = await createServer(testConfig(testDb, { LOG_LEVEL: "info", ...env }), {
        logStream: { write: (line) => void logs.push(line) },
      });
      const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: "GET", url, remoteAddress, headers });
      const warnings = () => logs.filter((line) => line.includes("X-Forwarded-For"));
      try {
        // Someone elsewhere sending the header, or loopback without it: no proxy to speak of.
        await get("/faq", "203.0.113.7", { "x-forwarded-for": "198.51.100.7" });
        await get("/faq", "127.0.0.1");
        expect(warnings()).toEqual([]);
        for (const url of ["/faq", "/api/captcha", "/"]) {
          await get(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.7" });
        }
        expect(warnings()).toHaveLength(expected);
        for (const line of warnings()) expect(JSON.parse(line)).toMatchObject({ level: 40 });
        expect(logs.join("\n")).not.toMatch(/198\.51\.100\.7|203\.0\.113\.7|127\.0\.0\.1/);
      } finally {
        await app.close();
        await testDb.drop();
      }
    },
  );
});

describe("logs: refusals, bounded, and no line per request (issue 25, L8, I6)", () => {
  let testDb: TestDatabase;
  let server: Awaited<ReturnType<typeof createServer>>;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    server = await createServer(testConfig(testDb, { LOG_LEVEL: "info", RATE_LIMIT_MAX: "1000" }), {
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("writes no line for what is answered", async () => {
    const before = lines.length;
    for (let n = 0; n < 5; n += 1) {
      expect((await server.app.inject({ method: "GET", url: "/api/captcha" })).statusCode).toBe(200);
    }
    expect((await server.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    expect(lines.slice(before)).toEqual([]);
  });

  it("writes one line for a refusal of the kit and of the checker: the route and the status, no address", async () => {
    const before = lines.length;
    const kit = await server.app.inject({
      method: "POST",
      url: "/kit-attivazione/documenti",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://attacker.example" },
      payload: "ente=privato",
      remoteAddress: "203.0.113.99",
    });
    expect(kit.statusCode).toBe(403);
    const checker = await server.app.inject({
      method: "GET",
      url: "/normativa/verifica?ente=nessuno",
      remoteAddress: "203.0.113.99",
    });
    expect(checker.statusCode).toBe(400);
    const added = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(added.map(({ route, statusCode, msg }) => ({ route, statusCode, msg }))).toEqual([
      { route: "/kit-attivazione/documenti", statusCode: 403, msg: "Richiesta rifiutata" },
      { route: "/normativa/verifica", statusCode: 400, msg: "Richiesta rifiutata" },
    ]);
    expect(lines.slice(before).join("")).not.toContain("203.0.113.99");
    expect(lines.slice(before).join("")).not.toContain("nessuno");
  });

  it("writes a few lines a minute for a flood of refusals, not one each", async () => {
    const before = lines.length;
    for (let n = 0; n < 40; n += 1) {
      await server.app.inject({ method: "POST", url: "/api/contact", headers: { "content-type": "text/plain" } });
    }
    // Every line, of any kind: no request writes one of its own.
    const added = lines.slice(before);
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThanOrEqual(5);
    expect(added.every((line) => line.includes('"msg":"Richiesta rifiutata"'))).toBe(true);
  });
});

describe("security.txt and the cross-origin headers (issue 25, I5)", () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), "security-txt-"));
    cpSync("dist", dist, { recursive: true });
    mkdirSync(path.join(dist, ".well-known"), { recursive: true });
    writeFileSync(
      path.join(dist, ".well-known", "security.txt"),
      securityTxt("sicurezza@example.it", SITE_URL, new Date("2026-03-02T09:00:00Z")) ?? "",
    );
    writeFileSync(path.join(dist, ".well-known", "altro.txt"), "non pubblico\n");
    app = await buildApp({ config: loadServerConfig({ DIST_DIR: dist, LOG_LEVEL: "silent" }) });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("writes RFC 9116's fields when the operator names a contact, and nothing otherwise", () => {
    expect(securityTxt("sicurezza@example.it", SITE_URL, new Date("2026-03-02T09:00:00Z"))).toBe(
      [
        "Contact: mailto:sicurezza@example.it",
        "Expires: 2027-03-01T09:00:00Z",
        "Preferred-Languages: it, en",
        `Canonical: ${SITE_URL}/.well-known/security.txt`,
        "",
      ].join("\n"),
    );
    expect(securityTxt(undefined, SITE_URL, new Date())).toBeNull();
    expect(securityTxt("https://www.example.it/sicurezza", SITE_URL, new Date())).toContain(
      "Contact: https://www.example.it/sicurezza\n",
    );
    expect(() => securityTxt("non un contatto", SITE_URL, new Date())).toThrow(/SECURITY_CONTACT/);
  });

  it("serves /.well-known/security.txt from the build, and no other hidden file", async () => {
    const response = await app.inject({ method: "GET", url: "/.well-known/security.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain("Contact: mailto:sicurezza@example.it");
    for (const hidden of ["/.well-known/altro.txt", "/.private/whitepaper.pdf", "/.build-fingerprint"]) {
      expect((await app.inject({ method: "GET", url: hidden })).statusCode, hidden).toBe(404);
    }
  });

  it("marks every answer Cross-Origin-Resource-Policy: same-origin", async () => {
    for (const url of ["/", "/api/captcha", "/pagina-che-non-esiste"]) {
      expect((await app.inject({ method: "GET", url })).headers["cross-origin-resource-policy"], url).toBe(
        "same-origin",
      );
    }
  });
});

describe("/normativa/verifica under a flood of new queries (security read 5, M3)", () => {
  it("renders pages it has not kept only within the server's budget, then a 503 rendered once", async () => {
    const app = await buildApp({ config: loadServerConfig({ LOG_LEVEL: "silent" }), clock: () => 1_000_000 });
    try {
      const statuses = [];
      for (let n = 0; n < RENDERS_BUDGET.burst + 5; n += 1) {
        const response = await app.inject({
          method: "GET",
          url: `/normativa/verifica?ente=privato&lavoratori=${n + 1}`,
        });
        statuses.push(response.statusCode);
        if (n >= RENDERS_BUDGET.burst) {
          expect(response.headers["retry-after"]).toBe("5");
          expect(response.body).toContain("Servizio momentaneamente non disponibile");
        }
      }
      expect(statuses.slice(0, RENDERS_BUDGET.burst).every((status) => status !== 503)).toBe(true);
      expect(statuses.slice(RENDERS_BUDGET.burst)).toEqual(Array<number>(5).fill(503));
      // A page it kept costs no render: still answered.
      expect(
        (await app.inject({ method: "GET", url: "/normativa/verifica?ente=privato&lavoratori=1" })).statusCode,
      ).not.toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe.each(testDialects())(
  "/normativa/verifica renders counted per client too, on %s (security read 6, M1)",
  (dialect) => {
    it("one /48 spends its own budget of renders, not the server's: a visitor elsewhere still gets pages", async () => {
      const testDb = await createTestDatabase(dialect);
      const server = await createServer(testConfig(testDb, { TRUST_PROXY: "true", LOG_LEVEL: "silent" }), {
        clock: () => 1_000_000,
      });
      try {
        const ask = (n: number, forwardedFor: string) =>
          server.app.inject({
            method: "GET",
            url: `/normativa/verifica?ente=privato&lavoratori=${n}`,
            headers: { "x-forwarded-for": forwardedFor },
            remoteAddress: "127.0.0.1",
          });
        // One /64 alone: its own budget, then 429 without a render.
        const own = [];
        for (let n = 1; n <= CLIENT_RENDERS_PER_WINDOW + 1; n += 1)
          own.push((await ask(n, "2001:db8:77:1::1")).statusCode);
        expect(own.slice(0, CLIENT_RENDERS_PER_WINDOW).every((status) => status !== 429)).toBe(true);
        expect(own.at(-1)).toBe(429);
        // Rotating /64s of that /48, sixteen requests from each, each /64 in a /56 of its own so
        // that only the /48 caps them: the rest of the /48's budget (NETWORK_BUDGETS[48] /64s'
        // worth), then 429 for all of it, before the server's budget runs out (no 503).
        const left = (NETWORK_BUDGETS[48] - 1) * CLIENT_RENDERS_PER_WINDOW;
        const statuses = [];
        for (let n = 0; n < left + 5; n += 1) {
          const network = ((1 + (n >> 4)) << 8).toString(16);
          statuses.push((await ask(10_000 + n, `2001:db8:77:${network}::${(n & 15) + 1}`)).statusCode);
        }
        expect(statuses.slice(0, left).filter((status) => status === 429 || status === 503)).toEqual([]);
        expect(statuses.slice(left)).toEqual(Array<number>(5).fill(429));
        // The server's budget is left: a visitor from another network gets its page rendered (these
        // queries lack the other answers, so the page is the form with its messages: a 400).
        const visitor = await ask(250, "198.51.100.7");
        expect(visitor.statusCode).toBe(400);
        expect(visitor.body).not.toContain("Servizio momentaneamente non disponibile");
      } finally {
        await server.app.close();
        await testDb.drop();
      }
    });
  },
);
