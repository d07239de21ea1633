import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SAMPLE_PUBLIC_ENV } from "../../config/fixtures/sample-facts.ts";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { orderConfirmationEmail } from "./emails/order-confirmation.ts";
import { orderNotificationEmail } from "./emails/order-notification.ts";
import { OrderPage } from "./order-page.tsx";
import { computeQuote } from "./quote.ts";
import type { QuoteDocument } from "./quote-data.ts";
import { renderQuotePdf } from "./quote-pdf.ts";

const config = loadSiteConfig(SAMPLE_PUBLIC_ENV);
const TERMS = "https://www.esempio-whistleblowing.it/condizioni-del-servizio";
const DPA = "https://www.esempio-whistleblowing.it/documenti/accordo-trattamento-dati.pdf";

const quote: QuoteDocument = {
  number: "2026-0001",
  createdAt: Date.parse("2026-11-20T10:00:00Z"),
  validUntil: "2026-12-20",
  plan: "small",
  workers: 60,
  customer: {
    buyerType: "privato",
    companyName: "Esempio S.r.l.",
    vatNumber: "12345678903",
    taxCode: null,
    address: { street: "Via Roma 10", postalCode: "20121", city: "Milano", province: "MI" },
    ipaCode: null,
    cig: null,
    sdiCode: null,
    pec: null,
    contactName: "Anna Bianchi",
    email: "anna@esempio.it",
    phone: null,
    notes: null,
  },
  amounts: computeQuote("small", { vatRatePercent: 22, promotionEnd: null, now: new Date("2026-11-20T10:00:00Z") }),
  privacyPolicyVersion: "2026-11-23",
};

describe("links to the terms, the DPA and the trust pages", () => {
  it("the footer links the three pages and the DPA", () => {
    const html = renderToStaticMarkup(<SiteFooter buildYear={2026} />);
    for (const href of [
      "/condizioni-del-servizio",
      "/sicurezza",
      "/accessibilita",
      "/documenti/accordo-trattamento-dati.pdf",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("/ordine states the main terms and links the terms and the DPA", () => {
    const html = renderToStaticMarkup(<OrderPage mainTerms="Durata 12 mesi." />);
    expect(html).toContain("Condizioni principali: Durata 12 mesi.");
    expect(html).toContain('href="/condizioni-del-servizio"');
    expect(html).toContain('href="/documenti/accordo-trattamento-dati.pdf"');
  });

  it("the quote PDF and the order e-mail give both addresses", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "quote-links-"));
    try {
      const file = path.join(dir, "quote.pdf");
      writeFileSync(file, await renderQuotePdf(quote, config));
      const pdf = execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
        /\s+/g,
        "",
      );
      expect(pdf).toContain(TERMS.replace(/\s+/g, ""));
      expect(pdf).toContain(DPA);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const mail = await orderConfirmationEmail(quote, config);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(TERMS);
      expect(body).toContain(DPA);
    }
  });

  it("the operator's notice records the privacy notice as shown beside the button, not as read", async () => {
    const mail = await orderNotificationEmail(quote, config);
    expect(mail.text).toContain("informativa privacy indicata accanto al pulsante di invio, versione del 2026-11-23.");
    expect(mail.text).not.toMatch(/informativa privacy letta/i);
  });

  // Issue 27: a public body signs no contract of ours; the operator is told how it stipulates.
  it("the operator's notice of a public body's order sends no contract to sign", async () => {
    const publicBody = { ...quote, customer: { ...quote.customer, buyerType: "pubblico" as const, ipaCode: "UFABCD" } };
    const text = (await orderNotificationEmail(publicBody, config)).text.replace(/\s+/g, " ");
    expect(text).toContain("nelle forme richieste dalle sue regole sui contratti pubblici");
    expect(text).not.toContain("da firmare");
    expect((await orderNotificationEmail(quote, config)).text.replace(/\s+/g, " ")).toContain(
      "invia il contratto e l'accordo sul trattamento dei dati da firmare",
    );
  });
});
