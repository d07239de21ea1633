import type { ReactNode } from "react";
import { BackLink, PageHeader } from "../components/ui/page-header.tsx";
import { NOT_A_REPORTING_CHANNEL } from "./not-a-reporting-channel.ts";

/**
 * A form's own page (/contatti, /whitepaper): its header, then, above the form (children), the
 * note that the site's forms are no whistleblowing channel, said in full.
 */
export function FormPageFrame({ title, intro, children }: { title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <>
      <PageHeader back={<BackLink href="/">Torna alla home</BackLink>} title={title} intro={intro} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <p className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800" data-not-a-channel="">
          {NOT_A_REPORTING_CHANNEL}
        </p>
        {children}
      </div>
    </>
  );
}
