import type { FastifyInstance } from "fastify";
import { isLoopbackUrl } from "../lib/loopback-url.ts";
import { isLoopbackHost, isWildcardHost } from "./client-address.server.ts";
import type { ServerConfig } from "./start-config.server.ts";

export const FORWARDED_WITHOUT_PROXY =
  "Una richiesta da questa macchina porta X-Forwarded-For, ma TRUST_PROXY è spento: se davanti al server c'è un proxy (nginx), ogni visitatore conta come il proxy e uno solo può esaurire i limiti dei moduli per tutti; imposta TRUST_PROXY=true (docs/production.md)";

/**
 * Security review 3, I1: behind the generated nginx without TRUST_PROXY every visitor counts as
 * 127.0.0.1, silently. The first request that shows it (a loopback peer sending X-Forwarded-For)
 * gets one warning in the log, without the address or the header's value; later ones none.
 */
export function warnForwardedWithoutProxy(app: FastifyInstance, trustedProxies: readonly string[]): void {
  if (trustedProxies.length > 0) return;
  let warned = false;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!warned && request.headers["x-forwarded-for"] !== undefined) {
      if (isLoopbackHost(request.socket.remoteAddress ?? "")) {
        warned = true;
        request.log.warn(FORWARDED_WITHOUT_PROXY);
      }
    }
    done();
  });
}

/**
 * Security review 3, I4: a public site whose Node listens on every interface with no proxy in
 * front serves visitors without nginx's connection cap, rate limits and TLS. Allowed (a container
 * publishes its port), but said once at start-up.
 */
export function exposureWarning(config: ServerConfig): string | null {
  if (!isWildcardHost(config.HOST) || config.trustedProxies.length > 0 || isLoopbackUrl(config.site.siteUrl)) {
    return null;
  }
  return `HOST=${config.HOST} senza TRUST_PROXY: il server è raggiungibile direttamente, senza il proxy (nginx) che limita connessioni e richieste e cifra il traffico; mettilo dietro nginx con HOST=127.0.0.1 e TRUST_PROXY=true (docs/production.md)`;
}
