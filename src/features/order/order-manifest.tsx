import type { FormManifest } from "../../forms/form-manifest.ts";
import { OrderPrivacySection } from "./order-privacy-section.tsx";

export const manifest: FormManifest = {
  name: "order",
  pagePath: "/ordine",
  position: 30,
  privacy: { anchor: "ordini-online", Section: OrderPrivacySection },
};
