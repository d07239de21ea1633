import { useEffect, useState } from "react";
import { NextStep } from "../../components/next-step.tsx";
import { TextAreaField } from "../../components/ui/field.tsx";
import { Toasts } from "../../components/ui/toast.tsx";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import { RequiredNote } from "../../forms/form-parts.tsx";
import { ConsentAndSubmit, LeadForm } from "../../forms/lead-form.tsx";
import { PlainPostQuestion, PlainPostSubmit } from "../../forms/plain-post-parts.tsx";
import { Email, Name } from "../../forms/lead-fields.tsx";
import { SuccessCard } from "../../forms/success-card.tsx";
import { formIsland } from "../../forms/form-island.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { contactFieldsSchema, contactMessages } from "./schema.ts";
import { prefillMessage } from "./prefill.ts";
import { CONTACT_POST_PATH, type ContactPageState, QUESTION_STEP } from "./contact-page-state.ts";

/** The input a field's message in the summary links to. */
const ANCHORS: Record<string, string> = { captchaAnswer: "contact-captcha", privacyAccepted: "contact-privacy" };

/**
 * `page`: the server's answer to the plain POST (no JavaScript, docs/decisions/0045), rendered in
 * place of the island: the form with what was typed and the messages, or the success card.
 */
function ContactFormBody({ page }: { page?: ContactPageState }) {
  const server = page?.kind === "form" ? page : null;
  const [sent, setSent] = useState(page?.kind === "sent");
  const lead = useLeadForm({
    endpoint: "/api/contact",
    schema: contactFieldsSchema,
    sendFailure: contactMessages.sendFailure,
    onSuccess: () => setSent(true),
    privacyAccepted: server?.values["privacyAccepted"] === "on",
  });
  /** A field with what the server's page gives back: the value typed and its message. */
  const field = (name: "name" | "email" | "message") => ({
    ...lead.register(name),
    ...(server ? { error: server.errors[name], defaultValue: server.values[name] ?? "" } : {}),
  });

  useEffect(() => {
    // The prefill depends on the address, known only in the browser.
    const message = lead.formRef.current?.elements.namedItem("message");
    const text = prefillMessage(window.location.search);
    if (text && message instanceof HTMLTextAreaElement && message.value === "") message.value = text;
  }, [lead.formRef]);

  if (sent)
    return (
      <>
        <SuccessCard form="contact" title="Messaggio Inviato con Successo!" text={contactMessages.successText} />
        {/* While the answer comes, the checker (issue 26; UX review 2026-11-27, 4.3). */}
        <NextStep step="verifica" id="contatto-prossimo-passo" headingLevel={3} className="mt-6" />
      </>
    );

  const { captchaAnswer: captchaError = null, ...summary } = server?.errors ?? {};
  const plain = { served: page !== undefined, captcha: server?.captcha ?? null, captchaError };
  return (
    <>
      <LeadForm
        lead={lead}
        className="space-y-5"
        aria-labelledby="contact-form-title"
        method="post"
        action={CONTACT_POST_PATH}
      >
        <h2 id="contact-form-title" className="text-xl font-bold text-slate-900">
          Scrivici un messaggio
        </h2>
        <RequiredNote />
        {server?.problem && (
          <p
            role="alert"
            tabIndex={-1}
            autoFocus={Object.keys(server.errors).length === 0}
            // The question to answer is a step, not a fault: said in the site's colours.
            className={`rounded-lg border p-4 ${server.problem === QUESTION_STEP ? "border-slate-300 bg-brand-50 text-slate-900" : "border-red-300 bg-red-50 text-red-900"}`}
            data-contact-problem=""
          >
            {server.problem}
          </p>
        )}
        {server && (
          <ErrorSummary
            errors={captchaError ? { ...summary, captchaAnswer: captchaError } : summary}
            anchor={(name) => ANCHORS[name] ?? name}
            marker="contact-errors"
            titleId="contatto-errori-titolo"
          />
        )}
        <Name {...field("name")} />
        <Email {...field("email")} />
        <TextAreaField label="Messaggio" rows={6} {...field("message")} />
        <ConsentAndSubmit
          lead={lead}
          name="contact"
          label="Invia messaggio"
          question={<PlainPostQuestion lead={lead} name="contact" plain={plain} />}
          submit={<PlainPostSubmit lead={lead} label="Invia messaggio" served={plain.served} />}
        />
      </LeadForm>
      <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />
    </>
  );
}

/** The contact form island of /contatti. */
export default formIsland(ContactFormBody);
