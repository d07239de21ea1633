import type { FastifyRequest } from "fastify";
import { isLoopbackUrl } from "../lib/loopback-url.ts";

/**
 * Browsers send Origin with every cross-site POST: a request from another site's page is refused
 * (CSRF). Requests without Origin (curl, server-to-server) are let through unless the browser
 * marks them cross-site. The only origin of ours is SITE_URL's: Host and X-Forwarded-Host are
 * the client's to choose, so they prove nothing (issue 17 §8). A site on loopback (development,
 * the browser tests) is reached as localhost or 127.0.0.1 on any port: both are its own.
 */
export function isForeignOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers["sec-fetch-site"] === "cross-site";
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // 'null' and anything unparsable
  }
  if (parsed.origin === new URL(siteUrl).origin) return false;
  return !(isLoopbackUrl(siteUrl) && isLoopbackUrl(parsed.origin));
}
