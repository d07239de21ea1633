// Trims the stylesheet inlined in each built page to the rules that page can use: the first paint
// needs the page's CSS in its first round trip, and the whole Tailwind sheet would push the HTML
// past it. A rule stays when every class its selector names appears in the page's markup or in
// a script the page runs (islands and the layout script add classes after load), and every
// element it names appears as a tag in the markup or as a word in such a script (React writes
// tag names as strings); a custom property stays when some rule reads it. Theme variables (declared
// once, on :root) are replaced by their values, so `calc(var(--spacing) * 4)` becomes `1rem`;
// colours inside sRGB are written in hex; Tailwind's registered properties become a plain reset.
import { PAGE_SHEET as SHEET } from "./page-assets.ts";
import { transform, type CssColor, type Rule, type Selector, type TokenOrValue } from "lightningcss";

/** Words a class attribute or a script could hold: split on what no class name contains. */
export function classTokens(text: string): Set<string> {
  return new Set(text.split(/[\s"'`<>=,;(){}]+/).filter((token) => token.length > 0));
}

/** Parts of form fields only (preflight styles them): usable on a page with a field. */
function fieldPart(component: Selector[number]): boolean {
  if (component.type === "pseudo-element") {
    if (component.kind === "placeholder" || component.kind === "file-selector-button") return true;
    return (
      component.kind === "custom" &&
      /^-webkit-(datetime|date-and-time|calendar|inner-spin|outer-spin|search)/.test(component.name)
    );
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

/** lightningcss writes absent fields as null but reads them back only when left out. */
function withoutNulls<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_key, field: unknown) => (field === null ? undefined : field))) as T;
}

const isRoot = (selector: Selector) =>
  selector.length === 1 && selector[0]?.type === "pseudo-class" && ["root", "host"].includes(selector[0].kind);

/**
 * Custom properties declared exactly once in the sheet, in a rule on :root (Tailwind's theme):
 * nothing overrides them (no style attribute or script sets one), so every var() reading one
 * resolves to that value and can be replaced by it.
 */
function themeValues(css: string): Map<string, TokenOrValue[]> {
  const declared = new Map<string, number>();
  const onRoot = new Map<string, TokenOrValue[]>();
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          if (!rule.value.selectors.every(isRoot)) return undefined;
          for (const declaration of rule.value.declarations?.declarations ?? [])
            if (declaration.property === "custom")
              onRoot.set(declaration.value.name, withoutNulls(declaration.value.value));
          return undefined;
        },
      },
      Declaration: {
        custom(property) {
          if (property.name.startsWith("--")) declared.set(property.name, (declared.get(property.name) ?? 0) + 1);
          return undefined;
        },
      },
    },
  });
  return new Map([...onRoot].filter(([name]) => declared.get(name) === 1));
}

/** sRGB's transfer function, for a linear channel already inside [0, 1]. */
function encodeSrgb(linear: number): number {
  return linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
}

/**
 * An oklch() colour inside the sRGB gamut as rgb (written as hex, a third of the length):
 * browsers draw such a colour with the same sRGB value. Outside the gamut it stays as it is.
 */
export function oklchToRgb(color: CssColor): CssColor | undefined {
  if (typeof color !== "object" || color.type !== "oklch") return undefined;
  const hue = (color.h * Math.PI) / 180;
  const [a, b] = [color.c * Math.cos(hue), color.c * Math.sin(hue)];
  const l = (color.l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (color.l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (color.l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const EPSILON = 1e-4;
  if (linear.some((channel) => channel < -EPSILON || channel > 1 + EPSILON)) return undefined;
  const [r, g, bl] = linear.map((channel) => Math.round(255 * encodeSrgb(Math.min(1, Math.max(0, channel)))));
  return { type: "rgb", r: r ?? 0, g: g ?? 0, b: bl ?? 0, alpha: color.alpha };
}

/**
 * Tailwind registers its internal properties (--tw-*) with @property, for their initial values,
 * and repeats those values in a reset on every element for browsers without @property, behind
 * an @supports test. The reset alone does the same everywhere: it gives every element the
 * initial values, which is what a property that does not inherit gets. So the @property rules go
 * and the reset no longer waits on the test.
 */
function isPropertiesReset(rules: Rule[]): boolean {
  return rules.every(
    (rule) =>
      rule.type === "style" &&
      rule.value.selectors.some((selector) => selector.length === 1 && selector[0]?.type === "universal") &&
      (rule.value.declarations?.declarations ?? []).every(
        (declaration) => declaration.property === "custom" && declaration.value.name.startsWith("--tw-"),
      ),
  );
}

function minify(
  css: string,
  tokens: Set<string>,
  read: Set<string> | null,
  theme: Map<string, TokenOrValue[]>,
): string {
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Variable(variable) {
        return theme.get(variable.name.ident);
      },
      Color: oklchToRgb,
      Rule: {
        supports(rule) {
          return isPropertiesReset(rule.value.rules) ? rule.value.rules : undefined;
        },
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
          return rule.value.name.startsWith("--tw-") ? [] : undefined;
        },
      },
      Declaration: {
        // Properties lightningcss does not know (outline-offset, scroll-behavior…) come here too.
        custom(property) {
          return read && property.name.startsWith("--") && !read.has(property.name) ? [] : undefined;
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
  const theme = themeValues(sheet[1] ?? "");
  let css = minify(sheet[1] ?? "", tokens, null, theme);
  // Twice more: a property read only by a dropped declaration goes in the second pass; a value
  // put in place of a var() is parsed, and its calc() reduced, only in the pass after.
  for (let pass = 0; pass < 2; pass += 1) css = minify(css, tokens, readProperties(css), theme);
  // The banner ("/*! tailwindcss v4 | MIT License | https://…") shrinks to the marker the build and
  // the tests find the page's sheet by (page-assets.ts PAGE_SHEET): ~40 B of every page's first
  // round trip. The licences ship with the packages, as the JavaScript bundles' do, not in pages.
  css = css.replace(/^\/\*! tailwindcss[^*]*\*\/\s*/, "/*! tailwindcss */");
  // A function replacement: '$' sequences in CSS must not be read as patterns.
  return html.replace(SHEET, () => `<style>${css}</style>`);
}
