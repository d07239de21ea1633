import type { FormManifest } from "../forms/form-manifest.ts";

/*
 * Every form's manifest (src/forms/form-manifest.ts), found by its file name: a form that adds
 * src/features/<capability>/<name>-manifest.tsx is in the privacy policy, the sitemap and the
 * accessibility count with no edit here. Browser-safe: nothing under src/server is imported.
 */
const found = import.meta.glob<{ manifest: FormManifest }>("../features/*/*-manifest.tsx", { eager: true });

export const formManifests: readonly FormManifest[] = Object.values(found)
  .map((module) => module.manifest)
  .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));

/** The forms' own pages, for the sitemap. */
export const formPagePaths: readonly string[] = formManifests.flatMap((form) => (form.pagePath ? [form.pagePath] : []));
