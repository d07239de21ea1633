import { describe, expect, it } from "vitest";
import { plans } from "./plans.ts";
import { service } from "./service.ts";
import { entityDutyItems, platformDesignedFor, supportByPlan } from "./service-copy.ts";

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
      "Enterprise: supporto dedicato 24/7",
    ]);
    expect(supportByPlan()).toHaveLength(plans.length);
  });

  it("turns the designed-for fact into a sentence about the platform", () => {
    expect(platformDesignedFor()).toMatch(/^La piattaforma è progettata per il D\.Lgs\. 24\/2023: /);
  });

  it("lists what stays with the entity as one sentence", () => {
    const items = entityDutyItems();
    expect(items).toHaveLength(service.entityDuties.length);
    expect(items.slice(0, -1).every((item) => item.endsWith(";"))).toBe(true);
    expect(items.at(-1)).toMatch(/\.$/);
  });
});
