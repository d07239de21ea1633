import { createElement as h } from "react";
import { CONFIRMATION_TTL_HOURS } from "../../../config/address-confirmation.ts";
import { BRAND } from "../../../config/brand.ts";
import type { SiteConfig } from "../../../config/load-site-config.ts";
import { operatorIdentity } from "../../../config/operator.ts";
import { MARKETING_PENDING, policyLine } from "../../../forms/emails/confirmation-email.ts";
import {
  EmailLayout,
  paragraph,
  renderEmail,
  withLineBreaks,
  type RenderedEmail,
} from "../../../forms/emails/email-layout.ts";
import { dayWords, slotWords, timeWords } from "../slot-words.ts";

/*
 * The e-mails to the address typed in the booking: the invitation, the reminder, the
 * cancellation. The address has confirmed nothing (docs/decisions/0023), so they carry only our
 * words, the slot, the call link the operator configured and the booking's own links: no name,
 * organisation or anything else the visitor typed, in the body, the Subject or the .ics.
 */

export type VisitorMail = "booked" | "reminder" | "cancelled";

export interface VisitorMailData {
  start: number;
  end: number;
  callLink: string;
  cancelUrl: string;
  /** Who cancelled, for "cancelled". */
  cancelledBy?: "visitatore" | "gestore";
  /** The confirmation link of the marketing consent, when the box was ticked (booked only). */
  marketingUrl?: string | null;
}

/** What the visitor prepares, on the page and in the e-mails. */
export const WHAT_TO_PREPARE = [
  "se la tua organizzazione è un ente del settore pubblico (comprese le società a controllo pubblico e in house, gli enti pubblici economici e i concessionari di pubblico servizio) o un soggetto privato, e quanti lavoratori ha in media;",
  "chi riceverà e gestirà le segnalazioni (una persona, un ufficio o un soggetto esterno; negli enti tenuti a nominarlo, l'RPCT);",
  "le domande per cui vuoi una risposta: la piattaforma, l'attivazione, il contratto, i costi.",
];

export const PREPARE_NOTE =
  "Durante la chiamata non mostrarci segnalazioni reali né dati di persone: ti facciamo vedere la piattaforma con dati di prova.";

function minutesOf(data: VisitorMailData): number {
  return Math.round((data.end - data.start) / 60_000);
}

export function visitorEmail(mail: VisitorMail, data: VisitorMailData, site: SiteConfig): Promise<RenderedEmail> {
  const host = new URL(site.siteUrl).host;
  const when = slotWords(data.start, data.end);
  const short = `${dayWords(data.start)} alle ${timeWords(data.start)}`;
  const footer = [`Messaggio automatico del sito ${host}.`, policyLine(site), operatorIdentity(site.operator, " · ")];
  const bookAgain = `Se vuoi, puoi scegliere un altro orario su ${site.siteUrl}/demo.`;
  const cancelLine = `Se non puoi più partecipare, o se la prenotazione non l'hai fatta tu, annullala da questo link (vale fino all'inizio della demo; per spostarla, annullala e scegli un altro orario):`;

  if (mail === "cancelled") {
    const byWhom =
      data.cancelledBy === "gestore"
        ? "è stata annullata da chi gestisce il servizio, che se ne scusa"
        : "è stata annullata con il link dell'e-mail di conferma";
    return renderEmail(
      `Demo annullata: ${short}`,
      h(
        EmailLayout,
        { preview: `La demo di ${short} è annullata`, title: "Demo annullata", footer },
        paragraph("Buongiorno,"),
        paragraph(
          `la demo di ${BRAND} prenotata con questo indirizzo per ${when} ${byWhom}. L'orario è di nuovo libero.`,
        ),
        paragraph(`In allegato l'annullamento per il calendario. ${bookAgain}`),
        paragraph(withLineBreaks(`Cordiali saluti,\nil team di ${BRAND}`)),
      ),
    );
  }

  const reminder = mail === "reminder";
  return renderEmail(
    reminder ? `Promemoria: demo ${short}` : `Demo prenotata: ${short}`,
    h(
      EmailLayout,
      {
        preview: reminder ? `Domani la demo di ${BRAND}` : `La tua demo di ${BRAND}: ${short}`,
        title: reminder ? "Promemoria della demo" : "Demo prenotata",
        footer,
      },
      paragraph("Buongiorno,"),
      paragraph(
        reminder
          ? `ti ricordiamo la demo di ${BRAND} prenotata con questo indirizzo: una videochiamata di ${minutesOf(data)} minuti con chi gestisce il servizio.`
          : `ricevi questa e-mail perché con questo indirizzo è stata prenotata sul sito ${host} una demo di ${BRAND}: una videochiamata di ${minutesOf(data)} minuti con chi gestisce il servizio.`,
      ),
      paragraph(h("strong", null, `Quando: ${when}.`)),
      paragraph(`Per collegarti, all'ora indicata apri questo link:`),
      paragraph(h("a", { href: data.callLink }, data.callLink)),
      ...(reminder ? [] : [paragraph("In allegato trovi l'invito da aggiungere al tuo calendario.")]),
      paragraph("Per sfruttare al meglio il tempo, tieni a portata di mano:"),
      h("ul", null, ...WHAT_TO_PREPARE.map((item, index) => h("li", { key: index }, item))),
      paragraph(PREPARE_NOTE),
      paragraph(cancelLine),
      paragraph(h("a", { href: data.cancelUrl }, data.cancelUrl)),
      ...(reminder
        ? []
        : [
            paragraph(
              "Il giorno prima ti mandiamo un promemoria; per il resto ti scriviamo solo se la demo viene annullata o, se lo confermi, per le proposte commerciali.",
            ),
          ]),
      ...(data.marketingUrl
        ? [
            paragraph(
              `${MARKETING_PENDING} Per confermarlo apri questo link entro ${CONFIRMATION_TTL_HOURS} ore; se non lo apri, non ti inviamo proposte commerciali.`,
            ),
            paragraph(h("a", { href: data.marketingUrl }, data.marketingUrl)),
          ]
        : []),
      paragraph(withLineBreaks(`A presto,\nil team di ${BRAND}`)),
    ),
  );
}
