import { describe, expect, it } from "vitest";
import { findCopyProblems, htmlParagraphs, markdownParagraphs, pdfParagraphs } from "./copy-rules.ts";

function rulesHit(text: string, options: { article?: boolean } = {}): string[] {
  return findCopyProblems([text], options).map((finding) => finding.rule);
}

// The failing cases are sentences the site published before issue 7 (main at 03f4a2c), verbatim.
describe("copy rules catch what the site said before", () => {
  it.each([
    "Whistleblowing Facile: software conforme al D.Lgs. 24/2023",
    "Canale di segnalazione interna in hosting, conforme al D.Lgs. 24/2023: segnalazioni cifrate, anche anonime.",
    "La piattaforma è conforme al D.Lgs. 24/2023?",
    "Conformità normativa",
    "Piattaforma conforme al D.Lgs. 24/2023",
  ])("product conformity: «%s»", (text) => {
    expect(rulesHit(text)).toContain("conformità-del-prodotto");
  });

  it.each([
    "Protezione garantita",
    "Protezione completa",
    "In Italia la disciplina è il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023), che recepisce la Direttiva (UE) 2019/1937 e protegge il segnalante da ogni ritorsione.",
    "Chi segnala è tutelato dalla legge contro ogni ritorsione.",
  ])("absolute promise: «%s»", (text) => {
    expect(rulesHit(text)).toContain("promessa-assoluta");
  });

  it("support promised beyond the plans", () => {
    expect(rulesHit("Si attiva in 24 ore, con supporto dedicato e aggiornamenti continui.")).toContain(
      "supporto-oltre-i-piani",
    );
    expect(rulesHit("Ti accompagniamo con assistenza dedicata e aggiornamenti continui.")).toContain(
      "supporto-oltre-i-piani",
    );
  });

  it("activation time without its condition", () => {
    expect(rulesHit("Attivazione in 24 ore, nessuna installazione e un'interfaccia chiara.")).toContain(
      "attivazione-senza-condizioni",
    );
    expect(rulesHit("Attiviamo la piattaforma entro 24 ore dalla conferma dell'ordine.")).toContain(
      "attivazione-senza-condizioni",
    );
  });

  it("the public-sector scope in a paragraph that does not say so", () => {
    expect(
      rulesHit(
        "Illeciti amministrativi, contabili, civili o penali, condotte rilevanti ai sensi del D.Lgs. 231/2001 o violazioni del Modello 231, e violazioni del diritto dell'Unione europea in settori come appalti pubblici, servizi finanziari, sicurezza dei prodotti, ambiente, salute pubblica, protezione dei dati e concorrenza.",
      ),
    ).toContain("ambito-settore-pubblico");
    expect(
      rulesHit(
        "Si segnalano comportamenti, atti od omissioni che ledono l'interesse pubblico o l'integrità dell'ente: illeciti amministrativi, contabili, civili o penali; condotte rilevanti ai sensi del D.Lgs. 231/2001.",
      ),
    ).toContain("ambito-settore-pubblico");
  });

  it("retaliation defined without «può provocare»", () => {
    expect(
      rulesHit(
        "Qualsiasi comportamento, atto od omissione, anche solo tentato o minacciato, che provoca un danno ingiusto al segnalante a causa della segnalazione.",
      ),
    ).toContain("ritorsione-definizione");
    expect(
      rulesHit("anche solo tentato o minacciato, che provoca o può provocare un danno ingiusto al segnalante"),
    ).toEqual([]);
  });

  // Found by the DPO review of 23 November 2026, verbatim from the articles of that day.
  it("a private-sector example outside the decree's scope, without a Modello 231", () => {
    expect(
      rulesHit(
        "Scenario di esempio: un'azienda di logistica di 80 dipendenti riceve sulla piattaforma una segnalazione anonima su turni che violano le norme di sicurezza in un magazzino. Il responsabile del magazzino, informato dell'istruttoria, chiede al gestore chi abbia scritto.",
      ),
    ).toContain("ambito-privato-esempio");
    expect(
      rulesHit(
        "Un magazziniere segnala, con nome e cognome, che le verifiche periodiche sui carrelli elevatori vengono registrate ma non eseguite. Dopo un mese viene trasferito in un altro deposito, a 40 chilometri.",
      ),
    ).toContain("ambito-privato-esempio");
    expect(
      rulesHit(
        "Un'azienda di 80 dipendenti ha attivato il canale a fine 2023. Una dipendente segnala irregolarità nelle fatture di un fornitore.",
      ),
    ).toContain("ambito-privato-esempio");
    expect(
      rulesHit(
        "Un magazziniere segnala che le verifiche periodiche sui carrelli elevatori, previste dai protocolli di sicurezza del Modello 231, vengono registrate ma non eseguite.",
      ),
    ).toEqual([]);
  });

  it("loss of protection for any civil liability, not the one for defamation or slander", () => {
    expect(
      rulesHit(
        "Le tutele vengono meno quando è accertata, anche in primo grado, la responsabilità penale per diffamazione o calunnia, o quella civile per dolo o colpa grave (art. 16 c.3).",
      ),
    ).toContain("perdita-delle-tutele");
    expect(
      rulesHit(
        "la responsabilità penale del segnalante per diffamazione o calunnia, oppure la sua responsabilità civile per lo stesso titolo nei casi di dolo o colpa grave (art. 16, comma 3)",
      ),
    ).toEqual([]);
  });

  it("GDPR fines without the percentage and «se superiore»", () => {
    expect(
      rulesHit(
        "Le sanzioni del GDPR (fino a 20 milioni di euro o al 4% del fatturato mondiale annuo, art. 83) sono un regime distinto.",
      ),
    ).toContain("gdpr-20-milioni");
    expect(rulesHit("con sanzioni fino a 20 milioni di euro.")).toContain("gdpr-20-milioni");
    expect(rulesHit("fino a 10 milioni di euro o al 2% del fatturato")).toContain("gdpr-10-milioni");
  });

  it("an activation price the plans do not have, and promotion dates in articles", () => {
    expect(rulesHit("Attivazione una tantum: 200 € (IVA esclusa)")).toContain("prezzo-attivazione");
    expect(rulesHit("con 99 euro di attivazione")).toContain("prezzo-attivazione");
    expect(rulesHit("Attivazione gratuita fino al 20/08/2025", { article: true })).toContain("date-di-promozione");
  });

  it.each([
    ["Compila il modulo per ricevere il whitepaper via email.", "grafia-e-mail"],
    ["Ogni piano include l'assistenza via email e gli aggiornamenti continui della piattaforma.", "grafia-e-mail"],
    ["Il gestore può trovarsi in conflitto di interesse: la segnalazione lo riguarda direttamente.", "stile"],
    ["Negli enti pubblici tenuti a nominarlo, il gestore è il RPCT.", "stile"],
    ["Giorno 1: richiesta di incontro ricevuta. Il RPCT risponde entro pochi giorni proponendo una data.", "stile"],
    ["e, soprattutto, cosa fare per non incorrerci.", "stile"],
    ["Gli stessi contenuti vanno inseriti nell'onboarding dei nuovi assunti.", "stile"],
    ["Un registro delle attività (audit log) annota chi ha aperto un fascicolo.", "stile"],
    ["Whistleblowing FAQ: le domande più frequenti delle aziende", "stile"],
    ["Scrivici per informazioni sul software whistleblowing, sui piani e sull'attivazione.", "stile"],
    ["La richiesta deve essere in formato JSON.", "stile"],
    ["Comunicare il canale whistleblowing a dipendenti e collaboratori", "stile"],
    ["Il nostro servizio offre una piattaforma whistleblowing in hosting, basata su software open source.", "stile"],
  ])("style: «%s»", (text, rule) => {
    expect(rulesHit(text)).toContain(rule);
  });
});

describe("copy rules let the right text through", () => {
  it.each([
    "Conforme alle norme",
    "Proteggi la Tua Azienda con il Software Whistleblowing",
    "L'email è obbligatoria",
    "Il whitepaper è stato inviato alla tua email.",
    "Email *",
    "Progettata per il D.Lgs. 24/2023: supporta gli obblighi degli artt. 4 e 5.",
    "Canali di segnalazione non istituiti; procedure non adottate o non conformi agli artt. 4 e 5.",
    "nel suo contesto lavorativo il canale interno non è attivo o, se attivo, non è conforme all'art. 4;",
    "Garantire la riservatezza dell'identità del segnalante, delle persone coinvolte e del contenuto (art. 4 e art. 12).",
    "Nel settore pubblico si possono segnalare illeciti amministrativi, contabili, civili o penali.",
    "fino a 20 milioni di euro o al 4% del fatturato mondiale annuo, se superiore (art. 83(5) GDPR)",
    "fino a 10 milioni di euro o al 2% del fatturato mondiale annuo, se superiore (art. 83(4) GDPR)",
    "Attivazione una tantum: 150 € (IVA esclusa)",
    "La piattaforma è attiva entro 24 ore lavorative dalla conferma dell'ordine.",
    "Supporto dedicato 24/7",
    "Negli enti pubblici tenuti a nominarlo, il gestore è l'RPCT.",
    "Scrivici per e-mail: ti rispondiamo in un giorno lavorativo.",
  ])("«%s»", (text) => {
    expect(findCopyProblems([text])).toEqual([]);
  });

  it("applies the promotion-date rule to articles only: the plan card carries the badge", () => {
    expect(rulesHit("Attivazione gratuita fino al 15 settembre 2026")).toEqual([]);
  });
});

describe("paragraphs", () => {
  it("reads a built page's blocks, head, image alternatives and JSON-LD strings", () => {
    const html = `<html><head><title>Titolo</title><meta name="description" content="Descrizione &amp; altro">
      <script type="application/ld+json">{"description":"Dal JSON-LD","url":"https://x.it/"}</script>
      <script type="module">const a = "non testo";</script></head>
      <body><p>Primo <strong>paragrafo</strong><!-- --> qui.</p><ul><li>Voce uno</li><li>Voce&#x27;due</li></ul>
      <img src="a.png" alt="Testo alternativo"></body></html>`;
    const paragraphs = htmlParagraphs(html);
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        "Titolo",
        "Descrizione & altro",
        "Dal JSON-LD",
        "Primo paragrafo qui.",
        "Voce uno",
        "Voce'due",
        "Testo alternativo",
      ]),
    );
    expect(paragraphs.join(" ")).not.toContain("non testo");
    expect(paragraphs).not.toContain("https://x.it/");
  });

  it("splits Markdown into paragraphs, list items, table rows and headings", () => {
    const markdown =
      "---\ntitle: x\n---\n## Titolo\n\nUna [frase](/faq)\nsu due righe.\n\n- uno\n- due\n\n| a | b |\n| --- | --- |\n| c | d |\n";
    expect(markdownParagraphs(markdown)).toEqual([
      "Titolo",
      "Una frase su due righe.",
      "- uno",
      "- due",
      "| a | b |",
      "| c | d |",
    ]);
  });

  it("splits pdftotext output at blank lines and page breaks, typographic apostrophes made plain", () => {
    expect(pdfParagraphs("Riga uno\nriga due\n\nAltro l’blocco\fPagina")).toEqual([
      "Riga uno riga due",
      "Altro l'blocco",
      "Pagina",
    ]);
  });
});
