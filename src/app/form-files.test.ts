import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formManifests } from "./form-manifests.ts";

/*
 * One naming convention for a form's files (issue 28; src/features/README.md, CONTRIBUTING.md
 * 'Add a form'): a folder under src/features is a form when it holds a `<name>-manifest.tsx`, and
 * then it holds the same set of files as every other form, named after the form, as
 * `npm run new-form` writes them. A newcomer reading one form knows where everything of the
 * next one is.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const FEATURES = path.join(ROOT, "src/features");

/** The files every form has, for a form called `name`. */
function formFiles(name: string, { page }: { page: boolean }): string[] {
  return [
    "schema.ts",
    "schema.test.ts",
    `${name}-form.tsx`,
    ...(page ? [`${name}-page.tsx`] : []),
    `${name}-privacy-section.tsx`,
    `${name}-manifest.tsx`,
    `${name}.server.ts`,
    `${name}-contract.server.ts`,
    `emails/${name}-notification.ts`,
  ];
}

interface FoundForm {
  folder: string;
  name: string;
}

function formFolders(): FoundForm[] {
  return readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(FEATURES, entry.name))
        .filter((file) => file.endsWith("-manifest.tsx"))
        .map((file) => ({ folder: entry.name, name: file.slice(0, -"-manifest.tsx".length) })),
    );
}

describe("a form's files", () => {
  const found = formFolders();

  it("finds every form by its manifest, one form per folder", () => {
    expect(found.map((form) => form.name).sort()).toEqual(formManifests.map((form) => form.name).sort());
    expect(new Set(found.map((form) => form.folder)).size).toBe(found.length);
  });

  it.each(found)("$folder holds the files of the form $name", ({ folder, name }) => {
    const manifest = formManifests.find((form) => form.name === name);
    const expected = formFiles(name, { page: manifest?.pagePath != null });
    // A form the server renders per request, with no island, is plain .ts (docs/decisions/0018).
    const exists = (file: string) =>
      existsSync(path.join(FEATURES, folder, file)) ||
      (file === `${name}-form.tsx` && existsSync(path.join(FEATURES, folder, `${name}-form.ts`)));
    const missing = expected.filter((file) => !exists(file));
    expect(missing).toEqual([]);
  });

  it.each(found)("$folder has a page component only when $name has a page", ({ folder, name }) => {
    const manifest = formManifests.find((form) => form.name === name);
    expect(existsSync(path.join(FEATURES, folder, `${name}-page.tsx`))).toBe(manifest?.pagePath != null);
  });

  it.each(found)("every e-mail of $name is emails/$name-<role>.ts", ({ folder, name }) => {
    const emails = readdirSync(path.join(FEATURES, folder, "emails")).filter((file) => !file.endsWith(".test.ts"));
    expect(emails.filter((file) => !file.startsWith(`${name}-`))).toEqual([]);
  });

  it("registers each form from its <name>.server.ts, and nothing else", () => {
    const registry = readFileSync(path.join(ROOT, "src/app/forms.server.ts"), "utf8");
    const imported = [...registry.matchAll(/from "\.\.\/features\/([^/"]+)\/([^/"]+)\.server\.ts"/g)].map(
      ([, folder, name]) => ({ folder, name }),
    );
    expect(imported.sort((a, b) => String(a.name).localeCompare(String(b.name)))).toEqual(
      [...found].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
