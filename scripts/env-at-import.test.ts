import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/*
 * No module reads the environment when it is imported (issue 19): the build's configuration is
 * read by buildSiteConfig() and buildOperatorFacts() when a page uses it, the server's by
 * loadServerConfig() when it starts. Checked on the syntax tree, so it takes a second: a read of
 * process.env or import.meta.env counts as "at import" unless it sits in a function body (or a
 * default parameter) that is not called on the spot, or in an `if (import.meta.main)` block.
 */

interface EnvRead {
  file: string;
  line: number;
  text: string;
}

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts)$/;
const SKIPPED = /\.test\.(ts|tsx)$|\.d\.ts$/;

function isProcess(node: ts.Expression): boolean {
  return (
    (ts.isIdentifier(node) && node.text === "process") ||
    (ts.isPropertyAccessExpression(node) && node.name.text === "process")
  );
}

/** process.env, process["env"], import.meta.env, const { env } = process. */
function isEnvRead(node: ts.Node): boolean {
  if (ts.isPropertyAccessExpression(node) && node.name.text === "env") {
    const target = node.expression;
    if (isProcess(target)) return true;
    return ts.isMetaProperty(target) && target.keywordToken === ts.SyntaxKind.ImportKeyword;
  }
  if (ts.isElementAccessExpression(node) && isProcess(node.expression)) {
    return ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === "env";
  }
  if (ts.isVariableDeclaration(node) && node.initializer && isProcess(node.initializer)) {
    return (
      ts.isObjectBindingPattern(node.name) &&
      node.name.elements.some((element) => (element.propertyName ?? element.name).getText() === "env")
    );
  }
  // import { env } from "node:process": a binding that reads the environment wherever it is used.
  if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
    const bindings = node.importClause?.namedBindings;
    return (
      /^(node:)?process$/.test(node.moduleSpecifier.text) &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => (element.propertyName ?? element.name).text === "env")
    );
  }
  return false;
}

function isImmediatelyCalled(fn: ts.Node): boolean {
  let node = fn;
  while (ts.isParenthesizedExpression(node.parent)) node = node.parent;
  return ts.isCallExpression(node.parent) && node.parent.expression === node;
}

function isImportMetaMain(condition: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(condition) &&
    condition.name.text === "main" &&
    ts.isMetaProperty(condition.expression) &&
    condition.expression.keywordToken === ts.SyntaxKind.ImportKeyword
  );
}

/** Whether the code at `node` runs when its module is evaluated. */
function runsAtImport(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
    if (ts.isFunctionLike(parent) && !isImmediatelyCalled(parent)) return false;
    // An instance field's initializer runs when an object is made; a static one, with the class.
    if (ts.isPropertyDeclaration(parent) && child === parent.initializer) {
      return parent.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword) ?? false;
    }
    if (ts.isIfStatement(parent) && child === parent.thenStatement && isImportMetaMain(parent.expression)) {
      return false;
    }
  }
  return true;
}

/** Every read of the environment in `source` that runs when the module is imported. */
function envReadsAtImport(file: string, source: string): EnvRead[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const reads: EnvRead[] = [];
  const visit = (node: ts.Node): void => {
    if (isEnvRead(node) && (ts.isImportDeclaration(node) || runsAtImport(node))) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
      reads.push({ file, line, text: node.getText(tree).split("\n")[0] ?? "" });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return reads;
}

/** An .astro page gets the parsed configuration: it never reads the environment itself. */
function envReadsInPage(file: string, source: string): EnvRead[] {
  return source
    .split("\n")
    .flatMap((text, index) =>
      /\bprocess\.env\b|\bprocess\[["']env["']\]|\bimport\.meta\.env\b/.test(text)
        ? [{ file, line: index + 1, text: text.trim() }]
        : [],
    );
}

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/")))
    .filter((name) => !name.includes("node_modules/"));
}

/**
 * The relative module paths a file imports, statically or dynamically, resolved from ROOT. A
 * regular expression, not the syntax tree: a path named in a comment only makes the check stricter.
 */
function importedFiles(file: string, source: string): string[] {
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? "")),
  );
}

describe("no module reads the environment at import", () => {
  it("finds the reads that run at import in a deliberately wrong module", () => {
    const wrong = [
      "export const site = loadSiteConfig(process.env);", // 1
      'const url = process.env["TEST_DATABASE_URL"] ?? "postgres://";', // 2
      "const { env } = process;", // 3
      "const port = (() => process.env.PORT)();", // 4
      "class Settings { static level = process.env.LOG_LEVEL; }", // 5
      "const base = import.meta.env.BASE_URL;", // 6
      'const all = process["env"];', // 7
      'import { env } from "node:process";', // 8
      "const nested = { deep: [globalThis.process.env.HOME] };", // 9
    ].join("\n");
    expect(envReadsAtImport("wrong.ts", wrong).map((read) => read.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("lets functions, default parameters, instance fields and an entry point's main block read it", () => {
    const right = [
      "export function buildSiteConfig(env = process.env) { return loadSiteConfig(env); }",
      "export const port = () => Number(process.env.PORT);",
      "export class Settings { level = process.env.LOG_LEVEL; read() { return process.env.X; } }",
      "const later = function () { return import.meta.env.BASE_URL; };",
      "if (import.meta.main) { await start(process.env); }",
    ].join("\n");
    expect(envReadsAtImport("right.ts", right)).toEqual([]);
  });

  it("finds an .astro page that reads the environment", () => {
    expect(envReadsInPage("page.astro", '---\nconst url = process.env["SITE_URL"];\n---\n<p>{url}</p>')).toEqual([
      { file: "page.astro", line: 2, text: 'const url = process.env["SITE_URL"];' },
    ]);
  });

  it("holds for every module under src/ and every script another file imports", () => {
    const sources = new Map(
      [...filesUnder("src"), ...filesUnder("scripts"), ...filesUnder("tests"), ...filesUnder("bench")]
        .filter((file) => SOURCE_EXTENSIONS.test(file) || file.endsWith(".astro"))
        .map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")] as const),
    );
    const imported = new Set(
      [...sources]
        .filter(([file]) => SOURCE_EXTENSIONS.test(file))
        .flatMap(([file, text]) => importedFiles(file, text)),
    );
    // A script nobody imports is an entry point: its top level is its main.
    const modules = [...sources.keys()].filter(
      (file) =>
        SOURCE_EXTENSIONS.test(file) &&
        !SKIPPED.test(file) &&
        (file.startsWith("src/") || (file.startsWith("scripts/") && imported.has(file))),
    );
    const pages = [...sources.keys()].filter((file) => file.startsWith("src/") && file.endsWith(".astro"));
    expect(modules.length).toBeGreaterThan(150);
    expect(modules).toContain("scripts/build.ts");
    expect(modules).not.toContain("scripts/test.ts");
    expect(pages.length).toBeGreaterThan(10);

    const reads = [
      ...modules.flatMap((file) => envReadsAtImport(file, sources.get(file) ?? "")),
      ...pages.flatMap((file) => envReadsInPage(file, sources.get(file) ?? "")),
    ];
    expect(reads.map((read) => `${read.file}:${read.line}: ${read.text}`)).toEqual([]);
  });
});
