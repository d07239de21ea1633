import { describe, expect, it } from "vitest";
import { service } from "../../../src/config/service.ts";
import { findCopyProblems } from "./copy-rules.ts";
import { htmlParagraphs, markdownParagraphs, pdfParagraphs } from "./paragraphs.ts";

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
    expect(rulesHit("I piani costano 240 €/anno più 150 € di attivazione, IVA esclusa.", { article: true })).toContain(
      "attivazione-senza-promozioni",
    );
    expect(
      rulesHit("Più 150 € di attivazione, IVA esclusa, salvo le promozioni indicate nelle schede dei piani.", {
        article: true,
      }),
    ).not.toContain("attivazione-senza-promozioni");
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

// Issue 16: the DPO review of November 2026 (dpo-review-2026-11.md), verbatim from the site of that day.
describe("copy rules catch what the DPO review found", () => {
  it.each([
    "Gli enti con un Modello 231 ricevono anche le segnalazioni di condotte rilevanti ai sensi del D.Lgs. 231/2001 e di violazioni del Modello; se hanno meno di 50 lavoratori, soltanto queste e solo attraverso il canale interno.",
    "Con un Modello 231 anche le condotte rilevanti ai sensi del D.Lgs. 231/2001, sotto la media di 50 lavoratori solo queste, e solo con il canale interno (art. 3).",
    "Sotto i 50 lavoratori il canale interno è l'unico strumento previsto: se non funziona, le segnalazioni non arrivano.",
    "Un canale di segnalazione interna per le sole condotte rilevanti ai sensi del D.Lgs. 231/2001 e le violazioni del Modello 231: sotto i 50 lavoratori queste segnalazioni si fanno solo con il canale interno (art. 3).",
  ])("internal-only framed as an under-50 rule: «%s»", (text) => {
    expect(rulesHit(text)).toContain("231-solo-interno");
  });

  it.each([
    "Chi opera negli ambiti degli atti UE richiamati dal decreto, come servizi, prodotti e mercati finanziari, prevenzione del riciclaggio, sicurezza dei trasporti e tutela dell'ambiente, a prescindere dalle dimensioni.",
    "| Soggetti privati nei settori degli atti UE in allegato (servizi, prodotti e mercati finanziari, antiriciclaggio, sicurezza dei trasporti, ambiente) | Sì, a prescindere dalle dimensioni | art. 2 c.1 lett. q |",
    "i soggetti privati dei settori regolati dagli atti europei richiamati negli allegati, come servizi finanziari e ambiente, indipendentemente dalle dimensioni;",
    "Settori specifici: servizi, prodotti e mercati finanziari, prevenzione del riciclaggio, sicurezza dei trasporti, tutela dell'ambiente. In questi casi l'obbligo vale a prescindere dal numero di lavoratori.",
  ])("the annex scope as transport or environment sectors: «%s»", (text) => {
    expect(rulesHit(text)).toContain("settori-allegato");
  });

  it.each([
    "Se un segnalante anonimo viene poi identificato e subisce ritorsioni, le misure di protezione del decreto si applicano comunque (art. 16 c.4).",
    "se il segnalante viene poi identificato e subisce ritorsioni, le tutele si applicano comunque (art. 16 c.4).",
    "Se un segnalante anonimo viene identificato, le tutele del decreto si applicano comunque (art. 16).",
  ])("art. 16 protection «comunque»: «%s»", (text) => {
    expect(rulesHit(text)).toContain("tutele-comunque");
  });

  it.each([
    "Canale di segnalazione interna in hosting, attivo entro 24 ore lavorative dalla conferma dell'ordine, a partire da 240 € l'anno, IVA esclusa.",
    "Segnalazioni cifrate e anche anonime, da 240 € l'anno IVA esclusa.",
    "I piani partono da 240 euro all'anno, IVA esclusa.",
    "Canale di segnalazione interna cifrato, anche anonimo, progettato per il D.Lgs. 24/2023. Attivazione entro 24 ore lavorative, da 240 € l'anno IVA esclusa.",
  ])("a «da … €» price without the activation fee: «%s»", (text) => {
    expect(rulesHit(text)).toContain("prezzo-da-senza-attivazione");
  });

  it.each([
    "La piattaforma è attiva entro 24 ore lavorative dalla conferma dell'ordine.",
    "È attiva entro 24 ore lavorative dalla conferma dell'ordine.",
    "Il canale è attivo entro 24 ore lavorative dall'ordine confermato.",
    "nessun indirizzo IP registrato e attivazione entro 24 ore lavorative dall'ordine confermato.",
    "Attivazione entro 24 ore lavorative dalla conferma dell'ordine",
  ])("activation in 24 hours instead of the platform being ready: «%s»", (text) => {
    expect(rulesHit(text)).toContain("attivazione-24-ore");
  });

  // B6 (DPO re-read of the order): the site gave three answers to "when is it ready".
  it.each([
    "La piattaforma è pronta entro 24 ore lavorative dalla conferma dell'ordine, cioè entro tre giorni lavorativi (dal lunedì al venerdì, festivi esclusi).",
    "La piattaforma è pronta entro 24 ore lavorative dalla conferma dell'ordine.",
    "Piattaforma pronta entro 24 ore lavorative dall'ordine confermato",
    "Il canale di segnalazione per il D.Lgs. 24/2023, pronto in 3 giorni lavorativi.",
    "La piattaforma è pronta entro 2 giorni lavorativi dalla firma.",
  ])("an activation time other than service.activation's: «%s»", (text) => {
    expect(rulesHit(text)).toContain("tempo-di-attivazione");
  });

  it.each([
    "Ricevuta il 23/11/2026; Privacy Policy accettata nella versione del 2026-11-22.",
    "Inviando il modulo accetti la Privacy Policy.",
    "Per continuare devi accettare l'informativa privacy.",
  ])("the privacy notice «accepted» outside the spec's checkbox and toast: «%s»", (text) => {
    expect(rulesHit(text)).toContain("informativa-accettata");
  });
});

// Issue 27: what ANAC says about e-mail and PEC, cited to the wrong guidelines (main at 0baddc5, verbatim).
describe("copy rules keep the internal channel's tools on Linee guida n. 1/2025", () => {
  it.each([
    "Le Linee guida ANAC sulla protezione delle persone segnalanti (delibera 311/2023) indicano che e-mail ordinaria e PEC, da sole, non sono canali interni adeguati.",
    "No, da sole non bastano. Già le linee guida ANAC della delibera 311/2023 hanno indicato che e-mail ordinaria e PEC non sono canali interni adeguati, perché non garantiscono da sole la riservatezza richiesta dall'art. 4.",
    "ANAC (Autorità Nazionale Anticorruzione) ha indicato già nelle Linee guida sulla protezione delle persone segnalanti e sulle segnalazioni esterne (delibera 311/2023) che e-mail ordinaria e PEC, da sole, non bastano.",
    "Sul tipo di canale, ANAC (Autorità Nazionale Anticorruzione) nelle Linee guida sulla protezione delle persone segnalanti (delibera 311/2023) ha ritenuto e-mail ordinaria e PEC non adeguate da sole; le Linee guida ANAC n. 1/2025 sui canali interni preferiscono le piattaforme informatiche.",
    "| E-mail o PEC | Limitata | Possibile, ma espone l'identità | Da sole non adeguate per ANAC |",
  ])("«%s»", (text) => {
    expect(rulesHit(text)).toContain("canali-interni-non-311");
  });

  it.each([
    "ANAC, nelle Linee guida n. 1/2025 sui canali interni (delibera 478 del 26 novembre 2025), preferisce le piattaforme informatiche alla posta elettronica ordinaria e alla PEC.",
    "Da sola, difficilmente. La legge non impone uno strumento, ma ANAC preferisce le piattaforme. A nostro avviso il limite è la riservatezza: chi legge la casella vede il mittente, e i messaggi restano negli archivi.",
    "Le Linee guida ANAC sulla protezione delle persone segnalanti e sulle segnalazioni esterne (delibera 311/2023) danno indicazioni precise sulle segnalazioni anonime ricevute tramite canale interno:",
    "Usare solo la PEC istituzionale. La casella è spesso letta da più persone; senza mitigazioni non è un canale adeguato.",
    "| E-mail o PEC | Limitata | Possibile, ma espone l'identità | ANAC preferisce le piattaforme |",
  ])("lets through «%s»", (text) => {
    expect(rulesHit(text)).not.toContain("canali-interni-non-311");
  });
});

describe("copy rules let the review's wording through", () => {
  it.each([
    "Gli enti con un Modello 231 ricevono anche le segnalazioni di condotte rilevanti ai sensi del D.Lgs. 231/2001 e di violazioni del Modello: per queste è previsto solo il canale interno, qualunque sia il numero di lavoratori (art. 3, comma 2). Se l'ente ha meno di 50 lavoratori e non rientra nell'ambito degli atti UE delle parti I.B e II dell'allegato, il canale riguarda soltanto queste segnalazioni.",
    "Le condotte rilevanti ai fini 231 si segnalano solo con il canale interno, a qualunque dimensione (art. 3, comma 2); sotto i 50 lavoratori e fuori dagli atti UE dell'allegato il canale riguarda soltanto queste.",
    "Chi rientra nell'ambito di applicazione degli atti UE delle parti I.B e II dell'allegato al decreto, a prescindere dalle dimensioni: in sostanza servizi, prodotti e mercati finanziari e prevenzione del riciclaggio, oltre agli operatori soggetti a specifici atti UE sulla sicurezza dei trasporti (aviazione civile, trasporto marittimo) e sulla sicurezza delle operazioni in mare nel settore degli idrocarburi (art. 2, comma 1, lett. q, n. 2).",
    "Nel settore privato si segnalano le violazioni del diritto dell'Unione, per esempio in materia di appalti pubblici, ambiente, sicurezza dei trasporti e protezione dei dati.",
    "Se il segnalante anonimo viene poi identificato e subisce ritorsioni, si applicano le misure di protezione del decreto, alle condizioni dell'art. 16 (art. 16, comma 4).",
    "Le segnalazioni si conservano per il tempo necessario e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14).",
    "a partire da 240 € l'anno più 150 € di attivazione una tantum, IVA esclusa",
    "a partire da 240 € l'anno, attivazione gratuita fino al 15/09/2026, IVA esclusa",
    "sanzioni da 10.000 € a 50.000 € (art. 21)",
    "La piattaforma è pronta entro 24 ore lavorative dal contratto; la messa in esercizio del canale spetta all'ente, dopo la consultazione sindacale.",
    "Attivazione entro 24 ore lavorative",
    "Piano Small Business Attivazione entro 24 ore lavorative Accesso illimitato alla piattaforma",
    "• Attivazione entro 24 ore lavorative • Tutto quello che offre Medium Business",
    "Ho letto e accetto la Privacy Policy",
    "Per favore, accetta la Privacy Policy per continuare",
    "Informativa privacy letta nella versione del 2026-11-22.",
  ])("«%s»", (text) => {
    expect(findCopyProblems([text])).toEqual([]);
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
    "La piattaforma è pronta entro 24 ore lavorative dal contratto.",
    service.activation.sentence,
    "Il contratto da firmare ti arriva entro 2 giorni lavorativi dalla conferma del tuo indirizzo.",
    "Supporto dedicato",
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
