/*
 * The operator's options as nginx will read them (security read 12, L): each one lands bare in a
 * directive, so a value with a space, a semicolon or a brace would write directives of its own
 * (`--server-name 'a.it; include /etc/passwd'`). Each is checked against what it may be, and a
 * value that is not that is refused with the option's name, before anything is written.
 */
export interface NginxOptions {
  /** The build to serve: absolute path. */
  root: string;
  /** Where the Node servers listen, host:port each (several instances: docs/production.md). */
  upstreams: readonly string[];
  /** nginx's listen address: '80', '127.0.0.1:8080'; with tls, the HTTPS one ('443'). */
  listen: string;
  serverName: string;
  /** Certificate and key: HTTPS on `listen`, HSTS, and plain HTTP on port 80 redirected. */
  tls?: { certificate: string; key: string } | undefined;
  logDir: string;
  /** brotli_static: needs Debian's libnginx-mod-http-brotli-static (not part of nginx-light). */
  brotli?: boolean;
  /** Addresses or networks besides loopback that may read /healthz (a monitoring service). */
  monitors?: readonly string[];
  /** Seconds a client may take for its request headers, or between two reads or writes: default 10. */
  clientTimeout?: number;
}

const HOST = /^(?:\*\.)?[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const UPSTREAM = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$|^unix:\/[A-Za-z0-9._/-]+$/;
const LISTEN = /^(?:(?:\[[0-9A-Fa-f:.]+\]|[0-9.]+|localhost):)?\d{1,5}$/;
const PATH = /^\/[A-Za-z0-9._/+@~-]*$/;

function check(value: string, pattern: RegExp, option: string, what: string): void {
  if (!pattern.test(value)) throw new Error(`${option} non valido: «${value}» (serve ${what})`);
}

/** Throws, in Italian, on the first option nginx would read as something else. */
export function checkNginxOptions(options: NginxOptions): void {
  const names = options.serverName.split(" ").filter(Boolean);
  if (names.length === 0) throw new Error("--server-name non valido: vuoto (serve un nome di dominio)");
  for (const name of names) check(name, HOST, "--server-name", "un nome di dominio, o più separati da spazi");
  for (const upstream of options.upstreams) check(upstream, UPSTREAM, "--upstream", "host:porta o unix:/percorso");
  check(options.listen, LISTEN, "--listen", "una porta, o indirizzo:porta");
  check(options.root, PATH, "--root", "un percorso assoluto senza spazi né caratteri speciali");
  check(options.logDir, PATH, "--log-dir", "un percorso assoluto senza spazi né caratteri speciali");
  // Security read 12 (info): a /0 is every address, /healthz's counts for anyone.
  for (const monitor of options.monitors ?? []) {
    if (/\/0$/.test(monitor)) throw new Error(`--monitor non valido: «${monitor}» (una rete /0 è tutta Internet)`);
  }
  if (options.tls) {
    check(options.tls.certificate, PATH, "--tls-cert", "un percorso assoluto senza spazi né caratteri speciali");
    check(options.tls.key, PATH, "--tls-key", "un percorso assoluto senza spazi né caratteri speciali");
  }
}
