import js from "@eslint/js";
import { defineConfig } from "eslint/config";
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
  { layer: "server", folders: ["src/server"], imports: ["forms", "config", "lib"] },
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

export default defineConfig(
  { ignores: ["dist/", "node_modules/", ".astro/", "data/", "test-results/", "playwright-report/", ".test-reports/"] },
  js.configs.recommended,
  tseslint.configs.strict,
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
    // Components, config and content are shared with the browser: they must not reach the server side.
    files: ["src/components/**", "src/config/**", "src/layouts/**", "src/browser/**", "src/features/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.server", "**/*.server.ts", "**/server/**"], message: "Codice solo server." }] },
      ],
    },
  },
);
