import { useEffect, useState } from "react";
import { TextAreaField } from "../../components/ui/field.tsx";
import { plainPostOf, PlainPostForm, servedField } from "../../forms/plain-post-parts.tsx";
import type { QuestionPageState } from "../../forms/question-form-page.ts";
import { Email, Name } from "../../forms/lead-fields.tsx";
import { SuccessCard } from "../../forms/success-card.tsx";
import { formIsland } from "../../forms/form-island.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { contactFieldsSchema, contactMessages } from "./schema.ts";
import { prefillMessage } from "./prefill.ts";
import { CONTACT_POST_PATH, QUESTION_STEP } from "./contact-page-state.ts";

/**
 * `page`: the server's answer to the plain POST (no JavaScript, docs/decisions/0045), rendered in
 * place of the island: the form with what was typed and the messages, or the success card.
 */
function ContactFormBody({ page }: { page?: QuestionPageState }) {
  const served = plainPostOf(page);
  const { server } = served;
  const [sent, setSent] = useState(page?.kind === "sent");
  const lead = useLeadForm({
    endpoint: "/api/contact",
    schema: contactFieldsSchema,
    sendFailure: contactMessages.sendFailure,
    onSuccess: () => setSent(true),
    privacyAccepted: server?.values["privacyAccepted"] === "on",
  });
  /** A field with what the server's page gives back. */
  const field = (name: "name" | "email" | "message") => ({ ...lead.register(name), ...servedField(server, name) });

  useEffect(() => {
    // The prefill depends on the address, known only in the browser.
    const message = lead.formRef.current?.elements.namedItem("message");
    const text = prefillMessage(window.location.search);
    if (text && message instanceof HTMLTextAreaElement && message.value === "") message.value = text;
  }, [lead.formRef]);

  // While the answer comes, the checker (issue 26; UX review 2026-11-27, 4.3).
  if (sent)
    return (
      <SuccessCard
        form="contact"
        title="Messaggio Inviato con Successo!"
        text={contactMessages.successText}
        next="verifica"
      />
    );

  return (
    <PlainPostForm
      lead={lead}
      name="contact"
      title="Scrivici un messaggio"
      action={CONTACT_POST_PATH}
      step={QUESTION_STEP}
      page={served}
      label="Invia messaggio"
    >
      <Name {...field("name")} />
      <Email {...field("email")} />
      <TextAreaField label="Messaggio" rows={6} {...field("message")} />
    </PlainPostForm>
  );
}

/** The contact form island of /contatti. */
export default formIsland(ContactFormBody);
