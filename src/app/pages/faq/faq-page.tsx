import { Icon } from "../../../components/ui/icon.tsx";
import { BackLink, PageHeader } from "../../../components/ui/page-header.tsx";
import { faqItems } from "./faq-items.ts";
import { replyWhen } from "../../../config/build-operator-facts.ts";

/**
 * A native accordion: <details> elements sharing a name open one at a time and close again,
 * with no JavaScript.
 */
export function FaqPage() {
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title="Domande Frequenti"
        intro={
          <p>Le risposte alle domande che ci fanno più spesso su obblighi, tempi, anonimato e sul nostro servizio.</p>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {faqItems().map((item) => (
            <details key={item.id} name="faq" id={item.id} className="faq-item group">
              <summary className="flex items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
                <h2 className="text-base">{item.question}</h2>
                <Icon name="plus" className="faq-icon shrink-0 text-brand-700 transition-transform" />
              </summary>
              <div className="space-y-3 px-5 pb-5 text-slate-700">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>

        <section aria-labelledby="faq-contatti-titolo" className="mt-12 rounded-2xl bg-brand-50 p-8 text-center">
          <h2 id="faq-contatti-titolo" className="text-2xl font-bold text-slate-900">
            Non hai trovato la risposta?
          </h2>
          <p className="mt-3 text-slate-700">Scrivici: ti rispondiamo {replyWhen()}, senza impegno.</p>
          <a href="/contatti" className="btn btn-primary mt-6">
            Contattaci
          </a>
        </section>
      </div>
    </>
  );
}
