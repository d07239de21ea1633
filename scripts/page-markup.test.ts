import { describe, expect, it } from "vitest";
import { dropTextSeparators } from "./page-markup.ts";

describe("dropTextSeparators", () => {
  it("joins static text nodes and leaves the islands' markup as React wrote it", () => {
    const html =
      "<p>per <!-- -->6<!-- --> mesi</p>" +
      '<astro-island uid="1"><p>Passo <!-- -->1<!-- --> di <!-- -->3</p>' +
      '<astro-island uid="2"><span>a<!-- -->b</span></astro-island><i>c<!-- -->d</i></astro-island>' +
      "<p>fine<!-- -->.</p>";
    expect(dropTextSeparators(html)).toBe(
      "<p>per 6 mesi</p>" +
        '<astro-island uid="1"><p>Passo <!-- -->1<!-- --> di <!-- -->3</p>' +
        '<astro-island uid="2"><span>a<!-- -->b</span></astro-island><i>c<!-- -->d</i></astro-island>' +
        "<p>fine.</p>",
    );
  });
});
