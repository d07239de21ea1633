import type { ReactNode } from "react";
import { FormPageFrame } from "../../forms/form-page-frame.tsx";
import { WHITEPAPER_SUMMARY } from "./whitepaper-banner.tsx";

/** /whitepaper (docs/decisions/0046). The form itself comes in as children: an island placed by the page. */
export function WhitepaperPage({ children }: { children?: ReactNode }) {
  const intro = (
    <>
      <p>
        Il whitepaper gratuito spiega in pratica il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023).{" "}
        {WHITEPAPER_SUMMARY}
      </p>
      <p className="mt-3 text-base">Compila il modulo: ti inviamo il PDF all'indirizzo e-mail che indichi.</p>
    </>
  );
  return (
    <FormPageFrame title="Scarica il whitepaper sul D.Lgs. 24/2023" intro={intro}>
      {children}
    </FormPageFrame>
  );
}
