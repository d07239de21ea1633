import { describe, expect, it } from "vitest";
import { classTokens, trimPageCss } from "./page-css.ts";

const SHEET = [
  "/*! tailwindcss v4.3.5 | MIT License | https://tailwindcss.com */",
  ":root{--used:1px;--unused:2px;--slate:oklch(92.9% .013 255.508);--wide:oklch(70% .3 140)}",
  ".theme{color:var(--slate);background:var(--wide);margin:calc(var(--used) * 4)}",
  ".local{--own:3px;padding:var(--own)}",
  ":focus-visible{outline:3px solid var(--slate);outline-offset:2px}",
  "@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}",
  "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{--tw-border-style:solid;--tw-unread:0}}}",
  ".bordered{border-style:var(--tw-border-style)}",
  "@supports (display:grid){.card{display:grid}}",
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-unread{syntax:"*";inherits:false;initial-value:0}',
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
    expect(css).not.toContain("--unused");
    expect(css, "the banner shrinks to the sheet's marker").toMatch(/^\/\*! tailwindcss \*\/[^/]/);
  });

  it("writes theme variables' values in place and keeps every declaration of the rules it keeps", () => {
    const css = trimmed('<p class="theme local">x</p><main><a href="/">y</a></main>', "");
    // Declared once on :root: replaced by the value, its calc() reduced, the declaration gone.
    expect(css).toContain(".theme{color:#e2e8f0;");
    expect(css).toContain("margin:4px");
    expect(css).not.toContain("--used");
    expect(css).not.toContain("--slate");
    // Outside sRGB a colour keeps its oklch().
    expect(css).toContain("oklch(70% .3 140)");
    // A property set by a rule of its own is not a theme variable.
    expect(css).toContain(".local{--own:3px;padding:var(--own)}");
    // Properties lightningcss does not know are kept (an earlier version dropped them).
    expect(css).toContain("outline-offset:2px");
    expect(css).toContain("scroll-behavior:smooth");
  });

  it("turns Tailwind's registered properties into a plain reset on every element", () => {
    const css = trimmed('<p class="bordered card">x</p>');
    expect(css).not.toContain("@property");
    expect(css).toContain("@layer properties{*,:before,:after{--tw-border-style:solid}}");
    expect(css).not.toContain("--tw-unread");
    expect(css).toContain("@supports (display:grid){.card{display:grid}}");
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
