import { describe, expect, it } from "vitest";
import { dropTextSeparators, joinInlineBlocks, stableIslandIds } from "./page-markup.ts";

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

describe("joinInlineBlocks", () => {
  it("moves the islands' rule into the head's stylesheet and runs adjacent scripts as one", () => {
    const html =
      "<head><style>p{color:red}</style></head><body><p>a</p>" +
      "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>" +
      "<script>(()=>{a(1<2)})()</script><script>(()=>{b()})()</script><script>c()</script>" +
      '<astro-island uid="1"></astro-island><script type="module">d()</script><script>e()</script></body>';
    expect(joinInlineBlocks(html)).toBe(
      "<head><style>p{color:red}astro-island,astro-slot,astro-static-slot{display:contents}</style></head>" +
        "<body><p>a</p><script>(()=>{a(1<2)})();(()=>{b()})();c()</script>" +
        '<astro-island uid="1"></astro-island><script type="module">d()</script><script>e()</script></body>',
    );
  });

  it("leaves a page without islands as it is", () => {
    const html = "<head><style>p{}</style></head><body><script>a()</script><p>x</p><script>b()</script></body>";
    expect(joinInlineBlocks(html)).toBe(html);
  });
});

describe("stableIslandIds", () => {
  it("numbers the islands in page order, whatever hash the checkout's folder gave them", () => {
    const page = (a: string, b: string) =>
      `<astro-island uid="${a}" prefix="r1"><p>uid="x"</p></astro-island><astro-island uid="${b}" prefix="r2"></astro-island>`;
    expect(stableIslandIds(page("1x0WX8", "Z13ObV7"))).toBe(page("1", "2"));
    expect(stableIslandIds(page("2lD0dc", "abc"))).toBe(stableIslandIds(page("1x0WX8", "Z13ObV7")));
  });
});
