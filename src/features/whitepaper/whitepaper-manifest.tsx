import type { FormManifest } from "../../forms/form-manifest.ts";
import { WHITEPAPER_PRIVACY_ANCHOR, WhitepaperPrivacySection } from "./whitepaper-privacy-section.tsx";

/** No page of its own: the request is a dialog on the blog's pages. */
export const manifest: FormManifest = {
  name: "whitepaper",
  pagePath: null,
  position: 20,
  privacy: { anchor: WHITEPAPER_PRIVACY_ANCHOR, Section: WhitepaperPrivacySection },
};
