// Trims the stylesheet inlined in each built page to the rules that page can use: the first paint
// needs the page's CSS in its first round trip, and the whole Tailwind sheet would push the HTML
// past it. A rule stays when every class its selector names appears in the page's markup or in
// a script the page runs (islands and the layout script add classes after load), and every
// element it names appears as a tag in the markup or as a word in such a script (React writes
// tag names as strings); a custom property stays when some rule reads it.
import { transform, type Selector } from "lightningcss";

/** The site's stylesheet is the one inline style that starts with Tailwind's banner. */
const SHEET = /<style>(\/\*! tailwindcss[\s\S]*?)<\/style>/;

/** Words a class attribute or a script could hold: split on what no class name contains. */
export function classTokens(text: string): Set<string> {
  return new Set(text.split(/[\s"'`<>=,;(){}]+/).filter((token) => token.length > 0));
}

/** Parts of form fields only (preflight styles them): usable on a page with a field. */
function fieldPart(component: Selector[number]): boolean {
  if (component.type === "pseudo-element") {
    if (component.kind === "placeholder" || component.kind === "file-selector-button") return true;
    return component.kind === "custom" && /^-webkit-(datetime|date-and-time|calendar|inner-spin|outer-spin|search)/.test(component.name);
  }
  return component.type === "pseudo-class" && component.kind === "custom" && component.name === "-moz-ui-invalid";
}

/** Whether what the selector names can be on the page: `names` says which kinds of names count. */
function selectorUsable(selector: Selector, tokens: Set<string>, names: "classes" | "elements"): boolean {
  return selector.every((component) => {
    if (component.type === "class") return names === "elements" || tokens.has(component.name);
    if (component.type === "type") return names === "classes" || tokens.has(component.name.toLowerCase());
    if (fieldPart(component)) return names === "classes" || tokens.has("input") || tokens.has("textarea");
    if (component.type === "pseudo-class" && "selectors" in component && Array.isArray(component.selectors)) {
      // :is(), :where(), :not(): usable when one of the inner selectors is (or for :not, always).
      if (component.kind === "not") return true;
      return (component.selectors as Selector[]).some((inner) => selectorUsable(inner, tokens, names));
    }
    return true;
  });
}

/** The class names and the element names of the markup. */
function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const match of markup.matchAll(/<([a-zA-Z][\w-]*)/g)) classes.add((match[1] ?? "").toLowerCase());
  for (const match of markup.matchAll(/\bclass="([^"]*)"/g))
    for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(name.replaceAll("&amp;", "&"));
  return classes;
}

/** Custom properties some rule reads with var(): the others need no declaration or @property. */
function readProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? ""));
}

function minify(css: string, tokens: Set<string>, read: Set<string> | null): string {
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors;
          const byClass = selectors.filter((selector) => selectorUsable(selector, tokens, "classes"));
          if (!byClass.some((selector) => selectorUsable(selector, tokens, "elements"))) return [];
          if (byClass.length === selectors.length) return undefined;
          // A list is cut only by its classes: lightningcss cannot write back some rules whose
          // element selectors were cut (preflight's), and such a rule is short anyway.
          return { ...rule, value: { ...rule.value, selectors: byClass } };
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
  let css = minify(sheet[1] ?? "", tokens, null);
  // Twice: a property read only by a dropped declaration goes in the second pass.
  for (let pass = 0; pass < 2; pass += 1) css = minify(css, tokens, readProperties(css));
  // A function replacement: '$' sequences in CSS must not be read as patterns.
  return html.replace(SHEET, () => `<style>${css}</style>`);
}
