import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../src/config/load-site-config.ts";
import { findCopyProblems } from "../support/copy/copy-rules.ts";
import { htmlParagraphs } from "../support/copy/paragraphs.ts";
import { obligationMessages } from "../../src/features/obligation/answers.ts";
import { buildApp } from "../../src/server/app.server.ts";
import { loadServerConfig } from "../../src/server/start-config.server.ts";
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
const hrefs = (html: string) =>
  [...main(html).matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? "").replace(/&amp;/g, "&"));

const SALES = /ordine|contatti|pricing/;

/** Every outcome: the public answer and each private combination at every boundary. */
const ALL_QUERIES = [
  "ente=pubblico",
  "ente=privato&controllo=si",
  ...["0", "49", "49%2C5", "50", "99", "100", "249", "250"].flatMap((workers) =>
    ["si", "no"].flatMap((model) =>
      ["si", "no", "nonso"].map(
        (sector) => `ente=privato&controllo=no&lavoratori=${workers}&modello231=${model}&settore=${sector}`,
      ),
    ),
  ),
];
const outcome = (html: string) => /data-obligation-result="([^"]+)"/.exec(html)?.[1];

describe("/normativa/verifica without JavaScript", () => {
  it("answers 200 with the result in the site's layout, head and headers", async () => {
    const response = await verify("ente=privato&controllo=no&lavoratori=73&modello231=no&settore=no");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toMatch(/<html lang="it"/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const phrase of [
      '<meta name="robots" content="noindex"',
      `<link rel="canonical" href="${siteUrl}/normativa"`,
      'href="#contenuto"',
      "<style>/*! tailwindcss",
    ]) {
      expect(html).toContain(phrase);
    }
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
    ["ente=privato&controllo=no&lavoratori=abc&modello231=si&settore=no", [obligationMessages.workersInvalid]],
    ["ente=privato&controllo=no&lavoratori=-3&modello231=si&settore=no", [obligationMessages.workersInvalid]],
    ["ente=privato&controllo=no&lavoratori=2000000&modello231=si&settore=no", [obligationMessages.workersInvalid]],
    ["ente=azienda&lavoratori=10&modello231=si&settore=no", [obligationMessages.ente]],
    ["ente=privato&controllo=no&lavoratori=10", [obligationMessages.modello231, obligationMessages.settore]],
    ["ente=privato&lavoratori=10&modello231=no&settore=no", [obligationMessages.controllo]],
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
    const response = await verify(
      `ente=privato&controllo=no&lavoratori=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
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
    ["full-width digits", "ente=privato&controllo=no&lavoratori=%EF%BC%95%EF%BC%90&modello231=no&settore=no"],
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
    [
      "ente=privato&controllo=no&lavoratori=10&modello231=si&settore=no",
      "Small Business",
      ["/ordine?piano=small&lavoratori=10"],
    ],
    [
      "ente=privato&controllo=no&lavoratori=99&modello231=no&settore=no",
      "Small Business",
      ["/ordine?piano=small&lavoratori=99"],
    ],
    [
      "ente=privato&controllo=no&lavoratori=100&modello231=no&settore=no",
      "Medium Business",
      ["/ordine?piano=medium&lavoratori=100"],
    ],
    [
      "ente=privato&controllo=no&lavoratori=249&modello231=no&settore=si",
      "Medium Business",
      ["/ordine?piano=medium&lavoratori=249"],
    ],
    [
      "ente=privato&controllo=no&lavoratori=250&modello231=no&settore=no",
      "Enterprise",
      ["/contatti?piano=enterprise&lavoratori=250"],
    ],
    ["ente=pubblico", "contratti pubblici", ["/ordine?ente=pubblico", "/enti-pubblici#acquisto-titolo"]],
  ])("%s → %s", async (query, name, links) => {
    const response = await verify(query);
    expect(text(response.body)).toContain(name);
    for (const link of links) expect(hrefs(response.body)).toContain(link);
  });

  it("tells a private entity only the kinds of report its answers allow (art. 3 c.2)", async () => {
    const only231 = text((await verify("ente=privato&controllo=no&lavoratori=10&modello231=si&settore=no")).body);
    expect(only231).toContain("se non sono anche condotte 231.");
    expect(only231).not.toContain("diritto dell'Unione europea");
    const onlyEu = text((await verify("ente=privato&controllo=no&lavoratori=60&modello231=no&settore=no")).body);
    expect(onlyEu).toContain("se non sono anche violazioni del diritto UE.");
    expect(onlyEu).not.toContain("condotte illecite rilevanti");
    const both = text((await verify("ente=privato&controllo=no&lavoratori=60&modello231=si&settore=no")).body);
    expect(both).toContain("se non sono anche condotte 231 o violazioni del diritto UE.");
    expect(both).toContain("il sistema disciplinare deve prevedere sanzioni per chi risulta responsabile");
  });

  it("pushes no plan to an entity that is not obliged", async () => {
    const response = await verify("ente=privato&controllo=no&lavoratori=49&modello231=no&settore=no");
    expect(response.statusCode).toBe(200);
    expect(text(response.body)).toContain("non è obbligata");
    expect(text(response.body)).toContain("almeno 50");
    expect(hrefs(response.body).filter((href) => SALES.test(href))).toEqual([]);
  });

  it("sells only to an entity the answer says is obliged: never after 'non obbligata' or 'Non so' alone", async () => {
    for (const query of ALL_QUERIES) {
      const body = (await verify(query)).body;
      const sells = hrefs(body).some((href) => SALES.test(href));
      expect(sells, query).toBe(outcome(body) === "obbligato");
    }
  });

  it("every link of every outcome leads to a built page and anchor (or to the order page of issue 9)", async () => {
    const pages = new Set(sitemapPaths());
    const links = new Set<string>();
    for (const query of ALL_QUERIES) for (const href of hrefs((await verify(query)).body)) links.add(href);
    for (const href of links) {
      if (href.startsWith("#")) continue;
      const url = new URL(href, siteUrl);
      expect(pages, href).toContain(url.pathname);
      if (url.hash) {
        expect(readFileSync(htmlFileFor(url.pathname), "utf8"), href).toContain(`id="${url.hash.slice(1)}"`);
      }
    }
    // The order links the result offers lead to the built order page too.
    // With the plan and the average number of workers, for the order form to fill in (issue 26).
    expect(
      [...links].filter((href) => /^\/ordine\?piano=(small|medium)&lavoratori=\d+$/.test(href)).length,
    ).toBeGreaterThan(1);
  });
});

describe("the law's answer for the review's scenarios (dpo-review-2026-11 §6)", () => {
  const page = async (query: string) => {
    const response = await verify(query);
    expect(response.statusCode).toBe(200);
    return { html: response.body, text: text(response.body) };
  };

  it("300 workers with a Modello 231: 231 conduct only through the internal channel, EU law also to ANAC (K1)", async () => {
    const { html, text: result } = await page("ente=privato&controllo=no&lavoratori=300&modello231=si&settore=no");
    expect(outcome(html)).toBe("obbligato");
    for (const phrase of [
      "si segnalano solo con il canale interno, qualunque sia il numero di lavoratori: per queste segnalazioni il canale esterno dell'ANAC e la divulgazione pubblica non sono disponibili",
      "Le violazioni del diritto dell'Unione si possono segnalare anche all'ANAC",
      "violazioni del Modello 231 (art. 2, comma 1, lett. a, n. 2), solo con il canale interno, qualunque sia il numero di lavoratori",
      "non le condotte rilevanti ai fini 231 (art. 3, comma 2)",
      "15 luglio 2023",
      "Se allora la media era fino a 249 lavoratori",
      "perché ha raggiunto la media di 50 lavoratori o ha adottato il Modello 231",
    ]) {
      expect(result).toContain(phrase);
    }
    // The request carries the headcount into the contact form's message.
    expect(hrefs(html)).toContain("/contatti?piano=enterprise&lavoratori=300");
  });

  it("30 workers with a Modello 231: a 231-only channel whose staff information rules out ANAC (K6)", async () => {
    const { text: result } = await page("ente=privato&controllo=no&lavoratori=30&modello231=si&settore=no");
    for (const phrase of [
      "per le sole condotte rilevanti ai sensi del D.Lgs. 231/2001",
      "il canale esterno dell'ANAC e la divulgazione pubblica non sono disponibili",
      "per le condotte rilevanti ai fini 231, il canale esterno dell'ANAC non è disponibile",
    ]) {
      expect(result).toContain(phrase);
    }
    expect(result).not.toContain("internamente e all'ANAC");
    for (const phrase of [
      "17 dicembre 2023",
      "perché ha adottato il Modello 231, l'obbligo decorre da allora",
      "disponibile anche per quelle obbligate con meno di 50 lavoratori",
    ]) {
      expect(result).toContain(phrase);
    }
    expect(result).not.toContain("sotto i 50 lavoratori queste segnalazioni");
  });

  it("30 workers within an annex act: full channel, and the sector's own reporting rules keep applying (K7)", async () => {
    const { text: result } = await page("ente=privato&controllo=no&lavoratori=30&modello231=no&settore=si");
    for (const phrase of [
      "art. 52-bis TUB",
      "(art. 1, comma 2, lett. b)",
      "perché è entrata nell'ambito degli atti UE dell'allegato",
    ]) {
      expect(result).toContain(phrase);
    }
    expect(result).not.toContain("condotte illecite rilevanti");
    expect(result).not.toMatch(/tutela dell'ambiente|sicurezza dei trasporti/);
  });

  it("a public entity: full scope, the RPCT where one is due, no private-sector lines (K3, K5)", async () => {
    const { html, text: result } = await page("ente=pubblico");
    expect(outcome(html)).toBe("obbligato");
    for (const phrase of [
      "appartiene al settore pubblico (art. 2, comma 1, lett. p)",
      "il canale lo gestisce l'RPCT (art. 4, comma 5)",
      "all'RPCT, se l'ente è tenuto a nominarlo",
      "se l'ente ha adottato un Modello 231",
    ]) {
      expect(result).toContain(phrase);
    }
    expect(result).not.toContain("la nomina di un gestore delle segnalazioni");
    expect(result).not.toContain("qualunque sia il numero di lavoratori");
    expect(result).not.toContain("Hai risposto «Privato»");
  });

  // dpo-review-3 CK-1, scenarios #9, #10, #11: «Privato», then in house, controlled or a concessionaire.
  it.each([
    ["in house, 12 workers, Modello 231", "ente=privato&controllo=si&lavoratori=12&modello231=si&settore=no"],
    [
      "under public control, 180 workers, Modello 231",
      "ente=privato&controllo=si&lavoratori=180&modello231=si&settore=no",
    ],
    ["a concessionaire, 30 workers", "ente=privato&controllo=si&lavoratori=30&modello231=no&settore=no"],
  ])("%s answering «Privato» gets the public sector's answer, not a private one", async (_, query) => {
    const { html, text: result } = await page(query);
    expect(outcome(html)).toBe("obbligato");
    for (const phrase of [
      "Hai risposto «Privato», ma hai indicato che la tua organizzazione è una società in house o a controllo pubblico",
      "per il decreto appartiene al settore pubblico (art. 2, comma 1, lett. p)",
      "Dal 15 luglio 2023",
      "illeciti amministrativi, contabili, civili o penali previsti dal diritto nazionale",
      // Issue 27 B6: such a company is told to check the RPCT duty, not that it has one.
      "se la tua organizzazione è un ente pubblico economico, una società a controllo pubblico o in house o un altro ente di diritto privato, verifica se vi è tenuta",
    ]) {
      expect(result).toContain(phrase);
    }
    for (const phrase of ["Per un soggetto privato non rientrano", "17 dicembre 2023", "solo con il canale interno"]) {
      expect(result).not.toContain(phrase);
    }
    // No private plan to order: only the public buyer's offer.
    expect(hrefs(html).filter((href) => /\/ordine/.test(href))).toEqual(["/ordine?ente=pubblico"]);
  });

  it("no private result before the public-control question is answered: status 400 and the question", async () => {
    const response = await verify("ente=privato&lavoratori=12&modello231=si&settore=no");
    expect(response.statusCode).toBe(400);
    expect(text(response.body)).toContain(obligationMessages.controllo);
  });

  it("an average of 49,5 is under 50: not obliged, with how ANAC counts it (CK-2)", async () => {
    const { html, text: result } = await page("ente=privato&controllo=no&lavoratori=49%2C5&modello231=no&settore=no");
    expect(outcome(html)).toBe("non-obbligato");
    expect(result).toContain("49,5 è sotto i 50");
    expect(result).toContain(
      "La media può avere decimali: 49,5 è sotto i 50. Secondo i commentatori, per l'ANAC vale l'anno solare precedente. Ripeti",
    );
    const fifty = await page("ente=privato&controllo=no&lavoratori=50&modello231=no&settore=no");
    expect(outcome(fifty.html)).toBe("obbligato");
  });

  it("private entities up to 249 may share the channel; above, not (CO-1)", async () => {
    const share = "Con una media fino a 249 lavoratori puoi condividere il canale e la sua gestione";
    expect((await page("ente=privato&controllo=no&lavoratori=120&modello231=no&settore=no")).text).toContain(share);
    expect((await page("ente=privato&controllo=no&lavoratori=30&modello231=si&settore=no")).text).toContain(share);
    expect((await page("ente=privato&controllo=no&lavoratori=250&modello231=no&settore=no")).text).not.toContain(share);
  });

  it("'Non so' at 10 workers: what the answer depends on and what to check, no 'obbligata', no plan (K2)", async () => {
    const { html, text: result } = await page("ente=privato&controllo=no&lavoratori=10&modello231=no&settore=nonso");
    expect(outcome(html)).toBe("da-verificare");
    for (const phrase of [
      "Dipende dagli atti UE dell'allegato al decreto",
      "è obbligata solo se rientra nell'ambito di applicazione degli atti UE delle parti I.B e II",
      "Che cosa verificare",
      "regolamento (UE) n. 376/2014",
      "Un'impresa di autotrasporto o di raccolta dei rifiuti, solo per questo, non vi rientra",
      "Ripeti la verifica rispondendo «Sì»",
    ]) {
      expect(result).toContain(phrase);
    }
    expect(result).not.toContain("Sì, la tua organizzazione è obbligata");
    expect(hrefs(html).filter((href) => SALES.test(href))).toEqual([]);
    expect(html).toMatch(/<input type="radio"[^>]*name="settore" checked="" value="nonso"/);
  });

  it("'Non so' at 60 and 300 workers: obliged by size, with the annex scope left open", async () => {
    const sixty = await page("ente=privato&controllo=no&lavoratori=60&modello231=no&settore=nonso");
    expect(outcome(sixty.html)).toBe("obbligato");
    expect(sixty.text).toContain("per l'obbligo non cambia nulla, ma se vi rientra si aggiungono le regole di settore");
    expect(sixty.text).not.toContain("può cambiare che cosa copre il canale");
    expect(sixty.text).toContain("(art. 1, comma 2, lett. b)");
    expect(hrefs(sixty.html)).toContain("/ordine?piano=small&lavoratori=60");
    const large = await page("ente=privato&controllo=no&lavoratori=300&modello231=no&settore=nonso");
    expect(outcome(large.html)).toBe("obbligato");
    expect(large.text).toContain("15 luglio 2023");
    expect(hrefs(large.html)).toContain("/contatti?piano=enterprise&lavoratori=300");
  });

  it("'Non so' with a Modello 231 under 50: obliged for 231, and told the annex scope may widen the channel", async () => {
    const { html, text: result } = await page("ente=privato&controllo=no&lavoratori=30&modello231=si&settore=nonso");
    expect(outcome(html)).toBe("obbligato");
    expect(result).toContain("il canale deve coprire anche le violazioni del diritto dell'Unione");
    expect(result).toContain("può cambiare che cosa copre il canale");
  });

  it("no outcome says the channel must be activated now: ready is not live (K8)", async () => {
    for (const query of ALL_QUERIES) {
      const body = (await verify(query)).body;
      const result = text(body);
      expect(result, query).not.toContain("va attivato ora");
      if (outcome(body) === "obbligato") {
        expect(result, query).toContain("il canale entra in funzione solo dopo che hai sentito le rappresentanze");
      }
    }
  });

  it("every outcome passes the copy check", async () => {
    for (const query of ALL_QUERIES) {
      const findings = findCopyProblems(htmlParagraphs(main((await verify(query)).body)));
      expect(
        findings.map((finding) => `${finding.rule}: ${finding.excerpt}`),
        query,
      ).toEqual([]);
    }
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
