import type { RenderedEmail } from "../../../forms/emails/email-layout.ts";
import { operatorNotificationEmail } from "../../../forms/emails/operator-notification.ts";
import { DEMO_RETENTION_AFTER_CALL_DAYS } from "../demo-retention.ts";
import { dayWords, slotWords, timeWords } from "../slot-words.ts";

export interface DemoNotificationData {
  slot_start: number;
  slot_end: number;
  name: string;
  organisation: string;
  email: string;
  phone: string | null;
  workers: number | null;
  call_link: string;
  marketing_consent: number;
  created_at: number;
  cancelled_at: number | null;
  cancelled_by: string | null;
}

/**
 * To the operator: a demo was booked (with the visitor's answers and the same invitation), or
 * cancelled. The operator's own mailbox: the answers reach no third party (docs/decisions/0023).
 */
export function demoNotificationEmail(
  data: DemoNotificationData,
  kind: "booked" | "cancelled",
  retentionDays: number,
): Promise<RenderedEmail> {
  const short = `${dayWords(data.slot_start)} alle ${timeWords(data.slot_start)}`;
  const cancelled = kind === "cancelled";
  const byWhom = data.cancelled_by === "gestore" ? "da te, con npm run ops" : "dal visitatore, con il link";
  return operatorNotificationEmail({
    subject: `${cancelled ? "Demo annullata" : "Demo prenotata"}: ${short}, ${data.organisation}`,
    preview: `${data.name} (${data.organisation}), ${short}`,
    title: cancelled ? "Demo annullata" : "Nuova demo prenotata",
    intro: cancelled
      ? `La demo è stata annullata ${byWhom}: l'orario è di nuovo libero sul sito. In allegato l'annullamento per il calendario.`
      : "Una demo è stata prenotata dalla pagina /demo del sito. In allegato l'invito per il calendario, lo stesso che ha ricevuto il visitatore.",
    fields: [
      { label: "Quando", value: slotWords(data.slot_start, data.slot_end) },
      { label: "Nome", value: data.name },
      { label: "Organizzazione", value: data.organisation },
      { label: "Email", value: data.email },
      { label: "Telefono", value: data.phone ?? "non indicato" },
      { label: "Lavoratori", value: data.workers === null ? "non indicato" : String(data.workers) },
      { label: "Link della chiamata", value: data.call_link },
      {
        label: "Proposte commerciali",
        value:
          data.marketing_consent === 1
            ? "consenso chiesto nel modulo: vale solo dopo la conferma dal link che ha ricevuto"
            : "nessun consenso",
      },
    ],
    ...(cancelled
      ? {}
      : {
          closing: `Rispondi a questa e-mail per scrivere direttamente a ${data.name}, solo su questa demo: l'informativa non prevede altri contatti senza il consenso commerciale confermato.`,
        }),
    receivedAt: data.created_at,
    retentionDays,
    // Kept from the call, not from receipt (demo.server.ts keptAfter): DPO review C2.
    deletion: `La prenotazione viene cancellata automaticamente dal server ${DEMO_RETENTION_AFTER_CALL_DAYS} giorni dopo la data della demo.`,
  });
}
