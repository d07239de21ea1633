import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ANAC_CALENDAR_YEAR, ANNEX_HINT, obligationQuestions } from "../../config/obligation-questions.ts";
import { publicKindQuestion } from "../../config/public-kinds.ts";
import { RPCT_DUTY, THRESHOLD_COUNT } from "./obligation-result-text.ts";
import { promotionEndInstant } from "../../config/promotion.ts";
import { ObligationResult } from "./obligation-result.tsx";
import { PLAIN_RESULT_FACTS } from "./obligation-result-plan.tsx";
import { assess, type Answers } from "./rules.ts";

const answers: Answers = { ente: "privato", lavoratori: 73, modello231: false, settore: "no" };
const result = (vatRegime?: "ordinario" | "forfettario") =>
  renderToStaticMarkup(
    <ObligationResult
      assessment={assess(answers)}
      answers={answers}
      level={2}
      {...(vatRegime ? { facts: { ...PLAIN_RESULT_FACTS, vatRegime } } : {})}
    />,
  );

describe("the verdict card's plan line", () => {
  it("states the yearly fee and the activation from the plans, VAT excluded under the ordinary regime, the default", () => {
    expect(result()).toContain("240\u00a0€ l&#x27;anno più 150\u00a0€ di attivazione una tantum, IVA esclusa.");
    expect(result("ordinario")).toContain("IVA esclusa.");
  });

  it("while a promotion runs, says the activation is free until its last day and what it costs otherwise", () => {
    const card = (lastDay: string) =>
      renderToStaticMarkup(
        <ObligationResult
          assessment={assess(answers)}
          answers={answers}
          level={2}
          facts={{ ...PLAIN_RESULT_FACTS, promotionEnd: Date.parse(promotionEndInstant(lastDay)) / 1000 }}
        />,
      );
    expect(card("2999-01-31")).toContain(
      "240\u00a0€ l&#x27;anno; attivazione gratuita, invece di 150\u00a0€, per le richieste d&#x27;ordine inviate entro il 31/01/2999; IVA esclusa.",
    );
    expect(card("2999-07-31")).toContain("entro il 31/07/2999;");
    expect(card("2000-01-31")).toContain(
      "240\u00a0€ l&#x27;anno più 150\u00a0€ di attivazione una tantum, IVA esclusa.",
    );
  });

  it("orders the plan with the answers carried over, and prepares the documents with them", () => {
    expect(result()).toContain('href="/ordine?piano=small&amp;lavoratori=73"');
    expect(result()).toContain(
      'href="/kit-attivazione?ente=privato&amp;controllo=no&amp;lavoratori=73&amp;modello231=no&amp;settore=no"',
    );
  });

  it("says no VAT applies under the regime forfettario (L. 190/2014)", () => {
    const html = result("forfettario");
    expect(html).toContain("senza IVA (regime forfettario).");
    expect(html).not.toContain("IVA esclusa");
  });
});

const render = (given: Answers) =>
  renderToStaticMarkup(<ObligationResult assessment={assess(given)} answers={given} level={2} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the verdict card's «Acquista» (issue 26)", () => {
  it("gives a public body the plans by headcount, as /ordine derives them, with their prices", () => {
    const card = render({ ente: "pubblico" });
    expect(card).toContain(
      "Small Business fino a 99, 240 € l'anno; Medium Business da 100 a 249, 360 € l'anno; Enterprise da 250, su preventivo. Attivazione una tantum per Small Business e Medium Business: 150 €. Prezzi IVA esclusa.",
    );
    // Issue 27: Enterprise is priced on request, activation included: no bare «Attivazione una tantum: 150 €».
    expect(card).not.toContain("Attivazione una tantum: 150");
  });

  it("with the promotion that waives the activation while it runs", () => {
    const card = renderToStaticMarkup(
      <ObligationResult
        assessment={assess({ ente: "pubblico" })}
        answers={{ ente: "pubblico" }}
        level={2}
        facts={{ ...PLAIN_RESULT_FACTS, promotionEnd: Date.parse(promotionEndInstant("2999-01-31")) / 1000 }}
      />,
    );
    expect(card).toContain(
      "Attivazione gratuita per Small Business e Medium Business, invece di 150\u00a0€, per le richieste d&#x27;ordine inviate entro il 31/01/2999. Prezzi IVA esclusa.",
    );
  });

  it("says under the button that it leads to a quote, and when each buyer pays", () => {
    // Not qualified by ACN (the default): the free kit leads, the quote follows (buyer walk H4), and
    // no terms of payment to a comune just told it cannot buy (buyer walk 2026-11-29, A2).
    expect(render({ ente: "pubblico" })).toContain("Prepara i documenti gratis Chiedi il preventivo Prenota una demo");
    expect(render({ ente: "pubblico" })).not.toContain("non chiediamo anticipi");
    const qualified = renderToStaticMarkup(
      <ObligationResult
        assessment={assess({ ente: "pubblico" })}
        answers={{ ente: "pubblico" }}
        level={2}
        facts={{ ...PLAIN_RESULT_FACTS, acnQualified: true }}
      />,
    ).replace(/&#x27;/g, "'");
    expect(qualified).toContain("Preventivo subito; non chiediamo anticipi: l'ente paga a servizio reso.");
    expect(render(answers)).toContain("Prepara i documenti gratis Preventivo subito, paghi solo dopo il contratto.");
    // Enterprise's «Acquista» leads to /contatti: no quote at once there.
    expect(render({ ...answers, lavoratori: 300 })).not.toContain("Preventivo subito");
  });
});

describe("what may be reported (art. 3)", () => {
  it("ends the last item, and an only item, with a full stop (issue 26: «…231/2001 …;» closed a one-item list)", () => {
    const only231 = renderToStaticMarkup(
      <ObligationResult
        assessment={assess({ ente: "privato", lavoratori: 20, modello231: true, settore: "no" })}
        answers={{ ente: "privato", lavoratori: 20, modello231: true, settore: "no" }}
        level={2}
      />,
    );
    expect(only231).toContain("(art. 3, comma 2).</span></li></ul>");
    expect(only231).not.toContain("(art. 3, comma 2);</span>");
    const both = render({ ente: "privato", lavoratori: 73, modello231: true, settore: "no" });
    expect(both).toContain(
      "(art. 3, comma 2); violazioni del diritto dell'Unione europea indicate dal decreto (art. 2, comma 1, lett. a, nn. 3-6). Per",
    );
  });
});

describe("the checker's result for each kind of entity (dpo-review-3)", () => {
  it("a company that answered «Privato» reads the public result without the comuni's sharing, and its kit link keeps the answer", () => {
    const html = render({ ente: "pubblico", declaredPrivate: true });
    expect(html).toContain("Hai risposto «Privato»");
    expect(html).not.toContain("I comuni che non sono capoluogo");
    expect(
      renderToStaticMarkup(
        <ObligationResult
          assessment={assess({ ente: "pubblico", declaredPrivate: true })}
          answers={{ ente: "pubblico", declaredPrivate: true }}
          level={2}
        />,
      ),
    ).toContain('href="/kit-attivazione?ente=privato&amp;controllo=si"');
    expect(render({ ente: "pubblico" })).toContain("I comuni che non sono capoluogo");
  });

  // Issue 27 B6: a company under public control is not said to have an RPCT: legal-facts.md does not say which must.
  it("tells a publicly controlled company to check the RPCT duty, not that it has one", () => {
    const html = render({ ente: "pubblico", declaredPrivate: true });
    expect(html).toContain(
      "in base alla legge 190/2012, il Responsabile della prevenzione della corruzione e della trasparenza (RPCT), come ogni comune, il canale lo gestisce l'RPCT (art. 4, comma 5).",
    );
    expect(html).toContain(
      "Non tutti gli enti del settore pubblico sono tenuti a nominarlo: se la tua organizzazione è un ente pubblico economico, una società a controllo pubblico o in house o un altro ente di diritto privato, verifica se vi è tenuta",
    );
    expect(html).not.toContain("non quotate");
    expect(html).not.toContain("in controllo pubblico");
  });

  it("an annex entity with a Modello 231 is not cited under n. 3 nor art. 21 c.2 (CK-6)", () => {
    const html = render({ ente: "privato", lavoratori: 10, modello231: true, settore: "si" });
    expect(html).toContain("ha adottato un Modello 231: le condotte 231 e le violazioni del Modello si segnalano solo");
    expect(html).not.toContain("lett. q, n. 3");
    expect(html).toContain("(art. 6, comma 2-bis, D.Lgs. 231/2001)");
    expect(render({ ente: "privato", lavoratori: 10, modello231: true, settore: "no" })).toContain("lett. q, n. 3");
  });

  it("'Non so' for the annex acts: the kit link says the kit will ask «Sì» or «No» (CK-3)", () => {
    expect(render({ ente: "privato", lavoratori: 60, modello231: false, settore: "nonso" })).toContain(
      "il kit ti chiederà «Sì» o «No»",
    );
    expect(render({ ente: "privato", lavoratori: 60, modello231: false, settore: "no" })).not.toContain(
      "il kit ti chiederà",
    );
  });

  it("a fraction of a worker is written the Italian way, and under 50 no average is printed (CK-2, CK-5)", () => {
    expect(render({ ente: "privato", lavoratori: 120.5, modello231: false, settore: "no" })).toContain(
      "Con una media di 120,5 lavoratori",
    );
    expect(render({ ente: "privato", lavoratori: 0, modello231: true, settore: "no" })).toContain(
      "Con meno di 50 lavoratori il piano adatto",
    );
  });
});

describe("DPO findings on the checker (issue 29 review: B6, B7, C)", () => {
  const supervisors =
    "indica anche i canali delle autorità di vigilanza per le violazioni di quelle discipline: Banca d'Italia (art. 52-ter TUB), CONSOB o Banca d'Italia (art. 4-duodecies TUF)";

  it("B6: an entity within the annex acts (a bank) is told to name the sector supervisors' channels besides ANAC", () => {
    const bank = render({ ente: "privato", lavoratori: 120, modello231: false, settore: "si" });
    expect(bank).toContain("internamente e all'ANAC");
    expect(bank).toContain(supervisors);
    expect(bank).toContain("regole antiriciclaggio (art. 48 D.Lgs. 231/2007)");
    // With a Modello 231 too, and when the annex answer is «Non so», still named (conditionally).
    expect(render({ ente: "privato", lavoratori: 10, modello231: true, settore: "si" })).toContain(supervisors);
    expect(render({ ente: "privato", lavoratori: 10, modello231: true, settore: "nonso" })).toContain(supervisors);
    expect(render({ ente: "privato", lavoratori: 60, modello231: false, settore: "nonso" })).toContain(supervisors);
  });

  it("B6: entities outside the annex acts and public bodies are not sent to the sector supervisors", () => {
    for (const given of [
      { ente: "privato", lavoratori: 120, modello231: false, settore: "no" },
      { ente: "privato", lavoratori: 10, modello231: true, settore: "no" },
      { ente: "pubblico" },
    ] as const satisfies readonly Answers[]) {
      expect(render(given), JSON.stringify(given)).not.toContain("autorità di vigilanza");
    }
  });

  it("B7: AML-obliged professionals are within Part I.B, not 'discussed' (legal-facts.md)", () => {
    const depends = render({ ente: "privato", lavoratori: 10, modello231: false, settore: "nonso" });
    expect(depends).toContain(
      "un altro dei soggetti obbligati antiriciclaggio (D.Lgs. 231/2007), anche professionisti come commercialisti e revisori;",
    );
    expect(depends).not.toMatch(/discuss/);
    expect(ANNEX_HINT).toContain(
      "altri soggetti obbligati antiriciclaggio (D.Lgs. 231/2007), anche professionisti come commercialisti e revisori;",
    );
    expect(ANNEX_HINT).not.toMatch(/discuss/);
  });

  it("C: a public body reads that it buys the same plans as companies, as /enti-pubblici says", () => {
    const html = render({ ente: "pubblico" });
    expect(html).toContain("Per il settore pubblico, gli stessi piani delle imprese, secondo il numero di dipendenti:");
    expect(html).not.toContain("su misura");
  });

  it("the verdict card links to the demo, after the order and the kit, for companies and public bodies", () => {
    for (const given of [answers, { ente: "pubblico" } as const]) {
      const html = renderToStaticMarkup(<ObligationResult assessment={assess(given)} answers={given} level={2} />);
      const card = html.slice(html.indexOf("data-verdict"), html.indexOf("<details"));
      expect(card).toMatch(/<a href="\/demo" class="link">Prenota una demo<\/a>/);
      expect(card.indexOf('href="/demo"')).toBeGreaterThan(card.indexOf('href="/kit-attivazione'));
    }
    // Not obliged: the card sells nothing.
    expect(render({ ente: "privato", lavoratori: 10, modello231: false, settore: "no" })).not.toContain(
      "Prenota una demo",
    );
  });
});

describe("the legal sources of the checker's texts (DPO C5, C6)", () => {
  it("states the calendar-year reading one way, as ANAC's reading reported by commentators", () => {
    expect(ANAC_CALENDAR_YEAR).toBe("Secondo i commentatori, per l'ANAC vale l'anno solare precedente.");
    expect(obligationQuestions.lavoratoriHint).toContain(ANAC_CALENDAR_YEAR);
    expect(THRESHOLD_COUNT).toContain(ANAC_CALENDAR_YEAR);
    for (const text of [obligationQuestions.lavoratoriHint, THRESHOLD_COUNT]) {
      expect(text).not.toMatch(/Per ANAC conta|Nella lettura di ANAC/);
    }
  });

  it("cites the RPCT duty to L. 190/2012 as legal-facts does, without pinning it on comma 2-bis", () => {
    for (const text of [RPCT_DUTY, publicKindQuestion.hint]) {
      expect(text).toMatch(/\(legge 190\/2012\)|in base alla legge 190\/2012/);
      expect(text).not.toContain("comma 2-bis");
    }
  });

  it("a bank or an AML-obliged entity is told the sector supervisors' external channels besides ANAC (B7)", () => {
    const html = render({ ente: "privato", lavoratori: 10, modello231: false, settore: "si" });
    expect(html).toContain("Banca d'Italia (art. 52-ter TUB)");
    expect(html).toContain("la CONSOB o la Banca d'Italia (art. 4-duodecies TUF)");
    // DPO read 2026-11-28 A3: the decree does not govern those violations (art. 1 c.2 lett. b), so
    // ANAC is not their external channel too; it stays the channel for the others.
    expect(html).toContain(
      "per queste la segnalazione esterna si presenta all'autorità di vigilanza che quelle regole indicano, per esempio",
    );
    expect(html).toContain("per le altre violazioni resta l'ANAC, alle condizioni dell'art. 6");
    expect(html).not.toContain("oltre all'ANAC");
  });
});

// legal-facts.md: Enterprise is on request, its activation time agreed in its offer (DPO read 3, A-1).
describe("the activation time in the plan part", () => {
  const text = render;

  it("promises no hours to an organisation the checker sends to Enterprise", () => {
    const large = text({ ente: "privato", lavoratori: 600, modello231: false, settore: "no" });
    expect(large).toContain("Per il piano Enterprise i tempi sono concordati nel preventivo.");
    expect(large).not.toContain("ore lavorative");
  });

  it("gives a private buyer of Small or Medium the private start, and a public body the exception", () => {
    const medium = text({ ente: "privato", lavoratori: 120, modello231: false, settore: "no" });
    expect(medium).toContain("La piattaforma è pronta entro 24 ore lavorative");
    expect(medium).not.toContain("per un ente pubblico");
    // A public body reads its own case only, not the private buyer's or Enterprise's (DPO read 2 C6);
    // while it may not buy, not the contract's timing either (DPO read 3 B1).
    const publicBody = text({ ente: "pubblico" });
    expect(publicBody).toContain("Il canale entra in funzione quando l'ente lo mette in esercizio");
    expect(publicBody).not.toContain("ore lavorative");
    expect(publicBody).not.toContain("per un'organizzazione privata");
    expect(publicBody).not.toContain("Per il piano Enterprise");
  });
});

describe("what stays with the organisation (service.ts entityDuties)", () => {
  const remaining = (voiceReports?: boolean) =>
    renderToStaticMarkup(
      <ObligationResult
        assessment={assess(answers)}
        answers={answers}
        level={2}
        {...(voiceReports === undefined ? {} : { facts: { ...PLAIN_RESULT_FACTS, voiceReports } })}
      />,
    ).replace(/&#x27;/g, "'");

  it("leaves the whole oral channel to the organisation unless the platform takes voice messages", () => {
    expect(remaining()).toContain(
      "Restano alla tua organizzazione il canale orale e l'incontro diretto su richiesta; ",
    );
    expect(remaining()).not.toContain("messaggi vocali");
    expect(remaining(false)).toContain("Restano alla tua organizzazione il canale orale e l'incontro diretto");
  });

  it("leaves only a phone line and the meeting when the operator declares voice messages", () => {
    const html = remaining(true);
    expect(html).toContain(
      "La piattaforma offre anche un sistema di messaggistica vocale, uno dei mezzi previsti per le segnalazioni orali (art. 4, comma 3). Restano alla tua organizzazione l'eventuale linea telefonica e l'incontro diretto su richiesta; ",
    );
    // DPO read C3: one duty holds commas, so the list is joined with semicolons.
    expect(html).toContain("formazione specifica (art. 4, comma 2); la procedura interna");
    expect(html).not.toContain("il canale orale e l'incontro");
  });
});

describe("a public body's result and the ACN qualification (buyer read H1)", () => {
  const publicResult = (acnQualified?: boolean) =>
    renderToStaticMarkup(
      <ObligationResult
        assessment={assess({ ente: "pubblico" })}
        answers={{ ente: "pubblico" }}
        level={2}
        {...(acnQualified === undefined ? {} : { facts: { ...PLAIN_RESULT_FACTS, acnQualified } })}
      />,
    ).replace(/&#x27;/g, "'");
  const notQualified =
    "Oggi il nostro servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN), quindi una pubblica amministrazione, come un comune, non può acquistarlo: le amministrazioni acquistano solo servizi cloud qualificati. Se il tuo ente è una società a controllo pubblico o in house, o un altro soggetto del settore pubblico che non è una pubblica amministrazione, verifica prima dell'acquisto se il vincolo si applica anche al tuo ente.";

  it("says a public administration cannot buy while the facts declare no qualification, and asks for a quote", () => {
    const html = publicResult();
    expect(html.split(notQualified)).toHaveLength(2);
    expect(html).toContain(
      "Oggi il servizio non è qualificato dall'ACN, quindi una pubblica amministrazione non può acquistarlo (vedi sopra); se la tua organizzazione può farlo, chiedi online il preventivo in PDF",
    );
    expect(html).toContain(">Chiedi il preventivo</a>");
    expect(html).not.toContain("Acquista per il tuo ente");
  });

  it("says nothing of it once the service is qualified", () => {
    const html = publicResult(true);
    expect(html).not.toContain("qualificato dall");
    expect(html).toContain(">Acquista per il tuo ente</a>");
  });
});
