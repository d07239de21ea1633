import { renderToStaticMarkup } from "react-dom/server";
import { buildOperatorFacts } from "../../config/build-operator-facts.ts";
import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE } from "../../config/fixtures/sample-facts.ts";
import { loadOperatorFacts } from "../../config/operator-facts.ts";
import { supportByPlan, supportLine } from "../../config/service-copy.ts";
import { readableText as text } from "../../lib/html-text.ts";
import { PricingSection } from "./pricing-section.tsx";

const LAST_DAY = "2030-01-31";

/** One plan card's HTML, and its text as a screen reader reads it (hidden elements left out). */
function card(html: string, slug: string): { html: string; spoken: string } {
  const match = new RegExp(`<article[^>]*data-plan="${slug}"[^>]*>([\\s\\S]*?)</article>`).exec(html);
  const inner = match?.[1] ?? "";
  const spoken = inner
    .replace(/<p[^>]*\shidden=""[^>]*>[\s\S]*?<\/p>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
  return { html: inner, spoken };
}

function render(promotionEnd: string | null, now: string): string {
  return renderToStaticMarkup(<PricingSection now={new Date(now)} promotionEnd={promotionEnd} />);
}

describe("the plan cards' activation price", () => {
  it("while a promotion runs: 0 €, the normal 150 € struck through, and the end date", () => {
    const html = render(LAST_DAY, "2030-01-10T10:00:00Z");
    for (const slug of ["small-business", "medium-business"]) {
      const small = card(html, slug);
      expect(small.spoken).toContain("Attivazione una tantum: 0 € invece di 150 € (IVA esclusa)");
      expect(small.spoken).toContain("Attivazione gratuita per le richieste d'ordine inviate entro il 31 gennaio 2030");
      expect(small.html).toContain("<s>150\u00a0€</s>");
      expect(small.html).toContain('<span class="sr-only">invece di </span>');
      // Built in hidden, for the layout script to show once the date passes before a rebuild.
      expect(small.html).toMatch(
        /<p class="[^"]*" data-promo-fallback="2030-01-31T23:59:59\+01:00" hidden="">Attivazione una tantum: 150\u00a0€ \(IVA esclusa\)<\/p>/,
      );
      expect(small.spoken).not.toContain("Attivazione una tantum: 150 €");
    }
    expect(card(html, "enterprise").spoken).not.toMatch(/Attivazione una tantum|Attivazione gratuita/);
  });

  it.each([
    ["no promotion is configured", null, "2030-01-10T10:00:00Z"],
    ["the promotion has ended", LAST_DAY, "2030-02-01T00:00:00+01:00"],
  ])("when %s: only the normal 150 €", (_, promotionEnd, now) => {
    const html = render(promotionEnd, now);
    const small = card(html, "small-business");
    expect(small.spoken).toContain("Attivazione una tantum: 150 € (IVA esclusa)");
    expect(small.spoken).not.toMatch(/\b0\s€|invece di|Attivazione gratuita/);
    expect(html).not.toMatch(/<s>|data-promo-end|data-promo-fallback|hidden=""/);
  });
});

describe("what «Inizia Ora» leads to (issue 26)", () => {
  it("says under the button of each plan ordered online that it gives a quote, paid only after the contract", () => {
    const html = render(null, "2029-06-01T10:00:00Z");
    for (const slug of ["small-business", "medium-business"]) {
      expect(card(html, slug).spoken).toMatch(/Inizia Ora\s*Preventivo subito, paghi solo dopo il contratto\.\s*$/);
    }
    expect(card(html, "enterprise").spoken).not.toContain("Preventivo subito");
  });
});

describe("who each card is for", () => {
  // OQ-4: a comune of 12 reads the cards by workers; its route is said under them.
  it("sends public bodies, in-house and controlled companies of any size to their route", () => {
    const html = render(null, "2030-01-10T10:00:00Z");
    // Not qualified by ACN (the sample facts): no invitation to a comune (buyer walk H3).
    expect(html.replace(/&#x27;/g, "'")).toContain(
      "Una pubblica amministrazione può acquistare solo servizi cloud qualificati dall'Agenzia per la cybersicurezza nazionale (ACN), e oggi il nostro non lo è; gli altri soggetti del settore pubblico devono verificare se il vincolo si applica anche a loro:",
    );
    // F26 (UX walk): styled as a link, or the RPCT reading the prices does not see it.
    expect(html).toContain('<a class="link" href="/enti-pubblici#acquisto-titolo">ecco i dettagli</a>');
  });

  it("sends public bodies of any size to their route once the service is qualified by ACN", () => {
    const facts = buildOperatorFacts();
    const qualified = {
      ...facts,
      publicProcurement: {
        mepa: false,
        acnQualification: { level: "QC1" as const, grantedOn: "2026-09-15", validUntil: "2029-09-14" },
      },
    };
    const html = renderToStaticMarkup(
      <PricingSection now={new Date("2030-01-10T10:00:00Z")} promotionEnd={null} facts={qualified} />,
    );
    // Controlled companies follow the procurement rules only when they are bound by them (DPO read, B4).
    expect(html).toContain(
      "Gli enti pubblici di qualunque dimensione e, quando vi sono tenute, le società in house e a controllo pubblico",
    );
    expect(html).toContain('<a class="link" href="/enti-pubblici">ecco come</a>');
  });

  const html = render(null, "2030-01-10T10:00:00Z");

  it("Small Business keeps the spec's line and adds obliged entities under 50 workers", () => {
    const small = card(html, "small-business").spoken;
    expect(small).toContain("Da 50 a 99 lavoratori");
    expect(small).not.toContain("dipendenti");
    expect(small).toContain(
      "Anche per gli enti obbligati con meno di 50 lavoratori (enti del settore pubblico; soggetti privati che adottano un Modello 231 o rientrano negli atti UE",
    );
    expect(small).toContain("Piattaforma pronta entro 24 ore lavorative");
  });

  it("Enterprise's activation is agreed in its offer, not promised in 24 hours", () => {
    const enterprise = card(html, "enterprise").spoken;
    expect(enterprise).toContain("Tempi di attivazione concordati nel preventivo");
    expect(enterprise).not.toMatch(/24 ore/);
  });
});

describe("plan cards' support", () => {
  it("says what each support line means, from the facts", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    const hours = "dal lunedì al venerdì, dalle 9 alle 18";
    expect(supportLine("small-business", facts)).toBe(
      `Supporto via e-mail: ${hours}, risposta entro 2 giorni lavorativi`,
    );
    // DPO re-read B1: the terms' hours, never 24/7 from a one-person operator.
    expect(supportLine("enterprise", facts)).toBe(
      `Supporto dedicato: telefono ed e-mail, ${hours}, risposta entro 4 ore lavorative`,
    );
    expect(supportLine("enterprise", {})).toBe("Supporto dedicato");
    expect(supportByPlan(facts)[0]).toBe(
      `Small Business: supporto via e-mail, ${hours}, risposta entro 2 giorni lavorativi`,
    );
    expect(supportByPlan()[2]).toBe("Enterprise: supporto dedicato");
    const cards = text(renderToStaticMarkup(<PricingSection now={new Date()} promotionEnd={null} facts={facts} />));
    expect(cards).toContain(`Supporto prioritario via e-mail: ${hours}, risposta entro 1 giorno lavorativo`);
    expect(cards).toContain("Supporto dedicato: telefono ed e-mail");
    expect(cards).not.toContain("24/7");
  });
});
