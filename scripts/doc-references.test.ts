import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * What the docs point at exists (issue 28): every repository path in backticks or in a Markdown
 * link of README.md, CONTRIBUTING.md, docs/ and the folders' READMEs, and every `§` citation
 * ("spec §N", "decisions.md §N") in those docs and in source comments. Decision records are
 * history: they may name files that have moved since, so only their index is read.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\0")
  .filter((file) => file && existsSync(path.join(ROOT, file)));

const DOCS = files.filter(
  (file) =>
    file.endsWith(".md") &&
    !file.startsWith("bench/results/") &&
    (!file.startsWith("docs/decisions/") || file === "docs/decisions/README.md") &&
    (/^[^/]+\.md$/.test(file) || file.startsWith("docs/") || /^src\/.*README\.md$/.test(file)),
);
const SOURCES = files.filter((file) => /^(src|scripts|tests|bench)\/.*\.(ts|tsx|astro)$/.test(file));
const TOP = /^(src|scripts|tests|docs|bench|public|\.ci)\//;
const ROOT_FILES = new Set([
  "package.json",
  "tsconfig.json",
  "eslint.config.js",
  "vitest.config.ts",
  "playwright.config.ts",
  "astro.config.ts",
  ".env.example",
]);

/** Backticked or linked paths of a Markdown file that name a file or folder of this repository. */
export function referencedPaths(file: string, text: string): string[] {
  const found = new Set<string>();
  for (const [, raw = ""] of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = raw.replace(/[.,:;)]+$/, "").replace(/#.*$/, "");
    if (TOP.test(candidate) || ROOT_FILES.has(candidate)) found.add(candidate);
  }
  for (const [, target = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target)) continue;
    found.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), target.replace(/#.*$/, ""))));
  }
  // Placeholders (<name>), globs and line ranges are patterns, not paths.
  return [...found].filter((entry) => !/[<>*{}]|:\d/.test(entry));
}

function spec(name: string): string {
  return readFileSync(path.join(ROOT, "docs/spec", name), "utf8");
}

describe("the docs' references", () => {
  it("reads the docs", () => {
    expect(DOCS).toContain("CONTRIBUTING.md");
    expect(DOCS).toContain("docs/configuration.md");
  });

  it.each(DOCS)("%s names only paths that exist", (file) => {
    const missing = referencedPaths(file, readFileSync(path.join(ROOT, file), "utf8")).filter(
      (target) => !existsSync(path.join(ROOT, target.replace(/\/$/, ""))),
    );
    expect(missing).toEqual([]);
  });

  it("every 'spec §N' and 'decisions.md §N' citation resolves", () => {
    const specSections = new Set([...spec("product-spec.md").matchAll(/^## (\d+)\./gm)].map((match) => match[1]));
    const decisions = new Set([...spec("decisions.md").matchAll(/^(\d+)\. \*\*/gm)].map((match) => match[1]));
    const broken: string[] = [];
    for (const file of [...DOCS, ...SOURCES]) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const match of text.matchAll(/\b(spec|decisions\.md) §(\d+)((?:(?:,| and| e) §?\d+)*)/g)) {
        const numbers = [match[2], ...[...(match[3] ?? "").matchAll(/\d+/g)].map((n) => n[0])];
        const known = match[1] === "spec" ? specSections : decisions;
        for (const number of numbers) if (!known.has(number ?? "")) broken.push(`${file}: ${match[1]} §${number}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("finds a path that does not exist", () => {
    expect(referencedPaths("CONTRIBUTING.md", "see `src/lib/service-copy.ts` and [x](docs/nowhere.md)")).toEqual([
      "src/lib/service-copy.ts",
      "docs/nowhere.md",
    ]);
  });

  it("lists every configuration variable in docs/configuration.md and .env.example", () => {
    const keys = new Set<string>();
    for (const file of ["src/config/load-site-config.ts", "src/server/start-config.server.ts"]) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const [, key = ""] of text.matchAll(/^\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+): z\./gm)) keys.add(key);
    }
    expect(keys.size).toBeGreaterThan(20);
    const docs = readFileSync(path.join(ROOT, "docs/configuration.md"), "utf8");
    const example = readFileSync(path.join(ROOT, ".env.example"), "utf8");
    expect([...keys].filter((key) => !docs.includes(`\`${key}\``))).toEqual([]);
    expect([...keys].filter((key) => !new RegExp(`^#? ?${key}=`, "m").test(example))).toEqual([]);
  });
});
