import { describe, expect, it } from "vitest";
import { classTokens, trimPageCss } from "./page-css.ts";

const SHEET = [
  "/*! tailwindcss test */",
  ":root{--used:1px;--unused:2px}",
  "abbr:where([title]){text-decoration:underline dotted}",
  "code,kbd,samp,pre{font-size:1em}",
  "ol,ul,menu{list-style:none}",
  "::placeholder{opacity:1}",
  "::-webkit-datetime-edit{padding:0}",
  ".card{margin:var(--used)}",
  ".absent{color:red}",
  ".card .title,.absent .title{color:blue}",
].join("");

function trimmed(body: string, scripts = ""): string {
  const html = `<html><head><style>${SHEET}</style></head><body>${body}</body></html>`;
  return /<style>([\s\S]*)<\/style>/.exec(trimPageCss(html, classTokens(scripts)))?.[1] ?? "";
}

describe("trimPageCss", () => {
  it("keeps the rules whose classes and elements the page has, and drops the others", () => {
    const css = trimmed('<div class="card"><p class="title">Titolo</p></div>');
    expect(css).toContain(".card{");
    expect(css).toContain(".card .title{");
    expect(css).not.toContain(".absent");
    expect(css).not.toContain("abbr");
    expect(css).not.toContain("kbd");
    expect(css).not.toContain("list-style");
    expect(css).not.toContain("placeholder");
    expect(css).not.toContain("datetime");
    expect(css).toContain("--used");
    expect(css).not.toContain("--unused");
  });

  it("keeps an element's rule when the element is in the markup or named by a script the page runs", () => {
    expect(trimmed("<ul><li>uno</li></ul>")).toContain("list-style:none");
    expect(trimmed("<p>testo</p>", 'createElement("abbr")')).toContain("abbr");
    // A selector list is kept whole once one of its elements is there.
    expect(trimmed("<pre>x</pre>")).toMatch(/code,kbd,samp,pre\{/);
  });

  it("keeps the styles of form fields' parts only on a page with a field", () => {
    const css = trimmed('<form><input name="email"></form>');
    expect(css).toContain("::placeholder");
    expect(css).toContain("::-webkit-datetime-edit");
  });
});
