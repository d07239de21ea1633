import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { service } from "../../config/service.ts";
import { BuyerChoice } from "./order-form-parts.tsx";
import { ORDER_INTRO, OrderPage, PAYMENT_IN_SHORT } from "./order-page.tsx";
import { PUBLIC_CONTRACT_SENTENCE, quoteTermsSentence } from "./quote-data.ts";

const text = renderToStaticMarkup(<OrderPage />)
  .replace(/<[^>]+>/g, " ")
  .replace(/&#x27;/g, "'")
  .replace(/\s+/g, " ");

describe("/ordine: what art. 12 D.Lgs. 70/2003 asks before an order is sent", () => {
  it("names the steps, the correction of errors and the language", () => {
    expect(text).toContain("Fino all'invio puoi correggere i dati nel modulo");
    expect(text).toContain("dal link che ti inviamo per e-mail, ricevi il nostro preventivo numerato, in PDF");
    expect(text).not.toContain("link che ti scriviamo");
    expect(text).toContain("Preventivo e contratto sono in italiano");
  });

  it("says how the signed contract is kept and reached, and that no code of conduct applies", () => {
    expect(text).toContain("Conserviamo il contratto firmato e te ne inviamo una copia");
    expect(text).toContain("Non aderiamo a codici di condotta");
  });

  it("leaves duration and terms to the contract, with no figure of its own (DPO read, 25-26)", () => {
    const withTerms = renderToStaticMarkup(<OrderPage mainTerms="Contratto di 12 mesi." />).replace(/<[^>]+>/g, " ");
    for (const page of [text, withTerms.replace(/\s+/g, " ")]) {
      expect(page).toContain(
        "Durata, rinnovo, disdetta e termini di pagamento sono indicati nel contratto, che ricevi prima di firmare.",
      );
      expect(page).not.toContain("Paghi solo dopo la firma");
      expect(page).not.toContain("dall'attivazione");
      expect(page).not.toContain("dall&#x27;attivazione");
    }
  });

  // Issue 26: no page gave the whole timeline of a purchase.
  it("gives the whole timeline, each figure from its config: quote, contract, payment, platform ready", () => {
    const steps = (days: number | null) =>
      [...renderToStaticMarkup(<OrderPage contractDays={days} />).matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) =>
        (match[1] ?? "")
          .replace(/<[^>]+>/g, "")
          .replace(/&#x27;/g, "'")
          .replace(/\s+/g, " "),
      );
    const [, quote, contract, payment, ready] = steps(3);
    expect(quote).toContain("scarichi subito il preventivo");
    expect(contract).toMatch(
      /^Verifichiamo i dati e, entro 3 giorni lavorativi dalla conferma del tuo indirizzo, se sei un'organizzazione privata ti inviamo da firmare il contratto/,
    );
    // Issue 27: a public body reads how its contract is stipulated, not that it signs ours.
    expect(contract).toContain(PUBLIC_CONTRACT_SENTENCE);
    // «ti inviamo da firmare» once, for a private buyer only (the regex above).
    expect(contract?.match(/ti inviamo da firmare/g)).toHaveLength(1);
    expect(payment).toBe(PAYMENT_IN_SHORT);
    expect(ready).toBe(service.activation.sentence);
    expect(steps(1)[2]).toContain("entro 1 giorno lavorativo dalla conferma");
    expect(steps(null)[2]).toMatch(
      /^Verifichiamo i dati e se sei un'organizzazione privata ti inviamo da firmare il contratto/,
    );
  });

  // B4: the page asked an advance payment of public bodies too.
  it("never asks a public body to pay in advance", () => {
    expect(text).toContain(PAYMENT_IN_SHORT);
    expect(PAYMENT_IN_SHORT).toContain("a un ente pubblico non chiediamo pagamenti anticipati");
  });

  // B5: the CIG is needed before the contract and the invoice, and may come later.
  it("says when the CIG is needed", () => {
    expect(text).toContain(
      "il CIG, se l'hai già: serve prima del contratto e della fattura, e puoi comunicarcelo anche dopo",
    );
  });

  it("takes the whole public sector on this form once the service is qualified by ACN (art. 2 c.1 lett. p)", () => {
    const qualified = renderToStaticMarkup(<OrderPage acnQualified />).replace(/&#x27;/g, "'");
    expect(qualified).toContain("comprese le società a controllo pubblico e in house, ordinano con questo modulo");
    expect(qualified).not.toContain("non è qualificato");
    expect(text).not.toContain("non usano questo modulo");
  });

  // Buyer read H1: without the qualification a public administration cannot buy (legal-facts.md, 'Cloud qualification').
  it("says a public administration cannot buy while the service is not qualified by ACN", () => {
    expect(text).toContain("Gli enti del settore pubblico che possono acquistarlo ordinano con questo modulo:");
  });

  it("puts one sentence before the form and the rest in a closed 'Come funziona l'ordine'", () => {
    const html = renderToStaticMarkup(<OrderPage />);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Come funziona l&#x27;ordine<\/summary>/);
    expect(html).not.toMatch(/<details[^>]* open/);
    const intro = html.slice(html.indexOf("<h1"), html.indexOf("<details"));
    expect(intro.replace(/<[^>]+>/g, "")).toContain(ORDER_INTRO);
    expect(intro.replace(/<[^>]+>/g, "").length).toBeLessThan(ORDER_INTRO.length + 30);
    for (const href of ["/condizioni-del-servizio", "/documenti/accordo-trattamento-dati.pdf"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});

describe("/ordine: «Chi ordina» and the ACN qualification (buyer walk 2026-11-29, H1)", () => {
  const help = (acnQualified: boolean) =>
    renderToStaticMarkup(
      <BuyerChoice initial="pubblico" error={undefined} acnQualified={acnQualified} onChoose={() => undefined} />,
    ).replace(/&#x27;/g, "'");

  it("says a public administration cannot order while the facts declare no qualification", () => {
    expect(help(false)).toContain(
      "Oggi il servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN): una pubblica amministrazione non può ordinarlo; se ordini per un altro soggetto del settore pubblico, verifica prima se il vincolo lo riguarda.",
    );
  });

  it("says nothing of it once the service is qualified", () => {
    expect(help(true)).not.toContain("qualificato");
  });
});

describe("a public body's quote and the ACN qualification (buyer walk 2026-11-29, H2)", () => {
  it("says in the quote's terms that a public administration cannot buy while not qualified", () => {
    expect(quoteTermsSentence("2030-01-31", false, "pubblico", false)).toContain(
      "Alla data di questo preventivo il servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN), quindi una pubblica amministrazione non può acquistarlo",
    );
    expect(quoteTermsSentence("2030-01-31", false, "pubblico", true)).not.toContain("qualificato");
    expect(quoteTermsSentence("2030-01-31", false, "privato", false)).not.toContain("qualificato");
  });
});
