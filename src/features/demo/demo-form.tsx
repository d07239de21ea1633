import { useState } from "react";
import { ErrorBoundary } from "../../components/ui/error-boundary.tsx";
import { TextAreaField } from "../../components/ui/field.tsx";
import { Toasts } from "../../components/ui/toast.tsx";
import { RequiredNote } from "../../forms/form-parts.tsx";
import { ConsentAndSubmit, LeadForm } from "../../forms/lead-form.tsx";
import { Email, Name } from "../../forms/lead-fields.tsx";
import { SuccessCard } from "../../forms/success-card.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { demoFieldsSchema, demoMessages } from "./schema.ts";

function DemoFormBody() {
  const [sent, setSent] = useState(false);
  const lead = useLeadForm({
    endpoint: "/api/demo",
    schema: demoFieldsSchema,
    sendFailure: demoMessages.sendFailure,
    onSuccess: () => setSent(true),
  });

  if (sent) return <SuccessCard form="demo" title={demoMessages.successTitle} text={demoMessages.successText} />;

  return (
    <>
      <LeadForm lead={lead} className="space-y-5" aria-labelledby="demo-form-title">
        <h2 id="demo-form-title" className="text-xl font-bold text-slate-900">
          Prenota una demo
        </h2>
        <RequiredNote />
        <Name {...lead.register("name")} />
        <Email {...lead.register("email")} />
        <TextAreaField label="Messaggio" rows={6} {...lead.register("message")} />
        <ConsentAndSubmit lead={lead} name="demo" label="Invia la richiesta" />
      </LeadForm>
      <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />
    </>
  );
}

/** The island of /demo. */
export default function DemoForm() {
  return (
    <ErrorBoundary>
      <DemoFormBody />
    </ErrorBoundary>
  );
}
