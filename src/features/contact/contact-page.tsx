import type { ReactNode } from "react";
import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import { buildSiteConfig } from "../../config/build-site-config.ts";
import { replyWhen } from "../../config/build-operator-facts.ts";
import { NOT_A_REPORTING_CHANNEL } from "../../forms/not-a-reporting-channel.ts";

/** /contatti. The form itself comes in as children: an island placed by the page. */
export function ContactPage({ children }: { children?: ReactNode }) {
  const { email } = buildSiteConfig().operator;
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title="Whistleblowing: Contattaci"
        intro={
          <>
            <p>
              Hai domande sul servizio, sui piani o sugli obblighi del decreto legislativo 10 marzo 2023, n. 24 (D.Lgs.
              24/2023)? Scrivici: ti rispondiamo {replyWhen()}.
            </p>
            <p className="mt-3 text-base">
              Puoi anche scrivere direttamente a{" "}
              <a className="link font-medium" href={`mailto:${email}`}>
                {email}
              </a>
              .
            </p>
          </>
        }
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <p className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800" data-not-a-channel="">
          {NOT_A_REPORTING_CHANNEL}
        </p>
        {children}
      </div>
    </>
  );
}
