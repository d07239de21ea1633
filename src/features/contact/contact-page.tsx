import type { ReactNode } from "react";
import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import { site } from "../../config/site.ts";

/** /contatti. The form itself comes in as children: an island placed by the page. */
export function ContactPage({ children }: { children?: ReactNode }) {
  const { email } = site.operator;
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title="Whistleblowing: Contattaci"
        intro={
          <>
            <p>
              Hai domande sul servizio, sui piani o sugli obblighi del D.Lgs. 24/2023? Scrivici: ti rispondiamo al più
              presto.
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
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">{children}</div>
    </>
  );
}
