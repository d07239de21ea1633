import { useState } from "react";
import { MarketingCheckbox } from "../../forms/form-parts.tsx";
import { plainPostOf, PlainPostForm, servedField } from "../../forms/plain-post-parts.tsx";
import type { QuestionPageState } from "../../forms/question-form-page.ts";
import { SuccessCard } from "../../forms/success-card.tsx";
import { formIsland } from "../../forms/form-island.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { WhitepaperFields } from "./whitepaper-fields.tsx";
import { WHITEPAPER_POST_PATH, WHITEPAPER_QUESTION_STEP, WHITEPAPER_SENT } from "./whitepaper-page-state.ts";
import { whitepaperFieldsSchema, whitepaperMessages } from "./schema.ts";

/**
 * The form of /whitepaper (docs/decisions/0046). With JavaScript it sends as the dialog does, with
 * the proof of work; without, it posts to WHITEPAPER_POST_PATH and `page` is the server's answer,
 * rendered in place of the island: the form with what was typed and the messages, or the card.
 */
function WhitepaperPageFormBody({ page }: { page?: QuestionPageState }) {
  const served = plainPostOf(page);
  const { server } = served;
  const [marketing, setMarketing] = useState(server?.values["marketingConsent"] === "on");
  /** Once accepted: whether the marketing box was ticked (the card then reminds of the consent's link). */
  const [sent, setSent] = useState<{ consent: boolean } | null>(
    page?.kind === "sent" ? { consent: page.sent === WHITEPAPER_SENT.consent } : null,
  );
  const lead = useLeadForm({
    endpoint: "/api/whitepaper",
    schema: whitepaperFieldsSchema,
    sendFailure: whitepaperMessages.sendFailure,
    extra: () => ({ marketingConsent: marketing }),
    onSuccess: (_answer, body) => setSent({ consent: body["marketingConsent"] === true }),
    privacyAccepted: server?.values["privacyAccepted"] === "on",
  });

  // While the PDF arrives, the checker applies its first chapter to the visitor (issue 26).
  if (sent !== null) {
    const { successTitle, successText, consentText } = whitepaperMessages;
    return (
      <SuccessCard form="whitepaper" title={successTitle} text={successText} next="verifica">
        {sent.consent && <p className="mt-3 text-emerald-900">{consentText}</p>}
      </SuccessCard>
    );
  }

  return (
    <PlainPostForm
      name="whitepaper"
      lead={lead}
      page={served}
      boxes={<MarketingCheckbox form="whitepaper" checked={marketing} onChange={setMarketing} />}
      title="Ricevi il whitepaper via e-mail"
      label="Scarica ora"
      action={WHITEPAPER_POST_PATH}
      step={WHITEPAPER_QUESTION_STEP}
    >
      <WhitepaperFields field={(name) => ({ ...lead.register(name), ...servedField(server, name) })} />
    </PlainPostForm>
  );
}

/** The whitepaper request's island on /whitepaper. */
export default formIsland(WhitepaperPageFormBody);
