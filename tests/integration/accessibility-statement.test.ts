import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accessibilityAssessment as assessment } from "../../src/app/pages/trust/accessibility-page.tsx";
import { readableText } from "../../src/lib/html-text.ts";
import { htmlFileFor, sitemapPaths } from "./built-site.ts";

/*
 * The accessibility statement (/accessibilita) states facts about the test suite: this test keeps
 * accessibility-assessment.json true to it. When it fails, update the file (and its date). The
 * count of routes is the sitemap's, computed at build.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

describe("accessibility statement", () => {
  it("counts the routes the axe test checks: every route of the built sitemap", () => {
    const spec = readFileSync(path.join(ROOT, "tests/e2e/accessibility.spec.ts"), "utf8");
    expect(spec).toContain("const routes = sitemapPaths();");
    expect(spec).toContain("for (const pathname of paths)");
    const statement = readableText(readFileSync(htmlFileFor("/accessibilita"), "utf8"));
    expect(statement).toContain(`tutte le ${sitemapPaths().length} pagine`);
  });

  it("names the viewports of the Playwright projects", () => {
    const config = readFileSync(path.join(ROOT, "playwright.config.ts"), "utf8");
    const viewports = [...config.matchAll(/viewport: \{ width: (\d+), height: (\d+) \}/g)].map(
      (match) => `${match[1]} × ${match[2]} px`,
    );
    expect(viewports).toHaveLength(assessment.automated.viewports.length);
    viewports.forEach((viewport, index) => expect(assessment.automated.viewports[index]).toContain(viewport));
  });

  it("names the axe-core version installed and the WCAG 2.1 AA tags it runs", () => {
    const axe = JSON.parse(readFileSync(path.join(ROOT, "node_modules/axe-core/package.json"), "utf8")) as {
      version: string;
    };
    expect(assessment.automated.tool).toBe(`axe-core ${axe.version.split(".").slice(0, 2).join(".")}`);
    const spec = readFileSync(path.join(ROOT, "tests/e2e/accessibility.spec.ts"), "utf8");
    expect(spec).toContain('import { axeViolations } from "./axe.ts";');
    const helper = readFileSync(path.join(ROOT, "tests/e2e/axe.ts"), "utf8");
    expect(helper).toContain('const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];');
    // The statement's "axe-core" is the library's whole WCAG 2.1 AA run, violations reported.
    expect(helper).toMatch(
      /\.withTags\(TAGS\)\s*\.setLegacyMode\(true\)\s*\.options\(\{ resultTypes: \["violations"\] \}\)/,
    );
    expect(spec).toContain("no page is wider than a 360 px screen");
  });

  it("lists the PDFs as not conforming while react-pdf writes untagged PDFs", () => {
    const pdf = readFileSync(path.join(ROOT, "dist/documenti/accordo-trattamento-dati.pdf"), "latin1");
    expect(pdf).not.toContain("/StructTreeRoot");
    expect(assessment.nonConforming.join(" ")).toContain("non sono PDF con tag");
  });
});
