import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../../config/load-site-config.ts";
import { loadOperatorFacts, type OperatorFacts } from "../../../config/operator-facts.ts";
import { SAMPLE_FACTS_FILE } from "../../../config/fixtures/sample-facts.ts";
import { readableText } from "../../../lib/html-text.ts";
import { CookiePolicyPage } from "./cookie-policy-page.tsx";
import { fingerprintLifetime, formatSeconds, recipientHashLifetime } from "./policy-figures.ts";
import { PrivacyPolicyPage } from "./privacy-policy-page.tsx";

const text = readableText;

const defaults = loadSiteConfig({});
const operatorConfig = loadSiteConfig({
  SITE_URL: "https://www.esempio.it",
  OPERATOR_NAME: "Mario Rossi",
  OPERATOR_ADDRESS: "Via Roma 10, 20121 Milano MI",
  OPERATOR_VAT: "12345678903",
  OPERATOR_EMAIL: "info@esempio.it",
  OPERATOR_REA: "MI-2345678",
  DPO_EMAIL: "rpd@esempio.it",
  HOSTING_PROVIDER: "Hosting Esempio S.r.l.",
  HOSTING_LOCATION: "Germania (Unione europea)",
  EMAIL_PROVIDER: "Posta Esempio S.p.A.",
  EMAIL_PROVIDER_LOCATION: "Irlanda (Unione europea)",
  PROXY_PROVIDER: "Rete Esempio S.r.l.",
  TRUST_PROXY: "true",
  RETENTION_DAYS: "14",
  LOG_RETENTION_DAYS: "7",
  BACKUP_RETENTION_DAYS: "45",
  MAILBOX_RETENTION_MONTHS: "6",
  MARKETING_RETENTION_MONTHS: "18",
  RATE_LIMIT_WINDOW_S: "900",
  QUOTE_VALIDITY_DAYS: "20",
  ORDER_RETENTION_DAYS: "60",
});

const privacy = (config = defaults) => text(renderToStaticMarkup(<PrivacyPolicyPage config={config} />));

// DPO review B3: the notice points to /sicurezza for the platform's art. 37 answer only when that page prints it.
describe("the privacy policy's pointer to the platform's art. 37 assessment", () => {
  const pointer = "la nostra valutazione dell'art. 37 GDPR è riportata nella pagina Sicurezza";

  it("is there when the facts declare the assessment", () => {
    const facts = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    expect(text(renderToStaticMarkup(<PrivacyPolicyPage config={defaults} facts={facts} />))).toContain(pointer);
  });

  it("is absent when they do not", () => {
    expect(privacy()).not.toContain("art. 37 GDPR è riportata");
    const shipped = loadOperatorFacts({});
    expect(text(renderToStaticMarkup(<PrivacyPolicyPage config={defaults} facts={shipped} />))).not.toContain(
      "pagina Sicurezza",
    );
  });
});

// DPO review B4: the commercialista and the e-signature service, named from the facts or not at all.
describe("the privacy policy's processors of the confirmed orders", () => {
  const sample = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
  const policy = (facts: OperatorFacts) =>
    text(renderToStaticMarkup(<PrivacyPolicyPage config={defaults} facts={facts} />));
  const bank = "sono comunicati anche alla banca, per gli incassi, e all'Agenzia delle Entrate";

  it("names both, with their role, when the facts declare them", () => {
    expect(policy(sample)).toContain(
      "Per gli ordini confermati, i dati dell'ente e del referente sono comunicati anche a Studio Esempio Commercialisti Associati (Italia), il nostro commercialista, che riceve i dati di fatturazione, e a Firma Esempio S.p.A. (Italia), il servizio di firma elettronica con cui firmiamo il contratto e l'accordo sul trattamento dei dati, nominati responsabili del trattamento (art. 28 GDPR); alla banca, per gli incassi,",
    );
  });

  it("names only the one declared", () => {
    const without = (key: keyof OperatorFacts) =>
      Object.fromEntries(Object.entries(sample).filter(([name]) => name !== key)) as OperatorFacts;
    const onlyAdviser = without("eSignature");
    expect(policy(onlyAdviser)).toContain(
      "sono comunicati anche a Studio Esempio Commercialisti Associati (Italia), il nostro commercialista, che riceve i dati di fatturazione, nominato responsabile del trattamento (art. 28 GDPR); alla banca",
    );
    expect(policy(onlyAdviser)).not.toContain("firma elettronica");
    const onlySignature = without("taxAdviser");
    expect(policy(onlySignature)).toContain(
      "sono comunicati anche a Firma Esempio S.p.A. (Italia), il servizio di firma elettronica con cui firmiamo il contratto e l'accordo sul trattamento dei dati, nominato responsabile del trattamento (art. 28 GDPR); alla banca",
    );
    expect(policy(onlySignature)).not.toContain("commercialista");
  });

  it("renders no sentence about them, and no stand-in name, when the facts declare neither", () => {
    for (const facts of [{}, loadOperatorFacts({})]) {
      const page = policy(facts);
      expect(page).toContain(bank);
      expect(page).not.toMatch(/commercialista|consulente fiscale|firma elettronica/);
    }
  });
});

describe("the privacy policy states the configured figures", () => {
  it.each([
    {
      name: "the defaults",
      config: defaults,
      states: [
        "30 giorni dalla raccolta",
        "12 mesi dalla ricezione",
        "Fino alla revoca del consenso e al massimo 24 mesi dalla conferma del consenso",
        // A 600 s window, then at most one hourly purge.
        "in una finestra di 10 minuti",
        "Al massimo 71 minuti dopo l'ultima richiesta",
        "per al massimo 14 giorni",
        "Copie di sicurezza (backup) del database 30 giorni",
        "Per i dati di questo sito non è stato designato un RPD",
        "Il tuo browser si collega direttamente al nostro server",
      ],
      never: /proxy inverso|REA|tempo necessario/,
    },
    {
      name: "an operator's configuration",
      config: operatorConfig,
      states: [
        "14 giorni dalla raccolta",
        "6 mesi dalla ricezione",
        "al massimo 18 mesi dalla conferma del consenso",
        "in una finestra di 15 minuti",
        "Al massimo 76 minuti dopo l'ultima richiesta; con una prenotazione di demo, fino alla fine della videochiamata o all'annullamento, poi entro 60 minuti",
        "Prenotazioni delle demo, nel database del server 30 giorni dopo la data della demo, anche se annullata",
        "per al massimo 7 giorni",
        "Log del server e del proxy 7 giorni",
        "Copie di sicurezza (backup) del database 45 giorni",
        "P.IVA 12345678903, REA MI-2345678",
        "che puoi contattare all'indirizzo rpd@esempio.it",
        "Hosting Esempio S.r.l. Hosting del sito, del server dei moduli e del database Germania (Unione europea)",
        "Posta Esempio S.p.A. Invio e ricezione delle e-mail",
        "Irlanda (Unione europea)",
        "proxy inverso (reverse proxy) gestito da Rete Esempio S.r.l.",
      ],
      // The demo's 30 days after the call are fixed, not the default RETENTION_DAYS.
      never: /Non è stato designato|30 giorni(?! dopo la data della demo| dalla data della demo)|tempo necessario/,
    },
  ])("with $name", ({ config, states, never }) => {
    const page = privacy(config);
    for (const statement of states) expect(page).toContain(statement);
    expect(page).not.toMatch(never);
  });

  it("says the fingerprint is pseudonymous personal data, and names the Garante", () => {
    const page = privacy();
    expect(page).toContain("dato personale pseudonimizzato (art. 4, n. 5 GDPR), non anonimo");
    expect(page).toContain("non contengono il tuo indirizzo IP");
    expect(page).toContain("reclamo al Garante per la protezione dei dati personali");
  });
});

describe("what a DPO checks in the privacy notice", () => {
  const page = privacy(operatorConfig);

  it("rests a referent's data on legitimate interest, and art. 6(1)(b) only on a prospective party", () => {
    expect(page).toContain("Se scrivi per conto di un'impresa o di un ente");
    expect(page).toMatch(/legittimo interesse[^.]*\(art\. 6, par\. 1, lett\. f GDPR\)/);
    expect(page).toMatch(/se sei tu la parte interessata al contratto[^;]*lett\. b GDPR/);
    expect(page).not.toContain("misure precontrattuali adottate su richiesta dell'ente (art. 6, par. 1, lett. b GDPR)");
  });

  it("never calls reading the notice consent, nor accepting it", () => {
    expect(page).not.toMatch(/Come registriamo il consenso|accett\w* (?:la |questa )?(?:Privacy Policy|informativa)/i);
    expect(page).toContain("Come documentiamo la lettura dell'informativa e il consenso commerciale");
  });

  it("says erased data stays in the backups until they expire", () => {
    expect(page).toContain("restano nelle copie già fatte finché queste scadono");
  });

  it("keeps the recipient-cap hash for its 24 hours plus one hourly purge, and says it is personal data", () => {
    expect(page).toContain(
      "cancellate al più tardi 25 ore dopo. Anche questa impronta è un dato personale pseudonimizzato (art. 4, n. 5 GDPR).",
    );
    expect(page).toContain("Impronta dell'indirizzo e-mail per il limite di invii Al massimo 25 ore dalla richiesta");
    expect(page).not.toContain("26 ore");
  });

  it("deletes an unconfirmed kit request within 25 hours: the link's 24, then the hourly purge", () => {
    expect(page).toContain(
      "Entro 25 ore dalla richiesta (il link scade dopo 24 ore; la cancellazione automatica avviene entro l'ora successiva)",
    );
  });

  it("keeps mailbox copies and contacts for marketing only once the consent is confirmed", () => {
    expect(page).toContain("di chi ha confermato il consenso commerciale, quanto il contatto");
    expect(page).toContain("Nome, azienda e indirizzo e-mail di chi ha confermato il consenso commerciale");
    expect(page).not.toMatch(/chi ha dato il consenso|mesi dal consenso/);
  });

  it("says nginx limits requests by IP address in memory when no proxy stands in front", () => {
    expect(privacy()).toContain(
      "a limitare, solo in memoria e senza registrarle, le richieste e le connessioni troppo frequenti",
    );
  });

  it("says the whitepaper e-mail carries no form data, and the kit and offer wait for the confirmation", () => {
    expect(page).toContain("il whitepaper ti arriva senza i dati del modulo");
    expect(page).toContain("con il link che ti inviamo per e-mail");
    expect(page).not.toMatch(/link che ti scriviamo|testo fisso|di quell'impronta/);
    expect(page).toContain("di ciascuna impronta");
  });

  it("says an unconfirmed order goes within 25 hours, one stored past the cap stays for its retention", () => {
    expect(page).not.toContain("anche se l'indirizzo non viene confermato");
    expect(page).toContain(
      "Se non lo confermi entro 24 ore non ti scriviamo altro, e la stessa procedura cancella la richiesta entro 25 ore dall'invio, con le e-mail collegate e il preventivo in PDF che il server tiene in memoria per il link della pagina di conferma.",
    );
    expect(page).toContain(
      "non ti mandiamo il link, ti ricontattiamo noi, e la richiesta resta per 60 giorni. L'avviso della richiesta, con il preventivo, ci arriva subito, prima della conferma: se confermi, o nel caso appena descritto, resta nella nostra casella di posta per 6 mesi; se non confermi, lo cancelliamo dalla casella quando la richiesta viene cancellata dal database",
    );
    expect(page).toContain(
      "Richieste d'ordine online e del kit di attivazione per e-mail il cui indirizzo non è stato confermato Entro 25 ore dalla richiesta",
    );
  });

  it("says the kit's first e-mail is a standard text, and when an unconfirmed request goes", () => {
    expect(page).toContain("Prima del kit ti scriviamo un'e-mail con un testo standard");
    expect(page).toContain(
      "cancella la richiesta con le risposte entro l'ora successiva, quindi entro 25 ore dalla richiesta",
    );
  });

  it("says the web server writes no error lines per request (they would carry the address), and where logs are kept", () => {
    // Fresh security read 7, info: the generated nginx file writes no error lines at all.
    expect(page).toContain("Il server web non scrive messaggi di errore legati alle singole richieste");
    expect(page).not.toContain("messaggi di errore critico");
    expect(page).not.toContain("il fornitore di hosting li conserva");
  });

  it("gives the purpose and basis of keeping form e-mails in the mailbox", () => {
    expect(page).toMatch(/casella del titolare[^]*per gestire la corrispondenza[^]*lett\. f GDPR/);
  });

  it("names the recipients of a confirmed order that need no facts", () => {
    for (const recipient of ["banca", "Sistema di Interscambio"]) {
      expect(page).toContain(recipient);
    }
  });

  it("rests a whitepaper asked for oneself on pre-contractual measures, not on 'the request'", () => {
    expect(page).not.toContain("esecuzione della tua richiesta");
    expect(page).toMatch(/se lo chiedi per te, come possibile cliente[^;]*misure precontrattuali[^;]*lett\. b GDPR/);
  });

  it("names the channel and art. 130 Codice privacy for the marketing consent", () => {
    expect(page).toMatch(
      /possiamo inviarti per e-mail proposte commerciali sul nostro servizio: la base giuridica è il tuo consenso \(art\. 6, par\. 1, lett\. a GDPR e art\. 130 del Codice privacy/,
    );
    expect(page).not.toMatch(/proposte sul servizio|ti scriviamo con proposte/);
  });

  it("has the anchor the confirmation page links for the marketing e-mails, and the kit refers to it", () => {
    const html = renderToStaticMarkup(<PrivacyPolicyPage config={operatorConfig} />);
    expect(html).toContain('id="comunicazioni-commerciali"');
    expect(html).toContain('href="#comunicazioni-commerciali"');
  });

  it("brings the right to object to direct marketing to attention (art. 21(2)-(4) GDPR)", () => {
    expect(page).toContain(
      "e opporti in qualsiasi momento al trattamento per finalità di marketing diretto (art. 21, par. 2 GDPR)",
    );
  });

  it("says what is kept after a withdrawal, why, and until when (art. 17(3)(e) GDPR)", () => {
    expect(page).toContain(
      "Se revochi il consenso, cancelliamo il tuo contatto dall'elenco e conserviamo solo l'e-mail di conferma e la data della revoca, per poter dimostrare che i messaggi inviati prima erano leciti",
    );
    expect(page).toContain(
      "Dopo la revoca conserviamo solo l'e-mail di conferma del consenso e la data della revoca, finché può esserci chiesto di dimostrare",
    );
  });

  it("says which refused requests are counted where (api.server.ts: memory first, then the database)", () => {
    expect(page).toContain(
      "Le richieste respinte prima di ogni verifica nel database (perché superano il limite, hanno campi mancanti o non validi, non hanno completato la prova di lavoro descritta qui sotto o danno una risposta sbagliata alla domanda di verifica) sono contate solo nella memoria del server",
    );
    // A wrong answer or a capped mailbox writes nothing (fresh security read 6): only stored requests.
    expect(page).toContain("nel database sono contate solo le richieste che registriamo");
    expect(page).not.toContain("anche se poi la risposta alla domanda di verifica è sbagliata");
    expect(page).toContain(
      "Le aperture della pagina di conferma e i clic sul suo pulsante sono contati solo in memoria",
    );
    expect(page).toContain("apri la pagina di conferma dell'indirizzo o ne premi il pulsante");
    expect(page).not.toContain("o sono incomplete");
  });

  it("says the kit's notice reaches our mailbox before any confirmation and stays there", () => {
    expect(page).toContain("L'avviso della richiesta ci arriva subito, prima della conferma");
    expect(page).toContain(
      "Se confermi, resta nella nostra casella di posta per 6 mesi; se non confermi, lo cancelliamo dalla casella quando la richiesta viene cancellata dal database",
    );
    expect(page).toContain("ti inviamo per e-mail proposte commerciali sul nostro servizio solo se la selezioni");
    expect(page).toContain("Il kit ti arriva anche se non confermi il consenso");
    expect(page).toContain("li ricevi subito");
    expect(page).toContain("che la richiesta è tua");
    expect(page).not.toMatch(/ti scriviamo solo se|te li restituiamo|l'hai fatta tu/);
  });

  it("says who receives the forms' e-mails, and that bank and tax office act as controllers", () => {
    expect(page).not.toContain("al solo titolare");
    expect(page).toContain("titolari autonomi del trattamento");
  });

  it("says the address is not logged, with no exception, when no proxy stands in front", () => {
    expect(privacy()).toContain("connessioni troppo frequenti, e il nostro server non lo registra.");
    expect(privacy()).not.toContain("salvo nei rari messaggi");
  });

  it("says we are the clients' processor for the reports, not their controller", () => {
    expect(page).toContain("noi ne siamo responsabili del trattamento (art. 28 GDPR)");
  });

  it("rests a referent's data in a signed contract on legitimate interest, not on art. 6(1)(b)", () => {
    expect(page).toContain("per i dati del referente di un ente, il nostro legittimo interesse");
  });

  it("says how to obtain a copy of the transfer safeguards (art. 13(1)(f) GDPR)", () => {
    expect(page).toContain("puoi chiederci una copia delle garanzie");
  });

  it("says the site's forms are not a reporting channel", () => {
    expect(page).toContain("non sono un canale di segnalazione");
  });

  it("names a company controller with the art. 2250 c.c. data", () => {
    const company = loadSiteConfig({
      OPERATOR_NAME: "Esempio S.r.l.",
      OPERATOR_LEGAL_FORM: "societa",
      OPERATOR_REGISTRY_OFFICE: "Roma",
      OPERATOR_REGISTRY_NUMBER: "12345678903",
      OPERATOR_SHARE_CAPITAL: "10000",
      OPERATOR_REA: "RM-1234567",
    });
    const text = privacy(company);
    expect(text).toContain("Esempio S.r.l., sede legale");
    expect(text).toContain("Registro delle imprese di Roma n. 12345678903, REA RM-1234567");
    expect(text).not.toContain("Esempio S.r.l., ditta individuale");
  });
});

describe("durations", () => {
  it("a recipient-cap hash lives its 24-hour window plus one hourly purge", () => {
    expect(recipientHashLifetime()).toBe("25 ore");
  });

  it.each([
    [600, "10 minuti", "71 minuti"],
    [60, "1 minuto", "62 minuti"],
    [90, "90 secondi", "63 minuti"],
    [7200, "2 ore", "4 ore"],
    [86_400, "24 ore", "26 ore"],
  ])("a %i s window lasts %s; its fingerprint at most %s", (window, stated, lifetime) => {
    expect(formatSeconds(window)).toBe(stated);
    expect(fingerprintLifetime(window)).toBe(lifetime);
  });
});

describe("the cookie policy", () => {
  it("names the controller and links to the privacy policy's controller section", () => {
    const html = renderToStaticMarkup(<CookiePolicyPage config={operatorConfig} />);
    expect(text(html)).toContain("Il titolare del trattamento è Mario Rossi, ditta individuale, Via Roma 10");
    expect(html).toContain('href="/privacy-policy#titolare"');
    expect(renderToStaticMarkup(<PrivacyPolicyPage config={operatorConfig} />)).toContain('<h2 id="titolare">');
  });

  it("keeps the choice 6 months, as the banner says", () => {
    expect(text(renderToStaticMarkup(<CookiePolicyPage config={defaults} />))).toContain(
      "6 mesi: poi la cancelliamo e ti chiediamo di nuovo",
    );
  });
});

// DPO demo review B2: past the mailbox's cap a demo booking is refused (429, demo.server.ts), not recorded.
describe("the privacy policy on the mailbox's cap", () => {
  it("says demo bookings past the cap are refused, as the code does", () => {
    const notice = privacy();
    expect(notice).toContain("non accettiamo richieste di whitepaper, di kit via e-mail e prenotazioni di demo");
    expect(notice).not.toContain("gli ordini e le prenotazioni di demo invece li registriamo");
  });
});

// DPO re-read B11: "IP non registrato" is our server's; the hosting network's traffic data as /sicurezza says.
describe("the privacy policy on the hosting network's traffic data", () => {
  const sample = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
  const render = (config: typeof defaults, facts: OperatorFacts) =>
    text(renderToStaticMarkup(<PrivacyPolicyPage config={config} facts={facts} />));
  const kept =
    "dati di traffico di rete, compresi gli indirizzi IP, conservati per 7 giorni a fini di protezione dagli attacchi DDoS.";

  it("scopes the IP sentence to our server and names what the network keeps, from the facts", () => {
    // Without the site's own network declared (a local build: a public one refuses it, B-11).
    const network = sample.ipLogging;
    if (!network) throw new Error("the sample declares ipLogging");
    const { siteHostingNetwork, ...undeclared } = network;
    void siteHostingNetwork; // left out: the key under test
    const page = render(operatorConfig, { ...sample, ipLogging: undeclared });
    expect(page).not.toContain("L'indirizzo IP non viene registrato né conservato.");
    expect(page).toContain("Il nostro server non registra né conserva l'indirizzo IP.");
    // This site on another provider: what its network may keep, then the platform's (fresh DPO read, B-2).
    expect(page).toContain(
      `Questo vale per il nostro server; la rete del fornitore che ospita questo sito (${operatorConfig.privacy.hosting.name}) può conservare, per proteggersi dagli attacchi e per il tempo indicato nelle sue condizioni, dati di traffico che comprendono gli indirizzi IP. Per la piattaforma di segnalazione, ospitata da Hetzner Online GmbH, vale quanto indicato nella pagina Sicurezza: ${kept}`,
    );
  });

  it("says what this site's network keeps when the operator declares it", () => {
    const declared = "Registri di flusso con gli indirizzi IP, conservati per 3 giorni.";
    const network = sample.ipLogging;
    if (!network) throw new Error("the sample declares ipLogging");
    const facts = { ...sample, ipLogging: { ...network, siteHostingNetwork: declared } };
    expect(render(operatorConfig, facts)).toContain(
      `Questo vale per il nostro server; per la rete del fornitore che ospita questo sito (${operatorConfig.privacy.hosting.name}): registri di flusso con gli indirizzi IP, conservati per 3 giorni. Per la piattaforma`,
    );
  });

  it("says the network hosts the site too when it is the same provider", () => {
    const same = loadSiteConfig({ HOSTING_PROVIDER: "Hetzner Online GmbH", HOSTING_LOCATION: "Germania" });
    expect(render(same, sample)).toContain(
      `Per la rete del fornitore di hosting (Hetzner Online GmbH), che ospita questo sito e la piattaforma di segnalazione, vale quanto indicato nella pagina Sicurezza: ${kept}`,
    );
  });

  it("says nothing of the network without the facts", () => {
    expect(privacy()).not.toContain("rete del fornitore di hosting");
  });
});

// DPO re-read B3: the substitute who answers for us is named with the role the facts give.
describe("the privacy policy on the operator's substitute", () => {
  it("names the substitute's role among the recipients", () => {
    const sample = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
    const page = text(renderToStaticMarkup(<PrivacyPolicyPage config={operatorConfig} facts={sample} />));
    expect(page).toContain(
      "Laura Bianchi, che sostituisce Mario Rossi quando non è disponibile e ha accesso ai server, è una persona autorizzata al trattamento",
    );
    expect(privacy()).not.toContain("sostituisce");
  });
});
