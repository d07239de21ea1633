import type { SiteConfig } from "../../config/load-site-config.ts";
import type { FormManifest } from "../../forms/form-manifest.ts";
import { KitPrivacySection } from "./kit-privacy-section.tsx";

export const manifest: FormManifest = {
  name: "kit",
  pagePath: "/kit-attivazione",
  position: 40,
  privacy: {
    anchor: "kit-attivazione",
    Section: ({ config }: { config: SiteConfig }) => (
      <KitPrivacySection
        retentionDays={config.retentionDays}
        mailboxRetentionMonths={config.privacy.mailboxRetentionMonths}
      />
    ),
  },
};
