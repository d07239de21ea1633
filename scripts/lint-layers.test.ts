import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "./build-lib.ts";

// eslint.config.js as `npm run lint` runs it, on files that exist only here: an import that goes
// the wrong way must fail. The type-aware rules are left out (they need the file on disk).
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? "parse"}: ${message.message}`);
}

describe("the layers in eslint.config.js", { timeout: 60_000 }, () => {
  it.each([
    [
      "src/lib/wrong.ts",
      'export { ORDER_PLANS } from "../features/order/order-plans.ts";',
      /lib .* may not import features/,
    ],
    [
      "src/config/wrong.ts",
      'export { CheckIcon } from "../components/ui/icon.tsx";',
      /config .* may not import components/,
    ],
    [
      "src/server/wrong.server.ts",
      'export { orderForm } from "../features/order/order.server.ts";',
      /server .*features/,
    ],
    ["src/server/wrong.server.ts", 'export { forms } from "../app/forms.server.ts";', /server .* may not import app/],
    ["src/components/wrong.tsx", 'export { ORDER_PLANS } from "../features/order/order-plans.ts";', /components/],
    ["src/features/pricing/wrong.ts", 'export { ORDER_PLANS } from "../order/order-plans.ts";', /capability/],
    [
      "src/features/order/wrong.ts",
      'export { HomePage } from "../../app/pages/home/home-page.tsx";',
      /features .* app/,
    ],
    ["src/features/order/wrong.ts", 'export { ROOT } from "../../../scripts/build-lib.ts";', /features .* scripts/],
    ["scripts/wrong.ts", 'export { until } from "../tests/integration/support/server-process.ts";', /scripts .* tests/],
    ["tests/support/wrong.ts", 'export { ROOT } from "../../scripts/build-lib.ts";', /tests\/support imports only src/],
    [
      "tests/support/wrong.ts",
      'export { until } from "../integration/support/server-process.ts";',
      /tests\/support imports only src/,
    ],
  ])("%s: %s fails", async (file, code, message) => {
    const found = await problems(file, code);
    expect(found.some((problem) => problem.startsWith("import-x/no-restricted-paths") && message.test(problem))).toBe(
      true,
    );
  });

  it("lets a test beside the code use tests/support, and nothing else of tests/", async () => {
    const support = 'export { findCopyProblems } from "../../../tests/support/copy/copy-rules.ts";';
    expect(await problems("src/features/blog/wrong.test.ts", support)).toEqual([]);
    expect(await problems("src/features/blog/wrong.ts", support)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features .* tests/),
    ]);
  });

  it("keeps Node modules and server code out of every file that may reach the browser", async () => {
    for (const file of [
      "src/lib/wrong.ts",
      "src/forms/wrong.ts",
      "src/features/order/wrong.ts",
      "src/browser/wrong.ts",
    ]) {
      expect(await problems(file, 'export { readFileSync } from "node:fs";'), file).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Node module/),
      ]);
    }
    expect(
      await problems("src/features/order/wrong.tsx", 'export { migrate } from "../../server/migrations.server.ts";'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*Server-only/)]);
    expect(await problems("src/server/right.server.ts", 'export { readFileSync } from "node:fs";')).toEqual([]);
  });

  it("forbids an import cycle", async () => {
    // plans.ts as if it imported service-copy.ts, which imports plans.ts.
    const found = await problems("src/config/plans.ts", 'export { supportByPlan } from "./service-copy.ts";');
    expect(found).toContainEqual(expect.stringMatching(/^import-x\/no-cycle/));
  });

  it("accepts imports that go down the layers", async () => {
    expect(await problems("src/features/pricing/right.ts", 'export { plans } from "../../config/plans.ts";')).toEqual(
      [],
    );
    expect(
      await problems("src/app/pages/right.ts", 'export { ORDER_PLANS } from "../../features/order/order-plans.ts";'),
    ).toEqual([]);
    expect(await problems("src/config/right.ts", 'export { formatIsoDay } from "../lib/italian-date.ts";')).toEqual([]);
  });
});
