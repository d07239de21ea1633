import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "../../components/ui/icon.tsx";
import { Toasts } from "../../components/ui/toast.tsx";
import { nextStepKeys, nextSteps } from "../../config/next-steps.ts";
import { NOT_A_REPORTING_CHANNEL_BRIEF } from "../../forms/not-a-reporting-channel.ts";
import { MarketingCheckbox, RequiredNote } from "../../forms/form-parts.tsx";
import { ConsentAndSubmit, LeadForm } from "../../forms/lead-form.tsx";
import { formIsland } from "../../forms/form-island.tsx";
import { useLeadForm } from "../../forms/use-lead-form.ts";
import { WhitepaperFields } from "./whitepaper-fields.tsx";
import { whitepaperFieldsSchema, whitepaperMessages, whitepaperSuccessToasts } from "./schema.ts";

function WhitepaperDialogBody() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [marketing, setMarketing] = useState(false);
  const [sent, setSent] = useState(false);
  // The page behind a modal dialog is inert and under it: while it is open, its toasts (a refusal,
  // a failure) show inside it, or nobody would see them (buyer read M11); once closed, on the page.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const sync = () => setOpen(node.open);
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(node, { attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, []);
  const lead = useLeadForm({
    endpoint: "/api/whitepaper",
    schema: whitepaperFieldsSchema,
    sendFailure: whitepaperMessages.sendFailure,
    extra: () => ({ marketingConsent: marketing }),
    onSuccess: (_answer, sent) => {
      setMarketing(false);
      setSent(true);
      dialog.current?.close();
      for (const [title, text] of whitepaperSuccessToasts(sent["marketingConsent"] === true)) {
        lead.toast("success", title, text);
      }
    },
  });

  return (
    <>
      {/* Opened, closed and kept modal by src/browser/layout-later.ts, without waiting for React. */}
      <dialog
        ref={dialog}
        data-whitepaper-dialog=""
        aria-labelledby="whitepaper-dialog-title"
        aria-describedby="whitepaper-dialog-description"
        className="wp-dialog m-auto w-[calc(100%-2rem)] max-w-[425px] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl"
      >
        <div className="max-h-[90vh] overflow-y-auto p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="whitepaper-dialog-title" className="text-xl font-bold text-slate-900">
              Scarica il Whitepaper
            </h2>
            <button
              type="button"
              data-dialog-close=""
              className="-mt-1 -mr-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
              <span className="sr-only">Chiudi</span>
            </button>
          </div>
          <p id="whitepaper-dialog-description" className="mt-2 text-sm text-slate-600">
            Compila il modulo per ricevere il whitepaper via e-mail. {NOT_A_REPORTING_CHANNEL_BRIEF}
          </p>
          <LeadForm lead={lead} className="mt-5 space-y-3">
            <RequiredNote />
            <WhitepaperFields field={lead.register} />
            <ConsentAndSubmit lead={lead} name="whitepaper" label="Scarica ora">
              <MarketingCheckbox form="whitepaper" checked={marketing} onChange={setMarketing} />
            </ConsentAndSubmit>
          </LeadForm>
        </div>
        {open && <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />}
      </dialog>
      {/* Under the banner once the PDF is sent (issue 26): plain links, the cheapest next step on /normativa. */}
      {sent && (
        <nav aria-labelledby="whitepaper-next" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6" data-whitepaper-next="">
          <h2 id="whitepaper-next" className="text-xl font-bold text-slate-900">
            Intanto, il prossimo passo
          </h2>
          <ul className="mt-2 space-y-1">
            {nextStepKeys.map((key) => (
              <li key={key}>
                <a className="link" href={nextSteps[key].href}>
                  {nextSteps[key].label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {!open && <Toasts toasts={lead.toasts} onDismiss={lead.dismiss} />}
    </>
  );
}

/** The whitepaper dialog of / and /normativa: its form, hydrated once the dialog is open; /whitepaper has the page's. */
export default formIsland(WhitepaperDialogBody);
