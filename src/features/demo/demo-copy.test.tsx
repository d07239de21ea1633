import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { loadOperatorFacts } from "../../config/operator-facts.ts";
import { SAMPLE_FACTS_FILE } from "../../config/fixtures/sample-facts.ts";
import { readableText } from "../../lib/html-text.ts";
import {
  OPEN_BOOKINGS_PER_48,
  OPEN_BOOKINGS_PER_56,
  OPEN_BOOKINGS_PER_CLIENT,
  STORED_KEY_CHARS,
} from "./demo-bookings.server.ts";
import { DemoPrivacySection } from "./demo-privacy-section.tsx";
import { demoNotificationEmail } from "./emails/demo-notification.ts";
import { visitorEmail, WHAT_TO_PREPARE } from "./emails/demo-visitor.ts";

// The demo's words a DPO read (dpo-demo-report.md): the notice, the e-mails, "Cosa preparare".
const config = loadSiteConfig({});
const section = () => readableText(renderToStaticMarkup(<DemoPrivacySection config={config} facts={{}} />));
const start = Date.UTC(2026, 11, 1, 9);
const row = {
  slot_start: start,
  slot_end: start + 30 * 60_000,
  name: "Maria Rossi",
  organisation: "Comune di Esempio",
  email: "maria@esempio.it",
  phone: null,
  workers: null,
  call_link: "https://meet.esempio.it/demo-1",
  marketing_consent: 0,
  created_at: start - 10 * 86_400_000,
  cancelled_at: null,
  cancelled_by: null,
};

describe("the demo's copy", () => {
  it("keeps the space before the purge's minutes (C1)", () => {
    expect(section()).toMatch(/al più tardi \d+ minuti dopo/);
  });

  it("says the caps per network and that a booking keeps 3 characters of each hash (ninth security read, L3)", () => {
    // The words must change with the numbers.
    expect([OPEN_BOOKINGS_PER_CLIENT, OPEN_BOOKINGS_PER_56, OPEN_BOOKINGS_PER_48, STORED_KEY_CHARS]).toEqual([
      2, 4, 8, 3,
    ]);
    expect(section()).toContain("ogni indirizzo IPv4 o rete IPv6 /64 al massimo due; i blocchi IPv6 più ampi");
    expect(section()).toContain("al massimo quattro (/56) e otto (/48)");
    expect(section()).toContain("i primi tre caratteri dell'impronta");
    // Pseudonymous, not anonymous (DPO re-read C1).
    expect(section()).toContain("restano un dato personale pseudonimizzato");
  });

  it("names the RPCT among who manages the reports (C9)", () => {
    expect(WHAT_TO_PREPARE.join(" ")).toContain("negli enti tenuti a nominarlo, l'RPCT");
  });

  it("tells the operator the booking is deleted 30 days after the call, not after receipt (C2)", async () => {
    for (const kind of ["booked", "cancelled"] as const) {
      const { text } = await demoNotificationEmail(row, kind, 7);
      expect(text).toContain(
        "La prenotazione viene cancellata automaticamente dal server 30 giorni dopo la data della demo.",
      );
      expect(text).not.toContain("dopo 7 giorni");
    }
  });

  it("states no follow-up the invitation denies, and the invitation promises none (B1)", async () => {
    expect(section()).not.toContain("ricontattare");
    expect(section()).toContain("Non la usiamo per ricontattarti di nostra iniziativa");
    const mail = await visitorEmail(
      "booked",
      {
        start,
        end: start + 30 * 60_000,
        callLink: row.call_link,
        cancelUrl: "https://x.it/demo/annulla",
        marketingUrl: null,
      },
      config,
    );
    // «nient'altro» was contradicted by the cancellation and the opt-in (DPO re-read C4).
    expect(mail.text).toContain(
      "Il giorno prima ti mandiamo un promemoria; per il resto ti scriviamo solo se la demo viene annullata o, se lo confermi, per le proposte commerciali.",
    );
  });

  it("names the call's service, its role and country, and says the call is not recorded (A1)", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    const text = readableText(renderToStaticMarkup(<DemoPrivacySection config={config} facts={facts} />));
    expect(text).toContain(
      "La videochiamata si svolge su Videochiamate Esempio S.r.l. (Italia), che per la videochiamata tratta per nostro conto, come responsabile del trattamento (art. 28 GDPR), l'indirizzo IP, il nome che indichi collegandoti, l'audio e il video. Conserva i dati di collegamento (indirizzo IP, nome indicato, orari) per 30 giorni; l'audio e il video non vengono conservati. Non registriamo la videochiamata.",
    );
    expect(text).not.toContain("secondo la propria informativa");
    const demo = facts.demo;
    if (!demo) throw new Error("the sample facts take demo bookings");
    const abroad = {
      ...facts,
      demo: {
        ...demo,
        callProvider: {
          name: "8x8 Inc.",
          country: "Stati Uniti",
          role: "titolare autonomo" as const,
          recorded: false as const,
          transferSafeguard: "la decisione di adeguatezza UE-USA (Data Privacy Framework)",
        },
      },
    };
    expect(readableText(renderToStaticMarkup(<DemoPrivacySection config={config} facts={abroad} />))).toContain(
      "come titolare autonomo del trattamento, secondo la propria informativa. Il trasferimento dei dati fuori dallo Spazio economico europeo avviene sulla base di la decisione di adeguatezza UE-USA (Data Privacy Framework).",
    );
  });

  it("states how long the operator's mailbox and calendar keep the booking (B3)", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    const text = readableText(renderToStaticMarkup(<DemoPrivacySection config={config} facts={facts} />));
    expect(text).toContain(
      // The notices go from the mailbox with the booking, 30 days after the call (DPO re-read B7).
      `li cancelliamo dalla nostra casella entro 30 giorni dalla data della demo, come la prenotazione; la corrispondenza che ci scrivi tu resta per ${config.privacy.mailboxRetentionMonths} mesi dalla ricezione; l'appuntamento nel nostro calendario (Calendario Esempio S.p.A., Italia), che riporta il tuo nome e il tuo indirizzo e-mail, lo cancelliamo entro 30 giorni dalla demo.`,
    );
  });
});
