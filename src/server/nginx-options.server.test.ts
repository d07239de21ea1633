import { describe, expect, it } from "vitest";
import { checkNginxOptions, type NginxOptions } from "./nginx-options.server.ts";

const good: NginxOptions = {
  root: "/srv/whistleblowing/dist",
  upstreams: ["127.0.0.1:4321", "[::1]:4322", "unix:/run/wb/node.sock"],
  listen: "443",
  serverName: "www.esempio.it esempio.it",
  tls: { certificate: "/etc/letsencrypt/live/esempio.it/fullchain.pem", key: "/etc/ssl/private/esempio.key" },
  logDir: "/var/log/nginx",
};

// Security read 12 (L): the operator's options land bare in nginx directives.
describe("the nginx generator's options", () => {
  it("takes host names, host:port upstreams, a port or address:port and plain absolute paths", () => {
    expect(() => checkNginxOptions(good)).not.toThrow();
    expect(() => checkNginxOptions({ ...good, listen: "127.0.0.1:8080", tls: undefined })).not.toThrow();
  });

  it.each([
    ["--server-name", { serverName: "a.it; include /etc/passwd" }],
    ["--server-name", { serverName: "" }],
    ["--upstream", { upstreams: ["127.0.0.1:4321; }"] }],
    ["--listen", { listen: "80 default_server; include /x" }],
    ["--log-dir", { logDir: "/var/log/nginx; error_log /tmp/x" }],
    ["--root", { root: "dist" }],
    ["--tls-key", { tls: { certificate: "/etc/c.pem", key: "/etc/k.pem;" } }],
  ] as const)("refuses a value that would write a directive of its own: %s", (option, change) => {
    expect(() => checkNginxOptions({ ...good, ...change })).toThrow(`${option} non valido`);
  });

  it("refuses a monitor network that is all of the Internet", () => {
    expect(() => checkNginxOptions({ ...good, monitors: ["0.0.0.0/0"] })).toThrow("una rete /0 è tutta Internet");
    expect(() => checkNginxOptions({ ...good, monitors: ["::/0"] })).toThrow("una rete /0 è tutta Internet");
    expect(() => checkNginxOptions({ ...good, monitors: ["203.0.113.0/24"] })).not.toThrow();
  });
});
