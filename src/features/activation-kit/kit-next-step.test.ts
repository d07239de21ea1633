import { describe, expect, it } from "vitest";
import { kitNextStep } from "./kit-next-step.ts";

const medium = { ente: "privato", lavoratori: 120, modello231: true, settore: "no" } as const;

describe("kitNextStep: the platform step after the kit, in the verdict's words", () => {
  it("a private buyer orders its plan, the headcount carried over", () => {
    expect(kitNextStep("medium-business", medium, false)).toMatchObject({
      href: "/ordine?piano=medium&lavoratori=120",
      label: "Acquista Medium Business",
    });
  });

  it("from 250 workers, the Enterprise request on /contatti, not «Acquista»", () => {
    const step = kitNextStep("enterprise", { ...medium, lavoratori: 300 }, true);
    expect(step).toMatchObject({
      href: "/contatti?piano=enterprise&lavoratori=300",
      label: "Chiedi l'offerta Enterprise",
    });
    expect(step.text).toContain("Da 250 lavoratori");
  });

  it("a public body: a quote and the ACN status while the service is not qualified", () => {
    const step = kitNextStep("ente-pubblico", { ente: "pubblico" }, false);
    expect(step).toMatchObject({ href: "/ordine?ente=pubblico", label: "Chiedi il preventivo" });
    expect(step.text).toContain("non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN)");
    expect(step.more).toEqual({ href: "/enti-pubblici#acquisto-titolo", label: "Chi può acquistare e come" });
  });

  it("a public body buys once the service is qualified", () => {
    const step = kitNextStep("ente-pubblico", { ente: "pubblico" }, true);
    expect(step).toMatchObject({ href: "/ordine?ente=pubblico", label: "Acquista per il tuo ente" });
    expect(step.text).not.toContain("ACN");
    expect(step.more).toEqual({ href: "/enti-pubblici#acquisto-titolo", label: "Come acquista un ente pubblico" });
  });
});
