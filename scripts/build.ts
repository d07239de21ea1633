// Builds the static site into dist/ and pre-compresses it for the server.
// Usage: npm run build (the build-time configuration is read from the environment).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadSiteConfig } from "../src/config/load-site-config.ts";
import { expiredQualificationProblems, loadOperatorFacts, OperatorFactsError } from "../src/config/operator-facts.ts";
import { romeIsoDay } from "../src/lib/italian-date.ts";
import { acnQualifiedIn } from "../src/config/public-buyers.ts";
import { platformClaims } from "../src/config/service.ts";
import { platformClaimProblems } from "../src/features/blog/platform-claims-check.ts";
import { SECURITY_TXT } from "../src/server/static-site.server.ts";
import { FINGERPRINT_FILE, ROOT, buildFingerprint } from "./build-lib.ts";
import { buildDocuments } from "./build-documents.ts";
import { buildVerifyRenderer, ON_DEMAND_BUNDLES } from "./build-verify-renderer.ts";
import { buildWhitepaper } from "./build-whitepaper.ts";
import { assetFile, pageAssets } from "./page-assets.ts";
import { classTokens, trimPageCss } from "./page-css.ts";
import { dropTextSeparators, joinInlineBlocks, stableIslandIds } from "./page-markup.ts";

const COMPRESSIBLE = new Set([".html", ".css", ".js", ".xml", ".txt", ".svg", ".webmanifest", ".json", ".ico"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? (name.startsWith(".") ? [] : files(full)) : [full];
  });
}

/**
 * A page's HTML with only the CSS its markup, its inline scripts and its islands' modules can
 * use, and without the markup only hydration reads.
 */
function finishPage(file: string, dist: string): string {
  const html = stableIslandIds(dropTextSeparators(readFileSync(file, "utf8")));
  const tokens = new Set<string>();
  const add = (text: string) => {
    for (const token of classTokens(text)) tokens.add(token);
  };
  for (const match of html.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) add(match[1] ?? "");
  const { initialJs, deferredJs, laterJs } = pageAssets(html);
  for (const module of [...initialJs, ...deferredJs, ...laterJs]) add(readFileSync(assetFile(module), "utf8"));
  // An on-demand page's shell is filled in by the server: its CSS must cover what the renderer writes.
  const onDemand = ON_DEMAND_BUNDLES.find((entry) => entry.shell === path.relative(dist, file));
  if (onDemand) add(readFileSync(path.join(dist, onDemand.bundle), "utf8"));
  return joinInlineBlocks(trimPageCss(html, tokens));
}

/** The guides describe the platform only through the facts file (the {{piattaforma}} placeholder). */
export function checkArticleClaims(root = ROOT): void {
  const articles = ["blog", "whitepaper"].flatMap((folder) => {
    const dir = path.join(root, "src", "content", folder);
    return readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => ({ slug: name.replace(/\.md$/, ""), text: readFileSync(path.join(dir, name), "utf8") }));
  });
  const problems = platformClaimProblems(articles);
  if (problems.length > 0) {
    throw new Error(
      `Gli articoli affermano funzioni della piattaforma scritte a mano invece che lette dal file dei fatti:\n${problems.map((line) => `- ${line}`).join("\n")}`,
    );
  }
}

/**
 * RFC 9116's /.well-known/security.txt, when the operator names a contact (SECURITY_CONTACT: an
 * e-mail address, a mailto: or an https: URL); null otherwise. It expires a year after the build,
 * less a day (the RFC's longest advised): rebuild at least once a year.
 */
export function securityTxt(contact: string | undefined, siteUrl: string, now: Date): string | null {
  const value = contact?.trim() ?? "";
  if (value === "") return null;
  const uri = /^(mailto:|https:\/\/)/i.test(value) ? value : `mailto:${value}`;
  if (!/^(mailto:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+|https:\/\/[^\s<>]+)$/i.test(uri)) {
    throw new Error(`SECURITY_CONTACT: "${value}" non è un indirizzo e-mail né un URL https`);
  }
  const expires = new Date(now.getTime() + 364 * 24 * 3600 * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
  const canonical = new URL(`/${SECURITY_TXT}`, siteUrl).href;
  return [`Contact: ${uri}`, `Expires: ${expires}`, "Preferred-Languages: it, en", `Canonical: ${canonical}`, ""].join(
    "\n",
  );
}

export async function build(env: Record<string, string | undefined> = process.env): Promise<void> {
  const config = loadSiteConfig(env); // fail early, with the configuration's own message
  const facts = loadOperatorFacts(env);
  const expired = expiredQualificationProblems(facts, config.siteUrl, romeIsoDay(Date.now()));
  if (expired.length > 0) throw new OperatorFactsError(`Fatti del gestore non validi:\n${expired.join("\n")}`);
  checkArticleClaims();
  const fingerprint = buildFingerprint(env);
  const astro = spawnSync(process.execPath, [path.join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: ROOT,
    env: { ...env, ASTRO_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
  if (astro.status !== 0) throw new Error(`astro build è terminato con codice ${astro.status}`);

  const dist = path.join(ROOT, "dist");
  // The whitepaper is attached to e-mails, never served: it lives in a folder the server skips.
  await buildWhitepaper(path.join(dist, ".private", "whitepaper.pdf"), config, platformClaims(facts));
  // The DPA and the DPIA sheet are public: served from dist/documenti like any static file.
  await buildDocuments(dist, config, facts);
  await buildVerifyRenderer(dist, {
    vatRegime: config.order.vatRegime,
    promotionEnd: config.promotionEnd,
    voiceReports: Boolean(facts.voiceReports),
    acnQualified: acnQualifiedIn(facts),
  });
  const security = securityTxt(env["SECURITY_CONTACT"], config.siteUrl, new Date());
  if (security) {
    mkdirSync(path.join(dist, ".well-known"), { recursive: true });
    writeFileSync(path.join(dist, SECURITY_TXT), security);
  }
  for (const file of files(dist)) if (file.endsWith(".html")) writeFileSync(file, finishPage(file, dist));
  for (const file of files(dist)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
  }
  writeFileSync(path.join(dist, FINGERPRINT_FILE), `${fingerprint}\n`);
}

if (import.meta.main) {
  try {
    await build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
