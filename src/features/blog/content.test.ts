import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { articleSchema } from "./article-schema.ts";
import { articleSlugs } from "./categories.ts";
import { findForbidden } from "../../../tests/support/copy/content-check.ts";
import { readingMinutes } from "./reading-time.ts";

const dir = path.resolve("src/content/blog");
const files = readdirSync(dir).filter((name) => name.endsWith(".md"));

function parse(file: string): { data: Record<string, unknown>; body: string } {
  const text = readFileSync(path.join(dir, file), "utf8");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: frontmatter mancante`);
  return { data: loadYaml(match[1] ?? "") as Record<string, unknown>, body: match[2] ?? "" };
}

const articles = files.map((file) => ({ slug: file.replace(/\.md$/, ""), ...parse(file) }));
const schema = articleSchema(z.string().regex(/^\.\.\/\.\.\/assets\/covers\/[a-z-]+\.svg$/));

/** Reading times the spec gives for these subjects (spec §2). */
const SPEC_MINUTES: Record<string, number> = {
  "whistleblowing-dipendenti-comunicazione": 10,
  "casi-pratici-whistleblowing-italia": 13,
  "whistleblowing-trend-2025": 9,
  "whistleblowing-costi-aziendali": 10,
  "whistleblowing-faq-domande-frequenti": 12,
  "whistleblowing-formazione-legge": 10,
  "gestione-segnalazioni-whistleblowing": 12,
  "whistleblowing-modello-231-obblighi": 9,
  "whistleblowing-pmi-perche-adottarlo": 8,
  "sanzioni-whistleblowing": 7,
  "whistleblowing-cultura-aziendale": 6,
  "whistleblowing-riservatezza-legge": 9,
  "dpo-whistleblowing": 8,
  "normativa-whistleblowing-italia-2025": 9,
};

/** Why an article's declared minutes are wrong, or null: they must be the computed minutes, and the spec's where it gives them. */
function readingTimeProblem(slug: string, declared: unknown, body: string): string | null {
  const computed = readingMinutes(body);
  if (declared !== computed) return `dichiarati ${String(declared)} min, calcolati ${computed}`;
  const spec = SPEC_MINUTES[slug];
  if (spec !== undefined && computed !== spec) return `la specifica dà ${spec} min, il testo ne richiede ${computed}`;
  return null;
}

describe("blog articles", () => {
  it("are exactly the 20 expected slugs", () => {
    expect(articles.map((article) => article.slug).sort()).toEqual([...articleSlugs].sort());
  });

  it.each(articles)("$slug validates against the strict schema", ({ data }) => {
    const result = schema.safeParse(data);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("rejects unknown keys and over-long titles", () => {
    const valid = articles[0]?.data ?? {};
    expect(schema.safeParse({ ...valid, autore: "x" }).success).toBe(false);
    expect(schema.safeParse({ ...valid, title: "x".repeat(71) }).success).toBe(false);
  });

  it.each(articles)("$slug is dated 9 January 2025 and has an existing cover", ({ data }) => {
    expect(new Date(String(data["date"])).toISOString().slice(0, 10)).toBe("2025-01-09");
    expect(existsSync(path.resolve(dir, String(data["cover"])))).toBe(true);
  });

  it.each(articles)("$slug: declared reading time is the computed one", ({ slug, data, body }) => {
    expect(readingTimeProblem(slug, data["readingTime"], body)).toBeNull();
  });

  it.each(articles)("$slug states no known wrong legal figure", ({ body, data }) => {
    const hits = findForbidden(`${String(data["title"])}\n${String(data["description"])}\n${body}`);
    expect(hits.map((hit) => `${hit.rule.why}: «${hit.excerpt}»`)).toEqual([]);
  });

  it.each(articles)("$slug links only to pages that exist", ({ body }) => {
    const pages = new Set([
      "/",
      "/normativa",
      "/funzionalita",
      "/sicurezza",
      "/faq",
      "/contatti",
      "/blog",
      "/privacy-policy",
      "/cookie-policy",
      "/ordine",
      "/enti-pubblici",
    ]);
    const links = [...body.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)].map((match) => match[1] ?? "");
    for (const link of links) {
      const ok = pages.has(link) || (link.startsWith("/blog/") && articleSlugs.includes(link.slice(6) as never));
      expect(ok, link).toBe(true);
    }
  });

  // DPO review B10 (legal-facts.md 'What the site may claim'): help offered is not legal advice.
  it.each(articles)("$slug: where its next step offers our help, it says it is not legal advice", ({ body }) => {
    const nextStep = body.split(/^## /m).at(-1) ?? "";
    const offersHelp = /\b(?:ti aiutiamo|possiamo aiutarti|individuiamo|ti affianchiamo)\b/i.test(nextStep);
    if (offersHelp) expect(nextStep).toMatch(/non (?:è )?(?:una )?consulenza legale/);
  });

  it("starts sections at h2: the page title is the only h1", () => {
    for (const article of articles) expect(article.body, article.slug).not.toMatch(/^# /m);
  });

  it("uses no task lists: their checkboxes would be unlabelled form controls", () => {
    for (const article of articles) expect(article.body, article.slug).not.toMatch(/^\s*[-*] \[[ xX]\]/m);
  });
});

describe("reading time check", () => {
  const words = (count: number) => Array.from({ length: count }, () => "parola").join(" ");

  it("rejects a declared time that is not the computed one, in either direction", () => {
    expect(readingTimeProblem("nuovo-articolo", 6, words(1500))).toBe("dichiarati 6 min, calcolati 8");
    expect(readingTimeProblem("nuovo-articolo", 9, words(1500))).toBe("dichiarati 9 min, calcolati 8");
    expect(readingTimeProblem("nuovo-articolo", 8, words(1500))).toBeNull();
  });

  it("holds an article the spec times to the spec's minutes", () => {
    expect(readingTimeProblem("sanzioni-whistleblowing", 8, words(1600))).toBe(
      "la specifica dà 7 min, il testo ne richiede 8",
    );
    expect(readingTimeProblem("sanzioni-whistleblowing", 7, words(1400))).toBeNull();
  });
});

describe("content check", () => {
  it("catches the known wrong figures", () => {
    expect(findForbidden("sanzioni da 5.000 a 30.000 euro")).toHaveLength(1);
    expect(findForbidden("aziende con più di 50 dipendenti")).toHaveLength(1);
    expect(findForbidden("riscontro entro 3 mesi, estendibili a 6 mesi")).toHaveLength(1);
    expect(findForbidden("una media di almeno 50 lavoratori e sanzioni da 10.000 a 50.000 euro")).toHaveLength(0);
  });

  // Issue 16 (dpo-review-2026-11.md X1, L7, L4), verbatim from the copy of that day.
  it("catches «sotto i 50, scrivici», «colleghi e parenti» and the whole of L. 179/2017 repealed", () => {
    expect(
      findForbidden(
        "Se la tua impresa ha meno di 50 lavoratori e un Modello 231, scrivici: valutiamo insieme la soluzione più adatta.",
      ),
    ).toHaveLength(1);
    expect(
      findForbidden("Se il tuo ente ha meno di 50 lavoratori, scrivici per una soluzione su misura."),
    ).toHaveLength(1);
    expect(findForbidden("alle altre persone protette dall'art. 3 c.5, come i colleghi e i parenti")).toHaveLength(1);
    expect(findForbidden("ai colleghi e ai familiari che potrebbero subire ritorsioni")).toHaveLength(1);
    expect(
      findForbidden("Ha sostituito la disciplina precedente (legge 179/2017 e art. 54-bis del D.Lgs. 165/2001)."),
    ).toHaveLength(1);
    expect(
      findForbidden(
        "ai colleghi che hanno con lui un rapporto abituale e corrente; ha abrogato l'art. 3 della legge 179/2017; anche gli enti obbligati con meno di 50 lavoratori possono ordinare Small Business.",
      ),
    ).toHaveLength(0);
  });

  // Verbatim from the articles before this round: art. 17 c.2 puts the burden on whoever adopted the measure.
  it("catches the art. 17 burden of proof put on «il datore di lavoro» or «l'ente»", () => {
    expect(
      findForbidden(
        "In giudizio vale una presunzione: spetta al datore di lavoro dimostrare che la misura ha motivi estranei.",
      ),
    ).toHaveLength(1);
    expect(
      findForbidden(
        "si presume che un atto sfavorevole sia ritorsivo; è il datore di lavoro a dover provare il contrario",
      ),
    ).toHaveLength(1);
    expect(findForbidden("l'art. 17 presume il collegamento finché l'ente non dimostra motivi diversi.")).toHaveLength(
      1,
    );
    expect(
      findForbidden("spetta all'ente dimostrare che la decisione dipende da motivi estranei alla segnalazione."),
    ).toHaveLength(1);
    expect(
      findForbidden(
        "spetta a chi ha adottato la misura dimostrare che ha motivi estranei; sarà l'azienda, che ha deciso il trasferimento, a dover dimostrare che non dipende dalla segnalazione.",
      ),
    ).toHaveLength(0);
  });
});

// DPO site review B8: a minority public holding alone does not exclude a concessionaire or an organismo di diritto pubblico.
describe("the public-sector article on minority public holdings", () => {
  it("does not put every minority-held company outside the public sector", async () => {
    const { readFileSync } = await import("node:fs");
    const text = readFileSync("src/content/blog/whistleblowing-enti-pubblici-pa.md", "utf8");
    expect(text).not.toContain("non le società con una partecipazione pubblica di minoranza");
    expect(text).toContain("rientrano però concessionari di pubblico servizio e organismi di diritto pubblico");
  });
});
