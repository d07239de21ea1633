// Import direction, measured: resolves every relative import (static, dynamic, re-export, an
// .astro file's frontmatter and <script src>, `new URL("./x", import.meta.url)`) in src/, scripts/,
// tests/ and bench/, then prints the folder-level cycles and the imports that go against the layer
// table of eslint.config.js (LAYERS). ESLint enforces the same table on .ts/.tsx; this also reads
// .astro files and runs on any checkout, so it can measure a tree from before the rules.
// Usage: npm exec -- node bench/imports.ts [--root DIR] > bench/results/imports-run.md
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { LAYERS, TEST_SUPPORT } from "../eslint.config.js";
import { importCycles } from "../scripts/import-cycles.ts";
import { table } from "./lib.ts";

interface Layer {
  layer: string;
  folders: string[];
  imports: string[];
}

const args = process.argv.slice(2);
const rootArg = args.indexOf("--root");
const ROOT = path.resolve(rootArg === -1 ? path.join(import.meta.dirname, "..") : (args[rootArg + 1] ?? "."));
const SCANNED = ["src", "scripts", "tests", "bench"];
const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;

/**
 * Folders that issue 19 moved, judged by the role they already had, so that a tree from before
 * the move is measured against the same layers (the page assemblies under src/features were the
 * app; src/features/forms was the shared form parts; src/scripts was the browser code).
 */
const FORMER_PLACES: Record<string, string> = {
  "src/scripts": "src/browser",
  "src/features/forms": "src/forms",
  "src/features/home": "src/app",
  "src/features/normativa": "src/app",
  "src/features/funzionalita": "src/app",
  "src/features/faq": "src/app",
  "src/features/legal": "src/app",
  "src/features/trust/accessibility-page.tsx": "src/app",
  "src/features/trust/security-page.tsx": "src/app",
  "src/features/trust/terms-page.tsx": "src/app",
  "src/features/trust/trust-pages.test.tsx": "src/app",
};

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "results") continue;
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file, out);
    else if (SOURCE.test(entry) && !entry.endsWith(".d.ts")) out.push(file);
  }
  return out;
}

/** The relative specifiers a file imports, with their 1-based line. */
function specifiers(file: string): { spec: string; line: number }[] {
  const text = readFileSync(file, "utf8");
  const found: { spec: string; line: number }[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length;
  const scan = (code: string, offset: number) => {
    for (const ref of ts.preProcessFile(code, true, true).importedFiles) {
      found.push({ spec: ref.fileName, line: lineOf(offset + ref.pos) });
    }
  };
  if (file.endsWith(".astro")) {
    const front = /^---\n([\s\S]*?)\n---/.exec(text);
    if (front?.[1] !== undefined) scan(front[1], 4);
    for (const match of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const src = /\bsrc="([^"]+)"/.exec(match[1] ?? "");
      if (src?.[1]) found.push({ spec: src[1], line: lineOf(match.index) });
      else scan(match[2] ?? "", match.index + match[0].indexOf(">") + 1);
    }
  } else {
    scan(text, 0);
  }
  for (const match of text.matchAll(/^[^/\n]*new URL\(\s*"(\.[^"]+)",\s*import\.meta\.url\s*\)/gm)) {
    found.push({ spec: match[1] ?? "", line: lineOf(match.index) });
  }
  return found.filter(({ spec }) => spec.startsWith("."));
}

/** Longest matching prefix of a path among folders (a '*' folder makes each child a unit). */
function unitOf(rel: string): { unit: string; layer: Layer } | null {
  // Test support is its own folder: the tests beside the code import it, and it imports only src/.
  if (rel.startsWith(`${TEST_SUPPORT}/`)) {
    const tests = (LAYERS as Layer[]).find((layer) => layer.folders.includes("tests"));
    if (tests) return { unit: TEST_SUPPORT, layer: tests };
  }
  let place = rel;
  const former = Object.keys(FORMER_PLACES)
    .filter((prefix) => rel === prefix || rel.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (former !== undefined) place = `${FORMER_PLACES[former]}/${path.basename(rel)}`;
  let best: { unit: string; layer: Layer; length: number } | null = null;
  for (const layer of LAYERS as Layer[]) {
    for (const folder of layer.folders) {
      const base = folder.endsWith("/*") ? folder.slice(0, -2) : folder;
      if (place !== base && !place.startsWith(`${base}/`)) continue;
      if (best && best.length >= base.length) continue;
      const unit = folder.endsWith("/*")
        ? place
            .split("/")
            .slice(0, base.split("/").length + 1)
            .join("/")
        : base;
      best = { unit, layer, length: base.length };
    }
  }
  return best && { unit: best.unit, layer: best.layer };
}

function resolve(from: string, spec: string): string | null {
  const target = path.resolve(path.dirname(from), spec.replace(/[?#].*$/, ""));
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

interface Edge {
  from: string;
  line: number;
  to: string;
  fromUnit: string;
  toUnit: string;
  allowed: boolean;
}

const edges: Edge[] = [];
const unresolved: string[] = [];
const unknown = new Set<string>();
const files = SCANNED.flatMap((dir) => walk(path.join(ROOT, dir)));
for (const file of files) {
  const from = path.relative(ROOT, file);
  const source = unitOf(from);
  if (!source) {
    unknown.add(path.dirname(from));
    continue;
  }
  for (const { spec, line } of specifiers(file)) {
    const resolved = resolve(file, spec);
    if (!resolved) {
      unresolved.push(`${from}:${line} ${spec}`);
      continue;
    }
    const to = path.relative(ROOT, resolved);
    // Outside the checkout, or the tools' own configuration at its root.
    if (to.startsWith("..") || !to.includes("/")) continue;
    const target = unitOf(to);
    if (!target) {
      unknown.add(path.dirname(to));
      continue;
    }
    if (target.unit === source.unit) continue;
    const isTest = /\.test\.[a-z]+$/.test(from);
    // Folders of one layer may import each other, except the capabilities under src/features.
    const siblings = target.layer === source.layer && !source.layer.folders.some((folder) => folder.endsWith("/*"));
    const allowed =
      siblings ||
      source.layer.imports.includes("*") ||
      source.layer.imports.includes(target.layer.layer) ||
      (isTest && (to === TEST_SUPPORT || to.startsWith(`${TEST_SUPPORT}/`)));
    edges.push({ from, line, to, fromUnit: source.unit, toUnit: target.unit, allowed });
  }
}

/** Strongly connected components of the folder graph with more than one folder (Tarjan). */
function folderCycles(): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!graph.has(edge.fromUnit)) graph.set(edge.fromUnit, new Set());
    graph.get(edge.fromUnit)?.add(edge.toUnit);
  }
  return importCycles(graph);
}

const cycles = folderCycles();
const wrong = edges.filter((edge) => !edge.allowed);
const arrows = new Map<string, Edge[]>();
for (const edge of wrong) {
  const key = `${edge.fromUnit} → ${edge.toUnit}`;
  arrows.set(key, [...(arrows.get(key) ?? []), edge]);
}

const lines = [
  `Files read: ${files.length}; relative imports between folders: ${edges.length}.`,
  "",
  table(
    ["measure", "count"],
    [
      ["folder-level cycles", cycles.length],
      ["wrong-way imports (statements)", wrong.length],
      ["wrong-way arrows (folder → folder)", arrows.size],
    ],
  ),
  "",
  "Folder-level cycles:",
  "",
  ...(cycles.length === 0 ? ["- none"] : cycles.map((cycle) => `- {${cycle.join(", ")}}`)),
  "",
  "Wrong-way imports, by arrow:",
  "",
  ...(arrows.size === 0
    ? ["- none"]
    : [...arrows].map(
        ([arrow, list]) => `- ${arrow} (${list.length}): ${list.map((edge) => `${edge.from}:${edge.line}`).join(", ")}`,
      )),
];
// Module size: the five longest source files of src/ and scripts/, tests left out.
const largest = files
  .map((file) => path.relative(ROOT, file))
  .filter((file) => /^(src|scripts)\//.test(file) && !/\.test\.[a-z]+$/.test(file))
  .map((file) => ({ file, count: readFileSync(path.join(ROOT, file), "utf8").split("\n").length - 1 }))
  .sort((a, b) => b.count - a.count || a.file.localeCompare(b.file))
  .slice(0, 5);
lines.push(
  "",
  "Five longest modules of src/ and scripts/ (lines, tests excluded):",
  "",
  table(
    ["module", "lines"],
    largest.map(({ file, count }) => [file, count]),
  ),
);
if (unknown.size > 0) lines.push("", `Folders outside the layer table (not judged): ${[...unknown].sort().join(", ")}`);
if (unresolved.length > 0) lines.push("", `Unresolved imports: ${unresolved.join(", ")}`);
console.log(lines.join("\n"));
