import type { FormManifest } from "../../forms/form-manifest.ts";
import { DEMO_PRIVACY_ANCHOR, DemoPrivacySection } from "./demo-privacy-section.tsx";

export const manifest: FormManifest = {
  name: "demo",
  pagePath: "/demo",
  position: 100,
  privacy: { anchor: DEMO_PRIVACY_ANCHOR, Section: DemoPrivacySection },
};
