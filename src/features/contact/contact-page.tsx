import type { ReactNode } from "react";
import { buildSiteConfig } from "../../config/build-site-config.ts";
import { replyWhen } from "../../config/build-operator-facts.ts";
import { FormPageFrame } from "../../forms/form-page-frame.tsx";

/** /contatti. The form itself comes in as children: an island placed by the page. */
export function ContactPage({ children }: { children?: ReactNode }) {
  const { email } = buildSiteConfig().operator;
  const intro = (
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
  );
  return (
    <FormPageFrame title="Whistleblowing: Contattaci" intro={intro}>
      {children}
    </FormPageFrame>
  );
}
