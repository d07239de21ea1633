import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWhitepaper, loadWhitepaperContent } from "./build-whitepaper.ts";
import { loadSiteConfig } from "../src/config/load-site-config.ts";
import { formatEuro, plans } from "../src/config/plans.ts";
import { BRAND } from "../src/config/brand.ts";
import { WHITEPAPER_TITLE } from "../src/features/whitepaper/whitepaper-content.ts";

// Checked with poppler-utils (pdfinfo, pdftotext, pdffonts), as a reader's PDF viewer sees it.
const config = loadSiteConfig({
  SITE_URL: "https://www.esempio-whistleblowing.it",
  OPERATOR_NAME: "Mario Rossi",
  OPERATOR_ADDRESS: "Via Roma 10, 20121 Milano MI",
  OPERATOR_VAT: "12345678903",
  OPERATOR_REA: "MI-1234567",
  OPERATOR_EMAIL: "info@esempio-whistleblowing.it",
  HOSTING_PROVIDER: "Hosting Esempio S.r.l.",
  HOSTING_LOCATION: "Italia",
  EMAIL_PROVIDER: "Posta Esempio S.p.A.",
  EMAIL_PROVIDER_LOCATION: "Italia",
});

let dir: string;
let file: string;
let info: string;
let pages: string[];
let text: string;

function poppler(tool: string, ...args: string[]): string {
  return execFileSync(`/usr/bin/${tool}`, args, { encoding: "utf8" });
}

/** One line per page break or column: compare words, not layout. */
function flat(value: string): string {
  return value.replace(/\s+/g, " ");
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "whitepaper-"));
  file = path.join(dir, "nested", "whitepaper.pdf");
  await buildWhitepaper(file, config);
  info = poppler("pdfinfo", file);
  // pdftotext separates pages with a form feed; the last one is followed by an empty string.
  pages = poppler("pdftotext", "-enc", "UTF-8", file, "-").split("\f").slice(0, -1);
  text = flat(pages.join(" "));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("whitepaper PDF", () => {
  it("has at least 8 A4 pages, each with its page number", () => {
    const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    expect(count).toBeGreaterThanOrEqual(8);
    expect(pages).toHaveLength(count);
    const sizes = poppler("pdfinfo", "-f", "1", "-l", String(count), file)
      .split("\n")
      .filter((line) => /^Page\s+\d+ size:/.test(line));
    expect(sizes).toHaveLength(count);
    for (const size of sizes) expect(size).toContain("(A4)");
    pages.forEach((page, index) => {
      expect(flat(page)).toContain(`Pagina ${index + 1} di ${count}`);
    });
  });

  it("embeds every font it uses", () => {
    const rows = poppler("pdffonts", file)
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // Columns: name, type (may contain spaces), encoding, emb, sub, uni, object, id.
      const columns = row.trim().split(/\s+/);
      expect(columns.at(-5), row).toBe("yes");
    }
  });

  it("carries Italian metadata", () => {
    expect(info).toMatch(new RegExp(`^Title:\\s+${WHITEPAPER_TITLE.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`, "m"));
    expect(info).toMatch(new RegExp(`^Author:\\s+${BRAND}$`, "m"));
    expect(info).toMatch(/^Subject:\s+\S/m);
    expect(readFileSync(file).toString("latin1")).toContain("/Lang (it)");
  });

  it("states the key facts of D.Lgs. 24/2023", () => {
    for (const fact of [
      "10.000",
      "50.000",
      "da 500 a 2.500",
      "7 giorni",
      "3 mesi",
      "30 marzo 2023",
      "15 luglio 2023",
      "17 dicembre 2023",
      "almeno 50",
      "fino a 249",
      "5 anni",
      "delibera n. 311",
      "delibera n. 478 del 26 novembre 2025",
      "art. 2-undecies",
      "art. 28 GDPR",
      "20 milioni",
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it("keeps Italian accents and never states superseded or wrong figures", () => {
    for (const word of ["è", "più", "perché", "à", "ù", "«", "’"]) expect(text).toContain(word);
    expect(text).not.toContain("30.000");
    expect(text).not.toMatch(/più di 50/i);
    expect(text).not.toMatch(/(software|piattaforma)[^.]{0,60}\bè obbligatori[ao]/i);
    // No replacement glyphs from a font without the character.
    expect(text).not.toContain("\uFFFD");
  });

  it("lists every section in the index with the page its heading is on", async () => {
    const content = await loadWhitepaperContent(config);
    const index = flat(pages[1] ?? "");
    expect(index).toContain("Indice");
    content.sections.forEach((section, i) => {
      const match = new RegExp(
        `${i + 1} ${section.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "’")} (\\d+)`,
      ).exec(index);
      expect(match, section.title).not.toBeNull();
      const page = Number(match?.[1]);
      expect(flat(pages[page - 1] ?? ""), `${section.title} a pagina ${page}`).toContain(
        section.title.replace(/'/g, "’"),
      );
    });
  });

  it("shows the plans from the configuration with VAT excluded, and how to reach us", () => {
    for (const plan of plans) {
      expect(text).toContain(plan.name);
      if (plan.yearlyPrice !== null) expect(text).toContain(flat(formatEuro(plan.yearlyPrice)));
    }
    expect(text).toContain("IVA esclusa");
    const last = flat(pages.at(-1) ?? "");
    expect(last).toContain("https://www.esempio-whistleblowing.it/contatti");
    expect(last).toContain("info@esempio-whistleblowing.it");
    expect(last).toContain("12345678903");
    expect(last).toContain("Mario Rossi");
  });
});
