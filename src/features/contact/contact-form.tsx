import { useEffect, useState } from "react";
import { NextStep } from "../../components/next-step.tsx";
import { TextAreaField } from "../../components/ui/field.tsx";
import { Toasts } from "../../components/ui/toast.tsx";
import { RequiredNote } from "../../forms/form-parts.tsx";
import { ConsentAndSubmit, LeadForm } from "../../forms/lead-form.tsx";
import { Email, Name } from "../../forms/lead-fields.tsx";
import { SuccessCard } from "../../forms/success-card.tsx";
import { formIsland } from "../../forms/form-island.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { contactFieldsSchema, contactMessages } from "./schema.ts";
import { prefillMessage } from "./prefill.ts";

function ContactFormBody() {
  const [sent, setSent] = useState(false);
  const lead = useLeadForm({
    endpoint: "/api/contact",
    schema: contactFieldsSchema,
    sendFailure: contactMessages.sendFailure,
    onSuccess: () => setSent(true),
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

  return (
    <>
      <LeadForm lead={lead} className="space-y-5" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="text-xl font-bold text-slate-900">
          Scrivici un messaggio
        </h2>
        <RequiredNote />
        <Name {...lead.register("name")} />
        <Email {...lead.register("email")} />
        <TextAreaField label="Messaggio" rows={6} {...lead.register("message")} />
        <ConsentAndSubmit lead={lead} name="contact" label="Invia messaggio" />
      </LeadForm>
      <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />
    </>
  );
}

/** The contact form island of /contatti. */
export default formIsland(ContactFormBody);
