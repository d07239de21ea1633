import { useState } from "react";
import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../config/retention.ts";
import { Toasts } from "../../components/ui/toast.tsx";
import { MarketingCheckbox } from "../../forms/form-parts.tsx";
import { ConsentAndSubmit, LeadForm } from "../../forms/lead-form.tsx";
import { Email } from "../../forms/lead-fields.tsx";
import { messages } from "../../forms/messages.ts";
import { formIsland } from "../../forms/form-island.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { KIT_FIELDS, parseKitInput, type KitValues } from "./kit-input.ts";
import { kitMailAddressSchema, kitMailMessages } from "./schema.ts";

/**
 * The kit's answers: from its form on the page, or, once the page has drafted the kit and shows the
 * result instead of the form, the answers kit-enhance.ts sent for it.
 */
function kitAnswers(): KitValues {
  const form = document.querySelector<HTMLFormElement>("form[data-kit-form]");
  const sent = document.querySelector<HTMLElement>("[data-kit-slot]")?.dataset["kitAnswers"];
  const data = form ? new FormData(form) : new URLSearchParams(sent ?? "");
  const values: KitValues = {};
  for (const name of KIT_FIELDS) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

function KitMailFormBody({ retentionDays }: KitMailFormProps) {
  const [marketing, setMarketing] = useState(false);
  const lead = useLeadForm({
    endpoint: "/api/kit",
    schema: kitMailAddressSchema,
    sendFailure: kitMailMessages.sendFailure,
    extra: () => ({ ...kitAnswers(), marketingConsent: marketing }),
    onSuccess: () => {
      setMarketing(false);
      lead.toast("success", kitMailMessages.successTitle, kitMailMessages.successText);
    },
  });
  const { submit } = lead;
  // The answers are checked first, with the parser that drafts the kit: a wrong one is pointed
  // out in the kit's form above, where the visitor corrects it.
  const checked = {
    ...lead,
    submit: async (event: Parameters<typeof submit>[0]) => {
      const parsed = parseKitInput(kitAnswers());
      if (!parsed.ok) {
        event.preventDefault();
        lead.toast("error", messages.errorTitle, parsed.notObliged ?? kitMailMessages.answersFirst);
        return;
      }
      await submit(event);
    },
  };

  return (
    <>
      <LeadForm lead={checked} className="space-y-5" aria-labelledby="kit-email-title">
        <h2 id="kit-email-title" className="text-xl font-bold text-slate-900">
          Preferisci riceverlo via e-mail?
        </h2>
        <p className="text-slate-700">
          Ti inviamo lo stesso file ZIP, preparato dalle risposte del modulo qui sopra, dopo che avrai confermato il tuo
          indirizzo: prima ti scriviamo un'e-mail con un link di conferma, valido {CONFIRMATION_TTL_HOURS} ore. Se non
          confermi, cancelliamo la richiesta e le risposte entro {UNCONFIRMED_DELETED_WITHIN_HOURS} ore dalla richiesta;
          se confermi, le conserviamo con il tuo indirizzo e-mail nel database per {retentionDays} giorni. I dettagli,
          anche sulle e-mail della richiesta, sono nella <a href="/privacy-policy#kit-attivazione">Privacy Policy</a>.
        </p>
        <Email {...lead.register("email")} />
        <ConsentAndSubmit lead={lead} name="kit" label="Ricevilo via e-mail">
          <MarketingCheckbox form="kit" checked={marketing} onChange={setMarketing} />
        </ConsentAndSubmit>
      </LeadForm>
      <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />
    </>
  );
}

interface KitMailFormProps {
  /** RETENTION_DAYS: how long the request and its answers stay in the database. */
  retentionDays: number;
}

/** 'Ricevilo via e-mail' on /kit-attivazione: an island beside the kit's plain form. */
export default formIsland(KitMailFormBody);
