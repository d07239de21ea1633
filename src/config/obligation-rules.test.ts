import { describe, expect, it } from "vitest";
import { parseAnswers } from "./obligation-answers.ts";
import {
  assess,
  type Assessment,
  type Channel,
  type Fit,
  type Reason,
  type Reportable,
  type Sector,
} from "./obligation-rules.ts";

const NOT: Assessment = { outcome: "non-obbligato" };
/** 'Non so' on the annex question, with nothing else that obliges: the answer depends on it. */
const CHECK: Assessment = { outcome: "da-verificare" };
const DEC = "2023-12-17";
const JUL = "2023-07-15";

function obliged(
  since: typeof DEC | typeof JUL,
  channel: Channel,
  reportable: Reportable[],
  internalOnly231: boolean,
  fit: Fit,
  reasons: Reason[],
  annexUnknown = false,
): Assessment {
  return { outcome: "obbligato", since, channel, reportable, internalOnly231, annexUnknown, fit, reasons };
}

const UE: Reportable[] = ["diritto-ue"];
const M231: Reportable[] = ["condotte-231"];
const BOTH: Reportable[] = ["condotte-231", "diritto-ue"];
const SB = "small-business";
const MB = "medium-business";
const EN = "enterprise";

// Every private combination at the boundaries: [average workers, Modello 231, annex acts, expected].
// 231 conduct goes only through the internal channel at any size (art. 3 c.2): internalOnly231
// follows the model, never the size.
const table: [number, boolean, Sector, Assessment][] = [
  [0, false, "no", NOT],
  [0, false, "si", obliged(DEC, "completo", UE, false, SB, ["settore"])],
  [0, false, "nonso", CHECK],
  [0, true, "no", obliged(DEC, "solo-231", M231, true, SB, ["modello231"])],
  [0, true, "si", obliged(DEC, "completo", BOTH, true, SB, ["settore", "modello231"])],
  [0, true, "nonso", obliged(DEC, "solo-231", M231, true, SB, ["modello231"], true)],
  [49, false, "no", NOT],
  [49, false, "si", obliged(DEC, "completo", UE, false, SB, ["settore"])],
  [49, false, "nonso", CHECK],
  [49, true, "no", obliged(DEC, "solo-231", M231, true, SB, ["modello231"])],
  [49, true, "si", obliged(DEC, "completo", BOTH, true, SB, ["settore", "modello231"])],
  [49, true, "nonso", obliged(DEC, "solo-231", M231, true, SB, ["modello231"], true)],
  // CK-2: an average is not always whole; 49,5 is under «almeno 50» (art. 2 c.1 lett. q n. 1).
  [49.5, false, "no", NOT],
  [49.5, false, "si", obliged(DEC, "completo", UE, false, SB, ["settore"])],
  [49.5, false, "nonso", CHECK],
  [49.5, true, "no", obliged(DEC, "solo-231", M231, true, SB, ["modello231"])],
  [49.5, true, "si", obliged(DEC, "completo", BOTH, true, SB, ["settore", "modello231"])],
  [49.5, true, "nonso", obliged(DEC, "solo-231", M231, true, SB, ["modello231"], true)],
  [50, false, "no", obliged(DEC, "completo", UE, false, SB, ["dimensione"])],
  [50, false, "si", obliged(DEC, "completo", UE, false, SB, ["dimensione", "settore"])],
  [50, false, "nonso", obliged(DEC, "completo", UE, false, SB, ["dimensione"], true)],
  [50, true, "no", obliged(DEC, "completo", BOTH, true, SB, ["dimensione", "modello231"])],
  [50, true, "si", obliged(DEC, "completo", BOTH, true, SB, ["dimensione", "settore", "modello231"])],
  [50, true, "nonso", obliged(DEC, "completo", BOTH, true, SB, ["dimensione", "modello231"], true)],
  [99, false, "no", obliged(DEC, "completo", UE, false, SB, ["dimensione"])],
  [99, false, "si", obliged(DEC, "completo", UE, false, SB, ["dimensione", "settore"])],
  [99, false, "nonso", obliged(DEC, "completo", UE, false, SB, ["dimensione"], true)],
  [99, true, "no", obliged(DEC, "completo", BOTH, true, SB, ["dimensione", "modello231"])],
  [99, true, "si", obliged(DEC, "completo", BOTH, true, SB, ["dimensione", "settore", "modello231"])],
  [99, true, "nonso", obliged(DEC, "completo", BOTH, true, SB, ["dimensione", "modello231"], true)],
  [100, false, "no", obliged(DEC, "completo", UE, false, MB, ["dimensione"])],
  [100, false, "si", obliged(DEC, "completo", UE, false, MB, ["dimensione", "settore"])],
  [100, false, "nonso", obliged(DEC, "completo", UE, false, MB, ["dimensione"], true)],
  [100, true, "no", obliged(DEC, "completo", BOTH, true, MB, ["dimensione", "modello231"])],
  [100, true, "si", obliged(DEC, "completo", BOTH, true, MB, ["dimensione", "settore", "modello231"])],
  [100, true, "nonso", obliged(DEC, "completo", BOTH, true, MB, ["dimensione", "modello231"], true)],
  [249, false, "no", obliged(DEC, "completo", UE, false, MB, ["dimensione"])],
  [249, false, "si", obliged(DEC, "completo", UE, false, MB, ["dimensione", "settore"])],
  [249, false, "nonso", obliged(DEC, "completo", UE, false, MB, ["dimensione"], true)],
  [249, true, "no", obliged(DEC, "completo", BOTH, true, MB, ["dimensione", "modello231"])],
  [249, true, "si", obliged(DEC, "completo", BOTH, true, MB, ["dimensione", "settore", "modello231"])],
  [249, true, "nonso", obliged(DEC, "completo", BOTH, true, MB, ["dimensione", "modello231"], true)],
  // «non superiore a 249» (art. 24 c.2): 249,5 is above it.
  [249.5, false, "no", obliged(JUL, "completo", UE, false, EN, ["dimensione"])],
  [249.5, false, "si", obliged(JUL, "completo", UE, false, EN, ["dimensione", "settore"])],
  [249.5, false, "nonso", obliged(JUL, "completo", UE, false, EN, ["dimensione"], true)],
  [249.5, true, "no", obliged(JUL, "completo", BOTH, true, EN, ["dimensione", "modello231"])],
  [249.5, true, "si", obliged(JUL, "completo", BOTH, true, EN, ["dimensione", "settore", "modello231"])],
  [249.5, true, "nonso", obliged(JUL, "completo", BOTH, true, EN, ["dimensione", "modello231"], true)],
  [250, false, "no", obliged(JUL, "completo", UE, false, EN, ["dimensione"])],
  [250, false, "si", obliged(JUL, "completo", UE, false, EN, ["dimensione", "settore"])],
  [250, false, "nonso", obliged(JUL, "completo", UE, false, EN, ["dimensione"], true)],
  [250, true, "no", obliged(JUL, "completo", BOTH, true, EN, ["dimensione", "modello231"])],
  [250, true, "si", obliged(JUL, "completo", BOTH, true, EN, ["dimensione", "settore", "modello231"])],
  [250, true, "nonso", obliged(JUL, "completo", BOTH, true, EN, ["dimensione", "modello231"], true)],
];

const privately = (lavoratori: number, modello231: boolean, settore: Sector) =>
  assess({ ente: "privato", lavoratori, modello231, settore });

describe("assess: who the decree obliges (arts. 2, 3, 24)", () => {
  it.each(table)("private, %i workers, Modello 231 %s, annex acts %s", (workers, model, sector, expected) => {
    expect(privately(workers, model, sector)).toEqual(expected);
  });

  it("covers every combination of the private answers at every boundary", () => {
    const keys = new Set(table.map(([workers, model, sector]) => `${workers}/${model}/${sector}`));
    expect(keys.size).toBe(9 * 2 * 3);
  });

  it("a public-sector entity is obliged from 15 July 2023 for every kind of report, and is sent to /contatti", () => {
    expect(assess({ ente: "pubblico" })).toEqual(
      obliged(JUL, "completo", ["illeciti-nazionali", "condotte-231", "diritto-ue"], false, "ente-pubblico", [
        "pubblico",
      ]),
    );
  });

  it("the largest accepted size is still Enterprise, from 15 July 2023", () => {
    expect(privately(1_000_000, false, "no")).toMatchObject({ outcome: "obbligato", fit: EN, since: JUL });
  });

  it("no private entity may report generic national offences (art. 3 c.2)", () => {
    for (const [workers, model, sector] of table) {
      const result = privately(workers, model, sector);
      if (result.outcome === "obbligato") expect(result.reportable).not.toContain("illeciti-nazionali");
    }
  });
});

describe("the checker's rows for companies of the public sector that answer «Privato» (dpo-review-3 CK-1)", () => {
  const PUBLIC = obliged(
    JUL,
    "completo",
    ["illeciti-nazionali", "condotte-231", "diritto-ue"],
    false,
    "ente-pubblico",
    ["pubblico"],
  );
  it.each([
    ["in house, 12 workers, Modello 231 (#9)", "12", "si", "no"],
    ["under public control, 180 workers, Modello 231 (#10)", "180", "si", "no"],
    ["a concessionaire, 30 workers (#11)", "30", "no", "no"],
  ])("%s: public sector, from 15 July 2023, every kind of report", (_, lavoratori, modello231, settore) => {
    const parsed = parseAnswers({ ente: "privato", controllo: "si", lavoratori, modello231, settore });
    expect(parsed.ok && assess(parsed.answers)).toEqual(PUBLIC);
  });

  it("an average of 49,5 typed the Italian way is not obliged by size; 50 is", () => {
    const row = (lavoratori: string) =>
      parseAnswers({ ente: "privato", controllo: "no", lavoratori, modello231: "no", settore: "no" });
    const under = row("49,5");
    expect(under.ok && assess(under.answers)).toEqual(NOT);
    const at = row("50");
    expect(at.ok && assess(at.answers)).toMatchObject({ outcome: "obbligato", reasons: ["dimensione"] });
  });
});

describe("assess: the review's scenarios (dpo-review-2026-11 §6)", () => {
  it("300 workers with a Modello 231: full channel, but 231 conduct only through the internal channel (K1)", () => {
    expect(privately(300, true, "no")).toEqual(obliged(JUL, "completo", BOTH, true, EN, ["dimensione", "modello231"]));
  });

  it("30 workers with a Modello 231: a channel for 231 matters only, internal only", () => {
    expect(privately(30, true, "no")).toEqual(obliged(DEC, "solo-231", M231, true, SB, ["modello231"]));
  });

  it("30 workers within the scope of an annex act: full channel for EU-law violations, no 231 line", () => {
    expect(privately(30, false, "si")).toEqual(obliged(DEC, "completo", UE, false, SB, ["settore"]));
  });

  it("a public-service concessionaire answering 'Pubblico' is obliged with no threshold (K3)", () => {
    expect(assess({ ente: "pubblico" })).toMatchObject({ outcome: "obbligato", reasons: ["pubblico"], since: JUL });
  });

  it("'Non so' at 10 workers and no model: the answer depends on the annex scope, never 'obbligata' (K2)", () => {
    expect(privately(10, false, "nonso")).toEqual(CHECK);
  });

  it("'Non so' at 60 and 300 workers: obliged by size anyway, with the annex scope left open", () => {
    expect(privately(60, false, "nonso")).toEqual(obliged(DEC, "completo", UE, false, SB, ["dimensione"], true));
    expect(privately(300, false, "nonso")).toEqual(obliged(JUL, "completo", UE, false, EN, ["dimensione"], true));
  });
});
