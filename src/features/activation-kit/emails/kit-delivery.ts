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

export interface KitDeliveryData {
  denominazione: string;
  /** The documents' titles, in the ZIP's order. */
  titles: readonly string[];
  retentionDays: number;
}

/** To the visitor who asked for it: the kit goes along as a ZIP of .docx files. */
export function kitDeliveryEmail(data: KitDeliveryData, site: SiteConfig): Promise<RenderedEmail> {
  const layout = {
    preview: `I documenti di attivazione per ${data.denominazione} sono in allegato`,
    title: "Il tuo kit di attivazione",
    footer: [
      `Ti scriviamo perché hai chiesto il kit di attivazione dal sito ${site.siteUrl}.`,
      operatorIdentity(site.operator, " · "),
    ],
  };
  return renderEmail(
    `Kit di attivazione del canale di segnalazione: ${data.denominazione}`,
    h(
      EmailLayout,
      layout,
      paragraph("Buongiorno,"),
      paragraph(
        `in allegato trovi il kit di attivazione preparato per ${data.denominazione}: un file ZIP con i documenti in formato Word (.docx), che puoi aprire e modificare anche con LibreOffice.`,
      ),
      paragraph(withLineBreaks(data.titles.map((title, index) => `${index + 1}. ${title}`).join("\n"))),
      paragraph(
        "Sono bozze da adattare alla tua organizzazione, non una consulenza legale, e da sole non la rendono conforme: completa le parti indicate nei testi e falle verificare da chi ti assiste prima di adottarle. Il canale entra in funzione solo dopo che hai sentito le rappresentanze o le organizzazioni sindacali (art. 4, comma 1, D.Lgs. 24/2023), completato la valutazione d'impatto (DPIA) e adottato la procedura.",
      ),
      paragraph(
        `Conserviamo la richiesta, con le risposte da cui abbiamo preparato i documenti, per ${data.retentionDays} giorni; poi viene cancellata automaticamente. I dettagli sono nella Privacy Policy: ${site.siteUrl}/privacy-policy#kit-attivazione`,
      ),
      paragraph(
        `Se hai una domanda sui documenti, rispondi pure a questa e-mail oppure scrivici da ${site.siteUrl}/contatti.`,
      ),
      paragraph(withLineBreaks(`Buon lavoro,\nil team di ${BRAND}`)),
    ),
  );
}
