import { request } from "node:http";

/*
 * Byte budgets per page type (issue 11), computed from the build and from what the server sends:
 * bytes, never time. A page's first paint needs only its HTML, which carries its CSS and its
 * menu script inline: that response, headers included, must arrive in the first round trip of a
 * new connection (10 TCP segments of 1,460 bytes), or Lighthouse's simulation, like a real slow
 * network, waits a round trip more before the paint.
 */
export const FIRST_ROUND_TRIP = 10 * 1460;
/**
 * Room kept for headers a production front adds over HTTP/1.1: HSTS on HTTPS (65 bytes), nginx's
 * Server and Last-Modified (61), less the Keep-Alive line Node sends and nginx does not (24).
 * Over HTTP/2 the headers are compressed and take far less.
 */
export const FRONT_HEADERS = 128;

/** The bytes of a GET as they cross the wire: status line, headers and the brotli body. */
export function responseBytes(
  port: number,
  pathname: string,
): Promise<{ headers: number; body: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: pathname, headers: { "accept-encoding": "br, gzip" } },
      (res) => {
        let body = 0;
        res.on("data", (chunk: Buffer) => (body += chunk.length));
        res.on("end", () => {
          const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
          for (let index = 0; index < res.rawHeaders.length; index += 2)
            lines.push(`${res.rawHeaders[index]}: ${res.rawHeaders[index + 1]}`);
          const headers = lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 2);
          resolve({ headers, body, encoding: String(res.headers["content-encoding"]) });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}
