import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../src/config/load-site-config.ts";
import { contactNotificationEmail } from "../../src/features/contact/emails/contact-notification.ts";
import { findForbidden } from "../support/copy/content-check.ts";
import {
  findCopyProblems,
  htmlParagraphs,
  markdownParagraphs,
  pdfParagraphs,
  type CopyFinding,
} from "../support/copy/copy-rules.ts";
import { kitConfirmationEmail } from "../../src/features/activation-kit/emails/kit-confirmation.ts";
import { orderAddressEmail } from "../../src/features/order/emails/order-address.ts";
import { whitepaperDeliveryEmail } from "../../src/features/whitepaper/emails/whitepaper-delivery.ts";
import { whitepaperNotificationEmail } from "../../src/features/whitepaper/emails/whitepaper-notification.ts";
import { DIST, htmlFileFor, sitemapPaths } from "./built-site.ts";

// Everything the site publishes, read as a visitor or a search engine gets it, against the copy
// rules (legal-facts.md, copy.md) and the known wrong legal figures.

/**
 * Copy in files another change owns (issue 7, configuration half: src/config/plans.ts, the footer
 * tagline in src/config/brand.ts, the cookie and privacy policies). Blanked out here until that
 * change lands; then delete each entry, and the test checks that text too.
 */
function report(findings: readonly CopyFinding[]): string[] {
  return findings.map((finding) => `${finding.rule}: «${finding.excerpt}»`);
}

function legalFigures(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((paragraph) => findForbidden(paragraph).map((hit) => `${hit.rule.why}: «${hit.excerpt}»`));
}

const ARTICLE_DIR = "src/content/blog";
const articleSlugs = readdirSync(ARTICLE_DIR)
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.replace(/\.md$/, ""));

// The whitepaper's prose (src/content/whitepaper): a guide that outlives a promotion, like the articles.
const WHITEPAPER_DIR = "src/content/whitepaper";
const whitepaperFiles = readdirSync(WHITEPAPER_DIR).filter((file) => file.endsWith(".md"));

const routes = sitemapPaths();

describe("published copy: built pages", () => {
  it("covers every route of the sitemap, articles included", () => {
    expect(routes.length).toBeGreaterThanOrEqual(8 + articleSlugs.length);
    for (const slug of articleSlugs) expect(routes).toContain(`/blog/${slug}`);
  });

  it.each(routes)("%s", (route) => {
    const paragraphs = htmlParagraphs(readFileSync(htmlFileFor(route), "utf8"));
    expect(paragraphs.length).toBeGreaterThan(0);
    const article = articleSlugs.includes(route.replace(/^\/blog\//, ""));
    expect([...report(findCopyProblems(paragraphs, { article })), ...legalFigures(paragraphs)]).toEqual([]);
  });
});

describe("published copy: article Markdown", () => {
  it.each(articleSlugs)("%s", (slug) => {
    const paragraphs = markdownParagraphs(readFileSync(path.join(ARTICLE_DIR, `${slug}.md`), "utf8"));
    expect(report(findCopyProblems(paragraphs, { article: true }))).toEqual([]);
  });
});

describe("published copy: whitepaper Markdown", () => {
  it.each(whitepaperFiles)("%s", (file) => {
    const paragraphs = markdownParagraphs(readFileSync(path.join(WHITEPAPER_DIR, file), "utf8"));
    expect([...report(findCopyProblems(paragraphs, { article: true })), ...legalFigures(paragraphs)]).toEqual([]);
  });
});

describe("published copy: whitepaper PDF", () => {
  it("the text of the built PDF", () => {
    const text = execFileSync(
      "/usr/bin/pdftotext",
      ["-enc", "UTF-8", path.join(DIST, ".private/whitepaper.pdf"), "-"],
      {
        encoding: "utf8",
      },
    );
    const paragraphs = pdfParagraphs(text);
    expect(paragraphs.join(" ")).toContain("D.Lgs. 24/2023");
    expect([...report(findCopyProblems(paragraphs)), ...legalFigures(paragraphs)]).toEqual([]);
  });
});

describe("published copy: e-mails", () => {
  const config = loadSiteConfig({});
  const link = { confirmationUrl: `${config.siteUrl}/conferma-indirizzo?t=prova`, marketingAsked: true };
  it("the templates", async () => {
    const rendered = [
      await whitepaperDeliveryEmail({ consentUrl: link.confirmationUrl }, config),
      await kitConfirmationEmail(link, config),
      await orderAddressEmail("2026-0001", link, config),
      await whitepaperNotificationEmail(
        {
          firstName: "Anna",
          lastName: "Bianchi",
          companyName: "Esempio S.r.l.",
          email: "anna@example.com",
          marketingConsentAt: null,
          privacyPolicyVersion: "2026-11-22",
          receivedAt: Date.UTC(2026, 10, 23, 9),
        },
        30,
      ),
      await contactNotificationEmail(
        {
          name: "Anna",
          email: "anna@example.com",
          message: "Vorrei informazioni.",
          receivedAt: Date.UTC(2026, 10, 23),
        },
        30,
      ),
    ];
    for (const email of rendered) {
      const paragraphs = [email.subject, ...htmlParagraphs(email.html)];
      expect(report(findCopyProblems(paragraphs))).toEqual([]);
    }
  });
});
