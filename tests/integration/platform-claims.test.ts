import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV, SILENT_FACTS_FILE } from "../../src/config/fixtures/sample-facts.ts";
import { GENERIC_ADVICE, platformClaimsIn } from "../../src/config/platform-claim-patterns.ts";
import { loadKitFacts } from "../../src/features/activation-kit/kit-facts.server.ts";
import { parseKitInput } from "../../src/features/activation-kit/kit-input.ts";
import { kitDocuments } from "../../src/features/activation-kit/kit-draft.server.ts";
import { SAMPLE_KIT_DETAILS } from "../../src/features/activation-kit/kit-sample.ts";
import { htmlParagraphs, pdfParagraphs } from "../support/copy/paragraphs.ts";
import type { AddressInfo } from "node:net";
import { buildApp } from "../../src/server/app.server.ts";
import { loadServerConfig } from "../../src/server/start-config.server.ts";
import { FIRST_ROUND_TRIP, FRONT_HEADERS, responseBytes } from "./support/wire-bytes.ts";

/*
 * Issue 27: every claim about the platform (IP logging, Tor, reminders, deletion, encryption, server
 * location, support at any hour) comes from the operator's facts file. The site is built, in a copy
 * of this tree so that ./dist stays as the other tests expect it, with a facts file that states
 * none of these features (src/config/fixtures/operator-facts.silent.yaml): whatever still claims one
 * in a page, a PDF, an e-mail or a kit document was written by hand. The patterns, and how to add
 * one, are in src/config/platform-claim-patterns.ts. Then the same copy is built as a public site
 * with the complete sample facts file, which must build as shipped.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_TIMEOUT = 240_000;

let copy: string;

function build(env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ["scripts/build.ts"], {
    cwd: copy,
    env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", PROMO_END: "2027-11-27", ...env },
    encoding: "utf8",
    timeout: BUILD_TIMEOUT,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function files(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full, extension);
    return name.endsWith(extension) ? [full] : [];
  });
}

function pdfText(file: string): string[] {
  return pdfParagraphs(execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }));
}

/** Every string of a value: the kit's documents are blocks of runs. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function claims(where: string, paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((paragraph) => platformClaimsIn(paragraph).map((claim) => `${where}: ${claim}`));
}

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), "platform-claims-"));
  const tracked = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  }).stdout.split("\0");
  for (const file of tracked) {
    if (!file || !existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(copy, file));
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("a site built from facts that state no feature of the platform", () => {
  let dist: string;

  beforeAll(() => {
    const result = build({ OPERATOR_FACTS_FILE: SILENT_FACTS_FILE });
    expect(result.status, result.output).toBe(0);
    dist = path.join(copy, "dist");
  }, BUILD_TIMEOUT);

  it("claims none in its pages", () => {
    const pages = files(dist, ".html");
    expect(pages.length).toBeGreaterThan(40);
    const found = pages.flatMap((file) =>
      claims(path.relative(dist, file), htmlParagraphs(readFileSync(file, "utf8"))),
    );
    expect(found).toEqual([]);
  });

  it("claims none in the whitepaper, the DPA and the DPIA sheet", () => {
    const pdfs = [path.join(dist, ".private", "whitepaper.pdf"), ...files(path.join(dist, "documenti"), ".pdf")];
    expect(pdfs.length).toBe(3);
    expect(pdfs.flatMap((file) => claims(path.relative(dist, file), pdfText(file)))).toEqual([]);
  });

  it("claims none in the activation kit's documents", () => {
    const facts = loadKitFacts({ OPERATOR_FACTS_FILE: SILENT_FACTS_FILE }, new Date("2026-11-25T10:00:00Z"));
    const common = SAMPLE_KIT_DETAILS;
    const kinds = [
      { ente: "pubblico", tipo: "comune", denominazione: "Comune di Roccaverde" },
      {
        ente: "privato",
        controllo: "no",
        lavoratori: "120",
        modello231: "si",
        settore: "si",
        denominazione: "Alfa S.p.A.",
      },
    ];
    const found = kinds.flatMap((values) => {
      const parsed = parseKitInput({ ...common, ...values });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed));
      return kitDocuments(parsed.input, facts).flatMap((document) => claims(document.name, strings(document)));
    });
    expect(found).toEqual([]);
  });

  it("claims none in the e-mails' templates, which never read the facts", () => {
    const templates = readdirSync(path.join(ROOT, "src/features"), { recursive: true, encoding: "utf8" }).filter(
      (file) => /\/emails\/[^/]+\.ts$/.test(file) && !file.endsWith(".test.ts"),
    );
    expect(templates.length).toBeGreaterThan(5);
    const found = templates.flatMap((file) =>
      claims(file, [readFileSync(path.join(ROOT, "src/features", file), "utf8")]),
    );
    expect(found).toEqual([]);
  });

  it("keeps only generic advice that the site still prints", () => {
    const text = [
      ...files(dist, ".html").flatMap((file) => htmlParagraphs(readFileSync(file, "utf8"))),
      ...pdfText(path.join(dist, ".private", "whitepaper.pdf")),
    ].join("\n");
    expect(GENERIC_ADVICE.filter(({ text: generic }) => !text.includes(generic)).map(({ text: t }) => t)).toEqual([]);
  });
});

describe("the sample facts file, as shipped", () => {
  it(
    "builds a public site, whose pages say what it states",
    () => {
      const result = build({ ...SAMPLE_PUBLIC_ENV, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
      expect(result.status, result.output).toBe(0);
      const security = htmlParagraphs(readFileSync(path.join(copy, "dist", "sicurezza.html"), "utf8")).join("\n");
      expect(security).toContain("Hetzner Online GmbH");
      expect(security).toContain("La piattaforma non cancella le segnalazioni da sola");
      const article = htmlParagraphs(
        readFileSync(path.join(copy, "dist", "blog", "whistleblowing-riservatezza-legge.html"), "utf8"),
      ).join("\n");
      expect(article).toContain(
        "Il nostro servizio è una piattaforma per il whistleblowing in hosting basata su GlobaLeaks 5",
      );
      expect(article).toContain("Server a Falkenstein, Germania (Hetzner Online GmbH).");
    },
    BUILD_TIMEOUT,
  );

  // An operator's facts make pages longer than the test build's (the service paragraph, the
  // limits, the support hours): each page must still fit the first round trip, as budgets.test.ts
  // checks on the test build. Reads the build of the test above.
  it("whose every page, headers included, still fits the first round trip", async () => {
    const dist = path.join(copy, "dist");
    const xml = readFileSync(path.join(dist, "sitemap.xml"), "utf8");
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(paths.length).toBeGreaterThan(40);
    const app = await buildApp({
      config: loadServerConfig({ LOG_LEVEL: "silent", DIST_DIR: dist, DATA_DIR: path.join(copy, "data") }),
    });
    try {
      await app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const over: string[] = [];
      for (const pathname of paths) {
        const sent = await responseBytes(port, pathname);
        const total = sent.headers + sent.body;
        if (sent.encoding !== "br" || total > FIRST_ROUND_TRIP - FRONT_HEADERS)
          over.push(`${pathname}: ${total} B (${sent.encoding})`);
      }
      expect(over, `room: ${FIRST_ROUND_TRIP - FRONT_HEADERS} B`).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
