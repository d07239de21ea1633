// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ChoiceGroup } from "./choice-group.tsx";

// React checks this flag before it lets act() drive a client render outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPTIONS = [
  ["mattina", "Mattina"],
  ["pomeriggio", "Pomeriggio"],
] as const;

describe("ChoiceGroup", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("renders uncontrolled radios, the given value ticked, the error linked", () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup name="fascia" legend="Quando" options={OPTIONS} value="pomeriggio" error="Scegli una fascia" />,
    );
    expect(html).toMatch(/name="fascia" checked="" value="pomeriggio"/);
    expect(html).not.toMatch(/checked="" value="mattina"/);
    expect(html).toContain('aria-describedby="fascia-errore"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("calls onChange with each option the visitor picks", async () => {
    const chosen: string[] = [];
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => {
      root.render(
        <ChoiceGroup
          name="fascia"
          legend="Quando"
          options={OPTIONS}
          value={undefined}
          error={undefined}
          onChange={(value) => chosen.push(value)}
        />,
      );
    });
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => radios[1]?.click());
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => radios[0]?.click());
    expect(chosen).toEqual(["pomeriggio", "mattina"]);
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => root.unmount());
  });
});
