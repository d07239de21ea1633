import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV } from "../../config/fixtures/sample-facts.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import { kitDocuments } from "./kit-draft.server.ts";
import { kitMessages, parseKitInput } from "./kit-input.ts";
import { loadKitFacts } from "./kit-facts.server.ts";
import { SAMPLE_KIT_DETAILS } from "./kit-sample.ts";
import { entityName, type Block, type Run } from "./kit-text.ts";
import type { KitFacts } from "./kit-types.ts";

/** The DPO read of the kit, the DPA, the terms and /accessibilita (28 November 2026): A1-A2, B1-B12, C1-C8. */

const facts = loadKitFacts(
  { ...SAMPLE_PUBLIC_ENV, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE },
  new Date("2026-11-28T10:00:00Z"),
);
const withFacts = (changes: Partial<OperatorFacts>): KitFacts => ({
  ...facts,
  operatorFacts: { ...facts.operatorFacts, ...changes },
});

const runText = (run: Run) => (typeof run === "string" ? run : "href" in run ? (run.text ?? run.href) : run.text);
const blockText = (block: Block) =>
  block.kind === "list"
    ? block.items.map((item) => item.map(runText).join("")).join("\n")
    : "runs" in block
      ? block.runs.map(runText).join("")
      : block.text;

/** Each document's text by its file name's number: '1' the website section … '8' the joint deed. */
function kit(values: Record<string, string>, kitFacts = facts): Record<string, string> {
  const parsed = parseKitInput({ ...SAMPLE_KIT_DETAILS, ...values });
  if (!parsed.ok) throw new Error(`input non valido: ${JSON.stringify(parsed)}`);
  return Object.fromEntries(
    kitDocuments(parsed.input, kitFacts).map((doc) => [doc.name.charAt(0), doc.blocks.map(blockText).join("\n")]),
  );
}

const COMUNI = ["Comune di Roccaverde", "Comune di Montebello", "Comune di Pietrafitta"];
const PRIVATE = ["Trenta S.r.l.", "Altra S.r.l."];
const comune = (name: string) =>
  kit({
    ente: "pubblico",
    tipo: "comune",
    denominazione: name,
    condiviso: "si",
    altrienti: COMUNI.filter((other) => other !== name).join("; "),
  });
const privateSharing = (name: string) =>
  kit({
    ente: "privato",
    controllo: "no",
    lavoratori: "30",
    modello231: "no",
    settore: "si",
    denominazione: name,
    condiviso: "si",
    altrienti: PRIVATE.filter((other) => other !== name).join("; "),
  });
const inHouse231 = () =>
  kit({
    ente: "privato",
    controllo: "si",
    tipo: "controllata",
    modello231: "si",
    denominazione: "Acque Valbruna S.p.A.",
    odv: "Organismo di Vigilanza collegiale",
  });
const private231 = (changes: Record<string, string> = {}) =>
  kit({
    ente: "privato",
    controllo: "no",
    lavoratori: "20",
    modello231: "si",
    settore: "no",
    denominazione: "Venti S.r.l.",
    ...changes,
  });
const bank = () =>
  kit({
    ente: "privato",
    controllo: "no",
    lavoratori: "40",
    modello231: "no",
    settore: "si",
    denominazione: "Banca Quaranta S.p.A.",
  });
const private120 = (kitFacts = facts) =>
  kit(
    {
      ente: "privato",
      controllo: "no",
      lavoratori: "120",
      modello231: "no",
      settore: "no",
      denominazione: "Centoventi S.r.l.",
    },
    kitFacts,
  );

/** The manager the joint deed names: 'Gestore del canale: …, a cui ciascun Ente affida …'. */
function deedManager(texts: Record<string, string>): string {
  const manager = /Gestore del canale: (.+?), a cui ciascun Ente affida la gestione del canale condiviso/.exec(
    texts["8"] ?? "",
  )?.[1];
  if (manager === undefined) throw new Error("l'accordo non nomina il gestore del canale condiviso");
  return manager;
}

describe("A1: one manager for a shared channel, named alike by every entity sharing it", () => {
  for (const [label, names, draft] of [
    ["comuni", COMUNI, comune],
    ["private companies", PRIVATE, privateSharing],
  ] as const) {
    it(`${label}: the deed and every participant's documents name the same manager`, () => {
      const kits = names.map((name) => draft(name));
      const managers = kits.map(deedManager);
      expect(new Set(managers).size).toBe(1);
      const manager = managers[0] ?? "";
      // Not each entity's own RPCT («dell'Ente»), and the entity it works for is part of the name.
      expect(manager).not.toContain("dell'Ente");
      expect(manager).toContain("[da completare:");
      for (const texts of kits) {
        for (const doc of ["1", "3", "4", "6"]) expect(texts[doc], doc).toContain(manager);
        expect(texts["4"]).toContain(`Gestore delle segnalazioni: ${manager}.`);
      }
    });
  }

  it("comuni: the deed entrusts the channel to one RPCT under art. 4 cc.4-5", () => {
    expect(comune("Comune di Roccaverde")["8"]).toContain(
      "a cui ciascun Ente affida la gestione del canale condiviso (art. 4, commi 4 e 5, del decreto)",
    );
  });
});

// DPO re-read: the deed names the shared channel's manager when the form gives it; the placeholder only when empty.
describe("the shared channel's manager from the kit's form", () => {
  const named = (extra: Record<string, string>) => ({
    ente: "privato",
    controllo: "no",
    lavoratori: "30",
    modello231: "no",
    settore: "si",
    denominazione: "Trenta S.r.l.",
    condiviso: "si",
    altrienti: "Altra S.r.l.",
    ...extra,
  });

  it("fills the deed and every document with the manager given, without a placeholder", () => {
    const texts = kit(named({ gestorecondiviso: "Ufficio Compliance di Trenta S.r.l." }));
    expect(deedManager(texts)).toBe("Ufficio Compliance di Trenta S.r.l.");
    expect(texts["4"]).toContain("Gestore delle segnalazioni: Ufficio Compliance di Trenta S.r.l. ");
    expect(texts["8"]).not.toContain("ente presso cui opera il gestore");
  });

  it("keeps the placeholder when the field is empty", () => {
    expect(deedManager(kit(named({ gestorecondiviso: "  " })))).toContain("[da completare:");
  });

  it("comuni: the named manager must be an RPCT (art. 4 c.5), said in Italian", () => {
    const values = {
      ...SAMPLE_KIT_DETAILS,
      ente: "pubblico",
      tipo: "comune",
      denominazione: "Comune di Roccaverde",
      condiviso: "si",
      altrienti: "Comune di Montebello",
    };
    expect(parseKitInput({ ...values, gestorecondiviso: "Ufficio Segreteria" })).toMatchObject({
      ok: false,
      errors: { gestorecondiviso: kitMessages.gestorecondivisoRpct },
    });
    expect(deedManager(kit({ ...values, gestorecondiviso: "RPCT del Comune di Montebello" }))).toBe(
      "RPCT del Comune di Montebello",
    );
    expect(parseKitInput({ ...values, gestorecondiviso: "Ufficio <b>" })).toMatchObject({ ok: false });
  });

  it("drops the field when the channel is not shared", () => {
    const parsed = parseKitInput({
      ...SAMPLE_KIT_DETAILS,
      ...named({ condiviso: "no", gestorecondiviso: "Ufficio X" }),
    });
    expect(parsed).toMatchObject({ ok: true, input: { sharedManager: null } });
  });
});

describe("A2: where art. 4 c.5 gives the channel to the RPCT, the OdV does not manage reports", () => {
  it("the in-house company's procedure has the RPCT manage 231 reports and inform the OdV", () => {
    const texts = inHouse231();
    expect(texts["4"]).not.toContain("gestisce direttamente");
    expect(texts["4"]).toContain(
      "Anche le segnalazioni che riguardano condotte rilevanti ai sensi del D.Lgs. 231/2001 o violazioni del Modello 231 sono gestite dall'RPCT (art. 4, comma 5, D.Lgs. 24/2023)",
    );
    expect(texts["5"]).not.toContain("Organismo di Vigilanza collegiale per le materie del D.Lgs. 231/2001 secondo");
    expect(texts["2"]).toContain("per le informazioni che l'RPCT gli comunica");
  });

  it("a private 231 company keeps the choice", () => {
    expect(private231()["4"]).toContain("scegli se gestisce direttamente queste segnalazioni");
  });
});

describe("B findings", () => {
  it("B1: the RPCT's substitute is designated like the RPCT, and a report on the RPCT may go to ANAC", () => {
    const procedure = inHouse231()["4"];
    expect(procedure).toContain("Sostituto dell'RPCT: Responsabile Affari legali, individuato con [da completare:");
    expect(procedure).toContain("Se la segnalazione riguarda l'RPCT");
    expect(procedure).toContain("(art. 6, comma 1, lett. c)");
  });

  it("B2: the bank's documents name the sector rules' internal reporting (art. 52-bis TUB, art. 48 AML)", () => {
    const texts = bank();
    expect(texts["4"]).toContain("Discipline di settore");
    expect(texts["4"]).toContain(
      "il sistema interno di segnalazione delle violazioni delle norme che disciplinano l'attività bancaria (art. 52-bis del Testo unico bancario)",
    );
    expect(texts["4"]).toContain("(art. 48 del D.Lgs. 231/2007)");
    expect(texts["4"]).toContain("Banca d'Italia (art. 52-ter del Testo unico bancario)");
    expect(texts["1"]).toContain("si segnalano all'interno dell'Ente secondo quelle norme");
    expect(private120()["4"]).not.toContain("Discipline di settore");
  });

  it("B3: attachment metadata only as the facts state it, and the advice on the website", () => {
    const texts = private120();
    expect(texts["5"]).not.toContain("rimossi dalla piattaforma");
    expect(texts["5"]).toContain("metadati degli allegati: secondo il fornitore, la piattaforma non li rimuove");
    expect(texts["1"]).toContain(
      "rimuovere dagli allegati i metadati (autore, dispositivo, posizione): secondo il fornitore, la piattaforma non li rimuove.",
    );
    const silent = private120(withFacts({ attachmentMetadata: undefined }));
    expect(silent["5"]).toContain("chiedi al fornitore se la piattaforma rimuove i metadati");
    expect(silent["1"]).not.toContain("non li rimuove");
  });

  it("B4: the DPIA and the procedure name the entity's platform administrator and the audit log's retention", () => {
    const texts = private120();
    expect(texts["5"]).toContain("l'amministratore della piattaforma per l'Ente");
    expect(texts["5"]).toContain("il registro delle attività dei gestori è conservato 365 giorni");
    expect(texts["4"]).toContain("Ha accesso alla piattaforma anche l'amministratore della piattaforma per l'Ente");
    expect(texts["5"]).toContain(
      "secondo il fornitore, consulta il registro delle attività dei gestori, conservato 365 giorni",
    );
    // No audit log claimed when the facts declare none.
    const silent = private120(withFacts({ auditLog: undefined }));
    expect(silent["5"]).toContain("l'amministratore della piattaforma per l'Ente");
    expect(silent["5"]).not.toContain("registro delle attività dei gestori");
  });

  it("B5: the privacy notice states the transfers from the processor's facts", () => {
    expect(private120()["2"]).toContain(
      "I dati sono trattati in Germania e Italia (server, backup e sub-responsabili del fornitore): non sono trasferiti fuori dallo Spazio economico europeo.",
    );
    const subProcessors = [{ name: "Posta USA Inc.", service: "e-mail", country: "Stati Uniti" }];
    const outside = private120(withFacts({ subProcessors }))["2"];
    expect(outside).toContain("alcuni dati sono trattati in Stati Uniti");
    expect(outside).not.toContain("non sono trasferiti");
  });

  it("B6: the DPIA grounds the ban on tracing reporters in the decree, not in art. 4 c.3 of the Statuto", () => {
    const dpia = private120()["5"];
    expect(dpia).not.toContain("art. 4, comma 3, L. 300/1970)");
    expect(dpia).toContain(
      "per identificare chi segnala è vietato dalla procedura dell'Ente, a tutela della riservatezza prevista dall'art. 12 D.Lgs. 24/2023",
    );
  });

  it("B7: an in-house company's notice keeps the duty to report of incaricati di pubblico servizio", () => {
    expect(inHouse231()["2"]).toContain(
      "fermo l'obbligo degli incaricati di pubblico servizio di denunciare i reati perseguibili d'ufficio di cui hanno notizia nell'esercizio o a causa del servizio (art. 331",
    );
  });

  it("B8: the deed has each entity sign the DPA as controller", () => {
    expect(comune("Comune di Roccaverde")["8"]).toContain(
      "con l'accordo sul trattamento dei dati firmato da ciascun Ente come titolare",
    );
  });

  it("B11: a comune's notice states the public-task basis; an in-house company's keeps the note", () => {
    const texts = comune("Comune di Roccaverde");
    expect(texts["2"]).toContain("(art. 6, par. 1, lett. c ed e GDPR; art. 2-ter del Codice privacy;");
    expect(texts["2"]).not.toContain("valuta con il tuo RPD, se designato, o con il tuo consulente se indicare anche");
    expect(texts["5"]).toContain("obbligo di legge ed esecuzione di un compito di interesse pubblico");
    expect(inHouse231()["2"]).toContain(
      "valuta con il tuo RPD, se designato, o con il tuo consulente se indicare anche",
    );
  });

  it("B12: each sharing entity's procedure says who receives the outcome", () => {
    expect(privateSharing("Trenta S.r.l.")["4"]).toContain(
      "Per Trenta S.r.l., le risultanze sono trasmesse a [da completare: organo o ufficio competente",
    );
  });
});

describe("C findings", () => {
  it("C1: the shared procedure says once that each entity keeps its duties", () => {
    const procedure = privateSharing("Trenta S.r.l.")["4"] ?? "";
    const duties = "ciascun ente resta responsabile dei propri obblighi previsti dal decreto";
    expect(procedure.toLowerCase().split(duties)).toHaveLength(2);
  });

  it("C2: the refusal counts employees as the law does", () => {
    expect(kitMessages.notObliged).toContain(
      "con una media inferiore a 50 lavoratori subordinati, a tempo indeterminato o determinato, nell'ultimo anno",
    );
  });

  it("C3: a supervised intermediary's procedure names the strategic supervision function", () => {
    expect(bank()["4"]).toContain("organo con funzione di supervisione strategica");
  });

  it("C5, C6: one colon per sentence on backups; no objection or portability the bases do not allow", () => {
    const texts = private120();
    expect(texts["4"]).toContain("al massimo 30 giorni; per questo la cancellazione avviene almeno 30 giorni");
    expect(texts["2"]).not.toContain("artt. 15-22 GDPR");
    expect(texts["2"]).toContain("al trattamento basato sul legittimo interesse dell'Ente (art. 21 GDPR)");
    expect(texts["2"]).toContain("Il diritto alla portabilità dei dati non si applica");
  });

  it("C7, C8: a comune writes to representatives and organisations; a firm's examples fit a firm", () => {
    expect(comune("Comune di Roccaverde")["3"]).toContain("codeste rappresentanze e organizzazioni sindacali");
    expect(private120()["6"]).toContain("per esempio sicurezza dei trasporti, tutela dell'ambiente");
  });
});

describe("fresh documents read (29 November 2026)", () => {
  it("F8: the managers' authorisation tells them what the audit log records, how long and who reads it", () => {
    const procedure = private120()["4"] ?? "";
    expect(procedure).toContain(
      "È informato/a che, secondo il fornitore, la piattaforma registra accessi e operazioni dei gestori su ogni segnalazione; il registro è conservato 365 giorni",
    );
    expect(procedure).toContain("(art. 13 GDPR; art. 4, comma 3, L. 300/1970).»");
    expect(private120(withFacts({ auditLog: undefined }))["4"]).not.toContain("È informato/a che");
  });
});

describe("fresh documents read: F1", () => {
  it("a comune's procedure warns that the segretario as substitute may be the RPCT himself", () => {
    const procedure = comune("Comune di Roccaverde")["4"] ?? "";
    expect(procedure).toContain(
      "negli enti locali l'RPCT è individuato, di norma, nel segretario o nel dirigente apicale, salva diversa e motivata determinazione (art. 1, comma 7, L. 190/2012); il sostituto è una persona diversa dall'RPCT",
    );
    expect(procedure).toContain("oppure l'RPCT di un altro comune individuato nell'atto che regola la condivisione");
    expect(inHouse231()["4"]).not.toContain("nel segretario o nel dirigente apicale");
    expect(private120()["4"]).not.toContain("nel segretario o nel dirigente apicale");
  });
});

describe("fresh documents read: F2", () => {
  it("an annex entity outside finance finds its sector acts, and no bank-only examples", () => {
    const texts = bank();
    expect(texts["4"]).toContain(
      "per i soggetti tenuti alla segnalazione di eventi nell'aviazione civile secondo il Reg. (UE) 376/2014, alla sicurezza marittima secondo le Dir. 2013/54/UE e 2009/16/CE",
    );
    expect(texts["1"]).toContain(
      "i sistemi di segnalazione del Reg. (UE) 376/2014 e delle Dir. 2013/54/UE, 2009/16/CE e 2013/30/UE",
    );
    expect(texts["6"]).toContain("il Reg. (UE) 376/2014 per le compagnie aeree");
    expect(texts["6"]).not.toContain("per esempio servizi, prodotti e mercati finanziari, prevenzione del riciclaggio");
    expect(texts["6"]).not.toContain("per esempio a Banca d'Italia o a CONSOB");
  });
});

describe("fresh documents read: F3", () => {
  it("sector rules take the external report only for what they govern; ANAC stays for the rest", () => {
    const texts = bank();
    for (const doc of ["1", "6"]) expect(texts[doc], doc).not.toMatch(/non ad ANAC/);
    expect(texts["1"]).toContain(
      "per quanto non disciplinato da esse, restano applicabili il decreto e il canale esterno di ANAC alle condizioni dell'art. 6.",
    );
    expect(texts["6"]).toContain(
      "per il resto valgono il decreto e il canale esterno di ANAC alle condizioni dell'art. 6.",
    );
  });
});

describe("fresh documents read: F9", () => {
  it("the art. 17 c.3 presumption on damages is stated, not only cited", () => {
    const texts = private120();
    const c3 = "si presume, salvo prova contraria, che il danno sia conseguenza della segnalazione (art. 17, comma 3).";
    for (const doc of ["1", "4"]) expect(texts[doc], doc).toContain(c3);
  });
});

describe("fresh documents read: F11", () => {
  it("the DPIA quotes the provider's first-person words about its staff as its declaration", () => {
    const dpia = private120()["5"] ?? "";
    expect(dpia).toContain("Secondo il fornitore, il suo personale non può: «leggere le segnalazioni e gli allegati");
    expect(dpia).toContain(
      "Secondo il fornitore, il suo personale può: «accedere ai server con privilegi di amministratore",
    );
    expect(dpia).not.toMatch(/[^«]Il personale del fornitore (?:non )?può:/);
  });
});

describe("fresh documents read: F12", () => {
  it("comuni sharing the channel: the deed names the act that lets one RPCT serve every comune", () => {
    const deed = comune("Comune di Roccaverde")["8"] ?? "";
    expect(deed).toContain(
      "individuato come responsabile della prevenzione della corruzione e della trasparenza di ciascun Ente, o comunque competente a gestirne le segnalazioni, con [da completare:",
    );
    expect(deed).toContain(
      "ciascun Ente lo autorizza al trattamento dei dati delle segnalazioni che lo riguardano (art. 29 GDPR",
    );
    expect(privateSharing("Trenta S.r.l.")["8"]).not.toContain("responsabile della prevenzione della corruzione");
  });
});

describe("fresh documents read: F13", () => {
  it("a public body's procedure asks to cover the platform in its accessibility statement", () => {
    const note = "includi la piattaforma di segnalazione nella dichiarazione di accessibilità dell'Ente";
    expect(comune("Comune di Roccaverde")["4"]).toContain(note);
    expect(inHouse231()["4"]).toContain(note);
    expect(private120()["4"]).not.toContain(note);
  });
});

describe("fresh documents read: F14", () => {
  it("the procedure states the external channel and public disclosure, except for a 231-only channel", () => {
    expect(private120()["4"]).toContain(
      "10. Segnalazione esterna e divulgazione pubblica\nAlle condizioni dell'art. 6 chi segnala può rivolgersi al canale di segnalazione esterna di ANAC; la divulgazione pubblica è protetta solo alle condizioni dell'art. 15.",
    );
    // Numbered as they come: no «9-bis», no gap where the section is left out (docs read, C).
    expect(comune("Comune di Roccaverde")["4"]).toContain("10. Segnalazione esterna");
    expect(comune("Comune di Roccaverde")["4"]).toContain("11. Adozione e riesame");
    expect(inHouse231()["4"]).toContain("10. Segnalazione esterna");
    expect(private231()["4"]).not.toContain("Segnalazione esterna e divulgazione");
    expect(private231()["4"]).toContain("10. Adozione e riesame");
  });
});

describe("fresh documents read: F15", () => {
  it("an annex entity's national-only sentence leaves room for the sector rules", () => {
    const outside =
      "Fuori dalle norme di settore che prevedono proprie procedure di segnalazione (art. 1, comma 2, lett. b), ";
    expect(bank()["1"]).toContain(
      `${outside}per l'Ente non rientrano nel canale del decreto gli illeciti previsti solo dal diritto nazionale`,
    );
    const bank231 = kit({
      ente: "privato",
      controllo: "no",
      lavoratori: "80",
      modello231: "si",
      settore: "si",
      denominazione: "Banca Ottanta S.p.A.",
    });
    expect(bank231["1"]).toContain(
      `${outside}gli illeciti previsti solo dal diritto nazionale (per esempio in materia di salute e sicurezza sul lavoro) rientrano nel canale del decreto solo in quanto`,
    );
    expect(private120()["1"]).toContain(
      "Per l'Ente non rientrano nel canale gli illeciti previsti solo dal diritto nazionale",
    );
  });
});

describe("fresh documents read: F16", () => {
  it("a 231 company whose manager is its OdV names it once and asks no choice already made", () => {
    const texts = private231({ gestore: "Organismo di Vigilanza", odv: "Organismo di Vigilanza monocratico" });
    expect(texts["2"]).toContain(
      "l'Organismo di Vigilanza monocratico, gestore delle segnalazioni, i cui componenti sono autorizzati al trattamento dall'Ente, e, in caso",
    );
    expect((texts["2"] ?? "").split("Organismo di Vigilanza monocratico").length - 1).toBe(1);
    expect(texts["4"]).toContain("gestore delle segnalazioni, gestisce direttamente anche quelle");
    expect(texts["4"]).not.toContain("scegli se gestisce direttamente queste segnalazioni");
    expect(private231()["4"]).toContain("scegli se gestisce direttamente queste segnalazioni");
  });
});

describe("fresh documents read: F19", () => {
  it("names opening with an accented keyword take their article", () => {
    expect(entityName("Università degli Studi di Eta")).toBe("l'Università degli Studi di Eta");
    expect(entityName("Città metropolitana di Zeta")).toBe("la Città metropolitana di Zeta");
    expect(entityName("Autorità di sistema portuale del Mare di Theta")).toBe(
      "l'Autorità di sistema portuale del Mare di Theta",
    );
    expect(entityName("Comune di Valbruna")).toBe("il Comune di Valbruna");
    expect(entityName("Enterprise S.r.l.")).toBe("Enterprise S.r.l.");
  });
});

describe("fresh documents read: F20", () => {
  it("a private company's outcome goes to the employer's disciplinary function, a comune's to its UPD", () => {
    expect(private231()["4"]).toContain(
      "funzione che esercita il potere disciplinare del datore di lavoro (art. 7 L. 300/1970), Organismo di Vigilanza per le materie del Modello 231, autorità giudiziaria",
    );
    expect(private120()["4"]).not.toContain("ufficio procedimenti disciplinari");
    expect(comune("Comune di Roccaverde")["4"]).toContain(
      "ufficio procedimenti disciplinari (art. 55-bis D.Lgs. 165/2001)",
    );
  });
});
