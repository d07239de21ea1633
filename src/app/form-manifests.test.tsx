import { createHash } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../config/load-site-config.ts";
import { PRIVACY_POLICY_VERSION } from "../config/privacy-policy-version.ts";
import history from "../config/privacy-policy-history.json" with { type: "json" };
import { readableText } from "../lib/html-text.ts";
import { formManifests, formPagePaths } from "./form-manifests.ts";
import { forms } from "./forms.server.ts";
import { PrivacyPolicyPage } from "./pages/legal/privacy-policy-page.tsx";

/*
 * Every form of the registry (src/app/forms.server.ts) has a browser-safe manifest beside its
 * server module (src/forms/form-manifest.ts): the privacy policy, the sitemap and the
 * accessibility count read the manifests, so a form without one would collect data the notice
 * does not describe (art. 13 GDPR).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const config = loadSiteConfig({});

/** The notice's text with the default configuration: what a change of wording changes. */
export function policyTextHash(): string {
  const text = readableText(renderToStaticMarkup(<PrivacyPolicyPage config={config} />));
  return createHash("sha256").update(text).digest("hex");
}

describe("the forms' manifests", () => {
  it("one per registered form, and no manifest without a form", () => {
    expect(formManifests.map((form) => form.name).sort()).toEqual(forms.map((form) => form.name).sort());
  });

  it.each(formManifests.map((form) => [form.name, form] as const))(
    "%s has a privacy section with its anchor and text",
    (_name, form) => {
      const html = renderToStaticMarkup(<form.privacy.Section config={config} />);
      expect(html).toMatch(new RegExp(`^<h3 id="${form.privacy.anchor}">[^<]+</h3>`));
      expect(readableText(html).length).toBeGreaterThan(200);
    },
  );

  it("anchors, names and pages are distinct", () => {
    for (const key of ["name", "pagePath"] as const) {
      const values = formManifests.map((form) => form[key]).filter((value) => value !== null);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const anchors = formManifests.map((form) => form.privacy.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("each page path has its route file", () => {
    for (const page of formPagePaths) {
      expect(existsSync(path.join(ROOT, "src/pages", `${page}.astro`)), page).toBe(true);
    }
  });

  it("the privacy policy renders every form's section", () => {
    const html = renderToStaticMarkup(<PrivacyPolicyPage config={config} />);
    for (const form of formManifests) expect(html).toContain(`<h3 id="${form.privacy.anchor}">`);
  });
});

describe("the privacy policy's version", () => {
  it("moves when the rendered notice changes", () => {
    const newest = history.at(-1);
    expect(newest?.version, "privacy-policy-history.json ends with the current version").toBe(PRIVACY_POLICY_VERSION);
    expect(
      policyTextHash(),
      "the notice's text changed: run npm run privacy-version (a new PRIVACY_POLICY_VERSION and its hash)",
    ).toBe(newest?.sha256);
  });

  it("its history names each version once, in order, each with its own text", () => {
    // npm run privacy-version (scripts/privacy-version.ts) reads the hash from here.
    const out = process.env["POLICY_HASH_FILE"];
    if (out) writeFileSync(out, policyTextHash());
    const versions = history.map((entry) => entry.version);
    expect([...versions].sort()).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    expect(new Set(history.map((entry) => entry.sha256)).size).toBe(history.length);
  });
});
