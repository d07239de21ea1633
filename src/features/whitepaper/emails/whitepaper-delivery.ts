import { createElement as h } from "react";
import { CONFIRMATION_TTL_HOURS } from "../../../config/address-confirmation.ts";
import type { SiteConfig } from "../../../config/load-site-config.ts";
import { operatorIdentity } from "../../../config/operator.ts";
import { policyLine } from "../../../forms/emails/confirmation-email.ts";
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
  /**
   * The link that confirms the marketing consent asked for with the request; null when it was not
   * asked. Nothing else of the request: the address is not confirmed (docs/decisions/0023).
   */
  consentUrl: string | null;
}

/** To the address given: the whitepaper (our PDF) goes along at once, with a fixed greeting. */
export function whitepaperDeliveryEmail(data: WhitepaperDeliveryData, site: SiteConfig): Promise<RenderedEmail> {
  const host = new URL(site.siteUrl).host;
  const layout = {
    preview: "Il whitepaper sul D.Lgs. 24/2023 richiesto dal nostro sito è in allegato",
    title: "Ecco il tuo whitepaper",
    footer: [
      `Ricevi questa e-mail perché questo indirizzo è stato indicato per ricevere il whitepaper sul sito ${host}.`,
      policyLine(site),
      operatorIdentity(site.operator, " · "),
    ],
  };
  const consent =
    data.consentUrl === null
      ? []
      : [
          paragraph(
            `Nel modulo è stata selezionata anche la casella per ricevere per e-mail proposte commerciali sul nostro servizio: il consenso vale solo se lo confermi. Per confermarlo apri questo link entro ${CONFIRMATION_TTL_HOURS} ore:`,
          ),
          paragraph(h("a", { href: data.consentUrl }, data.consentUrl)),
          paragraph("Se non lo confermi, non ti invieremo proposte commerciali."),
          paragraph(
            "Puoi revocare il consenso in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo a questa e-mail.",
          ),
        ];
  return renderEmail(
    "Il tuo whitepaper sul whistleblowing (D.Lgs. 24/2023)",
    h(
      EmailLayout,
      layout,
      paragraph("Buongiorno,"),
      paragraph(
        "ecco il whitepaper richiesto sul D.Lgs. 24/2023. Lo trovi in allegato a questa e-mail, in formato PDF.",
      ),
      paragraph(
        "Nella guida trovi chi è obbligato ad attivare un canale di segnalazione interna, quali tempi rispettare, come tutelare la riservatezza di chi segnala e quali sanzioni prevede la legge.",
      ),
      ...consent,
      paragraph(
        `Se hai una domanda sulla guida, rispondi pure a questa e-mail oppure scrivici da ${site.siteUrl}/contatti. Se non hai chiesto tu il whitepaper, ignora questa e-mail: non ti scriveremo altro.`,
      ),
      paragraph(withLineBreaks(`Buona lettura,\nil team di ${BRAND}`)),
    ),
  );
}
