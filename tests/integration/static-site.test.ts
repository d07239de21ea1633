import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.server.ts";
import { loadServerConfig } from "../../src/server/start-config.server.ts";
import { loadSiteConfig } from "../../src/config/load-site-config.ts";
import { articleSlugs } from "../../src/features/blog/categories.ts";
import { sitemapPaths } from "./built-site.ts";

let app: FastifyInstance;
const siteUrl = loadSiteConfig(process.env).siteUrl;
const paths = sitemapPaths();

beforeAll(async () => {
  app = await buildApp({ config: loadServerConfig({ LOG_LEVEL: "silent" }) });
});
afterAll(async () => app.close());

function meta(html: string, name: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

describe("every route is static HTML with its content", () => {
  it("lists every information page, index state and article in the sitemap", () => {
    for (const page of ["/", "/normativa", "/funzionalita", "/faq", "/contatti", "/privacy-policy", "/cookie-policy"]) {
      expect(paths).toContain(page);
    }
    for (const slug of articleSlugs) expect(paths).toContain(`/blog/${slug}`);
    expect(paths).toContain("/blog/pagina/4");
    expect(paths).toContain("/blog/categoria/privacy-e-sicurezza");
  });

  it.each(paths)("%s answers 200 with h1, title, description and canonical", async (pathname) => {
    const response = await app.inject({ method: "GET", url: pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toMatch(/<html lang="it"/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(meta(html, "description")?.length ?? 0).toBeGreaterThan(50);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toBe(pathname === "/" ? `${siteUrl}/` : `${siteUrl}${pathname}`);
    expect(meta(html, "og:title")).toBeTruthy();
    expect(meta(html, "og:image")).toMatch(/^https?:\/\//);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain('href="#contenuto"');
  });

  it.each(paths)(
    "%s carries the Organization's structured data only where it says something of its own",
    async (pathname) => {
      const html = (await app.inject({ method: "GET", url: pathname })).body;
      const graphs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      const own =
        pathname === "/" ||
        pathname === "/faq" ||
        pathname === "/chi-siamo" ||
        /^\/blog\/(?!pagina\/|categoria\/)[^/]+$/.test(pathname);
      expect(graphs).toHaveLength(own ? 1 : 0);
      if (!own) return;
      const graph = JSON.parse(graphs[0]?.[1] ?? "null") as {
        "@graph": { "@type": string; name?: string; legalName?: string }[];
      };
      const organization = graph["@graph"].find((node) => node["@type"] === "Organization");
      expect(organization?.name).toBeTruthy();
      // Who runs the service, on the pages about it; elsewhere the bytes go to the first round trip.
      expect(Boolean(organization?.legalName)).toBe(pathname === "/" || pathname === "/chi-siamo");
    },
  );
});

describe("status codes and redirects", () => {
  it("answers 404 with an Italian page for unknown URLs", async () => {
    const response = await app.inject({ method: "GET", url: "/pagina-che-non-esiste" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Pagina non trovata");
  });

  it("answers 404 'Articolo non trovato' for an unknown article id", async () => {
    const response = await app.inject({ method: "GET", url: "/blog/articolo-inesistente" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Articolo non trovato");
    expect(response.body).toContain('href="/blog"');
  });

  it("does not serve the error pages as routes of their own", async () => {
    expect((await app.inject({ url: "/404" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/blog/404" })).statusCode).toBe(404);
  });

  it.each([
    ["/faq/", "/faq"],
    ["/blog/", "/blog"],
    ["/faq.html", "/faq"],
    ["/index.html", "/"],
    ["/blog/pagina/1", "/blog"],
    ["/blog/categoria/privacy-e-sicurezza/pagina/1", "/blog/categoria/privacy-e-sicurezza"],
    ["/contatti/?piano=enterprise", "/contatti?piano=enterprise"],
  ])("redirects %s to %s", async (from, to) => {
    const response = await app.inject({ method: "GET", url: from });
    expect(response.statusCode).toBe(301);
    expect(response.headers["location"]).toBe(to);
  });
});

describe("headers", () => {
  it("sends security headers and a CSP without unsafe-inline", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
  });

  it("serves pre-compressed bodies and answers conditional requests", async () => {
    const plain = await app.inject({ method: "GET", url: "/faq" });
    const brotli = await app.inject({ method: "GET", url: "/faq", headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const cached = await app.inject({
      method: "GET",
      url: "/faq",
      headers: { "if-none-match": String(plain.headers["etag"]) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it("caches hashed assets for a year and HTML not at all", async () => {
    const html = await app.inject({ method: "GET", url: "/contatti" });
    expect(html.headers["cache-control"]).toBe("no-cache");
    // CSS and the layout script are inlined; the form island's module is a hashed asset.
    const island = /component-url="(\/_astro\/[^"]+\.js)"/.exec(html.body)?.[1] ?? "";
    const asset = await app.inject({ method: "GET", url: island });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
  });
});

describe("SEO files", () => {
  it("serves robots.txt naming the sitemap, the manifest and the RSS feed", async () => {
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    const manifest = JSON.parse((await app.inject({ url: "/manifest.webmanifest" })).body) as { lang: string };
    expect(manifest.lang).toBe("it");
    const rss = await app.inject({ url: "/rss.xml" });
    expect(rss.statusCode).toBe(200);
    expect(rss.body.match(/<item>/g)).toHaveLength(20);
    for (const file of ["/favicon.ico", "/favicon.svg", "/social-card.png", "/apple-touch-icon.png"]) {
      expect((await app.inject({ url: file })).statusCode, file).toBe(200);
    }
  });

  it("links the feed from the home's and the blog's heads, and the touch icon from none", () => {
    const feed = '<link rel="alternate" type="application/rss+xml"';
    for (const file of ["dist/index.html", "dist/blog.html", "dist/blog/sanzioni-whistleblowing.html"]) {
      expect(readFileSync(file, "utf8"), file).toContain(feed);
    }
    const page = readFileSync("dist/normativa.html", "utf8");
    expect(page).not.toContain(feed);
    // Safari finds /apple-touch-icon.png at the root by itself (tested above to be served).
    expect(page).not.toContain("apple-touch-icon");
  });
});
