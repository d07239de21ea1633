import type { ReactNode } from "react";
import type { SiteConfig } from "../config/load-site-config.ts";
import type { OperatorFacts } from "../config/operator-facts-schema.ts";

/**
 * What the build renders about a form, beside its server module and free of server code:
 * `src/features/<capability>/<name>-manifest.tsx` exports one as `manifest`, and
 * src/app/form-manifests.ts finds them all. The privacy policy renders every form's section in
 * `position` order, the sitemap lists every `pagePath`, and the accessibility statement counts
 * the sitemap. A unit test (src/app/form-manifests.test.tsx) fails when a form of the registry
 * (src/app/forms.server.ts) has no manifest or no privacy section.
 */
export interface FormManifest {
  /** The FormModule's name (its `name` in src/app/forms.server.ts). */
  name: string;
  /** The form's own page, listed in the sitemap; null when it has none. */
  pagePath: string | null;
  /** Where its section stands among the forms' sections of the privacy policy (ascending). */
  position: number;
  /** The art. 13 GDPR notice for the data this form collects: an `<h3 id={anchor}>` and its text. */
  privacy: { anchor: string; Section: (props: { config: SiteConfig; facts?: OperatorFacts }) => ReactNode };
}
