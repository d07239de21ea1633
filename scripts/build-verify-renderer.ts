// Bundles the pages that the server renders on demand (/normativa/verifica, the activation kit's
// answer to POST /kit-attivazione/documenti, the order's to POST /ordine/richiesta, the contact
// form's to POST /contatti/messaggio and the whitepaper's to POST /whitepaper/richiesta) into one
// ES module each: Node cannot import .tsx, and
// a self-contained file keeps working wherever DIST_DIR is.
import path from "node:path";
import { build } from "esbuild";
import type { VatRegime } from "../src/config/load-site-config.ts";
import { ROOT } from "./build-lib.ts";

export const VERIFY_RENDERER = path.join(".private", "verifica.mjs");
/** The same path as KIT_RENDERER in src/features/activation-kit/kit-route.server.ts. */
export const KIT_RENDERER = path.join(".private", "kit.mjs");
/** The same path as ORDER_RENDERER in src/features/order/order-route.server.ts. */
export const ORDER_RENDERER = path.join(".private", "order.mjs");
/** The same path as contactPage.renderer in src/features/contact/contact-route.server.ts. */
export const CONTACT_RENDERER = path.join(".private", "contact.mjs");
/** The same path as whitepaperPage.renderer in src/features/whitepaper/whitepaper-route.server.ts. */
export const WHITEPAPER_RENDERER = path.join(".private", "whitepaper.mjs");

/** Each bundle, by the prerendered shell its output fills: the shell's CSS must cover it. */
export const ON_DEMAND_BUNDLES = [
  { shell: path.join("normativa", "verifica.html"), bundle: VERIFY_RENDERER },
  { shell: "kit-attivazione.html", bundle: KIT_RENDERER },
  { shell: "ordine.html", bundle: ORDER_RENDERER },
  { shell: "contatti.html", bundle: CONTACT_RENDERER },
  { shell: "whitepaper.html", bundle: WHITEPAPER_RENDERER },
] as const;

/**
 * What the bundles print as the site was built: the VAT regime, the promotion's last day (or null)
 * whether the platform takes voice messages (the operator's voiceReports) and whether the facts
 * declare its ACN qualification (publicProcurement.acnQualification).
 */
interface BuildFacts {
  vatRegime: VatRegime;
  promotionEnd: string | null;
  voiceReports: boolean;
  acnQualified: boolean;
}

export async function buildVerifyRenderer(dist: string, facts: BuildFacts): Promise<void> {
  await bundle("src/features/obligation/verify-render.server.tsx", path.join(dist, VERIFY_RENDERER), facts);
  await bundle("src/features/activation-kit/kit-render.server.tsx", path.join(dist, KIT_RENDERER), facts);
  await bundle("src/features/order/order-render.server.tsx", path.join(dist, ORDER_RENDERER), facts);
  await bundle("src/features/contact/contact-render.server.tsx", path.join(dist, CONTACT_RENDERER), facts);
  await bundle("src/features/whitepaper/whitepaper-render.server.tsx", path.join(dist, WHITEPAPER_RENDERER), facts);
}

async function bundle(
  entry: string,
  outfile: string,
  { vatRegime, promotionEnd, voiceReports, acnQualified }: BuildFacts,
): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    jsx: "automatic",
    minify: true,
    legalComments: "none",
    define: {
      "process.env.NODE_ENV": '"production"',
      BUILD_VAT_REGIME: JSON.stringify(vatRegime),
      BUILD_PROMO_END: JSON.stringify(promotionEnd),
      BUILD_VOICE_REPORTS: JSON.stringify(voiceReports),
      BUILD_ACN_QUALIFIED: JSON.stringify(acnQualified),
    },
    // react-dom/server is CommonJS and requires Node's built-ins.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    logLevel: "warning",
  });
}
