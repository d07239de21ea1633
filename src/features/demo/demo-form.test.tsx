import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BookingForm } from "./demo-form.ts";
import type { DemoPageState } from "./demo-page-state.ts";

type FormState = Extract<DemoPageState, { kind: "form" }>;

/** Five days of six slots each, as the page lists them. */
function state(values?: Record<string, string>): FormState {
  const days = Array.from({ length: 5 }, (_, day) => ({
    day: `2026-12-0${day + 1}`,
    label: `giorno ${day + 1}`,
    slots: Array.from({ length: 6 }, (_, slot) => ({ value: `d${day}s${slot}`, label: `ora ${slot}` })),
  }));
  return { kind: "form", days, captcha: { token: "t", a: 1, b: 2 }, ...(values ? { values } : {}) };
}

// UX review 11 (issue 26): two weeks of slots put the name and e-mail 3,000 px down on a phone.
describe("the demo's slot list", () => {
  it("shows whole days up to a dozen slots and keeps the rest behind «Altri giorni»", () => {
    const html = renderToStaticMarkup(<BookingForm state={state()} />);
    const [before = "", after = ""] = html.split("<details");
    expect(before.match(/name="slot"/g)).toHaveLength(12);
    expect(after.match(/name="slot"/g)).toHaveLength(18);
    expect(after).toContain("Altri giorni (3)");
    expect(after.startsWith(">")).toBe(true);
  });

  it("opens «Altri giorni» when the slot sent back is in it", () => {
    const html = renderToStaticMarkup(<BookingForm state={state({ slot: "d4s2" })} />);
    expect(html).toContain("<details open");
  });
});
