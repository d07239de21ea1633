import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** One servable file of the build, with its pre-compressed variants. */
export interface StaticFile {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  type: string;
  etag: string;
  cacheControl: string;
  /** For HTML: hashes of its inline scripts and styles, allowed by its Content-Security-Policy. */
  scriptHashes: string[];
  styleHashes: string[];
}

export interface StaticSite {
  /** Public URL path (no trailing slash, no .html) to file. */
  routes: Map<string, StaticFile>;
  notFound: StaticFile;
  articleNotFound: StaticFile;
  /** The page nginx answers with in place of its own errors (413, 429, 5xx); absent in old builds. */
  serverError: StaticFile | null;
  /** The page nginx answers a request it cannot read with (414, 494): a 4xx, not the 50x page. */
  badRequest: StaticFile | null;
}

export const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
};

/** RFC 9116's file, the one hidden entry of the build that is served (scripts/build.ts writes it). */
export const SECURITY_TXT = ".well-known/security.txt";

/** Pages the server answers for unknown URLs; they are never served as routes of their own. */
const ERROR_PAGES = new Set(["404.html", "blog/404.html", "50x.html", "400.html"]);

async function* walk(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full).split(path.sep).join("/");
    // Hidden entries are not the site: Astro's .prerender, .private (the PDF), .build-fingerprint;
    // only security.txt is published from .well-known.
    if (entry.name.startsWith(".") && relative !== ".well-known" && relative !== SECURITY_TXT) continue;
    if (relative.startsWith(".well-known/") && relative !== SECURITY_TXT) continue;
    if (entry.isDirectory()) {
      yield* walk(full, root);
    } else {
      yield full;
    }
  }
}

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

function inlineHashes(html: string, tag: "script" | "style"): string[] {
  const hashes: string[] = [];
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, "g");
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? "";
    if (tag === "script" && /\ssrc=/.test(attributes)) continue;
    if (tag === "script" && /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.push(sha256(match[2] ?? ""));
  }
  return hashes;
}

export function cacheControlFor(relative: string): string {
  if (relative.startsWith("_astro/")) return "public, max-age=31536000, immutable";
  // no-cache: stored, but checked with the server (ETag) before each use.
  if (relative.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

async function optional(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

export function routeFor(relative: string): string {
  const posix = relative.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith(".html")) return `/${posix.slice(0, -".html".length)}`;
  return `/${posix}`;
}

/** Reads the whole build into memory once: the site is small and every request is then a lookup. */
export async function loadStaticSite(distDir: string): Promise<StaticSite> {
  const routes = new Map<string, StaticFile>();
  const errors = new Map<string, StaticFile>();
  for await (const full of walk(distDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const relative = path.relative(distDir, full).split(path.sep).join("/");
    const body = await readFile(full);
    const extension = path.extname(full);
    const isHtml = extension === ".html";
    const html = isHtml ? body.toString("utf8") : "";
    const file: StaticFile = {
      body,
      br: await optional(`${full}.br`),
      gzip: await optional(`${full}.gz`),
      type: TYPES[extension] ?? "application/octet-stream",
      // 96 bits of the SHA-1 tell versions apart; the full hash cost every answer 11 B more.
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`,
      cacheControl: cacheControlFor(relative),
      scriptHashes: isHtml ? inlineHashes(html, "script") : [],
      styleHashes: isHtml ? inlineHashes(html, "style") : [],
    };
    if (ERROR_PAGES.has(relative)) errors.set(relative, file);
    else routes.set(routeFor(relative), file);
  }
  const notFound = errors.get("404.html");
  const articleNotFound = errors.get("blog/404.html");
  if (!notFound || !articleNotFound) {
    throw new Error(`Build incompleta in ${distDir}: mancano le pagine 404. Esegui npm run build.`);
  }
  return {
    routes,
    notFound,
    articleNotFound,
    serverError: errors.get("50x.html") ?? null,
    badRequest: errors.get("400.html") ?? null,
  };
}
