import type { FormManifest } from "../../forms/form-manifest.ts";
import { WHITEPAPER_PRIVACY_ANCHOR, WhitepaperPrivacySection } from "./whitepaper-privacy-section.tsx";

import { WHITEPAPER_PAGE_PATH } from "./whitepaper-page-state.ts";

/** Its page works without JavaScript (docs/decisions/0046); on / and /normativa a dialog takes its link over. */
export const manifest: FormManifest = {
  name: "whitepaper",
  pagePath: WHITEPAPER_PAGE_PATH,
  position: 20,
  privacy: { anchor: WHITEPAPER_PRIVACY_ANCHOR, Section: WhitepaperPrivacySection },
};
