// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary.tsx";

// React checks this flag before it lets act() drive a client render outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error("il widget si è rotto");
}

describe("ErrorBoundary", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("renders its children while nothing has failed", () => {
    expect(renderToStaticMarkup(<ErrorBoundary>contenuto</ErrorBoundary>)).toBe("contenuto");
  });

  it("shows the spec's last-resort message when a child throws while rendering, and logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    // act() flushes every update only when given an async callback; nothing in it needs awaiting.
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => {
      root.render(
        <ErrorBoundary>
          <p>contenuto</p>
          <Broken />
        </ErrorBoundary>,
      );
    });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("Unexpected Application Error!");
    expect(alert?.querySelector("a")?.getAttribute("href")).toBe("/contatti");
    expect(container.textContent).not.toContain("contenuto");
    expect(logged.mock.calls.some((call) => call[0] === "Errore nel componente interattivo")).toBe(true);
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => root.unmount());
  });
});
