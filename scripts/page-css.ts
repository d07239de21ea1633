// Trims the stylesheet inlined in each built page to the rules that page can use: the first paint
// needs the page's CSS in its first round trip, and the whole Tailwind sheet would push the HTML
// past it. A rule stays when every class its selector names appears in the page's markup or in
// a script the page runs (islands and the layout script add classes after load); a custom
// property stays when some rule reads it.
import { transform, type Selector } from "lightningcss";

/** The site's stylesheet is the one inline style that starts with Tailwind's banner. */
const SHEET = /<style>(\/\*! tailwindcss[\s\S]*?)<\/style>/;

/** Words a class attribute or a script could hold: split on what no class name contains. */
export function classTokens(text: string): Set<string> {
  return new Set(text.split(/[\s"'`<>=,;(){}]+/).filter((token) => token.length > 0));
}

function selectorUsable(selector: Selector, tokens: Set<string>): boolean {
  return selector.every((component) => {
    if (component.type === "class") return tokens.has(component.name);
    if (component.type === "pseudo-class" && "selectors" in component && Array.isArray(component.selectors)) {
      // :is(), :where(), :not(): usable when one of the inner selectors is (or for :not, always).
      if (component.kind === "not") return true;
      return (component.selectors as Selector[]).some((inner) => selectorUsable(inner, tokens));
    }
    return true;
  });
}

function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const match of markup.matchAll(/\bclass="([^"]*)"/g))
    for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(name.replaceAll("&amp;", "&"));
  return classes;
}

/** Custom properties some rule reads with var(): the others need no declaration or @property. */
function readProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? ""));
}

function minify(css: string, keepRule: (selector: Selector) => boolean, read: Set<string> | null): string {
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const kept = rule.value.selectors.filter(keepRule);
          if (kept.length === 0) return [];
          if (kept.length === rule.value.selectors.length) return undefined;
          return { ...rule, value: { ...rule.value, selectors: kept } };
        },
        property(rule) {
          return read && !read.has(rule.value.name) ? [] : undefined;
        },
      },
      Declaration: {
        custom(property) {
          return read && !read.has(property.name) ? [] : undefined;
        },
      },
    },
  });
  return code.toString();
}

/** The page's HTML with its inline stylesheet reduced to the rules it can use. */
export function trimPageCss(html: string, scriptTokens: Set<string>): string {
  const sheet = SHEET.exec(html);
  if (!sheet) return html;
  const tokens = new Set([...scriptTokens, ...classesOf(html)]);
  const usable = (selector: Selector) => selectorUsable(selector, tokens);
  let css = minify(sheet[1] ?? "", usable, null);
  // Twice: a property read only by a dropped declaration goes in the second pass.
  for (let pass = 0; pass < 2; pass += 1) css = minify(css, usable, readProperties(css));
  // A function replacement: '$' sequences in CSS must not be read as patterns.
  return html.replace(SHEET, () => `<style>${css}</style>`);
}
