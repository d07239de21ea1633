import { describe, expect, it } from "vitest";
import { assess, type Assessment, type Channel, type Fit, type Reason, type Reportable } from "./rules.ts";

const NOT: Assessment = { obliged: false };
const DEC = "2023-12-17";
const JUL = "2023-07-15";

function obliged(
  since: typeof DEC | typeof JUL,
  channel: Channel,
  reportable: Reportable[],
  internalOnly231: boolean,
  fit: Fit,
  reasons: Reason[],
): Assessment {
  return { obliged: true, since, channel, reportable, internalOnly231, fit, reasons };
}

const UE: Reportable[] = ["diritto-ue"];
const M231: Reportable[] = ["condotte-231"];
const BOTH: Reportable[] = ["condotte-231", "diritto-ue"];

// Every private combination at the boundaries: [average workers, Modello 231, annex sector, expected].
const table: [number, boolean, boolean, Assessment][] = [
  [0, false, false, NOT],
  [0, false, true, obliged(DEC, "completo", UE, false, "small-business", ["settore"])],
  [0, true, false, obliged(DEC, "solo-231", M231, true, "small-business", ["modello231"])],
  [0, true, true, obliged(DEC, "completo", BOTH, true, "small-business", ["settore", "modello231"])],
  [49, false, false, NOT],
  [49, false, true, obliged(DEC, "completo", UE, false, "small-business", ["settore"])],
  [49, true, false, obliged(DEC, "solo-231", M231, true, "small-business", ["modello231"])],
  [49, true, true, obliged(DEC, "completo", BOTH, true, "small-business", ["settore", "modello231"])],
  [50, false, false, obliged(DEC, "completo", UE, false, "small-business", ["dimensione"])],
  [50, false, true, obliged(DEC, "completo", UE, false, "small-business", ["dimensione", "settore"])],
  [50, true, false, obliged(DEC, "completo", BOTH, false, "small-business", ["dimensione", "modello231"])],
  [50, true, true, obliged(DEC, "completo", BOTH, false, "small-business", ["dimensione", "settore", "modello231"])],
  [99, false, false, obliged(DEC, "completo", UE, false, "small-business", ["dimensione"])],
  [99, false, true, obliged(DEC, "completo", UE, false, "small-business", ["dimensione", "settore"])],
  [99, true, false, obliged(DEC, "completo", BOTH, false, "small-business", ["dimensione", "modello231"])],
  [99, true, true, obliged(DEC, "completo", BOTH, false, "small-business", ["dimensione", "settore", "modello231"])],
  [100, false, false, obliged(DEC, "completo", UE, false, "medium-business", ["dimensione"])],
  [100, false, true, obliged(DEC, "completo", UE, false, "medium-business", ["dimensione", "settore"])],
  [100, true, false, obliged(DEC, "completo", BOTH, false, "medium-business", ["dimensione", "modello231"])],
  [100, true, true, obliged(DEC, "completo", BOTH, false, "medium-business", ["dimensione", "settore", "modello231"])],
  [249, false, false, obliged(DEC, "completo", UE, false, "medium-business", ["dimensione"])],
  [249, false, true, obliged(DEC, "completo", UE, false, "medium-business", ["dimensione", "settore"])],
  [249, true, false, obliged(DEC, "completo", BOTH, false, "medium-business", ["dimensione", "modello231"])],
  [249, true, true, obliged(DEC, "completo", BOTH, false, "medium-business", ["dimensione", "settore", "modello231"])],
  [250, false, false, obliged(JUL, "completo", UE, false, "enterprise", ["dimensione"])],
  [250, false, true, obliged(JUL, "completo", UE, false, "enterprise", ["dimensione", "settore"])],
  [250, true, false, obliged(JUL, "completo", BOTH, false, "enterprise", ["dimensione", "modello231"])],
  [250, true, true, obliged(JUL, "completo", BOTH, false, "enterprise", ["dimensione", "settore", "modello231"])],
];

describe("assess: who the decree obliges (arts. 2, 3, 24)", () => {
  it.each(table)("private, %i workers, Modello 231 %s, annex sector %s", (workers, model, sector, expected) => {
    expect(assess({ ente: "privato", lavoratori: workers, modello231: model, settore: sector })).toEqual(expected);
  });

  it("covers every combination of the private answers at every boundary", () => {
    const keys = new Set(table.map(([workers, model, sector]) => `${workers}/${model}/${sector}`));
    expect(keys.size).toBe(7 * 2 * 2);
  });

  it("a public entity is obliged from 15 July 2023 for every kind of report, and is sent to /contatti", () => {
    expect(assess({ ente: "pubblico" })).toEqual(
      obliged(JUL, "completo", ["illeciti-nazionali", "condotte-231", "diritto-ue"], false, "ente-pubblico", [
        "pubblico",
      ]),
    );
  });

  it("the largest accepted size is still Enterprise, from 15 July 2023", () => {
    const result = assess({ ente: "privato", lavoratori: 1_000_000, modello231: false, settore: false });
    expect(result).toMatchObject({ obliged: true, fit: "enterprise", since: JUL });
  });

  it("no private entity may report generic national offences (art. 3 c.2)", () => {
    for (const [workers, model, sector] of table) {
      const result = assess({ ente: "privato", lavoratori: workers, modello231: model, settore: sector });
      if (result.obliged) expect(result.reportable).not.toContain("illeciti-nazionali");
    }
  });
});
