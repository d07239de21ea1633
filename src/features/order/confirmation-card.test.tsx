import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmationCard } from "./order-form-parts.tsx";
import { orderMessages } from "./schema.ts";

const card = (notice: string | null, buyerType: "privato" | "pubblico" = "privato") =>
  renderToStaticMarkup(
    <ConfirmationCard
      buyerType={buyerType}
      vatRegime="ordinario"
      number="2026-0007"
      email="info@azienda-esempio.it"
      quote="/api/order/quote?t=x"
      kit="/kit-attivazione"
      notice={notice}
      contractDays={2}
    />,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'");

describe("the order's confirmation card", () => {
  it("tells the customer to open the e-mail we sent, as a rule", () => {
    expect(card(null)).toContain("Ti abbiamo scritto a");
    expect(card(null)).not.toContain(orderMessages.mailboxCapped.slice(0, 40));
  });

  it("says no e-mail was sent when the mailbox was past its daily cap (fresh security read 7, M1)", () => {
    const text = card(orderMessages.mailboxCapped);
    expect(text).toContain("per ora non ti inviamo e-mail");
    expect(text).toContain("Ti ricontattiamo noi");
    expect(text).not.toContain("Ti abbiamo scritto");
    expect(text).not.toContain("apri il link nell");
    expect(text).toContain("Richiesta ricevuta: preventivo n. 2026-0007");
  });

  // DPO re-read of the order: a public body was told to sign and return our contract.
  it("gives a public body its procedure's steps, not a private company's contract", () => {
    const text = card(null, "pubblico").replace(/\s+/g, " ");
    expect(text).not.toContain(
      "Ti inviamo il contratto e l'accordo sul trattamento dei dati personali (art. 28 GDPR) da firmare",
    );
    expect(text).not.toContain("ci restituisci firmati");
    expect(text).not.toContain("Il contratto da firmare ti arriva");
    // Issue 27: the quote does not say what the entity does with it.
    expect(text).not.toContain("l'ente svolge");
    expect(text).toContain(
      "Verifichiamo la richiesta entro 2 giorni lavorativi dalla conferma del tuo indirizzo; il contratto segue la procedura dell'ente.",
    );
    for (const step of [
      "Puoi usare il preventivo nella procedura di acquisto dell'ente.",
      "Il CIG serve prima del contratto e della fattura",
      "Con un ente pubblico il contratto segue la decisione di affidamento dell'ente",
      "la dichiarazione sul conto corrente dedicato (art. 3 L. 136/2010)",
      "A un ente pubblico non chiediamo pagamenti anticipati",
      "il codice univoco ufficio dell'IPA o, per una società che non è nell'IPA, il suo codice destinatario SDI o la sua PEC) e riporta il CIG",
      "scissione dei pagamenti",
    ]) {
      expect(text).toContain(step);
    }
    expect(card(null).replace(/\s+/g, " ")).toContain("ci restituisci firmati il contratto");
  });
});
