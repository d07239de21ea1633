import { describe, expect, it } from "vitest";
import { withoutProjectSettings } from "./test-env.ts";

describe("the test run's environment", () => {
  it("drops the project's settings a developer's shell may carry, and keeps the rest", () => {
    const env = withoutProjectSettings({
      PATH: "/usr/bin",
      HOME: "/root",
      CI: "true",
      TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      CHROMIUM_PATH: "/usr/bin/chromium",
      SITE_URL: "https://www.whistleblowing-esempio.it",
      OPERATOR_NAME: "Mario Rossi",
      OPERATOR_FACTS_FILE: "/etc/whistleblowing/facts.yaml",
      DATABASE_URL: "postgres://prod/whistleblowing",
      RATE_LIMIT_MAX: "1",
      TRUST_PROXY: "true",
      VAT_REGIME: "forfettario",
    });
    expect(env).toEqual({
      PATH: "/usr/bin",
      HOME: "/root",
      CI: "true",
      TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      CHROMIUM_PATH: "/usr/bin/chromium",
    });
  });
});
