import { createElement as h } from "react";
import type { SiteConfig } from "../../../config/load-site-config.ts";
import { operatorIdentity } from "../../../config/operator.ts";
import { BRAND } from "../../../config/brand.ts";
import {
  EmailLayout,
  paragraph,
  renderEmail,
  withLineBreaks,
  type RenderedEmail,
} from "../../../forms/emails/email-layout.ts";

export const WHITEPAPER_FILENAME = "whitepaper-dlgs-24-2023.pdf";

export interface WhitepaperDeliveryData {
  firstName: string;
}

/** To the visitor who asked for it: the whitepaper goes along as a PDF attachment. */
export function whitepaperDeliveryEmail(data: WhitepaperDeliveryData, site: SiteConfig): Promise<RenderedEmail> {
  const layout = {
    preview: "Il whitepaper sul D.Lgs. 24/2023 che hai richiesto è in allegato",
    title: "Ecco il tuo whitepaper",
    footer: [
      `Ti scriviamo perché hai richiesto il whitepaper dal sito ${site.siteUrl}.`,
      operatorIdentity(site.operator, " · "),
    ],
  };
  return renderEmail(
    "Il tuo whitepaper sul whistleblowing (D.Lgs. 24/2023)",
    h(
      EmailLayout,
      layout,
      paragraph(`Gentile ${data.firstName},`),
      paragraph(
        "grazie per aver richiesto il nostro whitepaper sul D.Lgs. 24/2023. Lo trovi in allegato a questa e-mail, in formato PDF.",
      ),
      paragraph(
        "Nella guida trovi chi è obbligato ad attivare un canale di segnalazione interna, quali tempi rispettare, come tutelare la riservatezza di chi segnala e quali sanzioni prevede la legge.",
      ),
      paragraph(
        `Se hai una domanda sulla guida, rispondi pure a questa e-mail oppure scrivici da ${site.siteUrl}/contatti.`,
      ),
      paragraph(withLineBreaks(`Buona lettura,\nil team di ${BRAND}`)),
    ),
  );
}
