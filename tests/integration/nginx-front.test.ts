import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db.server.ts";
import { createServer } from "../../src/app/server.server.ts";
import { MAIL_TO_FILES_REASON } from "../../src/server/health.server.ts";
import { CONNECTIONS_PER_ADDRESS, nginxConfig, ON_DEMAND_ROUTES } from "../../src/server/nginx-config.server.ts";
import { COMMON_HEADERS } from "../../src/server/security-headers.server.ts";
import { loadStaticSite } from "../../src/server/static-site.server.ts";
import { createTestDatabase, storedRows, type TestDatabase } from "./support/test-databases.ts";
import { type CaptchaResponse, contactBody, must, SITE_URL, solved, testConfig } from "./support/test-server.ts";
import { freePort } from "./support/test-smtp.ts";
import { nginxMainLines } from "../support/nginx-main.ts";

/*
 * Debian's nginx with the generated configuration, unprivileged on a free port, in front of our
 * server: the pages, their headers, the 404s, the redirects, a form and the health check must
 * come out as they do from the Node server alone.
 */

const NGINX = process.env["NGINX_PATH"] ?? "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-brotli-static; scripts/test-env.ts installs it with nginx. */
const BROTLI_MODULE = process.env["NGINX_BROTLI_MODULE"] ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const DIST = path.resolve("dist");

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The server name the generated configuration answers; any other Host gets no answer. */
const SERVER_NAME = "localhost";
/** Seconds a slow client gets here (10 in production): short, so the tests can see it act. */
const CLIENT_TIMEOUT_S = 2;

function request(
  port: number,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        headers: { host: `${SERVER_NAME}:${port}`, ...options.headers },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

async function waitForPort(port: number, nginx: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx è uscito (${nginx.exitCode}):\n${log()}`);
    try {
      await request(port, "/robots.txt");
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx non risponde sulla porta ${port}:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe("nginx in front of the server", () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let database: Database;
  let nginx: ChildProcess;
  let prefix: string;
  let port: number;
  let generated: string;
  let stderr = "";

  /** The Node server's answer for the same request, to compare with nginx's. */
  const direct = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    const server = await createServer(testConfig(testDb, { TRUST_PROXY: "true" }));
    app = server.app;
    database = server.database;
    await app.listen({ port: 0, host: "127.0.0.1" });
    const upstream = (app.server.address() as AddressInfo).port;

    prefix = mkdtempSync(path.join(os.tmpdir(), "nginx-front-"));
    port = await freePort();
    const site = await nginxConfig({
      root: DIST,
      upstreams: [`127.0.0.1:${upstream}`],
      listen: `127.0.0.1:${port}`,
      serverName: SERVER_NAME,
      logDir: prefix,
      brotli: true,
      clientTimeout: CLIENT_TIMEOUT_S,
    });
    generated = site;
    writeFileSync(path.join(prefix, "site.conf"), site);
    const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
    writeFileSync(
      path.join(prefix, "nginx.conf"),
      [
        `load_module ${BROTLI_MODULE};`,
        ...nginxMainLines(prefix, path.join(prefix, "error.log")),
        "events { worker_connections 64; }",
        "http {",
        `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
        `  include ${path.join(prefix, "site.conf")};`,
        "}",
      ].join("\n"),
    );
    nginx = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    await waitForPort(port, nginx, () => stderr);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await app?.close();
    await testDb?.drop();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  function expectSameHeaders(viaNginx: Answer, viaNode: { headers: Record<string, unknown> }, what: string) {
    for (const name of ["content-type", "content-security-policy", "cache-control", ...Object.keys(COMMON_HEADERS)]) {
      expect(viaNginx.headers[name], `${what}: ${name}`).toBe(viaNode.headers[name]);
    }
  }

  it("serves every page of the build with the server's body, CSP and headers", async () => {
    const site = await loadStaticSite(DIST);
    // The on-demand pages' shells are filled in by Node: nginx proxies them (tested below).
    const html = [...site.routes].filter(
      ([route, file]) => file.type.startsWith("text/html") && !ON_DEMAND_ROUTES.includes(route),
    );
    expect(html.length).toBeGreaterThan(30);
    const withHashes = html.filter(([, file]) => file.scriptHashes.length + file.styleHashes.length > 0);
    expect(withHashes.length).toBeGreaterThan(0);
    for (const [route, file] of html) {
      const viaNginx = await request(port, route);
      expect(viaNginx.status, route).toBe(200);
      expect(viaNginx.body.equals(file.body), route).toBe(true);
      expectSameHeaders(viaNginx, await direct(route), route);
    }
  });

  it("serves the other files with the same types and caching, hashed assets immutable", async () => {
    const site = await loadStaticSite(DIST);
    const assets = [...site.routes.keys()].filter((route) => route.startsWith("/_astro/")).slice(0, 5);
    expect(assets.length).toBeGreaterThan(0);
    for (const route of [...assets, "/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/favicon.svg"]) {
      const viaNginx = await request(port, route);
      expect(viaNginx.status, route).toBe(200);
      expectSameHeaders(viaNginx, await direct(route), route);
    }
    expect((await request(port, must(assets[0]))).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the pre-compressed files to clients that accept them", async () => {
    const gzip = await request(port, "/contatti", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["vary"]).toMatch(/accept-encoding/i);
    expect(gzip.body.equals(readFileSync(path.join(DIST, "contatti.html.gz")))).toBe(true);
    const brotli = await request(port, "/contatti", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body.equals(readFileSync(path.join(DIST, "contatti.html.br")))).toBe(true);
    const viaNode = await direct("/contatti", { "accept-encoding": "gzip, deflate, br" });
    expect(viaNode.headers["content-encoding"]).toBe("br");
    const plain = await request(port, "/contatti");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answers unknown URLs with the same 404 pages, and hides what the server hides", async () => {
    const cases: [string, string][] = [
      ["/pagina-che-non-esiste", "404.html"],
      ["/blog/articolo-inesistente", "blog/404.html"],
      ["/404", "404.html"],
      ["/blog/404", "blog/404.html"],
      ["/.private/whitepaper.pdf", "404.html"],
      ["/.build-fingerprint", "404.html"],
      ["/index.html.gz", "404.html"],
    ];
    for (const [url, page] of cases) {
      const viaNginx = await request(port, url);
      const viaNode = await direct(url);
      expect([viaNginx.status, viaNode.statusCode], url).toEqual([404, 404]);
      expect(viaNginx.body.equals(readFileSync(path.join(DIST, page))), url).toBe(true);
      expect(viaNode.rawPayload.equals(viaNginx.body), url).toBe(true);
      expectSameHeaders(viaNginx, viaNode, url);
    }
  });

  it("redirects as the server does", async () => {
    for (const url of ["/contatti/", "/faq.html", "/index.html", "/blog/pagina/1", "/blog/pagina/2/", "/faq/?a=1"]) {
      const viaNginx = await request(port, url);
      const viaNode = await direct(url);
      expect([viaNginx.status, viaNginx.headers["location"]], url).toEqual([
        viaNode.statusCode,
        viaNode.headers["location"],
      ]);
      expect(viaNginx.status, url).toBe(301);
    }
  });

  it("never redirects off the site: crafted paths get the 404 (issue 17 §1, §9, §15)", async () => {
    for (const url of [
      "/%5Cevil.example/",
      "/%5Cevil.example.html",
      "/%09/evil.example/",
      "/%2Fevil.example/",
      "/%2F%2Fevil.example/",
      "/%2Fevil.example.html",
      "/%0d%0aSet-Cookie:%20x=1/",
      "/%E2%82%AC/",
      "/%C3%A9/",
      "/%00/",
      "/%ff",
      "//x/contatti",
      "//contatti",
      "//evil.example/",
    ]) {
      const viaNginx = await request(port, url);
      // nginx itself refuses an encoded NUL with 400 (it never reaches a location).
      expect([viaNginx.status, viaNginx.headers["location"]], url).toEqual([url === "/%00/" ? 400 : 404, undefined]);
      expect(viaNginx.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("answers no host name but its own, and clears a forged X-Forwarded-Host (§8)", async () => {
    for (const host of ["evil.example", `127.0.0.1:${port}`]) {
      await expect(request(port, "/", { headers: { host } }), host).rejects.toThrow(/socket hang up|ECONNRESET/);
    }
    // What reaches Node: nginx must drop the client's X-Forwarded-Host, not pass it on.
    const forwardedHosts: http.IncomingHttpHeaders["x-forwarded-host"][] = [];
    const record = (incoming: http.IncomingMessage) => {
      if (incoming.url === "/api/contact") forwardedHosts.push(incoming.headers["x-forwarded-host"]);
    };
    app.server.prependListener("request", record);
    try {
      const captcha = solved(
        JSON.parse((await request(port, "/api/captcha?form=contact")).body.toString()) as CaptchaResponse,
      );
      const posted = await request(port, "/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE_URL, "x-forwarded-host": "evil.example" },
        body: JSON.stringify({ ...contactBody(), ...captcha }),
      });
      expect(posted.status).toBe(201);
      expect(forwardedHosts).toEqual([undefined]);
    } finally {
      app.server.off("request", record);
    }
  });

  it("closes a connection whose request headers trickle in, from the default server on (§4)", async () => {
    // nginx times the headers with the default server's settings, before it knows the Host.
    const blocks = generated.split(/^server \{$/m).slice(1);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) expect(block).toContain(`client_header_timeout ${CLIENT_TIMEOUT_S}s;`);
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("error", () => undefined);
    // A byte of a header every half second, never the blank line that ends them (slow loris).
    const trickle = setInterval(() => socket.write("a"), 500);
    // Bounded by three times the configured timeout; nginx's default (60 s) would not close it.
    const closed = new Promise<boolean>((resolve) => {
      const giveUp = setTimeout(() => resolve(false), CLIENT_TIMEOUT_S * 3000);
      socket.on("close", () => {
        clearTimeout(giveUp);
        resolve(true);
      });
    });
    socket.write(`GET / HTTP/1.1\r\nHost: ${SERVER_NAME}\r\nX-Lento: `);
    try {
      expect(await closed).toBe(true);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it("refuses a monitor that is not an address or a network", async () => {
    const options = { root: DIST, upstreams: ["127.0.0.1:1"], listen: "8080", serverName: SERVER_NAME, logDir: prefix };
    for (const monitor of ["1.2.3.4/99", "2001:db8::/129", "1.2.3", "10.0.0.0/8/8", "::1; deny all"]) {
      await expect(nginxConfig({ ...options, monitors: [monitor] }), monitor).rejects.toThrow(/monitor/);
    }
    expect(await nginxConfig({ ...options, monitors: ["192.0.2.7", "2001:db8::/48"] })).toContain(
      "allow 2001:db8::/48;",
    );
  });

  it("limits slow clients and the connections of one address (§4)", async () => {
    for (const directive of ["client_body_timeout", "send_timeout"]) {
      expect(generated).toContain(`${directive} ${CLIENT_TIMEOUT_S}s;`);
    }
    // One address opens more connections than allowed, each a POST whose body never comes.
    const sockets: net.Socket[] = [];
    const refused = new Promise<string>((resolve) => {
      for (let index = 0; index <= CONNECTIONS_PER_ADDRESS; index += 1) {
        const socket = net.connect({ host: "127.0.0.1", port, localAddress: "127.0.0.3" });
        sockets.push(socket);
        socket.on("error", () => undefined);
        socket.on("data", (chunk: Buffer) => resolve(chunk.toString("latin1")));
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: ${SERVER_NAME}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
        );
      }
    });
    try {
      expect(await refused).toMatch(/^HTTP\/1\.1 429 /);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it("passes a form submission to the server, captcha included", async () => {
    const captcha = await request(port, "/api/captcha?form=contact");
    expect(captcha.status).toBe(200);
    expect(captcha.headers["cache-control"]).toBe("no-store");
    const answered = solved(JSON.parse(captcha.body.toString()) as CaptchaResponse);
    const before = await storedRows(database);
    const posted = await request(port, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE_URL },
      body: JSON.stringify({ ...contactBody(), ...answered }),
    });
    expect(posted.status).toBe(201);
    const { id } = JSON.parse(posted.body.toString()) as { id: string };
    expect(await storedRows(database)).toEqual({ ...before, contact: before.contact + 1, outbox: before.outbox + 1 });
    const row = await database.db
      .selectFrom("contact_requests")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.email).toBe(contactBody()["email"]);
    // A wrong answer is the server's Italian 400, passed through unchanged.
    const wrong = await request(port, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...contactBody(), ...answered, captchaAnswer: answered.captchaAnswer + 1 }),
    });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.body.toString())).toHaveProperty("error");
  });

  it("passes the on-demand result page to the server, with the server's status, body and CSP", async () => {
    for (const query of [
      "?ente=privato&controllo=no&lavoratori=120&modello231=no&settore=no",
      "?ente=privato&controllo=no&lavoratori=abc",
    ]) {
      const route = `/normativa/verifica${query}`;
      const viaNginx = await request(port, route);
      const viaNode = await direct(route);
      expect(viaNginx.status, route).toBe(viaNode.statusCode);
      expect(viaNginx.body.toString(), route).toBe(viaNode.body);
      expect(viaNginx.headers["content-security-policy"], route).toBe(viaNode.headers["content-security-policy"]);
    }
    expect(
      (await request(port, "/normativa/verifica?ente=privato&controllo=no&lavoratori=120&modello231=no&settore=no"))
        .status,
    ).toBe(200);
  });

  it("passes /ordine with the checker's answers to the server, read-limited; bare, the file (issue 26)", async () => {
    for (const route of ["/ordine?piano=small&lavoratori=75", "/ordine?ente=pubblico", "/ordine?utm=x", "/ordine"]) {
      const viaNginx = await request(port, route);
      const viaNode = await direct(route);
      expect(viaNginx.status, route).toBe(200);
      expect(viaNginx.body.toString(), route).toBe(viaNode.body);
      expect(viaNginx.headers["content-security-policy"], route).toBe(viaNode.headers["content-security-policy"]);
    }
    expect((await request(port, "/ordine?piano=small&lavoratori=75")).body.toString()).toMatch(
      /<input(?=[^>]*name="workers")(?=[^>]*value="75")[^>]*>/,
    );
    expect(location("location @wb_order_page")).toMatch(/limit_req zone=wb_read /);
  });

  it("passes /kit-attivazione with answers to the server, read-limited; bare, the file (F20)", async () => {
    for (const route of ["/kit-attivazione?ente=pubblico", "/kit-attivazione?utm=x", "/kit-attivazione"]) {
      const viaNginx = await request(port, route);
      const viaNode = await direct(route);
      expect(viaNginx.status, route).toBe(200);
      expect(viaNginx.body.toString(), route).toBe(viaNode.body);
      expect(viaNginx.headers["content-security-policy"], route).toBe(viaNode.headers["content-security-policy"]);
    }
    expect((await request(port, "/kit-attivazione?lavoratori=75")).body.toString()).toMatch(
      /<input(?=[^>]*id="lavoratori")(?=[^>]*value="75")[^>]*>/,
    );
    expect(location("location @wb_kit_page")).toMatch(/limit_req zone=wb_read /);
  });

  it("passes the health check through, uncached and unlogged, to this machine only (§11)", async () => {
    const outsider = await request(port, "/healthz", { localAddress: "127.0.0.2" });
    expect(outsider.status).toBe(403);
    expect(outsider.body.toString()).not.toContain("outbox");
    const accessLog = path.join(prefix, "whistleblowing-access.log");
    const before = readFileSync(accessLog, "utf8").length;
    const health = await request(port, "/healthz");
    expect(health.status).toBe(200);
    expect(health.headers["cache-control"]).toBe("no-store");
    // The test server writes its e-mails to files (MAIL_TO_FILES): degraded, and counted all the same.
    expect(JSON.parse(health.body.toString())).toMatchObject({ reasons: [MAIL_TO_FILES_REASON], outbox: { dead: 0 } });
    // One request after it: once nginx has logged that one, the health check would be logged too.
    await request(port, "/faq");
    const added = readFileSync(accessLog, "utf8").slice(before).trim().split("\n");
    expect(added).toHaveLength(1);
    expect(added[0]).toContain('"GET /faq.html" 200');
  });

  it("logs requests without the client address", async () => {
    await request(port, "/faq");
    const log = readFileSync(path.join(prefix, "whistleblowing-access.log"), "utf8");
    expect(log).toContain('"GET /faq.html" 200');
    expect(log).not.toContain("127.0.0.1");
    expect(log).not.toContain("healthz");
  });

  it("writes no error line, which would carry the client address, in any of its servers", async () => {
    // Fresh security read 7, info: the main server kept its 'crit' lines, with "client: <address>".
    const servers = generated.split(/^server \{$/m).slice(1);
    expect(servers.length).toBeGreaterThanOrEqual(2);
    for (const block of servers) expect(block).toContain("error_log /dev/null emerg;");
    const errorLogs = generated.match(/^\s*error_log .*$/gm) ?? [];
    expect(
      errorLogs.every((line) => line.trim() === "error_log /dev/null emerg;"),
      errorLogs.join("\n"),
    ).toBe(true);
    // nginx serving requests opens no error file of ours.
    await request(port, "/faq");
    expect(readdirSync(prefix).filter((name) => name.startsWith("whistleblowing-error"))).toEqual([]);
  });

  /** The location block of the generated configuration for `head` ("location ^~ /api/"). */
  const location = (head: string) => {
    const start = generated.indexOf(`${head} {`);
    return start < 0 ? "" : generated.slice(start, generated.indexOf("\n  }", start));
  };

  it("limits each client's POSTs, captcha and checker in nginx, an IPv6 client by its /64 (issue 25, M2)", () => {
    expect(generated).toContain('map $binary_remote_addr $wb_client {\n  "~^(?s)(?<wb_net>.{8}).{8}$" $wb_net;');
    expect(generated).toContain("limit_conn_zone $wb_client zone=wb_conn:10m;");
    expect(generated).toMatch(/limit_req_zone \$wb_post_client zone=wb_post:10m rate=\d+r\/s;/);
    expect(generated).toMatch(/limit_req_zone \$wb_client zone=wb_read:10m rate=\d+r\/s;/);
    expect(generated).toContain("limit_req_status 429;");
    expect(location("location ^~ /api/")).toMatch(/limit_req zone=wb_post burst=\d+ nodelay;/);
    expect(location("location ^~ /kit-attivazione/documenti")).toMatch(/limit_req zone=wb_post /);
    expect(location("location = /api/captcha")).toMatch(/limit_req zone=wb_read /);
    // The quote PDF is rendered on a GET: read-limited, not left to the POST limit of /api/ (M1).
    expect(location("location = /api/order/offerta")).toMatch(/limit_req zone=wb_read /);
    expect(location("location ^~ /normativa/verifica")).toMatch(/limit_req zone=wb_read /);
    // The confirmation page's GETs as well as its POSTs (the fresh security read, M3).
    expect(location("location ^~ /conferma-indirizzo")).toMatch(
      /limit_req zone=wb_read [^\n]*\n\s*limit_req zone=wb_post /,
    );
    // The order's confirmation (GET ?t=…) is rendered per request, as /demo is (issue 25, M2).
    for (const head of ["location ^~ /demo", "location ^~ /ordine/richiesta"]) {
      expect(location(head), head).toMatch(/limit_req zone=wb_read [^\n]*\n\s*limit_req zone=wb_post /);
    }
  });

  it("passes Node no body over 16 KB, and answers its own errors with the Italian page and every header (L5)", async () => {
    for (const head of [
      "location ^~ /api/",
      "location = /api/captcha",
      "location = /api/order/offerta",
      "location ^~ /kit-attivazione/documenti",
    ]) {
      expect(location(head), head).toContain("client_max_body_size 16k;");
    }
    expect(generated).toContain("error_page 413 429 500 502 503 504 /50x.html;");
    const big = await request(port, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"x":"${"a".repeat(20 * 1024)}"}`,
      localAddress: "127.0.0.6",
    });
    expect(big.status).toBe(413);
    expect(big.body.toString("utf8")).toContain("Servizio momentaneamente non disponibile");
    expect(big.body.toString("utf8")).toContain("o la richiesta era troppo grande");
    expect(big.headers["cache-control"]).toBe("no-store");
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(big.headers[name], name).toBe(value);
    expect(big.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answers a URI or a header too long with the Italian 400 page and every header, never nginx's nor 50x (I2, L-c)", async () => {
    // Both servers: the default one (the request line is read before the Host chooses) and ours.
    expect(generated.match(/error_page 414 \/400\.html;/g)).toHaveLength(2);
    expect(generated.match(/error_page 494 =400 \/400\.html;/g)).toHaveLength(2);
    expect(generated).not.toMatch(/error_page[^;]* 414[^;]*\/50x\.html;/);
    expect(generated).not.toMatch(/error_page 494[^;]*\/50x\.html;/);
    const long = await request(port, `/${"a".repeat(10 * 1024)}`, { localAddress: "127.0.0.9" });
    const header = await request(port, "/", {
      headers: { "x-lunga": "a".repeat(10 * 1024) },
      localAddress: "127.0.0.9",
    });
    for (const [answer, status] of [
      [long, 414],
      [header, 400],
    ] as const) {
      expect(answer.status).toBe(status);
      const body = answer.body.toString("utf8");
      expect(body).toContain("<title>Richiesta non valida");
      expect(body).toContain("l&#x27;indirizzo della pagina è troppo lungo");
      expect(body).not.toContain("Servizio momentaneamente non disponibile");
      expect(body).not.toContain("nginx");
      expect(answer.headers["cache-control"]).toBe("no-store");
      for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(answer.headers[name], name).toBe(value);
    }
  });

  it("refuses a loop of POSTs from one client in nginx, with the Italian page and every header (M2)", async () => {
    const statuses: number[] = [];
    let refused: Answer | undefined;
    for (let n = 0; n < 20; n += 1) {
      const answer = await request(port, "/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
        localAddress: "127.0.0.7",
      });
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
    expect(refused?.body.toString("utf8")).toContain("Servizio momentaneamente non disponibile");
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(refused?.headers[name], name).toBe(value);
    // Another client is not affected.
    const other = await request(port, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      localAddress: "127.0.0.8",
    });
    expect(other.status).toBe(400);
  });
});
