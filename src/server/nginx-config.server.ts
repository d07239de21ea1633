import { existsSync } from "node:fs";
import path from "node:path";
import { FIRST_PAGE, SAFE_SEGMENT } from "./app.server.ts";
import { isAddressOrNetwork } from "./client-address.server.ts";
import { COMMON_HEADERS, contentSecurityPolicy, HSTS } from "./security-headers.server.ts";
import { slowClientTimeouts, typesBlock } from "./nginx-blocks.server.ts";
import { cacheControlFor, loadStaticSite, SECURITY_TXT, type StaticFile } from "./static-site.server.ts";
import { checkNginxOptions, type NginxOptions } from "./nginx-options.server.ts";

export type { NginxOptions };

/*
 * nginx in front of the Node server (docs/production.md): nginx serves the build itself, with
 * the pre-compressed files and the very headers our server sends, and passes the API, the
 * health check and the on-demand routes to Node. The policy of each page lists the hashes of
 * its inline scripts and styles, so the file is generated from the build with the server's own
 * functions, never written by hand: regenerate it after every build.
 */

/** Where certbot --webroot writes its HTTP-01 challenges (hidden paths are refused otherwise). */
export const ACME_ROOT = "/var/www/letsencrypt";
const ACME_LOCATION = `  location ^~ /.well-known/acme-challenge/ {\n    root ${ACME_ROOT};\n    default_type text/plain;\n  }`;

/** Routes rendered by Node on each request rather than prerendered (decisions.md §1). */
export const ON_DEMAND_ROUTES: readonly string[] = [
  "/normativa/verifica",
  "/kit-attivazione/documenti",
  "/conferma-indirizzo",
  // The demo booking (docs/decisions/0032): its page, its POST, and its links (/demo/annulla, /demo/calendario).
  "/demo",
  // The order's plain POST without JavaScript and its confirmation (docs/decisions/0033).
  "/ordine/richiesta",
  // The contact form's plain POST without JavaScript and its success card (docs/decisions/0045).
  "/contatti/messaggio",
  // The whitepaper request's plain POST without JavaScript and its success card (docs/decisions/0046).
  "/whitepaper/richiesta",
];

/**
 * nginx writes the client address into every error line of a request ("client: …"), whatever its
 * level, and has no format for them: none of our servers writes one (no IP address stored or
 * logged; fresh security read 7, info). nginx's own start-up and configuration errors still go to
 * its main error log (nginx.conf), which carries no client; a failing Node shows in the access
 * log's status (502, 504) and in Node's own log. To diagnose nginx itself, point this at a file
 * for a while, knowing the lines will hold addresses, and delete it afterwards (docs/production.md).
 */
export const NO_ERROR_LOG =
  "  # No error lines: nginx writes the client address into each.\n  error_log /dev/null emerg;";

/** Open connections one client address may hold (a browser opens up to 6; offices share one). */
export const CONNECTIONS_PER_ADDRESS = 32;

/**
 * nginx's own rate limits (issue 25, M2), per client (an IPv4 address, an IPv6 /64), before Node
 * does any work: the forms' and the kit's POSTs, and a looser one for the captcha and the
 * checker's page. A person never comes near them; a loop is refused by nginx, in memory.
 */
export const REQUEST_LIMITS = {
  post: { rate: "1r/s", burst: 10 },
  read: { rate: "10r/s", burst: 40 },
} as const;

/** Largest request body nginx passes to Node: Node's own limit (BODY_LIMIT, KIT_BODY_LIMIT). */
export const PROXIED_BODY_LIMIT = "16k";

/** A monitor address as nginx's allow takes it: an IP address or CIDR network (as TRUST_PROXY), nothing else. */
function allowed(address: string): string {
  if (!isAddressOrNetwork(address)) {
    throw new Error(`Indirizzo del monitor non valido: ${address} (serve un indirizzo IP o una rete CIDR)`);
  }
  return address;
}

/** A value in nginx's double quotes: the CSP and headers never contain one, but be sure. */
function quoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error(`Valore non ammesso nella configurazione nginx: ${value}`);
  return `"${value}"`;
}

/** The path nginx sees in $uri once try_files has found a page's file. */
function fileUri(route: string): string {
  return route === "/" ? "/index.html" : `${route}.html`;
}

function cspMap(pages: Iterable<[string, StaticFile]>): string {
  const fallback = contentSecurityPolicy(null);
  const entries = [...pages]
    .filter(([, file]) => file.type.startsWith("text/html"))
    .map(([uri, file]) => [uri, contentSecurityPolicy(file)] as const)
    .filter(([, policy]) => policy !== fallback)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([uri, policy]) => `  ${uri} ${quoted(policy)};`);
  return ["map $uri $wb_csp {", `  default ${quoted(fallback)};`, ...entries, "}"].join("\n");
}

/** The server's headers as add_header lines: the policy and caching given, the common ones added. */
function headerLines(tls: boolean, policy: string, cache: string, indent = "    "): string {
  const headers: [string, string][] = [
    ["Content-Security-Policy", policy],
    ["Cache-Control", cache],
    ...Object.entries(COMMON_HEADERS),
    ...(tls ? ([["Strict-Transport-Security", HSTS]] as [string, string][]) : []),
  ];
  return headers
    .map(([name, value]) => `${indent}add_header ${name} ${value.startsWith("$") ? value : quoted(value)} always;`)
    .join("\n");
}

function staticHeaders(tls: boolean): string {
  return headerLines(tls, "$wb_csp", "$wb_cache");
}

/**
 * For what nginx refuses before it reads the Host header (an encoded NUL: 400): that answer comes
 * from the default server, and carries the security headers too (issue 17 §9).
 */
function refusalHeaders(tls: boolean): string {
  return headerLines(tls, contentSecurityPolicy(null), "no-store", "  ");
}

export async function nginxConfig(options: NginxOptions): Promise<string> {
  checkNginxOptions(options);
  const site = await loadStaticSite(options.root);
  const pages: [string, StaticFile][] = [
    ...[...site.routes].map(([route, file]) => [fileUri(route), file] as [string, StaticFile]),
    ["/404.html", site.notFound],
    ["/blog/404.html", site.articleNotFound],
    ...(site.serverError ? [["/50x.html", site.serverError] as [string, StaticFile]] : []),
    ...(site.badRequest ? [["/400.html", site.badRequest] as [string, StaticFile]] : []),
  ];
  if (!site.serverError || !site.badRequest)
    throw new Error(`Build incompleta in ${options.root}: manca la pagina 50x o 400. Esegui npm run build.`);
  const tls = options.tls !== undefined;
  const headers = staticHeaders(tls);
  const log = (name: string) => path.posix.join(options.logDir, name);
  // 'listen … ssl http2' rather than 'http2 on;': Debian 12's nginx is 1.22, and 'http2 on;' came
  // with 1.25.1, which only warns that the listen parameter is deprecated (issue 25, I5).
  const listen = tls ? `${options.listen} ssl http2` : options.listen;
  // RFC 9116: published when the build has it (SECURITY_CONTACT set at build time).
  const securityTxt = existsSync(path.join(options.root, SECURITY_TXT))
    ? `  location = /${SECURITY_TXT} {\n    alias ${path.posix.join(options.root, SECURITY_TXT)};\n    default_type "text/plain; charset=utf-8";\n${headers}\n  }`
    : "";
  const healthAllow = ["127.0.0.1", "::1", ...(options.monitors ?? []).map(allowed)]
    .map((address) => `    allow ${address};`)
    .join("\n");
  const timeouts = slowClientTimeouts(options.clientTimeout ?? 10);
  const limitPost = `    limit_req zone=wb_post burst=${REQUEST_LIMITS.post.burst} nodelay;`;
  const limitRead = `    limit_req zone=wb_read burst=${REQUEST_LIMITS.read.burst} nodelay;`;
  const proxied = `    client_max_body_size ${PROXIED_BODY_LIMIT};\n    proxy_pass http://wb_node;`;
  // The checker's page is a GET (the looser limit); the kit's documents a POST; the confirmation
  // page both (wb_post's key is empty for a GET, so each request meets the limit for its method).
  const limits: Record<string, string> = {
    "/normativa/verifica": limitRead,
    "/kit-attivazione/documenti": limitPost,
    "/conferma-indirizzo": `${limitRead}\n${limitPost}`,
    "/demo": `${limitRead}\n${limitPost}`,
    // The confirmation a stored order is sent to (GET ?t=…) is rendered per request, as /demo is.
    "/ordine/richiesta": `${limitRead}\n${limitPost}`,
    "/contatti/messaggio": `${limitRead}\n${limitPost}`,
    "/whitepaper/richiesta": `${limitRead}\n${limitPost}`,
  };
  const onDemand = ON_DEMAND_ROUTES.map(
    (route) => `  location ^~ ${route} {\n${limits[route] ?? limitPost}\n${proxied}\n  }`,
  ).join("\n");

  return `# Generated by \`npm run nginx-config\` from ${options.root}.
# Regenerate after every build: each page's Content-Security-Policy lists its inline hashes.
# Include it in nginx's http block (Debian: /etc/nginx/conf.d/whistleblowing.conf).

# No client address in the logs (decisions.md §6): method, path, status, size, time.
log_format wb_noip '$time_iso8601 "$request_method $uri" $status $body_bytes_sent $request_time';

# The page paths are long: the map's hash needs larger buckets than the default.
map_hash_bucket_size 256;

${cspMap(pages)}

# Cache-Control as the Node server sends it: hashed assets for a year, pages revalidated, error
# pages never stored, redirects without.
map "$status:$uri" $wb_cache {
  ~^[45][0-9][0-9]: "no-store";
  ~^30[1278]: "";
  ~^[0-9]+:/_astro/ ${quoted(cacheControlFor("_astro/asset.js"))};
  ~\\.html$ ${quoted(cacheControlFor("page.html"))};
  default ${quoted(cacheControlFor("file"))};
}

# The blog answers unknown articles with its own 404 page.
map $request_uri $wb_notfound {
  ~^/blog/ /blog/404.html;
  default /404.html;
}

# One client: an IPv4 address, or the /64 of an IPv6 address (the first 8 of its 16 bytes): the
# block one subscriber gets, as the Node server counts it. Kept in memory, never logged.
map $binary_remote_addr $wb_client {
  "~^(?s)(?<wb_net>.{8}).{8}$" $wb_net;
  default $binary_remote_addr;
}
# POSTs only: an empty key is not counted.
map $request_method $wb_post_client {
  POST $wb_client;
  default "";
}

# One client holds at most this many open connections.
limit_conn_zone $wb_client zone=wb_conn:10m;
# The forms' and the kit's POSTs; the captcha and the checker's page, more loosely (issue 25, M2).
limit_req_zone $wb_post_client zone=wb_post:10m rate=${REQUEST_LIMITS.post.rate};
limit_req_zone $wb_client zone=wb_read:10m rate=${REQUEST_LIMITS.read.rate};

upstream wb_node {
${options.upstreams.map((upstream) => `  server ${upstream};`).join("\n")}
  keepalive 16;
  # Shorter than Node's keep-alive (10 s): nginx never reuses a connection Node is closing.
  keepalive_timeout 4s;
}

# Any other host name (an IP address, a name pointed at us by someone else: DNS rebinding) gets
# no answer: 444 closes the connection${tls ? "; on HTTPS the handshake is refused" : ""}.
server {
  listen ${tls ? "80" : options.listen} default_server;
  server_name _;
  server_tokens off;
${NO_ERROR_LOG}
  access_log off;
  # nginx parses the request line with the default server's settings: see merge_slashes below.
  merge_slashes off;
${timeouts}
${refusalHeaders(false)}
  # A request line or header too long (414, 494) is refused here, before the Host header chooses
  # the server: the build's Italian page, not nginx's English one (security review 9, I2), and the
  # page of a request that cannot be read, not the 50x one (tenth security read, L-c).
  root ${options.root};
  error_page 414 /400.html;
  error_page 494 =400 /400.html;
  error_page 404 = @refuse;
  location = /400.html {
    internal;
${headers}
  }
  location / {
    return 444;
  }
  location @refuse {
    return 444;
  }
}
${
  tls
    ? `server {
  listen ${listen} default_server;
  server_name _;
  server_tokens off;
${NO_ERROR_LOG}
  access_log off;
  merge_slashes off;
${timeouts}
${refusalHeaders(true)}
  ssl_reject_handshake on;
  # Our certificate's name in SNI but another Host header: no answer either.
  return 444;
}

server {
  listen 80;
  server_name ${options.serverName};
  server_tokens off;
${NO_ERROR_LOG}
  access_log ${log("whistleblowing-access.log")} wb_noip;
${timeouts}
${ACME_LOCATION}
  location / {
    return 301 https://$host$request_uri;
  }
}
`
    : ""
}
server {
  listen ${listen};
  server_name ${options.serverName};
${tls ? `  ssl_certificate ${options.tls?.certificate};\n  ssl_certificate_key ${options.tls?.key};\n  ssl_protocols TLSv1.2 TLSv1.3;\n` : ""}  server_tokens off;
${NO_ERROR_LOG}
  root ${options.root};
  absolute_redirect off;
  access_log ${log("whistleblowing-access.log")} wb_noip;
  log_not_found off;
  # Paths as the client sent them: '//host' must not become '/host' (see the '//' location).
  merge_slashes off;

${timeouts}
  limit_conn wb_conn ${CONNECTIONS_PER_ADDRESS};
  limit_conn_status 429;
  limit_req_status 429;
  # Refused requests are not error lines (none is written: NO_ERROR_LOG).
  limit_req_log_level info;
  limit_conn_log_level info;

${typesBlock()}

  gzip_static on;
  gzip_vary on;
${options.brotli ? "  brotli_static on;\n" : ""}  error_page 404 $wb_notfound;
  # A request nginx refuses (HTTP/2: an encoded NUL) keeps its 400, with the 404 page's headers.
  error_page 400 /404.html;
  # nginx's own refusals and failures (a body too large, a client over its limit, Node down or
  # slow): the build's Italian page with every header, never nginx's English one. Node's own
  # answers with these codes pass through untouched (proxy_intercept_errors is off).
  error_page 413 429 500 502 503 504 /50x.html;
  # An address too long (414) or a request header too large (nginx's 494, answered as the 400 it
  # is): the page of a request that cannot be read, not the 50x one.
  error_page 414 /400.html;
  error_page 494 =400 /400.html;

  # Node: the form API, the health check and the on-demand routes. TRUST_PROXY=true there.
  # X-Forwarded-For is replaced, never appended to; X-Forwarded-Host is not the client's to set.
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $remote_addr;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header X-Forwarded-Host "";
  location ^~ /api/ {
${limitPost}
${proxied}
  }
  location = /api/captcha {
${limitRead}
${proxied}
  }
  # The quote PDF is rendered on a GET: the read limit, which /api/'s POST limit leaves open.
  location = /api/order/offerta {
${limitRead}
${proxied}
  }
  # The outbox's counts are for this machine and the monitors only (--monitor).
  location = /healthz {
    access_log off;
${healthAllow}
    deny all;
    proxy_pass http://wb_node;
  }
${onDemand}

${tls ? "" : `${ACME_LOCATION}\n`}
  # The build, served directly.
  location = / {
    try_files /index.html =404;
${headers}
  }
  location ^~ /_astro/ {
    try_files $uri =404;
${headers}
  }
  # /ordine with a query (the checker's answers, a plan card's ?piano=) is Node's: it renders the
  # answers in for a visitor without JavaScript, or answers this same file (decision 0007).
  location = /ordine {
    error_page 418 = @wb_order_page;
    if ($args) {
      return 418;
    }
    try_files /ordine.html =404;
${headers}
  }
  location @wb_order_page {
${limitRead}
${proxied}
  }
  # /kit-attivazione with the checker's answers or the entity's name, the same way (F20).
  location = /kit-attivazione {
    error_page 418 = @wb_kit_page;
    if ($args) {
      return 418;
    }
    try_files /kit-attivazione.html =404;
${headers}
  }
  location @wb_kit_page {
${limitRead}
${proxied}
  }
  location / {
    # The server's redirects: no trailing slash, no .html, page 1 of a list at its own URL.
    rewrite ^/index\\.html$ / permanent;
    # Only plain paths (the server's SAFE_SEGMENT): an encoded '\\', tab or '/' gets the 404, never
    # a Location another site could be read from.
    rewrite "^((?:${SAFE_SEGMENT})+)/+$" $1 permanent;
    rewrite "^((?:${SAFE_SEGMENT})+)\\.html$" $1 permanent;
    rewrite ${FIRST_PAGE.source} $1 permanent;
    try_files $uri $uri.html =404;
${headers}
  }
  # Hidden files (.private holds the whitepaper PDF), the compressed copies and the error
  # pages themselves are not pages of their own.
  location ~ /\\. {
    return 404;
  }
  # '//' (also an encoded '%2F' after a '/') is no path of ours, as on the Node server.
  location ~ // {
    return 404;
  }
  location ~ \\.(gz|br)$ {
    return 404;
  }
  location ~ ^/(blog/)?404$ {
    return 404;
  }
  location = /404.html {
    internal;
${headers}
  }
  location = /blog/404.html {
    internal;
${headers}
  }
  location = /50x.html {
    internal;
${headers}
  }
  location = /400.html {
    internal;
${headers}
  }
${securityTxt}
}
`;
}
