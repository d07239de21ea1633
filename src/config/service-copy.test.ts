import { describe, expect, it } from "vitest";
import { plans } from "./plans.ts";
import { SAMPLE_FACTS_FILE } from "./fixtures/sample-facts.ts";
import { loadOperatorFacts } from "./operator-facts.ts";
import { entityDuties, platformClaims, service } from "./service.ts";
import { entityDutyItems, platformDesignedFor, retentionFeature, supportByPlan } from "./service-copy.ts";

const sampleFacts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });

describe("service facts as copy", () => {
  // CO-2: the channel goes live after the DPIA too (art. 13 c.6; art. 35 GDPR), wherever the time is given.
  it("says the channel goes live after the unions, the DPIA and the procedure", () => {
    expect(service.activation.sentence).toContain(
      "dopo aver sentito le rappresentanze sindacali, completato la valutazione d'impatto (DPIA) e adottato la procedura",
    );
  });

  it("states each plan's support, from service.support, never more", () => {
    expect(supportByPlan()).toEqual([
      "Small Business: supporto via e-mail",
      "Medium Business: supporto prioritario via e-mail",
      "Enterprise: supporto dedicato",
    ]);
    expect(supportByPlan()).toHaveLength(plans.length);
  });

  it("turns the designed-for fact into a sentence about the platform", () => {
    expect(platformDesignedFor()).toMatch(/^La piattaforma è progettata per il D\.Lgs\. 24\/2023: /);
  });

  it("lists what stays with the entity as one sentence", () => {
    const items = entityDutyItems({ voiceReports: null });
    expect(items).toHaveLength(entityDuties(false).length);
    expect(items.slice(0, -1).every((item) => item.endsWith(";"))).toBe(true);
    expect(items.at(-1)).toMatch(/\.$/);
  });

  it("leaves only a phone line and the meeting to the entity when the platform takes voice messages", () => {
    expect(entityDutyItems({ voiceReports: null })[0]).toBe("il canale orale e l'incontro diretto su richiesta;");
    expect(entityDutyItems({ voiceReports: "Chi segnala può lasciare un messaggio vocale." })[0]).toBe(
      "l'eventuale linea telefonica e l'incontro diretto su richiesta;",
    );
    expect(entityDuties(true).slice(1)).toEqual(entityDuties(false).slice(1));
  });
});

describe("the retention feature (DPO site review A5)", () => {
  const claims = platformClaims(sampleFacts);
  it("says the platform does not delete by itself when the facts say deletionAtDeadline: false", () => {
    expect(retentionFeature(sampleFacts, claims)).toBe(
      "Conservazione: la piattaforma non cancella le segnalazioni da sola; il gestore le cancella alla scadenza stabilita dall'ente, per il tempo necessario a trattarle e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14)",
    );
  });
  it("prints the declared deletion, and nothing when undeclared", () => {
    const declared = {
      ...sampleFacts,
      deletionAtDeadline: "La piattaforma cancella ogni segnalazione alla data fissata",
    };
    expect(retentionFeature(declared, platformClaims(declared))).toBe(
      "Conservazione: la piattaforma cancella ogni segnalazione alla data fissata.",
    );
    const undeclared = { ...sampleFacts, deletionAtDeadline: undefined };
    expect(retentionFeature(undeclared, platformClaims(undeclared))).toBeNull();
  });
});
