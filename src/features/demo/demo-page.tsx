import type { ReactNode } from "react";
import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import { NOT_A_REPORTING_CHANNEL } from "../../forms/not-a-reporting-channel.ts";

/** /demo. The form itself comes in as children: an island placed by the route. */
export function DemoPage({ children }: { children?: ReactNode }) {
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title="Prenota una demo"
        intro={<p>Compila il modulo: ti rispondiamo al più presto.</p>}
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
