import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withVatNotes } from "./article-service.ts";
import { platformClaimProblems, SERVICE_PLACEHOLDER, VAT_PLACEHOLDER } from "./platform-claims-check.ts";

const dir = path.resolve("src/content/blog");
const articles = readdirSync(dir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ slug: name.replace(/\.md$/, ""), text: readFileSync(path.join(dir, name), "utf8") }));

describe("platform features claimed by the articles", () => {
  it("come only from the facts file, through the placeholder", () => {
    expect(platformClaimProblems(articles)).toEqual([]);
  });

  // DPO read 2026-11-28 A4: "pronta entro 24 ore lavorative dal contratto" in 16 articles counted
  // the hours from the wrong moment. When the platform is ready is said once, in
  // service.activation, on /funzionalita and the home page; an article points there.
  it("never state when the platform is ready, which service.activation says once", () => {
    const stating = articles.filter(({ text }) => /ore lavorative|pront[ao] entro/i.test(text)).map(({ slug }) => slug);
    expect(stating).toEqual([]);
  });

  it.each([
    "Segnalazioni cifrate, anonimato facoltativo, nessun indirizzo IP registrato.",
    "Con la nostra piattaforma gli indirizzi IP non vengono registrati.",
    "La piattaforma non registra gli indirizzi IP di chi segnala.",
    "L'anonimato è possibile anche tramite la rete Tor.",
    "La piattaforma ricorda ai gestori le scadenze.",
    "Le segnalazioni vengono cancellate alla scadenza: cancellazione automatica.",
    "I server sono nell'Unione europea.",
    "Conservazione dei dati limitata nel tempo, come prevede l'art. 14.",
    "Programma la cancellazione nella piattaforma, così che non dipenda dalla memoria di qualcuno.",
    "Le regole vanno applicate automaticamente dallo strumento.",
    "Il supporto è dedicato 24/7 nel piano Enterprise.",
    "Una piattaforma pronta all'uso, in hosting e basata su un software open source per le segnalazioni.",
  ])("stop the build when written by hand: %s", (text) => {
    expect(platformClaimProblems([{ slug: "x", text }])).not.toEqual([]);
  });

  it("leave the placeholder, advice about any platform and absences alone", () => {
    const text = [
      SERVICE_PLACEHOLDER,
      "Una piattaforma che non registra gli indirizzi IP deve garantirlo lungo tutta la catena.",
      "Chiedi al fornitore se vengono registrati gli indirizzi IP dei segnalanti.",
      "Un promemoria non sostituisce la responsabilità del gestore.",
      "Molte organizzazioni valutano di installare un software open source sui propri server.",
      "Il software è verificabile, per esempio perché open source?",
    ].join("\n\n");
    expect(platformClaimProblems([{ slug: "x", text }])).toEqual([]);
  });

  // DPO read C: «IVA esclusa» by hand is wrong for an operator in the regime forfettario, and a
  // price typed into a guide goes stale when plans.ts changes.
  it.each([
    "Small Business costa 240 €/anno, IVA esclusa.",
    "Prezzi più IVA.",
    "Il piano costa 290 €/anno.",
    "Medium Business a 390 euro/anno.",
    "più 200 euro di attivazione",
  ])("refuse a hand-written VAT note or a price no plan has: %s", (text) => {
    expect(platformClaimProblems([{ slug: "x", text }])).not.toEqual([]);
  });

  it("take the plans' prices with the VAT placeholder, filled by the operator's regime", () => {
    const text = `Small Business a 240 €/anno, Medium Business a 360 euro all'anno, più 150 € di attivazione, prezzi ${VAT_PLACEHOLDER}.`;
    expect(platformClaimProblems([{ slug: "x", text }])).toEqual([]);
    expect(withVatNotes(`<p>${text}</p>`, "ordinario")).toContain("prezzi IVA esclusa.");
    expect(withVatNotes(`<p>${text}</p>`, "forfettario")).toContain(
      "prezzi senza IVA (regime forfettario), più 2 € di imposta di bollo sulle fatture oltre 77,47 €.",
    );
  });
});
