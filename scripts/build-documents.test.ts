import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SAMPLE_ABSENT_TEXTS as ABSENT,
  SAMPLE_FACT_TEXTS as CONFIGURED,
  SAMPLE_FACTS_FILE,
  SAMPLE_PUBLIC_ENV,
} from "../src/config/fixtures/sample-facts.ts";
import { loadSiteConfig } from "../src/config/load-site-config.ts";
import { loadOperatorFacts } from "../src/config/operator-facts.ts";
import { findCopyProblems } from "../tests/support/copy/copy-rules.ts";
import { buildDocuments } from "./build-documents.ts";

const config = loadSiteConfig(SAMPLE_PUBLIC_ENV);
const facts = loadOperatorFacts({ ...SAMPLE_PUBLIC_ENV, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });

describe("the DPA and DPIA PDFs", () => {
  let dir: string;
  let dpa: string;
  let dpia: string;
  const pdfText = (file: string) =>
    execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "documents-"));
    const [dpaFile, dpiaFile] = await buildDocuments(dir, config, facts);
    expect(dpaFile).toBe(path.join(dir, "documenti", "accordo-trattamento-dati.pdf"));
    dpa = pdfText(dpaFile ?? "");
    dpia = pdfText(dpiaFile ?? "");
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CONFIGURED.filter((fact) => !fact.startsWith("Entro") && !fact.startsWith("entro 60")))(
    "both print %s",
    (fact) => {
      expect(dpa).toContain(fact);
      expect(dpia).toContain(fact);
    },
  );
  it.each(ABSENT)("neither prints %s", (fact) => {
    expect(dpa).not.toContain(fact);
    expect(dpia).not.toContain(fact);
  });

  it("the DPA has the clauses (a)-(h) of art. 28(3), the decree's duties, annexes and blank fields", () => {
    for (const clause of ["a)", "b)", "c)", "d)", "e)", "f)", "g)", "h)"]) expect(dpa).toContain(` ${clause} `);
    for (const part of [
      "art. 28, par. 3 GDPR",
      "Riservatezza (art. 12)",
      "non oltre 5 anni dalla comunicazione dell'esito finale",
      "non accede al contenuto delle segnalazioni e degli allegati e si impegna a non modificare il software installato",
      "Allegato 1. Sub-responsabili autorizzati",
      "Allegato 2. Misure di sicurezza",
      "Denominazione",
      "Per l'ente (titolare)",
      // D-05: the operator's identity as the kit and the policies print it (art. 2250 c.c. for a company).
      "Mario Rossi, ditta individuale, Via Roma 10, 20121 Milano MI, P.IVA 12345678903, REA MI-2345678, info@",
      // D-03: annex 1 says who sends the handlers' e-mails and that they carry no report text.
      "Notifiche e-mail ai gestori Chi le invia: il server di posta del servizio (tramite il sub-responsabile Posta Esempio S.p.A.)",
      "senza ingiustificato ritardo e comunque entro 24 ore",
      "Obblighi e diritti dell'ente",
      "Se più enti condividono il canale e la sua gestione (art. 4, comma 4 D.Lgs. 24/2023)",
      "restituisce i dati entro 30 giorni e li cancella entro 60 giorni",
      // D-01: the data categories carry the connection and traffic data the annex declares.
      "dati tecnici di connessione: nessun indirizzo IP nei log della piattaforma, del server web e del proxy; nella rete del fornitore di hosting Hetzner Online GmbH, dati di traffico di rete",
    ]) {
      expect(dpa).toContain(part);
    }
  });

  it("the copy check finds nothing to object to in either", () => {
    expect(findCopyProblems([dpa, dpia])).toEqual([]);
  });

  it("the DPIA sheet follows art. 35(7) (a)-(d)", () => {
    for (const part of ["lett. a)", "lett. b)", "lett. c)", "lett. d)", "art. 13, comma 6 D.Lgs. 24/2023"]) {
      expect(dpia).toContain(part);
    }
  });

  // D-04, D-07: requests from authorities, no own purposes, and the external manager who buys for the entity.
  it("the DPA answers authorities' requests and the external manager's chain", () => {
    expect(dpa).toContain("Il responsabile non tratta i dati per finalità proprie.");
    expect(dpa).toContain("di autorità giudiziarie o amministrative o di ANAC");
    expect(dpa).toContain("(artt. 29 e 32, par. 4 GDPR)");
    expect(dpa).toContain("il fornitore opera come suo sub-responsabile (art. 28, par. 4 GDPR)");
  });

  // P-01, P-02, P-03: the flows and the technical data, two whistleblowing risks, the legal basis as the kit has it.
  it("the DPIA sheet describes the data flows, the risks of metadata and maintenance, and the entity's legal basis", () => {
    for (const part of [
      "registro delle attività dei gestori; indirizzi e-mail dei gestori per le notifiche",
      "Dati tecnici dati di connessione: nessun indirizzo IP nei log della piattaforma",
      "Flussi di dati chi segnala raggiunge la piattaforma via Internet o dalla rete Tor",
      "i backup sono copiati a Norimberga, Germania",
      "notifiche e-mail ai gestori: chi le invia: il server di posta del servizio",
      "il registro delle attività dei gestori è conservato 365 giorni",
      "identificazione del segnalante dai metadati degli allegati (autore, dispositivo, posizione)",
      "accesso del personale del fornitore ai server durante la manutenzione",
      "art. 9, par. 2, lett. g GDPR",
      "l'art. 6, par. 1, lett. e GDPR",
      // C6: every recipient, from the facts.
      "Destinatari il gestore delle segnalazioni nominato dall'ente e le persone che l'ente autorizza a collaborare alla gestione; il fornitore della piattaforma, Mario Rossi, come responsabile del trattamento (art. 28 GDPR); i suoi sub-responsabili, solo per il servizio tecnico: Hetzner Online GmbH (hosting dei server, Germania); Posta Esempio S.p.A. (invio delle e-mail di notifica ai gestori, Italia)",
    ]) {
      expect(dpia).toContain(part);
    }
    expect(dpia).not.toContain(".;");
  });
});
