import type { FormManifest } from "../../forms/form-manifest.ts";
import { CONTACT_PRIVACY_ANCHOR, ContactPrivacySection } from "./contact-privacy-section.tsx";

export const manifest: FormManifest = {
  name: "contact",
  pagePath: "/contatti",
  position: 10,
  privacy: { anchor: CONTACT_PRIVACY_ANCHOR, Section: ContactPrivacySection },
};
