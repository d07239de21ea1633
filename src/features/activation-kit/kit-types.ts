import type { SiteConfig } from "../../config/load-site-config.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";

/**
 * What the kit reads besides the visitor's answers: the operator (the platform provider, named as
 * processor in the privacy notice), the site's address, the operator's platform facts (the same
 * file /sicurezza prints) and the day of drafting. The caller passes them, so nothing here reads
 * the environment or a file when imported; `loadKitFacts` (kit-facts.server.ts) builds them.
 */
export interface KitFacts {
  operator: SiteConfig["operator"];
  /** The site's origin, e.g. 'https://www.esempio.it' (no final slash). */
  siteUrl: string;
  operatorFacts: OperatorFacts;
  draftedOn: Date;
}

/** One document of the kit inside the ZIP. */
export interface KitFile {
  /** The file name in the ZIP, e.g. '1-sezione-sito-segnalazioni.docx'. */
  name: string;
  /** The document's title, as its first heading. */
  title: string;
}

export interface DraftedKit {
  /** 'kit-whistleblowing-<slug>.zip', the slug from the entity's name. */
  fileName: string;
  zip: Uint8Array;
  files: KitFile[];
  /** The website section as HTML, every text escaped: headings, paragraphs, lists, links. */
  websiteHtml: string;
}
