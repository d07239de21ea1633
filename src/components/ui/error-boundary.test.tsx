import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./error-boundary.tsx";

describe("ErrorBoundary", () => {
  it("renders its children while nothing has failed", () => {
    expect(renderToStaticMarkup(<ErrorBoundary>contenuto</ErrorBoundary>)).toBe("contenuto");
  });

  it("switches to the spec's last-resort message after a render error", () => {
    const boundary = new ErrorBoundary({ children: "contenuto" });
    boundary.state = ErrorBoundary.getDerivedStateFromError();
    const html = renderToStaticMarkup(<>{boundary.render()}</>);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="/contatti"');
    expect(html).not.toContain("contenuto");
  });
});
