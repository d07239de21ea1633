import type { FastifyInstance } from "fastify";
import { must, SITE_URL } from "./test-server.ts";

/*
 * A form posted as a browser without JavaScript posts it (docs/decisions/0033, 0045): urlencoded,
 * from the site's origin, and the page that comes back read as HTML.
 */

export interface PostOptions {
  headers?: Record<string, string>;
  /** The client; each call gets a new one unless it is given. */
  address?: string;
}

/** A poster for one route: each call from a new client address unless one is given. */
export function formPoster(app: () => FastifyInstance, url: string) {
  let client = 0;
  return (form: Record<string, string> | string, { headers = {}, address }: PostOptions = {}) => {
    client += 1;
    return app().inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL, ...headers },
      payload: typeof form === "string" ? form : new URLSearchParams(form).toString(),
      remoteAddress: address ?? `198.51.100.${client % 250}`,
    });
  };
}

/** The attributes of the input or textarea with this id, as the page has them. */
export function tagWithId(html: string, id: string): string {
  return must(new RegExp(`<(?:input|textarea)[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0], `#${id}`);
}
