import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV } from "../../config/fixtures/sample-facts.ts";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { loadOperatorFacts } from "../../config/operator-facts.ts";
import { dataFlows, dpiaRecipients } from "./trust-pdfs.ts";

const config = loadSiteConfig(SAMPLE_PUBLIC_ENV);
const sample = loadOperatorFacts({ ...SAMPLE_PUBLIC_ENV, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });

describe("the DPIA sheet (C6)", () => {
  it("lists every recipient from the facts: the manager, the operator as processor, hosting and e-mail", () => {
    expect(dpiaRecipients(config, sample)).toBe(
      "il gestore delle segnalazioni nominato dall'ente e le persone che l'ente autorizza a collaborare alla gestione; il fornitore della piattaforma, Mario Rossi, come responsabile del trattamento (art. 28 GDPR); i suoi sub-responsabili, solo per il servizio tecnico: Hetzner Online GmbH (hosting dei server, Germania); Posta Esempio S.p.A. (invio delle e-mail di notifica ai gestori, Italia)",
    );
    expect(dpiaRecipients(config, { ...sample, subProcessors: undefined })).toContain(
      "solo per il servizio tecnico: Hetzner Online GmbH (hosting); Posta Esempio S.p.A. (invio delle e-mail)",
    );
    expect(dpiaRecipients(config, {})).toContain("indicati nell'allegato 1 dell'accordo sul trattamento dei dati");
  });

  it("ends the notifications' part of the data flows without a stray full stop", () => {
    const flows = dataFlows(sample);
    expect(flows).toContain("senza il testo né gli allegati della segnalazione; il registro delle attività");
    expect(flows).not.toMatch(/\.;/);
  });
});
