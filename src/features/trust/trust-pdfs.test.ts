import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV } from "../../config/fixtures/sample-facts.ts";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { loadOperatorFacts } from "../../config/operator-facts.ts";
import { factSections } from "./facts-sections.ts";
import { confidentialityClause, dataFlows, dpiaRecipients, renderDpaPdf, renderDpiaPdf } from "./trust-pdfs.ts";

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

describe("the DPA's confidentiality clause (DPO docs review B9, docs read F4)", () => {
  it("binds the provider not to access the content, with no guarantee in the facts' own words", () => {
    const clause = confidentialityClause(sample);
    expect(clause).not.toContain("se non nella misura strettamente necessaria");
    // F4: a commitment in the third person; the facts' words stay in annex 2, not as a warranty.
    expect(clause).toContain(
      "non accede al contenuto delle segnalazioni e degli allegati e si impegna a non modificare il software installato allo scopo di accedervi.",
    );
    expect(clause).not.toMatch(/garantisce|non può:|custodiamo|«/);
    expect(clause).toContain("è descritto nell'allegato 2");
    expect(clause).toContain("Il fornitore accede agli altri dati solo nella misura strettamente necessaria");
    // A plain "cannot" line reads the same.
    const plain = confidentialityClause({ staffAccess: { can: [], cannot: ["leggere le segnalazioni"] } });
    expect(plain).toBe(clause);
    expect(confidentialityClause({})).toContain("se non nella misura strettamente necessaria");
  });
});

describe("the published facts in the PDFs (security review 9, I6)", () => {
  const pdfText = (pdf: Buffer) => {
    const dir = mkdtempSync(path.join(tmpdir(), "trust-pdf-"));
    try {
      writeFileSync(path.join(dir, "a.pdf"), pdf);
      return execFileSync("/usr/bin/pdftotext", ["-raw", "-enc", "UTF-8", path.join(dir, "a.pdf"), "-"], {
        encoding: "utf8",
      }).replace(/\s+/g, " ");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const count = (text: string, what: string) => text.split(what).length - 1;

  it("renders every row without a React key warning, the notifications once in each DPA annex", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const dpa = pdfText(await renderDpaPdf(config, sample));
      const dpia = pdfText(await renderDpiaPdf(config, sample));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      expect(count(dpa, "Notifiche e-mail ai gestori")).toBe(2);
      // Docs read F18: confidentiality and deletion outlive the contract.
      expect(dpa).toContain(
        "gli obblighi di riservatezza (art. 3.1) e quelli di restituzione e cancellazione (art. 2, lett. g) restano efficaci anche dopo la cessazione del contratto.",
      );
      expect(count(dpia, "Notifiche e-mail ai gestori")).toBe(1);
      for (const section of factSections(sample)) expect(dpia, section.id).toContain(section.title);
      for (const row of factSections(sample).flatMap((section) => section.rows)) expect(dpia).toContain(row.label);
    } finally {
      errors.mockRestore();
    }
  });

  // Fresh documents read, F5: the Garante's measure on system administrators, only as declared.
  it("commits the DPA to the system administrators' measure only when the operator declares it", async () => {
    const measure = "Designa individualmente come amministratori di sistema";
    expect(sample.systemAdministrators).toBe(true);
    expect(pdfText(await renderDpaPdf(config, sample))).toContain(`i) ${measure}`);
    expect(pdfText(await renderDpaPdf(config, { ...sample, systemAdministrators: false }))).not.toContain(measure);
  });
});
