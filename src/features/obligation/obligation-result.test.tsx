import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ObligationResult } from "./obligation-result.tsx";
import { assess, type Answers } from "./rules.ts";

const answers: Answers = { ente: "privato", lavoratori: 73, modello231: false, settore: "no" };
const result = (vatRegime?: "ordinario" | "forfettario") =>
  renderToStaticMarkup(
    <ObligationResult assessment={assess(answers)} answers={answers} level={2} {...(vatRegime ? { vatRegime } : {})} />,
  );

describe("the checker's plan line", () => {
  it("says the price excludes VAT under the ordinary regime, the default", () => {
    expect(result()).toContain("l&#x27;attivazione una tantum indicata nel piano, IVA esclusa.");
    expect(result("ordinario")).toContain("IVA esclusa.");
  });

  it("says no VAT applies under the regime forfettario (L. 190/2014)", () => {
    const html = result("forfettario");
    expect(html).toContain("senza IVA (regime forfettario).");
    expect(html).not.toContain("IVA esclusa");
  });
});
