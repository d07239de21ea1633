import { renderToStaticMarkup } from "react-dom/server";
import { PUBLIC_NO_TACIT_RENEWAL, PUBLIC_PAYMENT } from "../../../config/public-buyers.ts";
import { describe, expect, it } from "vitest";
import {
  SAMPLE_ABSENT_TEXTS as ABSENT,
  SAMPLE_FACT_TEXTS as CONFIGURED,
  SAMPLE_FACTS_FILE,
  SAMPLE_PUBLIC_ENV,
} from "../../../config/fixtures/sample-facts.ts";
import { loadSiteConfig } from "../../../config/load-site-config.ts";
import { loadOperatorFacts, type OperatorFacts } from "../../../config/operator-facts.ts";
import { readableText } from "../../../lib/html-text.ts";
import { findCopyProblems } from "../../../../tests/support/copy/copy-rules.ts";
import { AccessibilityPage, accessibilityAssessment } from "./accessibility-page.tsx";
import { SecurityPage } from "./security-page.tsx";
import { mainTermsSummary } from "../../../features/trust/terms.ts";
import { TermsPage } from "./terms-page.tsx";

const PUBLIC = SAMPLE_PUBLIC_ENV;
const config = loadSiteConfig(PUBLIC);
const facts = loadOperatorFacts({ ...PUBLIC, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });

const text = readableText;

describe("/sicurezza", () => {
  const page = text(renderToStaticMarkup(<SecurityPage facts={facts} />));
  it.each(CONFIGURED)("states %s", (fact) => expect(page).toContain(fact));
  it.each(ABSENT)("says nothing of %s", (fact) => expect(page).not.toContain(fact));

  it("says which link of the chain logs IP addresses, not only the platform", () => {
    const ipLogging = { platform: false, webServer: true, proxy: false, hostingNetwork: "Nessun registro di rete" };
    const html = text(renderToStaticMarkup(<SecurityPage facts={{ ...facts, ipLogging }} />));
    expect(html).toContain(
      "La piattaforma di segnalazione non registra gli indirizzi IP di chi segnala; il server web che la precede li registra nei propri log",
    );
    expect(html).toContain("Server web davanti alla piattaforma registra gli indirizzi IP");
    expect(html).toContain("Proxy davanti alla piattaforma non registra gli indirizzi IP");
  });

  it("leaves out the sections with nothing configured", () => {
    const partial: OperatorFacts = { hosting: { provider: "Solo Hosting S.r.l.", country: "Italia", city: "Milano" } };
    const html = renderToStaticMarkup(<SecurityPage facts={partial} />);
    expect(html.match(/<h2/g)).toHaveLength(1);
    expect(text(html)).toContain("Milano, Italia");
    expect(text(html)).toContain("non sono ancora stati verificati");
    expect(text(html)).not.toMatch(/Cifratura|Sub-responsabili|\bTor\b|Certificazion/);
  });

  it("links the two PDFs", () => {
    const html = renderToStaticMarkup(<SecurityPage facts={facts} />);
    expect(html).toContain('href="/documenti/accordo-trattamento-dati.pdf"');
    expect(html).toContain('href="/documenti/scheda-dpia.pdf"');
  });
});

describe("/condizioni-del-servizio", () => {
  const page = text(renderToStaticMarkup(<TermsPage config={config} facts={facts} />));
  it.each([
    "Mario Rossi (il fornitore)",
    "Small Business",
    // OQ-2: the PDF is a quote that binds no one; the contract is what the entity signs.
    "il PDF che ricevi è un preventivo, che non vincola nessuna delle parti",
    "se la procedura richiede un'offerta, la presentiamo noi sulla piattaforma dell'ente, e quell'offerta ci vincola nei termini della procedura.",
    // A public body's contract is concluded by its own procedure, not by signing our form.
    "per un ente pubblico, nella forma prevista dalla sua procedura di acquisto",
    // T-01, OQ-1: the contract's plan covers the obliged entities under 50 that order it.
    // DPO B8: public bodies are obliged at any size, so a comune of 30 workers is in the definition.
    "Small Business, da 50 a 99 lavoratori; anche per gli enti obbligati con meno di 50 lavoratori (enti del settore pubblico; soggetti privati che adottano un Modello 231 o rientrano negli atti UE delle parti I.B e II dell'allegato al decreto): 240 € l'anno",
    "Medium Business, da 100 a 249 lavoratori: ",
    "240 € l'anno più 150 € di attivazione una tantum",
    "Il contratto dura 12 mesi",
    "Il contratto si rinnova tacitamente di anno in anno",
    "preavviso di almeno 60 giorni",
    // B4: the operator's advance fee binds private buyers only; a public body pays after the invoice.
    "Per le organizzazioni private: canone annuo anticipato, con bonifico entro 30 giorni dalla fattura.",
    "A un ente pubblico non chiediamo pagamenti anticipati: emettiamo la fattura elettronica a servizio reso",
    "L'ente paga nei termini dell'art. 4 D.Lgs. 231/2002: di regola entro 30 giorni dal ricevimento della fattura o, se prevista, dalla verifica di conformità del servizio; entro 60 giorni nei casi previsti dallo stesso articolo (per esempio gli enti del Servizio sanitario nazionale)",
    // DPO re-read B1: each plan's hours and reply time as its card says them; no 24/7.
    "Small Business: supporto via e-mail, dal lunedì al venerdì, dalle 9 alle 18, risposta entro 2 giorni lavorativi; Medium Business: supporto prioritario via e-mail, dal lunedì al venerdì, dalle 9 alle 18, risposta entro 1 giorno lavorativo; Enterprise: supporto dedicato, telefono ed e-mail, dal lunedì al venerdì, dalle 9 alle 18, risposta entro 4 ore lavorative.",
    // T-03: the cap is the fee due for each contract year, not an ambiguous "canone pagato".
    "per ciascun anno contrattuale è limitata all'importo del corrispettivo annuo dovuto per quell'anno",
    "competente in via esclusiva il Foro di Milano",
    "Entro 30 giorni dalla fine del contratto",
    // DPO docs review C9: the backups' period, from the facts.
    "Dai backup i dati escono entro 30 giorni dalla cancellazione (ciclo di conservazione dei backup).",
    // DPO docs review B8: a shared channel, one art. 28 contract per controller, as the DPA and the deed say.
    "Se più enti condividono il canale di segnalazione e la sua gestione (art. 4, comma 4, D.Lgs. 24/2023), ciascuno è parte del contratto e firma, come contitolare del trattamento, l'accordo sul trattamento dei dati personali (art. 28 GDPR); tra loro gli enti stipulano l'accordo interno che ripartisce le rispettive responsabilità (art. 26 GDPR; art. 13, comma 5, D.Lgs. 24/2023)",
    "artt. 1341 e 1342 c.c.",
    "art. 3 (rinnovo tacito); art. 8 (limitazione di responsabilità); art. 9 (foro esclusivo)",
    "Questa pagina non raccoglie l'approvazione",
    "con una seconda firma digitale distinta da quella sul contratto",
    "norme di ordine pubblico (art. 1229 c.c.)",
    "art. 82 GDPR",
    "il foro dell'art. 25 c.p.c.",
    // B3: the exception cited, and its law said only of what it covers (public administrations).
    "Con un acquirente del settore pubblico (una pubblica amministrazione o una società a controllo pubblico o in house) il contratto non si rinnova tacitamente",
    "Per le pubbliche amministrazioni il rinnovo tacito dei contratti di forniture e servizi è vietato e, se avviene, nullo (art. 6, comma 2, L. 537/1993, come sostituito dall'art. 44 L. 724/1994 e modificato dall'art. 23 L. 62/2005).",
    "Per un'organizzazione privata, quindi, alla scadenza il contratto si rinnova se nessuna delle parti lo ha disdetto almeno 60 giorni prima",
    "Il contratto è in italiano",
  ])("states %s", (fact) => expect(page).toContain(fact));

  it("asks specific approval for an automatic renewal however it is worded", () => {
    const renewal = "Il contratto si rinnova automaticamente per un anno";
    if (!facts.terms) throw new Error("the sample has terms");
    const automatic: OperatorFacts = { ...facts, terms: { ...facts.terms, renewal } };
    const html = text(renderToStaticMarkup(<TermsPage config={config} facts={automatic} />));
    expect(html).toContain("art. 3 (rinnovo tacito)");
  });

  // B6: the promotion in the cards' and the quote's words, by the request's date, not the contract's.
  it("states the running promotion's condition like the cards and the quote", () => {
    const promoted = text(
      renderToStaticMarkup(<TermsPage config={{ ...config, promotionEnd: "2027-11-27" }} facts={facts} />),
    );
    expect(promoted).toContain(
      "Attivazione gratuita per le richieste d'ordine inviate entro il 27 novembre 2027: il preventivo la indica e il contratto la conferma, alle condizioni di validità del preventivo.",
    );
    const plain = text(renderToStaticMarkup(<TermsPage config={{ ...config, promotionEnd: null }} facts={facts} />));
    expect(plain).not.toContain("Attivazione gratuita");
  });

  it("leaves out the clauses with nothing configured", () => {
    const bare = text(renderToStaticMarkup(<TermsPage config={config} facts={{}} />));
    expect(bare).toContain("Piani e prezzi");
    expect(bare).not.toMatch(/Durata|Responsabilità|foro|1341/);
  });

  // T-02: a public buyer awarding directly on these terms needs the traceability clause (art. 3 L. 136/2010).
  it("carries the public buyers' traceability, CIG, e-invoice and split payment", () => {
    expect(page).toContain(
      "Con gli enti pubblici il fornitore assume gli obblighi di tracciabilità dei flussi finanziari dell'art. 3 della legge 13 agosto 2010, n. 136",
    );
    expect(page).toContain("riporta il CIG in ogni fattura e pagamento");
    expect(page).toContain("(FatturaPA), al codice univoco ufficio");
    expect(page).toContain("scissione dei pagamenti (art. 17-ter d.P.R. 633/1972)");
    const forfettario = { ...config, order: { ...config.order, vatRegime: "forfettario" as const } };
    const html = text(renderToStaticMarkup(<TermsPage config={forfettario} facts={facts} />));
    expect(html).toContain("art. 3 della legge 13 agosto 2010, n. 136");
    expect(html).not.toContain("scissione dei pagamenti");
  });

  // T-04: a service level only as the operator declares it.
  it("states a service level only from the facts", () => {
    expect(page).toContain(
      "Livello di servizio: disponibilità della piattaforma del 99,5% su base mensile, escluse le manutenzioni programmate comunicate all'ente con almeno 48 ore di preavviso; presa in carico dei guasti entro 4 ore lavorative dalla segnalazione del guasto.",
    );
    const html = text(
      renderToStaticMarkup(<TermsPage config={config} facts={{ ...facts, serviceLevel: undefined }} />),
    );
    expect(html).not.toMatch(/Livello di servizio|disponibilità della piattaforma del/);
  });

  // B5: § 10 says what the facts declare of the reporting platform's accessibility, or that it is assessed.
  it("renders the accessibility clause from the platformAccessibility fact", () => {
    expect(page).toContain(
      "10. Accessibilità della piattaforma " +
        "Accessibilità della piattaforma di segnalazione rispetto alle WCAG 2.1 livello AA (legge 4/2004): parzialmente conforme, secondo la valutazione del 15 ottobre 2026 (valutazione del software installato, con test automatici e verifiche manuali da tastiera e con lettore di schermo). Contenuti non accessibili: il captcha del modulo di segnalazione non ha un'alternativa sonora.",
    );
    const conforming: OperatorFacts = {
      ...facts,
      platformAccessibility: { status: "conforme", source: "valutazione di terzi", assessedOn: "2026-09-01" },
    };
    const declared = text(renderToStaticMarkup(<TermsPage config={config} facts={conforming} />));
    expect(declared).toContain(
      "(legge 4/2004): conforme, secondo la valutazione del 1 settembre 2026 (valutazione di terzi).",
    );
    expect(declared).not.toContain("Contenuti non accessibili");
    const unknown = text(
      renderToStaticMarkup(<TermsPage config={config} facts={{ ...facts, platformAccessibility: undefined }} />),
    );
    expect(unknown).toContain("(legge 4/2004) è in corso di valutazione e non è ancora dichiarata");
    expect(unknown).not.toMatch(/parzialmente conforme|: conforme/);
  });

  it("gives /ordine its summary of the main terms, with the public-sector exceptions to renewal and payment", () => {
    expect(mainTermsSummary(facts)).toBe(
      `Durata 12 mesi. Il contratto si rinnova tacitamente di anno in anno. Disdetta con preavviso di almeno 60 giorni prima della scadenza. ${PUBLIC_NO_TACIT_RENEWAL} Pagamento per le organizzazioni private: canone annuo anticipato, con bonifico entro 30 giorni dalla fattura. ${PUBLIC_PAYMENT}`,
    );
    expect(mainTermsSummary({})).toBeNull();
  });

  // DPO read 2026-11-29 B4: a contract that does not renew by itself is not cancelled, it ends.
  it("offers no «disdetta» and asks no specific approval for a contract that does not renew tacitly", () => {
    const terms = facts.terms;
    if (!terms) throw new Error("the sample declares its terms");
    const fixed = {
      ...facts,
      terms: { ...terms, renewal: "Un nuovo periodo richiede un accordo scritto delle parti", tacitRenewal: false },
    };
    const page = text(renderToStaticMarkup(<TermsPage config={config} facts={fixed} />));
    expect(page).toContain(
      "Durata e rinnovo Il contratto dura 12 mesi dalla conclusione. Un nuovo periodo richiede un accordo scritto delle parti. Se le parti non lo rinnovano espressamente, alla scadenza il contratto cessa senza bisogno di disdetta.",
    );
    expect(page).not.toMatch(/disdirlo|rinnovo tacito\)|Durata, rinnovo e disdetta/);
    expect(mainTermsSummary(fixed)).toBe(
      `Durata 12 mesi. Un nuovo periodo richiede un accordo scritto delle parti. Se le parti non lo rinnovano espressamente, alla scadenza il contratto cessa senza bisogno di disdetta. Pagamento per le organizzazioni private: canone annuo anticipato, con bonifico entro 30 giorni dalla fattura. ${PUBLIC_PAYMENT}`,
    );
  });
});

describe("/accessibilita", () => {
  const page = text(renderToStaticMarkup(<AccessibilityPage config={config} routes={43} />));
  it("follows AgID's model and says it is voluntary", () => {
    for (const part of [
      "Stato di conformità",
      "Contenuti non accessibili",
      "Redazione della dichiarazione",
      "Segnalare un problema di accessibilità",
      "Procedura di attuazione",
      "vale quella indicata nella dichiarazione di accessibilità dell'ente",
      "Metodo di valutazione: autovalutazione",
      "la pubblichiamo volontariamente",
      "WCAG 2.1 livello AA",
      "entro 30 giorni",
      "info@esempio-whistleblowing.it",
      "tutte le 43 pagine",
      "non sono PDF con tag",
      "Verifiche manuali non ancora eseguite: navigazione completa da tastiera",
      // AC-04: the AgID model's site information and a link to the feedback mechanism.
      "Informazioni sul sito",
      "Ultimo riesame di questa dichiarazione:",
      "oppure usa il modulo della pagina Contatti",
    ]) {
      expect(page).toContain(part);
    }
  });

  // CE-1, AC-01: art. 3 c.1 lists the IT contractors of public bodies, not only PAs and large firms.
  it("gets the scope of L. 4/2004 right, IT contractors of public bodies included", () => {
    expect(page).toContain("le aziende appaltatrici di servizi informatici");
    expect(page).toContain("(art. 3, comma 1-bis)");
    // DPO read B5: art. 4 c.1 L. 4/2004 admits justified exceptions; no absolute ban on buying.
    // DPO docs review B10: c.1 makes accessibility a ground of preference; c.2 voids web and app contracts without it.
    expect(page).toContain(
      "Negli acquisti degli enti pubblici i requisiti di accessibilità sono motivo di preferenza a parità di ogni altra condizione e la loro mancata considerazione va motivata (art. 4, comma 1)",
    );
    expect(page).toContain(
      "i contratti per realizzare o modificare siti web e applicazioni mobili che non prevedono il rispetto dei requisiti di accessibilità sono nulli (art. 4, comma 2)",
    );
    expect(page).not.toContain("salvo eccezioni motivate");
    expect(page).not.toContain("non possono acquistare");
    expect(page).not.toContain("Riguarda questo sito, non la piattaforma");
  });

  // AC-02: no status from automated tests alone.
  it("claims a status only when every manual check it lists is done", () => {
    expect(page).toContain("Valutazione del sito rispetto alle WCAG 2.1 livello AA (norma EN 301 549): in corso");
    expect(page).not.toContain("parzialmente conforme");
    const done = {
      ...accessibilityAssessment,
      manualChecks: accessibilityAssessment.manualChecks.map((check) => ({ ...check, performedOn: "2026-11-27" })),
    };
    const assessed = text(renderToStaticMarkup(<AccessibilityPage config={config} routes={43} facts={done} />));
    expect(assessed).toContain("(norma EN 301 549): parzialmente conforme");
    expect(assessed).toContain("Verifiche manuali eseguite: navigazione completa da tastiera (27 novembre 2026)");
  });

  // AC-03: what is known of the reporting platform, from the facts file, or that it is assessed apart.
  it("says what is known of the reporting platform's accessibility, or that it is assessed separately", () => {
    expect(page).toContain("L'accessibilità della piattaforma di segnalazione si valuta a parte da quella del sito");
    const platform = {
      status: "parzialmente conforme" as const,
      source: "dichiarazione di GlobaLeaks 5",
      assessedOn: "2026-10-01",
      nonConforming: ["Il captcha grafico non ha un'alternativa sonora"],
    };
    const declared = text(renderToStaticMarkup(<AccessibilityPage config={config} routes={43} platform={platform} />));
    expect(declared).toContain(
      "Stato della piattaforma di segnalazione rispetto alle WCAG 2.1 livello AA: parzialmente conforme (fonte: dichiarazione di GlobaLeaks 5; valutazione del 1 ottobre 2026)",
    );
    expect(declared).toContain("Il captcha grafico non ha un'alternativa sonora");
  });
});

describe("the copy check", () => {
  it("finds nothing to object to in the three pages rendered from the sample", () => {
    const pages = [
      renderToStaticMarkup(<SecurityPage facts={facts} />),
      renderToStaticMarkup(<TermsPage config={config} facts={facts} />),
      renderToStaticMarkup(<AccessibilityPage config={config} routes={43} />),
    ];
    const paragraphs = pages.flatMap((html) =>
      [...html.matchAll(/<(?:p|dd|li)[^>]*>(.*?)<\/(?:p|dd|li)>/gs)].map((m) => text(m[1] ?? "")),
    );
    expect(findCopyProblems(paragraphs)).toEqual([]);
  });
});
