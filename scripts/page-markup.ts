// Markup React leaves in static pages that nothing reads: the empty comments it writes between
// adjacent text nodes (`6<!-- --> mesi`) so that hydration finds them apart. Outside the islands
// nothing hydrates, so there they only cost bytes of the first round trip.
const SEPARATOR = "<!-- -->";

/** The page's HTML without React's text separators outside <astro-island> elements. */
export function dropTextSeparators(html: string): string {
  let depth = 0;
  return html
    .split(/(<astro-island\b|<\/astro-island>)/)
    .map((part) => {
      if (part === "<astro-island") depth += 1;
      else if (part === "</astro-island>") depth -= 1;
      else if (depth === 0) return part.replaceAll(SEPARATOR, "");
      return part;
    })
    .join("");
}
