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

const ISLAND_RULE = /<style>(astro-island,astro-slot,astro-static-slot\{display:contents\})<\/style>/;
/** An attribute-less inline script followed at once by another: one script can carry both. */
const ADJACENT_SCRIPTS = /<script>((?:[^<]|<(?!\/script>))*)<\/script><script>/;

/**
 * Astro writes, at a page's first island, the islands' display rule as a <style> of its own and
 * its runtime as two adjacent <script>s. Every inline block needs its own hash in the
 * Content-Security-Policy header (54 bytes each, travelling uncompressed in the first round trip):
 * the rule joins the head's stylesheet and the scripts run as one, in the same order.
 */
export function joinInlineBlocks(html: string): string {
  let out = html;
  const rule = ISLAND_RULE.exec(out);
  const headStyleEnd = out.indexOf("</style>");
  if (rule && headStyleEnd !== -1 && headStyleEnd < rule.index) {
    out = out.slice(0, rule.index) + out.slice(rule.index + rule[0].length);
    out = out.slice(0, headStyleEnd) + (rule[1] ?? "") + out.slice(headStyleEnd);
  }
  for (let joined = out.replace(ADJACENT_SCRIPTS, "<script>$1;"); joined !== out;) {
    out = joined;
    joined = out.replace(ADJACENT_SCRIPTS, "<script>$1;");
  }
  return out;
}

const ISLAND_UID = /<astro-island uid="[^"]*"/g;

/**
 * Astro names each island with a hash (`uid="1x0WX8"`) that only its dev server's hot reload reads,
 * and that hash follows the checkout's folder: two clones of the same commit built pages whose
 * compressed size differed by up to 50 bytes, enough to move a page across the first round trip
 * (budgets.test.ts). The islands are numbered in page order instead: the same bytes from any folder.
 */
export function stableIslandIds(html: string): string {
  let count = 0;
  return html.replace(ISLAND_UID, () => `<astro-island uid="${(count += 1)}"`);
}
