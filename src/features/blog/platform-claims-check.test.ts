import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadOperatorFacts } from "../../config/operator-facts.ts";
import { platformClaimProblems } from "./platform-claims-check.ts";

const dir = path.resolve("src/content/blog");
const articles = readdirSync(dir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ slug: name.replace(/\.md$/, ""), text: readFileSync(path.join(dir, name), "utf8") }));

describe("platform features claimed by the articles", () => {
  it("are all stated by the shipped facts file", () => {
    expect(platformClaimProblems(loadOperatorFacts({}), articles)).toEqual([]);
  });

  it("stop the build when the facts file no longer states them", () => {
    const facts = { ...loadOperatorFacts({}), tor: false, reminders: undefined };
    const problems = platformClaimProblems(facts, articles);
    expect(problems).toContain(
      "l'articolo segnalazioni-anonime-come-garantirle afferma «accesso tramite la rete Tor», che il file dei fatti non dichiara",
    );
    expect(problems.some((line) => line.includes("«promemoria delle scadenze»"))).toBe(true);
    expect(problems.some((line) => line.includes("indirizzi IP"))).toBe(false);
  });

  it("reads the IP claim against the platform's own logging", () => {
    const text = "La piattaforma non registra gli indirizzi IP di chi segnala.";
    const facts = loadOperatorFacts({});
    expect(platformClaimProblems(facts, [{ slug: "x", text }])).toEqual([]);
    const logging = { ...facts, ipLogging: { platform: true, webServer: true, proxy: true, hostingNetwork: "—" } };
    expect(platformClaimProblems(logging, [{ slug: "x", text }])).toHaveLength(1);
  });
});
