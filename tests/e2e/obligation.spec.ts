import type { Locator, Page } from "@playwright/test";
import { findPlan, formatEuro } from "../../src/config/plans.ts";
import { axeViolations } from "./axe.ts";
import { expect, expectStatus, test, withConsent } from "./fixtures.ts";

interface Answers {
  ente: "Pubblico" | "Privato";
  /** «Privato» only: an in-house or publicly controlled company, a concessionaire…? Answered «No» unless given. */
  controllo?: "Sì" | "No" | null;
  lavoratori?: string;
  modello231?: "Sì" | "No";
  settore?: "Sì" | "No" | "Non so";
}

function form(page: Page): Locator {
  return page.getByRole("form", { name: "Verifica dell'obbligo" });
}

/** Answers as a visitor does, with clicks and typing (the first click is what wakes the island). */
async function answer(scope: Locator, answers: Answers): Promise<void> {
  await scope.getByRole("radio", { name: answers.ente }).check();
  const control = answers.ente === "Privato" ? (answers.controllo === undefined ? "No" : answers.controllo) : null;
  if (control) {
    await scope
      .getByRole("group", { name: /società in house o a controllo pubblico/ })
      .getByRole("radio", { name: control, exact: true })
      .check();
  }
  if (answers.lavoratori !== undefined) await scope.getByLabel(/^Quanti lavoratori/).fill(answers.lavoratori);
  if (answers.modello231) {
    await scope
      .getByRole("group", { name: /Modello 231/ })
      .getByRole("radio", { name: answers.modello231, exact: true })
      .check();
  }
  if (answers.settore) {
    await scope
      .getByRole("group", { name: /atti UE delle parti I\.B e II/ })
      .getByRole("radio", { name: answers.settore, exact: true })
      .check();
  }
}

/** The 300-worker company with a Modello 231 (review K1): 231 conduct only through the internal channel. */
async function expectModel231At300(scope: Locator): Promise<void> {
  await expect(scope.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
  await expect(scope).toContainText(
    "si segnalano solo con il canale interno, qualunque sia il numero di lavoratori: per queste segnalazioni il canale esterno dell'ANAC e la divulgazione pubblica non sono disponibili",
  );
  await expect(scope).toContainText("Le violazioni del diritto dell'Unione si possono segnalare anche all'ANAC");
  await expect(scope).toContainText("il canale entra in funzione solo dopo che hai sentito le rappresentanze");
  await expect(scope.getByRole("link", { name: "Chiedi l'offerta Enterprise" })).toHaveAttribute(
    "href",
    "/contatti?piano=enterprise&lavoratori=300",
  );
}

/** 'Non so' with nothing else that obliges (review K2): what it depends on, what to check, nothing to buy. */
async function expectDepends(scope: Locator): Promise<void> {
  await expect(scope.getByRole("heading", { name: "Dipende dagli atti UE dell'allegato al decreto" })).toBeVisible();
  await expect(scope.getByRole("heading", { name: "Che cosa verificare" })).toBeVisible();
  await expect(scope).toContainText(
    "Un'impresa di autotrasporto o di raccolta dei rifiuti, solo per questo, non vi rientra",
  );
  await expect(scope.getByRole("heading", { name: /è obbligata/ })).toHaveCount(0);
  await expect(scope.getByRole("link", { name: /Ordina|preventivo|Prepara i documenti/ })).toHaveCount(0);
}

test.describe("'Sei obbligato?' with JavaScript", () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test("the result appears in place as the answers change, is announced, and lives in the address @phone", async ({
    page,
  }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", lavoratori: "120", modello231: "No", settore: "No" });
    await expect(section.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
    await expect(section.getByRole("status")).toHaveText(
      "Risultato: la tua organizzazione è obbligata. Piano adatto: Medium Business.",
    );
    await expect(section.getByRole("link", { name: "Acquista Medium Business" })).toHaveAttribute(
      "href",
      "/ordine?piano=medium&lavoratori=120",
    );
    await expect(page).toHaveURL(/\/normativa\?ente=privato&controllo=no&lavoratori=120&modello231=no&settore=no$/);

    await section.getByLabel(/^Quanti lavoratori/).fill("300");
    await expect(section.getByRole("status")).toHaveText(
      "Risultato: la tua organizzazione è obbligata. Piano adatto: Enterprise.",
    );
    await expect(section.getByRole("link", { name: "Chiedi l'offerta Enterprise" })).toHaveAttribute(
      "href",
      "/contatti?piano=enterprise&lavoratori=300",
    );
    await expect(page).toHaveURL(/\/normativa\?ente=privato&controllo=no&lavoratori=300&modello231=no&settore=no$/);
  });

  test("300 workers with a Modello 231: 231 conduct goes only through the internal channel", async ({ page }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", lavoratori: "300", modello231: "Sì", settore: "No" });
    await expectModel231At300(section);
    await expect(page).toHaveURL(/\/normativa\?ente=privato&controllo=no&lavoratori=300&modello231=si&settore=no$/);
  });

  test("'Non so' at 10 workers: the result says what it depends on, and sells nothing", async ({ page }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", lavoratori: "10", modello231: "No", settore: "Non so" });
    await expect(section.getByRole("status")).toHaveText(
      "Risultato: dipende dagli atti UE dell'allegato al decreto; qui sotto trovi che cosa verificare.",
    );
    await expectDepends(section);
    await expect(page).toHaveURL(/\/normativa\?ente=privato&controllo=no&lavoratori=10&modello231=no&settore=nonso$/);
  });

  test("a shared address shows the same result at once, with the answers filled in", async ({ page }) => {
    await page.goto("/normativa?ente=privato&controllo=no&lavoratori=40&modello231=si&settore=no#sei-obbligato");
    const section = page.locator("#sei-obbligato");
    await expect(section.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
    await expect(section).toContainText("per le sole condotte rilevanti ai sensi del D.Lgs. 231/2001");
    await expect(section.getByRole("link", { name: "Acquista Small Business" })).toBeVisible();
    await expect(section.getByLabel(/^Quanti lavoratori/)).toHaveValue("40");
    await expect(section.getByRole("radio", { name: "Privato" })).toBeChecked();
    await expect(section.getByRole("group", { name: /Modello 231/ }).getByRole("radio", { name: "Sì" })).toBeChecked();
  });

  test("a public entity answers only the first question and is sent to /contatti for the offer", async ({ page }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Pubblico" });
    await expect(section.getByLabel(/^Quanti lavoratori/)).toBeHidden();
    await expect(section.getByRole("status")).toHaveText("Risultato: la tua organizzazione è obbligata.");
    await expect(section).toContainText("illeciti amministrativi, contabili, civili o penali");
    await expect(section.getByRole("link", { name: "Chiedi il preventivo", exact: true })).toHaveAttribute(
      "href",
      "/ordine?ente=pubblico",
    );
    await expect(page).toHaveURL(/\/normativa\?ente=pubblico$/);
  });

  test("an entity that is not obliged is told so, and what would change it, without a plan", async ({ page }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", lavoratori: "49", modello231: "No", settore: "No" });
    await expect(
      section.getByRole("heading", { name: "No, con queste risposte la tua organizzazione non è obbligata" }),
    ).toBeVisible();
    await expect(section).toContainText("arrivasse ad almeno 50");
    await expect(section.getByRole("link", { name: /Ordina|preventivo|Prepara i documenti/ })).toHaveCount(0);
  });

  test("an average of 49,5 is under the threshold: not obliged, and said how ANAC counts it (CK-2)", async ({
    page,
  }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", lavoratori: "49,5", modello231: "No", settore: "No" });
    await expect(
      section.getByRole("heading", { name: "No, con queste risposte la tua organizzazione non è obbligata" }),
    ).toBeVisible();
    await expect(section).toContainText(
      "La media può avere decimali: 49,5 è sotto i 50. Secondo i commentatori, per l'ANAC vale l'anno solare precedente. Ripeti",
    );
    await section.getByLabel(/^Quanti lavoratori/).fill("50");
    await expect(section.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
  });

  test("an in-house company that answers «Privato» is asked, and gets the public sector's answer (CK-1)", async ({
    page,
  }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", controllo: "Sì" });
    await expect(section.getByLabel(/^Quanti lavoratori/)).toBeHidden();
    await expect(section.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
    await expect(section).toContainText("per il decreto appartiene al settore pubblico (art. 2, comma 1, lett. p)");
    // Issue 27 B6: told to check whether it must appoint an RPCT, not that it has one.
    await expect(section).toContainText(
      "se la tua organizzazione è un ente pubblico economico, una società a controllo pubblico o in house o un altro ente di diritto privato, verifica se vi è tenuta",
    );
    await expect(section.getByRole("link", { name: "Chiedi il preventivo", exact: true })).toHaveAttribute(
      "href",
      "/ordine?ente=pubblico",
    );
    await expect(section.getByRole("link", { name: /Ordina/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/normativa\?ente=privato&controllo=si$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an invalid number of workers is explained at the field and gives no result", async ({ page }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", lavoratori: "12,555", modello231: "No", settore: "Sì" });
    const workers = section.getByLabel(/^Quanti lavoratori/);
    await expect(section.locator("#lavoratori-errore")).toHaveText(
      "Scrivi la media dei lavoratori in cifre, anche con decimali (per esempio 49,5), da 0 a 1.000.000.",
    );
    await expect(workers).toHaveAttribute("aria-invalid", "true");
    // Only the wrong number is pointed out: the visitor has not asked for the result yet.
    await expect(section.locator("#errori-verifica")).toHaveCount(0);
    await expect(section.getByRole("heading", { name: /la tua organizzazione/ })).toHaveCount(0);
    await expect(page).toHaveURL(
      /\/normativa\?ente=privato&controllo=no&lavoratori=12%2C555&modello231=no&settore=si$/,
    );
    await workers.fill("12");
    await expect(workers).not.toHaveAttribute("aria-invalid", "true");
    await expect(section.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
  });

  test("submitting with answers missing lists them and stays on the page", async ({ page }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", controllo: null });
    // A submit before the island has woken up is the GET form's (the page without JavaScript).
    await expect(section.locator("[data-ready]")).toHaveCount(1);
    await section.getByRole("button", { name: "Verifica" }).click();
    const summary = section.locator("#errori-verifica");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Controlla le risposte indicate qui sotto.");
    await expect(
      section.getByText("Indica quanti lavoratori ha impiegato in media nell'ultimo anno.").first(),
    ).toBeVisible();
    await expect(
      section.getByText("Indica se la tua organizzazione ha adottato un Modello 231.").first(),
    ).toBeVisible();
    await expect(
      section.getByText("Indica se la tua organizzazione è una società in house o a controllo pubblico").first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/normativa\?ente=privato$/);
  });

  test("React loads only when the checker is about to be used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/normativa");
    // The layout imports its second half a second after load: the last load it plans, waited for first.
    await expect.poll(() => scripts.some((url) => /layout-later-/.test(url))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => /obligation-checker|client\.|whitepaper-form/.test(url))).toEqual([]);
    await form(page).getByRole("radio", { name: "Privato" }).focus();
    await expect.poll(() => scripts.some((url) => /obligation-checker/.test(url))).toBe(true);
  });

  test("axe: /normativa with the result shown @phone", async ({ page }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", lavoratori: "30", modello231: "Sì", settore: "Sì" });
    await expect(section.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("'Sei obbligato?' without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** Answers on /normativa and submits: the browser itself sends the GET form. Returns the status. */
  async function submitFromNormativa(page: Page, answers: Answers): Promise<number> {
    await page.goto("/normativa");
    await answer(form(page), answers);
    const response = page.waitForResponse((candidate) => candidate.url().includes("/normativa/verifica"));
    await form(page).getByRole("button", { name: "Verifica" }).click();
    return (await response).status();
  }

  // F1 (UX walk): the private-only questions stay on screen, so their group says a public entity may skip them.
  test("the private-only questions say on screen whom they are for @phone", async ({ page }) => {
    await page.goto("/normativa");
    const legend = form(page).getByText("Solo per chi risponde «Privato»", { exact: true });
    await expect(legend).toBeVisible();
    expect((await legend.boundingBox())?.width ?? 0, "not clipped to 1 px (sr-only)").toBeGreaterThan(100);
    expect(await submitFromNormativa(page, { ente: "Pubblico" })).toBe(200);
    await expect(page).toHaveURL(/\/normativa\/verifica\?ente=pubblico/);
  });

  test("the form leads to /normativa/verifica, which shows the result as a page", async ({ page }) => {
    expect(
      await submitFromNormativa(page, { ente: "Privato", lavoratori: "73", modello231: "No", settore: "No" }),
    ).toBe(200);
    await expect(page).toHaveURL(
      /\/normativa\/verifica\?ente=privato&controllo=no&lavoratori=73&modello231=no&settore=no$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sei obbligato? Il risultato");
    await expect(page.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Acquista Small Business" })).toHaveAttribute(
      "href",
      "/ordine?piano=small&lavoratori=73",
    );
    await expect(form(page).getByLabel(/^Quanti lavoratori/)).toHaveValue("73");
  });

  test("300 workers with a Modello 231: 231 conduct goes only through the internal channel", async ({ page }) => {
    expect(
      await submitFromNormativa(page, { ente: "Privato", lavoratori: "300", modello231: "Sì", settore: "No" }),
    ).toBe(200);
    await expect(page).toHaveURL(
      /\/normativa\/verifica\?ente=privato&controllo=no&lavoratori=300&modello231=si&settore=no$/,
    );
    await expectModel231At300(page.locator("main"));
  });

  test("an in-house company that answers «Privato» gets the public sector's answer without JavaScript (CK-1)", async ({
    page,
  }) => {
    expect(await submitFromNormativa(page, { ente: "Privato", controllo: "Sì" })).toBe(200);
    // Without JavaScript the browser sends the empty number field too; the server reads only the first two answers.
    await expect(page).toHaveURL(/\/normativa\/verifica\?ente=privato&controllo=si(?:&lavoratori=)?$/);
    await expect(page.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
    await expect(page.locator("main")).toContainText("per il decreto appartiene al settore pubblico");
  });

  test("an average of 49,5 is accepted without JavaScript and is under the threshold (CK-2)", async ({ page }) => {
    expect(
      await submitFromNormativa(page, { ente: "Privato", lavoratori: "49,5", modello231: "No", settore: "No" }),
    ).toBe(200);
    await expect(
      page.getByRole("heading", { name: "No, con queste risposte la tua organizzazione non è obbligata" }),
    ).toBeVisible();
    await expect(form(page).getByLabel(/^Quanti lavoratori/)).toHaveValue("49,5");
  });

  test("'Non so' at 10 workers: the result says what it depends on, and sells nothing", async ({ page }) => {
    expect(
      await submitFromNormativa(page, { ente: "Privato", lavoratori: "10", modello231: "No", settore: "Non so" }),
    ).toBe(200);
    await expect(page).toHaveURL(
      /\/normativa\/verifica\?ente=privato&controllo=no&lavoratori=10&modello231=no&settore=nonso$/,
    );
    await expectDepends(page.locator("main"));
    await expect(
      form(page)
        .getByRole("group", { name: /atti UE delle parti I\.B e II/ })
        .getByRole("radio", { name: "Non so" }),
    ).toBeChecked();
  });

  test("an invalid number of workers shows the form again with the message, status 400", async ({ page }, testInfo) => {
    expectStatus(testInfo, 400, /^\/normativa\/verifica$/);
    expect(
      await submitFromNormativa(page, { ente: "Privato", lavoratori: "tanti", modello231: "Sì", settore: "No" }),
    ).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sei obbligato? Controlla le risposte");
    const workers = form(page).getByLabel(/^Quanti lavoratori/);
    await expect(workers).toHaveValue("tanti");
    await expect(workers).toHaveAttribute("aria-invalid", "true");
    await expect(
      form(page).getByText(
        "Scrivi la media dei lavoratori in cifre, anche con decimali (per esempio 49,5), da 0 a 1.000.000.",
      ),
    ).toBeVisible();
    await expect(
      form(page)
        .getByRole("group", { name: /Modello 231/ })
        .getByRole("radio", { name: "Sì" }),
    ).toBeChecked();
    await workers.fill("12");
    await form(page).getByRole("button", { name: "Verifica" }).click();
    await expect(page.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeVisible();
  });
});

test.describe("/normativa/verifica", () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  // axe runs as a script in the page, so these pages are checked with JavaScript on; they load no island.
  for (const query of [
    "ente=privato&controllo=no&lavoratori=30&modello231=si&settore=no",
    "ente=pubblico",
    "ente=privato&controllo=no&lavoratori=10&modello231=no&settore=nonso",
    "ente=privato&controllo=no&lavoratori=tanti",
    "ente=privato&controllo=si",
  ]) {
    test(`axe: /normativa/verifica?${query} @phone`, async ({ page }, testInfo) => {
      if (query.includes("tanti")) expectStatus(testInfo, 400, /^\/normativa\/verifica$/);
      await page.goto(`/normativa/verifica?${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/*
 * The verdict card (issue 26; UX review 2026-11-27, 3.1): the result opens with the verdict, the
 * date, the plan with its yearly fee, activation and VAT, and the two next steps, all within the
 * first phone screen; the duties, channel and sanctions follow, closed, in the same words.
 */
const medium = findPlan("medium-business");
const MEDIUM_PRICE = new RegExp(
  `Piano adatto: Medium Business, ${formatEuro(medium?.yearlyPrice ?? 0)} l'anno[;,] .*${formatEuro(medium?.activationPrice ?? 0)}.*IVA esclusa\\.`,
);

/**
 * The card is the result's first element, and from its heading to its last link (the demo, after
 * the two buttons) it is on screen, with and without JavaScript (the header takes two rows then).
 */
async function expectVerdictCardOnScreen(page: Page, result: Locator): Promise<Locator> {
  const card = result.locator("[data-verdict]");
  await expect(result.locator(":scope > *").first()).toHaveAttribute("data-verdict", "");
  const viewport = page.viewportSize();
  const header = await page.locator(".site-header").boundingBox();
  for (const part of [card.getByRole("heading").first(), card.locator(".btn").last(), card.getByRole("link").last()]) {
    await expect
      .poll(async () => {
        const box = await part.boundingBox();
        if (!box || !viewport) return "not laid out";
        const top = Math.max(0, (header?.y ?? 0) + (header?.height ?? 0));
        return box.y >= top && box.y + box.height <= viewport.height ? "on screen" : `at ${Math.round(box.y)}`;
      })
      .toBe("on screen");
  }
  return card;
}

async function expectMediumCard(card: Locator): Promise<void> {
  await expect(card.getByRole("heading")).toHaveText("Sì, la tua organizzazione è obbligata");
  await expect(card).toContainText("Dal 17 dicembre 2023 (art. 24) o, se lo è diventata dopo, da allora.");
  await expect(card).toContainText(MEDIUM_PRICE);
  await expect(card.getByRole("link", { name: "Acquista Medium Business" })).toHaveAttribute(
    "href",
    "/ordine?piano=medium&lavoratori=120",
  );
  await expect(card).toContainText("Preventivo subito, paghi solo dopo il contratto.");
  await expect(card.getByRole("link", { name: "Prepara i documenti gratis" })).toHaveAttribute(
    "href",
    "/kit-attivazione?ente=privato&controllo=no&lavoratori=120&modello231=no&settore=no",
  );
  // Secondary to the two buttons (issue 29): a plain link, after them, to book a demo.
  const demo = card.getByRole("link", { name: "Prenota una demo" });
  await expect(demo).toHaveAttribute("href", "/demo");
  await expect(demo).not.toHaveClass(/btn/);
  expect(await card.getByRole("link").last().textContent()).toBe("Prenota una demo");
}

/** What follows the card: closed sections with the same words, opened with a click. */
async function expectFoldedParts(page: Page, result: Locator): Promise<void> {
  const titles = [
    "Perché",
    "Da quando",
    "Quale canale",
    "Cosa si può segnalare (art. 3)",
    "Gli obblighi che ne derivano",
  ];
  for (const title of [
    ...titles,
    "Le sanzioni in gioco (art. 21)",
    "I documenti per attivare il canale",
    "Il piano adatto",
  ]) {
    await expect(result.locator("details").filter({ hasText: title }).first()).not.toHaveAttribute("open");
  }
  const sanctions = result.getByText(/^da 10\.000 a 50\.000 € se i canali non sono istituiti/);
  await expect(sanctions).toBeHidden();
  await result.getByText("Le sanzioni in gioco (art. 21)").click();
  await expect(sanctions).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

test.describe("The verdict card", () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test("with JavaScript: first in the result and on screen after «Verifica», then the parts, closed @phone", async ({
    page,
  }) => {
    await page.goto("/normativa");
    const section = page.locator("#sei-obbligato");
    await answer(section, { ente: "Privato", lavoratori: "120", modello231: "No", settore: "No" });
    await expect(section.locator("[data-ready]")).toHaveCount(1);
    await section.getByRole("button", { name: "Verifica" }).click();
    await expect(section.getByRole("heading", { name: "Sì, la tua organizzazione è obbligata" })).toBeFocused();
    const result = section.locator("[data-obligation-result]");
    await expectMediumCard(await expectVerdictCardOnScreen(page, result));
    await expectFoldedParts(page, result);
  });

  test("a public body: the quote, the page on how it buys, the documents and the demo; no plan to order", async ({
    page,
  }) => {
    await page.goto("/normativa/verifica?ente=pubblico");
    const card = page.locator("[data-verdict]");
    await expect(card).toContainText("Dal 15 luglio 2023 (art. 24)");
    await expect(card.getByRole("link", { name: "Chiedi il preventivo", exact: true })).toHaveAttribute(
      "href",
      "/ordine?ente=pubblico",
    );
    await expect(card.getByRole("link", { name: "Chi può acquistare e come" })).toHaveAttribute(
      "href",
      "/enti-pubblici#acquisto-titolo",
    );
    await expect(card.getByRole("link", { name: "Prepara i documenti gratis" })).toHaveAttribute(
      "href",
      "/kit-attivazione?ente=pubblico",
    );
    await expect(card.getByRole("link", { name: /Ordina/ })).toHaveCount(0);
    await expect(card).toContainText("gli stessi piani delle imprese");
    // Issue 26: the prices by headcount, as /ordine derives the plan, and what «Acquista» leads to.
    await expect(card).toContainText(
      new RegExp(`Small Business fino a 99, ${formatEuro(findPlan("small-business")?.yearlyPrice ?? 0)} l'anno`),
    );
    // Not qualified: no terms of payment to a comune just told it cannot buy (buyer walk 2026-11-29, A2).
    await expect(card).not.toContainText("non chiediamo anticipi");
    await card.getByRole("link", { name: "Prenota una demo" }).click();
    await expect(page).toHaveURL("/demo");
  });

  test("not obliged: the card says so and offers nothing to buy @phone", async ({ page }) => {
    await page.goto("/normativa/verifica?ente=privato&controllo=no&lavoratori=30&modello231=no&settore=no");
    const card = page.locator("[data-verdict]");
    await expect(card.getByRole("heading")).toHaveText("No, con queste risposte la tua organizzazione non è obbligata");
    await expect(card).toContainText("non obbliga la tua organizzazione");
    await expect(card.getByRole("link")).toHaveCount(0);
    await expect(page.locator("[data-obligation-result] details")).toHaveCount(0);
  });
});

test.describe("The verdict card without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the first thing under the title of /normativa/verifica, in the first screen @phone", async ({ page }) => {
    await page.goto("/normativa/verifica?ente=privato&controllo=no&lavoratori=120&modello231=no&settore=no");
    const result = page.locator("[data-obligation-result]");
    await expectMediumCard(await expectVerdictCardOnScreen(page, result));
    // Without JavaScript a closed part still opens: <details> is the browser's own.
    await result.getByText("Gli obblighi che ne derivano").click();
    await expect(result.getByText(/^Rilasciare a chi segnala un avviso di ricevimento/)).toBeVisible();
  });
});
