import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../src/config/load-site-config.ts";
import { obligationMessages } from "../../src/features/obligation/answers.ts";
import { buildApp } from "../../src/server/app.server.ts";
import { loadServerConfig } from "../../src/server/config.server.ts";
import { htmlFileFor, sitemapPaths } from "./built-site.ts";

let app: FastifyInstance;
const siteUrl = loadSiteConfig(process.env).siteUrl;

beforeAll(async () => {
  app = await buildApp({ config: loadServerConfig({ LOG_LEVEL: "silent" }) });
});
afterAll(async () => app.close());

const verify = (query: string) => app.inject({ method: "GET", url: `/normativa/verifica?${query}` });
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const text = (html: string) =>
  main(html)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const hrefs = (html: string) => [...main(html).matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");

describe("/normativa/verifica without JavaScript", () => {
  it("answers 200 with the result in the site's layout, head and headers", async () => {
    const response = await verify("ente=privato&lavoratori=73&modello231=no&settore=no");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toMatch(/<html lang="it"/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/normativa"`);
    expect(html).toContain('href="#contenuto"');
    expect(html).toContain("<style>/*! tailwindcss");
    expect(text(html)).toContain("Sì, la tua organizzazione è obbligata");
    expect(text(html)).toContain("17 dicembre 2023");
    expect(text(html)).toContain("Small Business");
    expect(text(html)).toContain("non una consulenza legale");
    // The form comes back filled in, to change one answer.
    expect(html).toMatch(/name="lavoratori"[^>]*value="73"|value="73"[^>]*name="lavoratori"/);
    expect(html).toMatch(/<input type="radio"[^>]*name="ente" checked="" value="privato"/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("allows exactly the page's inline scripts and styles in its CSP, never unsafe-inline", async () => {
    const response = await verify("ente=pubblico");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    for (const match of response.body.matchAll(/<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
      if (/\ssrc=|application\/ld\+json/.test(match[2] ?? "")) continue;
      const hash = createHash("sha256")
        .update(match[3] ?? "")
        .digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });

  it.each([
    ["", [obligationMessages.ente, obligationMessages.workersMissing]],
    ["ente=privato&lavoratori=abc&modello231=si&settore=no", [obligationMessages.workersInvalid]],
    ["ente=privato&lavoratori=-3&modello231=si&settore=no", [obligationMessages.workersInvalid]],
    ["ente=privato&lavoratori=2000000&modello231=si&settore=no", [obligationMessages.workersInvalid]],
    ["ente=azienda&lavoratori=10&modello231=si&settore=no", [obligationMessages.ente]],
    ["ente=privato&lavoratori=10", [obligationMessages.modello231, obligationMessages.settore]],
  ])("answers 400 with the form and Italian messages for %j", async (query, expected) => {
    const response = await verify(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    const page = text(response.body);
    expect(page).toContain("Controlla le risposte");
    for (const message of expected) expect(page).toContain(message.replace(/'/g, "'"));
    expect(response.body).toMatch(/<form[^>]*action="\/normativa\/verifica"[^>]*method="get"/);
    expect(page).not.toContain("la tua organizzazione è obbligata");
  });

  it("gives back what was typed, escaped", async () => {
    const response = await verify(`ente=privato&lavoratori=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain("<script>alert(1)");
    expect(response.body).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it.each([
    ["a lone %", "%"],
    ["broken percent-encoding", "lavoratori=%E0%A4%A"],
    ["a NUL byte", "ente=%00"],
    ["array syntax", "ente[]=privato&ente[]=pubblico"],
    ["a 4000-digit number", `lavoratori=${"9".repeat(4000)}`],
    ["repeated fields", "ente=privato&ente=pubblico&lavoratori=1&lavoratori=x"],
    ["capitals", "ente=PUBBLICO"],
    ["full-width digits", "ente=privato&lavoratori=%EF%BC%95%EF%BC%90&modello231=no&settore=no"],
  ])("never answers 5xx, whatever the query (%s)", async (_, query) => {
    const response = await verify(query);
    expect([200, 400]).toContain(response.statusCode);
  });

  it("answers HEAD and compresses the page", async () => {
    const head = await app.inject({ method: "HEAD", url: "/normativa/verifica?ente=pubblico" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const plain = await verify("ente=pubblico");
    const brotli = await app.inject({
      url: "/normativa/verifica?ente=pubblico",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe("the recommendation leads to the right plan and page", () => {
  it.each([
    ["ente=privato&lavoratori=10&modello231=si&settore=no", "Small Business", ["/ordine?piano=small", "/#pricing"]],
    ["ente=privato&lavoratori=99&modello231=no&settore=no", "Small Business", ["/ordine?piano=small", "/#pricing"]],
    ["ente=privato&lavoratori=100&modello231=no&settore=no", "Medium Business", ["/ordine?piano=medium", "/#pricing"]],
    ["ente=privato&lavoratori=249&modello231=no&settore=si", "Medium Business", ["/ordine?piano=medium", "/#pricing"]],
    ["ente=privato&lavoratori=250&modello231=no&settore=no", "Enterprise", ["/contatti?piano=enterprise", "/#pricing"]],
    ["ente=pubblico", "contratti pubblici", ["/contatti"]],
  ])("%s → %s", async (query, name, links) => {
    const response = await verify(query);
    expect(text(response.body)).toContain(name);
    for (const link of links) expect(hrefs(response.body)).toContain(link);
  });

  it("tells a private entity only the kinds of report its answers allow (art. 3 c.2)", async () => {
    const only231 = text((await verify("ente=privato&lavoratori=10&modello231=si&settore=no")).body);
    expect(only231).toContain("se non sono anche condotte 231.");
    expect(only231).not.toContain("diritto dell'Unione europea");
    const onlyEu = text((await verify("ente=privato&lavoratori=60&modello231=no&settore=no")).body);
    expect(onlyEu).toContain("se non sono anche violazioni del diritto UE.");
    expect(onlyEu).not.toContain("condotte illecite rilevanti");
    const both = text((await verify("ente=privato&lavoratori=60&modello231=si&settore=no")).body);
    expect(both).toContain("se non sono anche condotte 231 o violazioni del diritto UE.");
    expect(both).toContain("il sistema disciplinare deve prevedere sanzioni per chi risulta responsabile");
  });

  it("pushes no plan to an entity that is not obliged", async () => {
    const response = await verify("ente=privato&lavoratori=49&modello231=no&settore=no");
    expect(response.statusCode).toBe(200);
    expect(text(response.body)).toContain("non è obbligata");
    expect(text(response.body)).toContain("almeno 50");
    expect(hrefs(response.body).filter((href) => /ordine|contatti|pricing/.test(href))).toEqual([]);
  });

  it("every link of every outcome leads to a built page and anchor (or to the order page of issue 9)", async () => {
    const pages = new Set(sitemapPaths());
    const queries = ["ente=pubblico"];
    for (const workers of [0, 50, 100, 250])
      for (const model of ["si", "no"])
        for (const sector of ["si", "no"])
          queries.push(`ente=privato&lavoratori=${workers}&modello231=${model}&settore=${sector}`);
    const links = new Set<string>();
    for (const query of queries) for (const href of hrefs((await verify(query)).body)) links.add(href);
    for (const href of links) {
      if (href.startsWith("#")) continue;
      const url = new URL(href, siteUrl);
      expect(pages, href).toContain(url.pathname);
      if (url.hash) {
        expect(readFileSync(htmlFileFor(url.pathname), "utf8"), href).toContain(`id="${url.hash.slice(1)}"`);
      }
    }
    // The order links the result offers lead to the built order page too.
    expect([...links]).toEqual(expect.arrayContaining(["/ordine?piano=small", "/ordine?piano=medium"]));
  });
});

describe("the checker on /normativa and its teaser on the home page", () => {
  it("/normativa holds the 'Sei obbligato?' form, which works as a GET form without JavaScript", () => {
    const html = readFileSync(htmlFileFor("/normativa"), "utf8");
    expect(html).toContain('id="sei-obbligato"');
    expect(html).toMatch(/<form[^>]*action="\/normativa\/verifica"[^>]*method="get"/);
    for (const name of ["ente", "lavoratori", "modello231", "settore"]) expect(html).toContain(`name="${name}"`);
  });

  it("the home page links to it", () => {
    expect(readFileSync(htmlFileFor("/"), "utf8")).toContain('href="/normativa#sei-obbligato"');
  });
});
