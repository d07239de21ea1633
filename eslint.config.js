import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Which folder may import which (CONTRIBUTING.md, "Layers"): a folder imports its own files and
 * the layers it lists, never one above it. Each folder under src/features is a capability of its
 * own: capabilities do not import each other, the app (page assemblies, routes, the composition
 * root) composes them. Outside src/: scripts may import src; tests and bench may import anything;
 * nothing in src imports scripts, bench or tests (a test beside the code may use tests/support).
 * bench/imports.ts measures the tree against this table; the rules below enforce it.
 */
export const LAYERS = [
  { layer: "lib", folders: ["src/lib"], imports: [] },
  { layer: "config", folders: ["src/config"], imports: ["lib"] },
  { layer: "components", folders: ["src/components"], imports: ["config", "lib"] },
  { layer: "browser", folders: ["src/browser"], imports: ["config", "lib"] },
  { layer: "forms", folders: ["src/forms"], imports: ["components", "config", "lib"] },
  { layer: "server", folders: ["src/server"], imports: ["config", "lib"] },
  {
    layer: "features",
    folders: ["src/features/*"],
    imports: ["server", "forms", "components", "config", "lib"],
  },
  {
    layer: "app",
    folders: ["src/app", "src/pages", "src/layouts", "src/integrations", "src/content.config.ts"],
    imports: ["features", "server", "forms", "browser", "components", "config", "lib", "assets", "styles"],
  },
  { layer: "assets", folders: ["src/assets", "src/styles", "src/content", "public"], imports: [] },
  {
    layer: "scripts",
    folders: ["scripts"],
    imports: ["app", "features", "server", "forms", "components", "config", "lib", "assets"],
  },
  { layer: "tests", folders: ["tests", "bench"], imports: ["*"] },
];

/** What a test file beside the code may import besides its own layer's imports. */
export const TEST_SUPPORT = "tests/support";

/**
 * The folders of a layer as paths (a capability folder "src/features/*" is the folder holding them).
 * @param {(typeof LAYERS)[number]} layer
 */
const paths = (layer) => layer.folders.map((folder) => folder.replace(/\/\*$/, ""));
const LAYERS_HELP = "CONTRIBUTING.md, 'Layers'";

/**
 * The zones of import-x/no-restricted-paths for the table: one per forbidden arrow, plus one per
 * capability against its siblings. A test file beside the code may also import tests/support.
 */
/** @param {{ testFile: boolean }} options */
function layerZones({ testFile }) {
  const zones = [];
  for (const layer of LAYERS) {
    if (layer.imports.includes("*")) continue;
    for (const other of LAYERS) {
      if (other === layer || layer.imports.includes(other.layer)) continue;
      const support = testFile && paths(other).includes("tests");
      zones.push({
        target: paths(layer),
        from: paths(other),
        ...(support ? { except: ["./support"] } : {}),
        message: `${layer.layer} (${paths(layer).join(", ")}) may not import ${other.layer}${support ? " beyond tests/support" : ""} (${LAYERS_HELP}).`,
      });
    }
  }
  // Test support imports only src/: the tests beside the code import it, so anything more would
  // close a loop through scripts/ and tests/.
  const supportOnlySrc = `tests/support imports only src/ (${LAYERS_HELP}).`;
  zones.push(
    { target: TEST_SUPPORT, from: ["scripts", "bench"], message: supportOnlySrc },
    { target: TEST_SUPPORT, from: "tests", except: ["./support"], message: supportOnlySrc },
  );
  for (const feature of readdirSync("src/features")) {
    zones.push({
      target: `src/features/${feature}`,
      from: "src/features",
      except: [`./${feature}`],
      message: `A capability does not import another: move what both need down a layer, or compose them in src/app (${LAYERS_HELP}).`,
    });
  }
  return zones;
}

const TEST_FILES = ["**/*.test.{ts,tsx}"];

export default defineConfig(
  { ignores: ["dist/", "node_modules/", ".astro/", "data/", "test-results/", "playwright-report/", ".test-reports/"] },
  js.configs.recommended,
  tseslint.configs.strict,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // Layers (LAYERS above) and no import cycles, for every file that lint reads.
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle follows imports through the files they name: it must parse TypeScript.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones({ testFile: false }) }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: TEST_FILES,
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones({ testFile: true }) }] },
  },
  {
    // Everything outside the server may end up in the browser: no server code, no Node module.
    // Not checked: the server, *.server.* and tests, and the few build-time modules that read
    // files (the operator's facts, the PDF fonts, the Astro integration, test fixtures), which
    // no island imports.
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/server/**",
      "**/*.server.*",
      ...TEST_FILES,
      "src/integrations/**",
      "src/config/fixtures/**",
      "src/config/operator-facts.ts",
      "src/lib/pdf-fonts.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/*.server", "**/*.server.*", "**/server/**"], message: "Server-only code." },
            { regex: "^node:", message: "A Node module does not run in the browser." },
          ],
        },
      ],
    },
  },
);
