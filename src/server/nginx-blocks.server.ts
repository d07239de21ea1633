import { TYPES } from "./static-site.server.ts";

/* Fixed blocks of the generated nginx file (nginx-config.server.ts): timeouts and MIME types. */

/**
 * A client that sends or reads a byte now and then loses its connection (issue 17 §4). nginx times
 * the request headers (and the TLS handshake) with the settings of the listening address's default
 * server, before it knows the Host: so every server block carries them, the default ones included;
 * the body, send and keep-alive ones then come from the server that answers.
 */
export function slowClientTimeouts(seconds: number): string {
  return [
    `  client_header_timeout ${seconds}s;`,
    `  client_body_timeout ${seconds}s;`,
    `  send_timeout ${seconds}s;`,
    "  keepalive_timeout 15s;",
    "  reset_timedout_connection on;",
  ].join("\n");
}

export function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(TYPES)) {
    const bare = type.split(";")[0] ?? type;
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  const lines = [...byType].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};`);
  const charsetTypes = [...new Set(Object.values(TYPES).filter((type) => type.includes("charset")))]
    .map((type) => type.split(";")[0])
    .filter((type) => type !== "text/html"); // always included by nginx
  return [
    "  types {",
    ...lines,
    "  }",
    "  default_type application/octet-stream;",
    "  charset utf-8;",
    `  charset_types ${charsetTypes.join(" ")};`,
  ].join("\n");
}
