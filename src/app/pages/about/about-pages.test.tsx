import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV } from "../../../config/fixtures/sample-facts.ts";
import { loadSiteConfig } from "../../../config/load-site-config.ts";
import { loadOperatorFacts, type OperatorFacts } from "../../../config/operator-facts.ts";
import { operatorFactsSchema } from "../../../config/operator-facts-schema.ts";
import { readableText as text } from "../../../lib/html-text.ts";
import { findCopyProblems } from "../../../../tests/support/copy/copy-rules.ts";
import { ChiSiamoPage } from "./chi-siamo-page.tsx";
import { ComeFunzionaPage } from "./come-funziona-page.tsx";
import { EntiPubbliciPage, planForStaff, publicBodiesHeaderAction, publicPriceRows } from "./enti-pubblici-page.tsx";
import { quoteTermsSentence } from "../../../features/order/quote-data.ts";

const config = loadSiteConfig(SAMPLE_PUBLIC_ENV);
const facts = loadOperatorFacts({ ...SAMPLE_PUBLIC_ENV, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
const NOW = new Date("2026-11-28T10:00:00Z");

describe("/chi-siamo", () => {
  const html = renderToStaticMarkup(<ChiSiamoPage config={config} facts={facts} />);
  const page = text(html);

  it.each([
    "Mario Rossi",
    "Titolare del servizio; attiva le piattaforme e risponde ai clienti.",
    "Dal 2015 gestisco server Linux",
    "+39 02 1234 5678",
    "dal lunedì al venerdì, dalle 9 alle 18",
    // Issue 26: «1 giorno lavorativo» for every message contradicted Small Business's 2 days.
    "Alle richieste di informazioni rispondiamo entro 1 giorno lavorativo. Ai clienti rispondiamo nei tempi del loro piano. Small Business: supporto via e-mail, dal lunedì al venerdì, dalle 9 alle 18, risposta entro 2 giorni lavorativi; Medium Business: supporto prioritario via e-mail, dal lunedì al venerdì, dalle 9 alle 18, risposta entro 1 giorno lavorativo; Enterprise: supporto dedicato, telefono ed e-mail, dal lunedì al venerdì, dalle 9 alle 18, risposta entro 4 ore lavorative.",
    "risponde al mio posto Laura Bianchi",
    // DPO re-read B3: the substitute's GDPR role, from the facts.
    "Laura Bianchi, che sostituisce Mario Rossi quando non è disponibile e ha accesso ai server, è una persona autorizzata al trattamento",
    "entro 30 giorni dalla fine del contratto restituiamo all'ente i dati",
    "Mario Rossi, ditta individuale, Via Roma 10, 20121 Milano MI, P.IVA 12345678903, REA MI-2345678",
    "info@esempio-whistleblowing.it",
    "non sono un canale di segnalazione",
  ])("states %s", (fact) => expect(page).toContain(fact));

  it("links the phone number for a tap", () => {
    expect(html).toContain('href="tel:+390212345678"');
  });

  it("leaves out what the operator has not configured", () => {
    const bare = renderToStaticMarkup(<ChiSiamoPage config={config} facts={{}} />);
    expect(text(bare)).toContain("Mario Rossi, ditta individuale");
    expect(text(bare)).not.toMatch(/Telefono|Orari|Tempi di risposta|Se non siamo disponibili/);
    // DPO review B3: the intro promises the section only when it is there.
    expect(text(bare)).not.toContain("se non siamo disponibili");
    expect(text(html)).toContain("che cosa succede alla tua piattaforma se non siamo disponibili");
    expect(bare).not.toContain("<img");
    expect(bare.match(/<h2/g)).toHaveLength(4);
  });

  it("shows the photo with its size and text alternative", () => {
    const photo = { src: "/apple-touch-icon.png", width: 180, height: 180, alt: "Mario Rossi sorride" };
    const withPhoto: OperatorFacts = { ...facts, about: { name: "Mario Rossi", photo } };
    const page = renderToStaticMarkup(<ChiSiamoPage config={config} facts={withPhoto} />);
    expect(page).toMatch(/<img src="\/apple-touch-icon.png" width="180" height="180" alt="Mario Rossi sorride"/);
  });
});

describe("/come-funziona", () => {
  it("without screenshots: a diagram that says it is not a screenshot, and the two journeys", () => {
    const html = renderToStaticMarkup(<ComeFunzionaPage facts={facts} />);
    const page = text(html);
    expect(html).not.toMatch(/<img|<video/);
    expect(page).toContain("Schema illustrativo dei passaggi e delle due scadenze dell'art. 5: non è una schermata");
    for (const step of [
      "Raggiunge la piattaforma",
      "Scrive la segnalazione",
      "Allega i documenti",
      "Riceve il codice personale",
      "Segue la risposta",
      "Invia l'avviso di ricevimento entro 7 giorni",
      "Fornisce il riscontro entro 3 mesi",
      "al massimo 5 anni dalla comunicazione dell'esito finale (art. 14 D.Lgs. 24/2023)",
      "anche tramite la rete Tor",
      "l'autenticazione a due fattori",
      "permette di fissare per ogni segnalazione una data di promemoria",
    ]) {
      expect(page).toContain(step);
    }
    expect(page).not.toContain("cancella le segnalazioni chiuse");
  });

  it("says nothing the facts do not state", () => {
    const page = text(renderToStaticMarkup(<ComeFunzionaPage facts={{}} />));
    expect(page).not.toMatch(/Tor\b|due fattori|ricorda ai gestori|cancella le segnalazioni/);
    expect(page).toContain("non è ancora stata dichiarata (da confermare)");
  });

  it("with the operator's screenshots and video: real images, captions and subtitles, no diagram", () => {
    const howItWorks = {
      screenshots: [
        {
          src: "/a.webp",
          width: 780,
          height: 1688,
          alt: "Il modulo di segnalazione",
          caption: "Il modulo su smartphone",
        },
      ],
      video: { src: "/v.mp4", captions: "/v.vtt", title: "Una segnalazione in 90 secondi", width: 1280, height: 720 },
    };
    const html = renderToStaticMarkup(<ComeFunzionaPage facts={{ ...facts, howItWorks }} />);
    expect(html).toMatch(/<img src="\/a.webp" width="780" height="1688" alt="Il modulo di segnalazione"/);
    expect(html).toContain('<track kind="captions" src="/v.vtt" srcLang="it" label="Italiano" default=""/>');
    expect(html).toContain('preload="none"');
    expect(text(html)).not.toContain("Schema illustrativo");
  });
});

describe("/enti-pubblici", () => {
  const page = text(renderToStaticMarkup(<EntiPubbliciPage config={config} facts={facts} now={NOW} />));

  it.each([
    "art. 50, comma 1, lett. b, D.Lgs. 36/2023",
    "art. 1, comma 450, L. 296/2006",
    "artt. 25 e 26 D.Lgs. 36/2023",
    "art. 3 L. 136/2010",
    "codice univoco ufficio di 6 caratteri",
    "art. 1, commi 209-214, L. 244/2007; DM 55/2013",
    "Se l'ente è tenuto alla scissione dei pagamenti (art. 17-ter DPR 633/1972), ci paga l'imponibile e versa l'IVA (22%) all'Erario",
    "art. 17-ter DPR 633/1972",
    "art. 31, comma 3, DL 69/2013",
    "la soglia dei 10.000 abitanti non ha valore giuridico",
    "art. 4, comma 5",
    "Una società in house con 30 dipendenti, per esempio, rientra nel piano Small Business",
    // B4, B5 (DPO re-read of the order): no advance payment; the CIG before the contract, possibly later.
    "Pagamento dopo il servizio. A un ente pubblico non chiediamo pagamenti anticipati",
    "nei termini dell'art. 4 D.Lgs. 231/2002",
    "entro 60 giorni nei casi previsti dallo stesso articolo (per esempio gli enti del Servizio sanitario nazionale)",
    "Il CIG serve prima del contratto e della fattura, per la tracciabilità dei pagamenti (art. 3 L. 136/2010): se l'ente non l'ha ancora acquisito, puoi comunicarcelo dopo",
  ])("states %s", (fact) => expect(page).toContain(fact));

  // F14 (UX walk): how the RPCT finds us on their platform, before giving any data; the same
  // promise the public quote makes (quote-data.ts).
  it("says how a public body buys from us on its own procurement platform", () => {
    // Not qualified: no threshold for the bodies that can buy (DPO read 3, B4).
    expect(page).toContain(
      "Chiedi il preventivo e, se la procedura del tuo ente richiede un'offerta, la presentiamo noi, ai prezzi del preventivo, sulla piattaforma di approvvigionamento digitale certificata che usa.",
    );
    expect(page).not.toContain("Sotto i 5.000 euro non è necessario cercarci");
    expect(quoteTermsSentence("2030-01-31", false, "pubblico")).toContain(
      "se la procedura dell'ente richiede un'offerta, la presentiamo noi sulla sua piattaforma di approvvigionamento digitale",
    );
  });

  // Issue 27 B3: outside an e-marketplace only under 5.000 euro, counted on the whole award.
  it("says the MePA rule binds administrations, which cannot buy an unqualified service", () => {
    expect(facts.publicProcurement?.mepa).not.toBe(true);
    expect(page).toContain(
      "Questa regola riguarda le pubbliche amministrazioni, che oggi non possono acquistare il nostro servizio (punto 1); una società a controllo pubblico o in house verifica con chi cura gli acquisti quali regole valgono per lei.",
    );
    expect(page).not.toContain("Sotto i 5.000 euro puoi quindi affidarci");
  });

  // Issue 27 C: the act was called «determina» twice; it is named once, by its name.
  it("names the decisione di contrarre at most once and never «determina»", () => {
    expect(page).not.toMatch(/\bdetermina\b/);
    expect(page.split("decisione di contrarre").length - 1).toBeLessThanOrEqual(1);
  });

  // Issue 26: the kit drafts no determina. Not qualified (buyer walk 2026-11-29, A1): what any public
  // body can do now leads, the quote follows for those who may buy, with no terms of payment.
  it("names the last step after what the kit drafts, the kit first while an administration cannot buy", () => {
    expect(page).not.toContain("Prepara la determina");
    expect(page).toContain(
      "Prepara i documenti del canale Con il kit di attivazione prepari gratis, anche per un comune, le bozze della procedura, dell'informativa e degli altri documenti per attivare il canale. Se il tuo ente può acquistare il servizio (punto 1), chiedi il preventivo dal modulo d'ordine, con il codice univoco ufficio (o il codice destinatario SDI) e, se l'hai già, il CIG: lo scarichi subito in PDF. Prepara i documenti gratis Chiedi il preventivo",
    );
    expect(page).not.toContain("non chiediamo anticipi: l'ente paga a servizio reso");
  });

  it("says when we check the request, from the operator's working days", () => {
    const days = facts.terms?.contractBusinessDays;
    expect(days).toBeDefined();
    expect(page).toContain(
      `Il preventivo non ti impegna. Verifichiamo la richiesta entro ${days} giorni lavorativi dalla conferma del tuo indirizzo; il contratto segue la procedura dell'ente.`,
    );
  });

  it("prices by the entity's headcount, from the plans", () => {
    expect(publicPriceRows("IVA esclusa")).toEqual([
      {
        plan: "Small Business",
        staff: "Fino a 99",
        price: "240\u00a0€ l'anno più 150\u00a0€ di attivazione una tantum, IVA esclusa",
      },
      {
        plan: "Medium Business",
        staff: "Da 100 a 249",
        price: "360\u00a0€ l'anno più 150\u00a0€ di attivazione una tantum, IVA esclusa",
      },
      { plan: "Enterprise", staff: "Da 250 in su", price: "Su richiesta, con un preventivo dedicato" },
    ]);
    expect(planForStaff(120)).toBe("Medium Business");
    // DPO review B14: while a promotion runs the table shows the price that applies, dated in words.
    const promo = publicPriceRows("IVA esclusa", "2027-11-27");
    expect(promo[0]).toEqual({
      plan: "Small Business",
      staff: "Fino a 99",
      price:
        "240\u00a0€ l'anno, attivazione gratuita (invece di 150\u00a0€) per le richieste d'ordine inviate entro il 27 novembre 2027, IVA esclusa",
      listPrice: "240\u00a0€ l'anno più 150\u00a0€ di attivazione una tantum, IVA esclusa",
    });
    expect(planForStaff(400)).toBe("Enterprise");
  });

  it("shows the running promotion, with the list price for when it ends", () => {
    const promo = { ...config, promotionEnd: "2027-11-27" };
    const html = renderToStaticMarkup(<EntiPubbliciPage config={promo} facts={facts} now={NOW} />);
    expect(text(html)).toContain(
      "attivazione gratuita (invece di 150 €) per le richieste d'ordine inviate entro il 27 novembre 2027",
    );
    expect(html).toContain("data-promo-fallback");
    expect(text(html)).not.toContain("27/11/2027");
  });

  // DPO review B13: the platform's accessibility (L. 4/2004), not the site's statement, as a procurement document.
  it("states the platform's accessibility from the facts, or that it is not yet declared", () => {
    expect(page).toContain("L'accessibilità della piattaforma di segnalazione (L. 4/2004): parzialmente conforme");
    expect(page).not.toContain("dichiarazione di accessibilità del sito");
    const undeclared = text(renderToStaticMarkup(<EntiPubbliciPage config={config} facts={{}} now={NOW} />));
    expect(undeclared).toContain("è in corso di valutazione e non è ancora dichiarata");
  });

  it("under the regime forfettario: no VAT, so no split payment", () => {
    const forfettario = loadSiteConfig({ ...SAMPLE_PUBLIC_ENV, VAT_REGIME: "forfettario" });
    const html = text(renderToStaticMarkup(<EntiPubbliciPage config={forfettario} facts={facts} now={NOW} />));
    expect(html).toContain("non c'è scissione dei pagamenti");
    expect(html).toContain("senza IVA (regime forfettario)");
    expect(html).not.toContain("versa l'IVA");
  });

  // Buyer read H1: the ACN qualification a public administration looks for, and ours from the facts.
  it("states the ACN cloud qualification rule with its sources, and that the service is not qualified unless declared", () => {
    expect(facts.publicProcurement?.acnQualification).toBeUndefined();
    expect(page).toContain(
      "Come acquistare Qualificazione cloud ACN. Le pubbliche amministrazioni possono acquistare servizi cloud, compreso il software offerto come servizio (SaaS), come questa piattaforma, solo se qualificati dall'Agenzia per la cybersicurezza nazionale (ACN) e pubblicati nel suo catalogo. Il livello richiesto, da QC1 a QC4, dipende da come l'ente ha classificato i propri dati e servizi: ordinari, critici o strategici (Regolamento per le infrastrutture digitali e per i servizi cloud per la pubblica amministrazione, decreto direttoriale ACN n. 21007/24 del 27 giugno 2024, adottato ai sensi dell'art. 33-septies, comma 4, DL 179/2012).",
    );
    expect(page).toContain(
      "Il nostro servizio oggi non è qualificato dall'ACN: una pubblica amministrazione, come un comune, non può quindi acquistarlo. Se il tuo ente è una società a controllo pubblico o in house, o un altro soggetto del settore pubblico che non è una pubblica amministrazione, verifica prima dell'acquisto se la regola si applica anche al tuo ente, con il Responsabile per la transizione al digitale (RTD) o con chi cura gli acquisti informatici.",
    );
    // Said at the top too, before the prices and the order button.
    expect(page).toContain(
      "Oggi il servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN), quindi una pubblica amministrazione non può acquistarlo: i dettagli sono al punto 1 di «Come acquistare»",
    );
  });

  it("states the service's qualification level and date once the facts declare them", () => {
    const qualified: OperatorFacts = {
      ...facts,
      publicProcurement: {
        mepa: false,
        acnQualification: { level: "QC1", grantedOn: "2026-09-15", validUntil: "2029-09-14" },
      },
    };
    const html = text(renderToStaticMarkup(<EntiPubbliciPage config={config} facts={qualified} now={NOW} />));
    expect(html).toContain(
      "Il nostro servizio è qualificato dall'ACN al livello QC1 dal 15 settembre 2026, con validità fino al 14 settembre 2029, e lo trovi nel catalogo dell'ACN: verifica che il livello sia almeno quello richiesto dalla classificazione che il tuo ente ha dato ai dati e ai servizi delle segnalazioni.",
    );
    expect(html).not.toContain("non è qualificato");
    // The header's action follows: the order once qualified, the free kit before (buyer walk M5).
    expect(publicBodiesHeaderAction(qualified)).toEqual({ href: "/ordine?ente=pubblico", label: "Acquista online" });
    expect(publicBodiesHeaderAction(facts)).toEqual({ href: "/kit-attivazione?ente=pubblico", label: "Kit gratuito" });
    // The steps are folded only while an administration cannot buy (buyer walk M2).
    expect(renderToStaticMarkup(<EntiPubbliciPage config={config} facts={qualified} now={NOW} />)).not.toContain(
      "<details",
    );
    expect(renderToStaticMarkup(<EntiPubbliciPage config={config} facts={facts} now={NOW} />)).toMatch(
      /<details[^>]*><summary[^>]*>Se il tuo ente può acquistarlo \(punto 1\)[^<]*<\/summary><ol start="2"/,
    );
    // Then an administration can buy: the MePA rule, the example comune and the plain call to action.
    expect(html).toContain(
      "Sotto i 5.000 euro, quindi, un'amministrazione può affidarci il servizio anche fuori dal MePA e dagli altri strumenti elettronici di acquisto, se l'intero affidamento (tutti gli anni, l'attivazione ed eventuali rinnovi previsti, IVA esclusa) resta sotto quella soglia.",
    );
    expect(html).toContain("Un comune con 30 dipendenti, per esempio, rientra nel piano Small Business");
    expect(html).toContain("Chiedi il preventivo per la tua procedura Richiedi il preventivo dal modulo d'ordine");
    expect(html).toContain(
      "Prepara i documenti Preventivo subito; non chiediamo anticipi: l'ente paga a servizio reso.",
    );
  });

  it("refuses a qualification level ACN does not grant", () => {
    const parsed = operatorFactsSchema.shape.publicProcurement.safeParse({
      mepa: false,
      acnQualification: { level: "QC5", grantedOn: "2026-09-15", validUntil: "2029-09-14" },
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["acnQualification.level", "deve essere QC1, QC2, QC3 oppure QC4"],
    ]);
  });
});

describe("the copy check", () => {
  it("finds nothing to object to in the three pages rendered from the sample", () => {
    const pages = [
      renderToStaticMarkup(<ChiSiamoPage config={config} facts={facts} />),
      renderToStaticMarkup(<ComeFunzionaPage facts={facts} />),
      renderToStaticMarkup(<EntiPubbliciPage config={config} facts={facts} now={NOW} />),
    ];
    const paragraphs = pages.flatMap((html) =>
      [...html.matchAll(/<(?:p|dd|li|td)[^>]*>(.*?)<\/(?:p|dd|li|td)>/gs)].map((m) => text(m[1] ?? "")),
    );
    expect(findCopyProblems(paragraphs)).toEqual([]);
  });
});
