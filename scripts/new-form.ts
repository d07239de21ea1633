// npm run new-form -- <name> --page /<path> [--label "Etichetta"] [--root DIR]
// Writes a new form the way CONTRIBUTING.md, 'Add a form', describes it, from the templates in
// scripts/templates/: the feature folder src/features/<name>/ (schema, island, page, privacy
// section, manifest, module, contract, operator e-mail, unit test), the next migration, the line
// in src/app/forms.server.ts and the route src/pages/<path>.astro; then moves the privacy policy's version to today (npm
// run privacy-version), since the notice now describes one more form. What it cannot know is
// printed at the end: the copy, the fields, the privacy wording.
// tests/integration/new-form.test.ts runs it into a copy of the repository and tests the result.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const USAGE = 'Uso: npm run new-form -- <nome> --page /<percorso> [--label "Etichetta"] [--root cartella]';
const TEMPLATES = path.join(import.meta.dirname, "templates");

export interface FormNames {
  name: string;
  folder: string;
  camel: string;
  pascal: string;
  constant: string;
  table: string;
  page: string;
  label: string;
}

/** The names a form's files and identifiers use, from its kebab-case name. */
export function formNames(name: string, page: string, label?: string): FormNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name.length > 40) {
    throw new Error(`Nome non valido: «${name}». Usa lettere minuscole, cifre e trattini (es. demo o richiesta-demo).`);
  }
  if (!/^\/[a-z0-9]+(-[a-z0-9]+)*$/.test(page)) {
    throw new Error(`Percorso non valido: «${page}». Usa /parola o /parole-con-trattini.`);
  }
  const words = name.split("-");
  const pascal = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
  return {
    name,
    folder: name,
    camel: pascal[0]?.toLowerCase() + pascal.slice(1),
    pascal,
    constant: words.join("_").toUpperCase(),
    table: `${words.join("_")}_requests`,
    page,
    label: label ?? pascal.replace(/([a-z0-9])([A-Z])/g, "$1 $2"),
  };
}

function fill(text: string, names: FormNames, extra: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    __name__: names.name,
    __folder__: names.folder,
    __camel__: names.camel,
    __Pascal__: names.pascal,
    __CONST__: names.constant,
    __table__: names.table,
    __page__: names.page,
    __label__: names.label,
    ...extra,
  };
  return text.replace(/__(?:name|folder|camel|Pascal|CONST|table|page|label|up)__/g, (key) => values[key] ?? key);
}

function templateFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? templateFiles(full, path.join(prefix, entry)) : [path.join(prefix, entry)];
  });
}

function writeNew(file: string, text: string, written: string[], root: string): void {
  if (existsSync(file))
    throw new Error(`Esiste già: ${path.relative(root, file)}. Nessun file è stato scritto dopo questo.`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(path.relative(root, file));
}

/** Writes the form into the repository at `root`; returns the files written or edited, relative to it. */
export function newForm(root: string, names: FormNames): string[] {
  const written: string[] = [];
  const feature = path.join(root, "src/features", names.folder);
  if (existsSync(feature)) throw new Error(`La cartella src/features/${names.folder} esiste già.`);
  const route = path.join(root, "src/pages", `${names.page.slice(1)}.astro`);
  if (existsSync(route)) throw new Error(`La pagina src/pages${names.page}.astro esiste già.`);
  const registryFile = path.join(root, "src/app/forms.server.ts");
  const registry = readFileSync(registryFile, "utf8");
  if (new RegExp(`\\b${names.camel}Form\\b`).test(registry)) throw new Error(`${names.camel}Form è già registrato.`);

  for (const template of templateFiles(path.join(TEMPLATES, "form"))) {
    const target = path.join(feature, fill(template, names).replace(/\.tmpl$/, ""));
    writeNew(target, fill(readFileSync(path.join(TEMPLATES, "form", template), "utf8"), names), written, root);
  }

  const migrations = path.join(root, "src/server/migrations");
  const last = readdirSync(migrations)
    .map((file) => Number(/^(\d{4})_/.exec(file)?.[1] ?? 0))
    .reduce((a, b) => Math.max(a, b), 0);
  const migration = path.join(migrations, `${String(last + 1).padStart(4, "0")}_${names.table}.ts`);
  writeNew(
    migration,
    fill(readFileSync(path.join(TEMPLATES, "migration/migration.ts.tmpl"), "utf8"), names),
    written,
    root,
  );

  writeNew(
    route,
    fill(readFileSync(path.join(TEMPLATES, "page/route.astro.tmpl"), "utf8"), names, { __up__: "../" }),
    written,
    root,
  );

  const importLine = `import { ${names.camel}Form } from "../features/${names.folder}/${names.name}.server.ts";\n`;
  const withImport = registry.replace(/^(import type \{ FormModule \})/m, `${importLine}$1`);
  const withEntry = withImport.replace(
    /(export const forms: readonly FormModule\[\] = \[[^\]]*?)(,?\s*\];)/s,
    `$1, ${names.camel}Form];`,
  );
  if (withEntry === withImport || withImport === registry)
    throw new Error("src/app/forms.server.ts non ha la forma attesa.");
  writeFileSync(registryFile, withEntry);
  written.push(path.relative(root, registryFile));
  return written;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { page: { type: "string" }, label: { type: "string" }, root: { type: "string" } },
  });
  const [name] = positionals;
  if (!name || !values.page) {
    console.error(USAGE);
    process.exit(2);
  }
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, ".."));
  let names: FormNames;
  let written: string[];
  try {
    names = formNames(name, values.page, values.label);
    written = newForm(root, names);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const prettier = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/prettier/bin/prettier.cjs"), "--write", "--log-level", "warn", ...written],
    { cwd: root, stdio: "inherit" },
  );
  if (prettier.status !== 0) process.exit(prettier.status ?? 1);
  const privacy = spawnSync(process.execPath, [path.join(root, "scripts/privacy-version.ts")], {
    cwd: root,
    stdio: "inherit",
  });
  console.log(`\nScritti:\n${written.map((file) => `  ${file}`).join("\n")}`);
  console.log(`
Da fare a mano (CONTRIBUTING.md, 'Add a form'):
  1. i campi (passo 2: sei punti per campo): src/features/${names.folder}/schema.ts e schema.test.ts, la migrazione,
     ${names.name}.server.ts, emails/${names.name}-notification.ts, ${names.name}-contract.server.ts, ${names.name}-form.tsx;
  2. i testi: la pagina (${names.name}-page.tsx e src/pages${names.page}.astro) e l'e-mail all'operatore;
  3. la sezione della privacy policy (${names.name}-privacy-section.tsx), da far rivedere, poi npm run privacy-version;
  4. se la pagina va collegata: src/config/navigation.ts;
  5. npm run test:form -- ${names.name}`);
  process.exit(privacy.status ?? 1);
}
