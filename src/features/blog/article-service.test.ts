import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE } from "../../config/fixtures/sample-facts.ts";
import { loadOperatorFacts } from "../../config/operator-facts.ts";
import { platformClaims } from "../../config/service.ts";
import { articleServiceSentences, withServiceParagraph } from "./article-service.ts";
import { SERVICE_PLACEHOLDER } from "./platform-claims-check.ts";

const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
const claims = platformClaims(facts);

// DPO re-read B4: wherever anonymity is offered, its limits as the facts declare them.
describe("the limits of anonymity, from the facts", () => {
  it("are one claim, for the FAQ and «Come funziona»", () => {
    expect(claims.anonymityLimits).toBe(
      "Limiti dell'anonimato: la piattaforma non rimuove i metadati degli allegati; la rete del fornitore di hosting conserva i dati di connessione, compresi gli indirizzi IP, per 7 giorni.",
    );
  });

  it("are said in few words in the articles' service paragraph, linked to /sicurezza#anonimato", () => {
    expect(articleServiceSentences(facts, claims)).toContain(
      "Limiti dell'anonimato (pagina Sicurezza): metadati degli allegati non rimossi, connessioni e IP conservati 7 giorni dall'hosting.",
    );
    const html = withServiceParagraph(`<p>${SERVICE_PLACEHOLDER}</p>`, facts, claims);
    expect(html).toContain('Limiti dell&#39;anonimato (pagina <a href="/sicurezza#anonimato">Sicurezza</a>)');
  });

  it("follow the facts: none declared, none said", () => {
    const ipLogging = facts.ipLogging && { ...facts.ipLogging, hostingNetwork: "Nessun dato di traffico conservato" };
    const silent = { ...facts, attachmentMetadata: "La piattaforma rimuove i metadati al caricamento", ipLogging };
    const none = platformClaims(silent);
    expect(none.anonymityLimits).toBeNull();
    expect(articleServiceSentences(silent, none).join(" ")).not.toContain("Limiti");
    expect(withServiceParagraph(`<p>${SERVICE_PLACEHOLDER}</p>`, silent, none)).not.toContain("#anonimato");
    expect(platformClaims({ ...facts, attachmentMetadata: undefined }).anonymityLimits).toBe(
      "Limiti dell'anonimato: la rete del fornitore di hosting conserva i dati di connessione, compresi gli indirizzi IP, per 7 giorni.",
    );
  });
});
