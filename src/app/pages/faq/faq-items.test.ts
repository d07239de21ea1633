import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE } from "../../../config/fixtures/sample-facts.ts";
import { loadOperatorFacts } from "../../../config/operator-facts.ts";
import { platformClaims } from "../../../config/service.ts";
import { faqItems } from "./faq-items.ts";

const answer = (id: string) =>
  faqItems()
    .find((item) => item.id === id)
    ?.answer.join(" ") ?? "";

describe("FAQ answers", () => {
  // CE-4: an anonymous reporter later identified is protected under the conditions of art. 16.
  it("answers on anonymous reports with art. 16, comma 4", () => {
    expect(answer("anonimato")).toContain(
      "le tutele del decreto si applicano alle condizioni dell'art. 16 (art. 16, comma 4)",
    );
  });

  // CO-2: one sentence on when the channel goes live, the DPIA included, not two.
  it("says once when the channel goes live", () => {
    const text = faqItems()
      .flatMap((item) => item.answer)
      .join(" ");
    expect(text.match(/entra in (?:funzione|esercizio)/g)).toHaveLength(1);
  });
});

const sampleClaims = platformClaims(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }));
const sampleAnswer = (id: string, items = faqItems(sampleClaims)) =>
  items.find((item) => item.id === id)?.answer.join(" ") ?? "";

// DPO re-read B4: the anonymity answer states the limits the facts declare.
describe("the FAQ on anonymity", () => {
  it("states the limits from the facts", () => {
    expect(sampleAnswer("anonimato")).toContain(
      "Limiti dell'anonimato: la piattaforma non rimuove i metadati degli allegati; la rete del fornitore di hosting conserva i dati di connessione, compresi gli indirizzi IP, per 7 giorni.",
    );
  });
});

// DPO re-read B5: customisation options only as the facts declare them.
describe("the FAQ on customisation", () => {
  it("lists the declared options, and no roles or options of its own", () => {
    expect(sampleAnswer("personalizzazione")).toBe(
      "Puoi personalizzare: il logo e i colori dell'ente; le domande del modulo di segnalazione; i gestori e i loro permessi sulle segnalazioni. Con il piano Enterprise la configurazione è definita nel preventivo.",
    );
  });

  it("is not asked when the facts declare nothing", () => {
    const items = faqItems({ ...sampleClaims, customisation: null });
    expect(items.map((item) => item.id)).not.toContain("personalizzazione");
    expect(items.flatMap((item) => item.answer).join(" ")).not.toMatch(/logo e i colori|loro ruoli/);
  });
});

// Buyer read M7, DPO read 2026-11-29 B1-B2: how the oral channel is provided, and by whom.
describe("the FAQ on the oral channel", () => {
  it("says the entity provides the line or voice system and the meeting when the platform takes no voice messages", () => {
    const text = sampleAnswer("conformita");
    expect(text).toContain(
      "Per le segnalazioni orali servono una linea telefonica o un sistema di messaggistica vocale e, su richiesta di chi segnala, un incontro diretto fissato entro un termine ragionevole (art. 4, comma 3). La piattaforma non riceve segnalazioni vocali: la linea telefonica o il sistema di messaggistica vocale e l'incontro diretto restano a carico dell'ente.",
    );
    expect(text).toContain("chi riceve le segnalazioni (il gestore o il suo sostituto)");
  });

  it("states the platform's voice messages in the operator's words when declared", () => {
    const voice = "Chi segnala può registrare un messaggio vocale, che la piattaforma allega alla segnalazione.";
    const text = sampleAnswer("conformita", faqItems({ ...sampleClaims, voiceReports: voice }));
    expect(text).toContain(
      `(art. 4, comma 3). ${voice} I messaggi vocali bastano come canale orale: una linea telefonica è facoltativa. Restano all'ente l'incontro diretto su richiesta e, per i messaggi, quanto chiede l'art. 14, comma 2: documentarli con il consenso di chi segnala, conservando la registrazione o facendone la trascrizione integrale, che chi segnala può verificare, rettificare o confermare con la propria sottoscrizione. Lo schema di procedura`,
    );
    // DPO read 2026-11-29 A4: what the platform offers names the voice messages too.
    expect(text).toContain("la ricezione di messaggi vocali e il dialogo riservato con il segnalante.");
    expect(text).not.toContain("La piattaforma non riceve segnalazioni vocali");
    // The duties listed before it no longer leave the whole oral channel to the entity.
    expect(text).toContain(
      "Restano alla tua organizzazione l'eventuale linea telefonica e l'incontro diretto su richiesta;",
    );
    expect(text).not.toContain("il canale orale e l'incontro diretto su richiesta");
  });
});

// DPO re-read 2026-11-29 B2: anonymous reports only when the operator declares them.
describe("the FAQ on compliance", () => {
  it("names anonymous reports among the platform's features only when declared", () => {
    expect(sampleAnswer("conformita")).toContain("la segnalazione anche anonima e il dialogo riservato");
    const undeclared = sampleAnswer("conformita", faqItems({ ...sampleClaims, anonymity: null }));
    expect(undeclared).not.toContain("anonima");
    expect(undeclared).toMatch(/Offre un canale scritto( cifrato)? e il dialogo riservato con il segnalante\./);
  });
});
