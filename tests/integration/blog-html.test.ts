import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { categories, PAGE_SIZE } from "../../src/features/blog/categories.ts";
import { pageCount } from "../../src/features/blog/paging.ts";
import { indexUrl } from "../../src/features/blog/paging.ts";
import { htmlFileFor, requireBuild } from "./built-site.ts";

requireBuild();

interface Article {
  slug: string;
  title: string;
  category: string;
  readingTime: number;
  updated: Date | undefined;
  cover: string;
  coverAlt: string;
  body: string;
}

const articles: Article[] = readdirSync("src/content/blog")
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const text = readFileSync(path.join("src/content/blog", file), "utf8");
    const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const data = loadYaml(front) as {
      title: string;
      category: string;
      readingTime: number;
      updated?: Date | string;
      cover: string;
      coverAlt: string;
    };
    return {
      slug: file.replace(/\.md$/, ""),
      title: data.title,
      category: data.category,
      readingTime: data.readingTime,
      updated: data.updated === undefined ? undefined : new Date(data.updated),
      cover: data.cover,
      coverAlt: data.coverAlt,
      body,
    };
  });

/** The page as text a reader gets: React's text separators removed, apostrophes decoded. */
function html(pathname: string): string {
  return readFileSync(htmlFileFor(pathname), "utf8")
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'");
}

function listedSlugs(page: string): string[] {
  const list = /data-article-list="">([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? "";
  return [...list.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1] ?? "");
}

const groups = [
  { slug: null, members: articles },
  ...categories.map((category) => ({
    slug: category.slug,
    members: articles.filter((article) => article.category === category.name),
  })),
];

describe("blog index without JavaScript", () => {
  it.each(groups)("category $slug: every page lists its articles, 5 at most, each once", ({ slug, members }) => {
    // As the site renders it: an empty category still has its page 1, empty.
    const pages = pageCount(members.length);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const listed = listedSlugs(html(indexUrl(slug, page)));
      expect(listed.length).toBe(Math.min(PAGE_SIZE, members.length - (page - 1) * PAGE_SIZE));
      seen.push(...listed);
    }
    expect(seen.sort()).toEqual(members.map((article) => article.slug).sort());
  });

  it("marks the chosen chip and the current page for assistive technology", () => {
    const page = html("/blog/pagina/2");
    expect(page).toMatch(/aria-current="page"[^>]*>Tutti gli articoli \(20\)/);
    expect(page).toMatch(/href="\/blog\/pagina\/2" aria-current="page"/);
    const category = html("/blog/categoria/privacy-e-sicurezza");
    expect(category).toMatch(/href="\/blog\/categoria\/privacy-e-sicurezza" aria-current="page"/);
  });

  it("renders a disabled previous on the first page and a disabled next on the last, not as links", () => {
    expect(html("/blog")).toMatch(/<span aria-disabled="true"[^>]*>Precedente<\/span>/);
    expect(html("/blog")).toMatch(/<a href="\/blog\/pagina\/2" rel="next"/);
    expect(html("/blog/pagina/4")).toMatch(/<span aria-disabled="true"[^>]*>Successiva<\/span>/);
  });

  it("shows the category counts on the chips", () => {
    const page = html("/blog");
    for (const group of groups.slice(1)) {
      const name = categories.find((category) => category.slug === group.slug)?.name ?? "";
      expect(page).toContain(`${name} (${group.members.length})`);
    }
  });
});

describe("article pages without JavaScript", () => {
  it.each(articles)("$slug holds title, date, reading time, body and structured data", (article) => {
    const page = html(`/blog/${article.slug}`);
    expect(page).toContain(`>${article.title}</h1>`);
    expect(page).toContain("9 gennaio 2025");
    expect(page).toContain(`${article.readingTime} min di lettura`);
    const firstWords = article.body
      .trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(" ")
      .replace(/[*_[\]]/g, "");
    expect(page.replace(/<[^>]+>/g, "")).toContain(firstWords);
    expect(page).toContain('"@type":"BlogPosting"');
    expect(page).toContain('"@type":"BreadcrumbList"');
    expect(page).toContain('property="og:type" content="article"');
    // The cover is its SVG inline in the header, named for assistive technology: it paints with
    // the HTML instead of waiting for an image request (issue 11).
    const svg = readFileSync(path.join("src/content/blog", article.cover), "utf8");
    const firstShape = /<svg[^>]*>(<[^>]+>)/.exec(svg)?.[1] ?? "";
    const header = /<header class="mx-auto max-w-3xl[\s\S]*?<\/header>/.exec(page)?.[0] ?? "";
    expect(header).toContain(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" role="img" aria-label="${article.coverAlt}"`,
    );
    expect(header).toContain(firstShape);
    expect(header).not.toMatch(/<img|<picture/);
    // The layout script, inlined, is the only module script: no island, no script loaded before
    // the page (its second half is imported after load: tests/e2e/layout.spec.ts).
    expect(page.match(/<script type="module"/g) ?? []).toHaveLength(1);
    expect(page).not.toMatch(/<astro-island|<script[^>]*\ssrc=/);
  });

  it.each(articles)("$slug says when its text was last revised, to readers and in JSON-LD", (article) => {
    const page = html(`/blog/${article.slug}`);
    const graphs = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(graphs, "one graph of structured data").toHaveLength(1);
    const graph = JSON.parse(graphs[0]?.[1] ?? "null") as {
      "@context": string;
      "@graph": { "@type"?: string; dateModified?: string }[];
    };
    expect(graph["@context"]).toBe("https://schema.org");
    const posting = graph["@graph"].find((data) => data["@type"] === "BlogPosting");
    if (article.updated === undefined) {
      expect(page).not.toContain("Aggiornato il");
      expect(posting?.dateModified?.slice(0, 10)).toBe("2025-01-09");
      return;
    }
    const day = article.updated.toISOString().slice(0, 10);
    const italian = new Intl.DateTimeFormat("it-IT", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(article.updated);
    expect(page).toContain(`Aggiornato il <time dateTime="${day}">${italian}</time>`);
    expect(posting?.dateModified?.slice(0, 10)).toBe(day);
    expect(page).toContain(`property="article:modified_time" content="${article.updated.toISOString()}"`);
  });

  it("offers up to three related articles from the same category", () => {
    const page = html("/blog/sanzioni-whistleblowing");
    const related = /id="correlati"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
    const slugs = [...related.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.length).toBeLessThanOrEqual(3);
    expect(slugs).not.toContain("sanzioni-whistleblowing");
  });

  it("draws a related card's cover from the article's own when they share it: no picture, no request", () => {
    const page = html("/blog/sanzioni-whistleblowing");
    const related = /id="correlati"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
    const cards = related.match(/<article /g)?.length ?? 0;
    const drawn = [
      ...related.matchAll(
        /<svg viewBox="0 0 1200 675" role="img" aria-label="([^"]+)"[^>]*><use href="#copertina"><\/use><\/svg>/g,
      ),
    ];
    const pictures = related.match(/<picture>/g)?.length ?? 0;
    expect(cards).toBeGreaterThan(0);
    expect(drawn.length + pictures).toBe(cards);
    expect(drawn.length).toBeGreaterThan(0);
    const article = articles.find((candidate) => candidate.slug === "sanzioni-whistleblowing");
    for (const match of drawn) expect(match[1]).toBe(article?.coverAlt);
    // The shapes drawn again are the header's cover, on the page once.
    expect(page.match(/id="copertina"/g)).toHaveLength(1);
    expect(/<header class="mx-auto max-w-3xl[\s\S]*?<\/header>/.exec(page)?.[0]).toContain('<g id="copertina">');
  });
});

describe("article tables", () => {
  it("sit in labelled, focusable scroll regions so they never widen the page", () => {
    const page = html("/blog/whistleblowing-costi-aziendali");
    const tables = page.match(/<table>/g)?.length ?? 0;
    expect(tables).toBeGreaterThan(0);
    expect(
      page.match(
        /<div class="table-scroll" role="region" tabindex="0" aria-label="Tabella \d+, scorrevole in orizzontale"><table>/g,
      ),
    ).toHaveLength(tables);
  });
});
