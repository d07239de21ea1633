import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The PDF as a reader sees it (pdftotext), words separated by single spaces, and its page count. */
export function readPdf(content: Buffer): { text: string; pages: number; info: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-text-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, content);
    const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"])
      .toString("utf8")
      .replace(/\s+/g, " ");
    const info = execFileSync("pdfinfo", [file]).toString("utf8");
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), info };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
