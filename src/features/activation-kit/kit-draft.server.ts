import { zipSync } from "fflate";
import { appointmentDeed } from "./doc-appointment.server.ts";
import { dpiaOutline } from "./doc-dpia.server.ts";
import { jointAgreement } from "./doc-joint.server.ts";
import { privacyNotice } from "./doc-privacy.server.ts";
import { procedureOutline } from "./doc-procedure.server.ts";
import { staffNotice } from "./doc-staff.server.ts";
import { unionsLetter } from "./doc-unions.server.ts";
import { websiteSection } from "./doc-website.server.ts";
import { documentToDocx } from "./kit-docx.server.ts";
import { blocksToHtml } from "./kit-html.ts";
import type { KitInput } from "./kit-input.ts";
import { withSharedManager } from "./kit-shared.ts";
import { kitContext, slug, type KitDocument } from "./kit-text.ts";
import type { DraftedKit, KitFacts } from "./kit-types.ts";

/**
 * The activation kit (issue 21): seven drafts (eight with a shared channel) for an obliged entity, as .docx files in one ZIP, and
 * the website section as HTML for the page to show. Drafted per request, in memory; nothing is
 * stored. `input` comes from parseKitInput, so the entity is obliged and every field valid.
 */
export function kitDocuments(input: KitInput, facts: KitFacts): KitDocument[] {
  // A1: a shared channel's one manager, named alike in every document of every entity sharing it.
  const ctx = withSharedManager(kitContext(input, facts));
  return [
    websiteSection(ctx),
    privacyNotice(ctx),
    unionsLetter(ctx),
    procedureOutline(ctx),
    dpiaOutline(ctx),
    staffNotice(ctx),
    // Fresh documents read, F17: the manager's and the substitute's appointment.
    appointmentDeed(ctx),
    // K-08: a shared channel needs the joint controllers' agreement (art. 13 c.5; art. 26 GDPR).
    // Last, so the files are numbered 1 to 7 without a gap when it is not needed (DPO read C6).
    ...(ctx.profile.sharedWith === null ? [] : [jointAgreement(ctx)]),
  ];
}

export async function draftKit(input: KitInput, facts: KitFacts): Promise<DraftedKit> {
  const documents = kitDocuments(input, facts);
  const files = await Promise.all(
    documents.map(async (document) => [document.name, await documentToDocx(document, input.denominazione)] as const),
  );
  // .docx files are already deflated: stored as they are, the ZIP is as small and much faster to make.
  const mtime = facts.draftedOn;
  const zip = zipSync(Object.fromEntries(files.map(([name, bytes]) => [name, [bytes, { level: 0, mtime }]])));
  const website = documents[0];
  if (website === undefined) throw new Error("kit senza sezione del sito");
  return {
    fileName: `kit-whistleblowing-${slug(input.denominazione)}.zip`,
    zip,
    files: documents.map((document) => ({ name: document.name, title: document.title })),
    websiteHtml: blocksToHtml(website.blocks),
  };
}
