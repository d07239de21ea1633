import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadSiteConfig } from "./src/config/load-site-config.ts";
import { interactionDirective } from "./src/integrations/client-interaction.ts";

// Fails the build with a clear message when the operator's configuration is invalid.
const site = loadSiteConfig(process.env);

export default defineConfig({
  site: site.siteUrl,
  output: "static",
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "always", assets: "_astro" },
  compressHTML: true,
  // The copy uses straight apostrophes everywhere (copy.md: be consistent); keep Markdown the same.
  markdown: { smartypants: false },
  integrations: [react(), interactionDirective()],
  // Our own cover SVGs (src/assets/covers) are rasterised to AVIF/WebP; no third-party SVG is processed.
  image: { dangerouslyProcessSVG: true },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // Scripts are inlined (one request fewer before the first paint; hashed in the CSP by the
    // server); images and other assets stay files with long-lived caching.
    build: { assetsInlineLimit: (file: string) => file.endsWith(".js") },
  },
});
