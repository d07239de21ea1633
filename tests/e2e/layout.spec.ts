import type { Page } from "@playwright/test";
import { allowFailedRequests, expect, expectStatus, test, withConsent } from "./fixtures.ts";

/** The header's items, in order: the spec's five links, the checker, the prices, the demo, the action. */
const HEADER_ITEMS = [
  "Home",
  "Blog",
  "Funzionalità",
  "Normativa",
  "Contatti",
  "Sei obbligato?",
  "Prezzi",
  "Prenota una demo",
  "Acquista online",
];
/** Only in the phone's menu (UX review 11): the public bodies' page. */
const MENU_ONLY_ITEMS = ["Per gli enti pubblici"];

test.describe("header navigation", () => {
  test("desktop navigation marks the current page and reaches every section", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await withConsent(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principale" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const [label, url, heading] of [
      ["Blog", "/blog", /Blog/],
      ["Funzionalità", "/funzionalita", /Le Funzionalità/],
      ["Normativa", "/normativa", /La Normativa/],
      ["Contatti", "/contatti", /Contattaci/],
      ["Home", "/", /Proteggi la Tua Azienda/],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test("at 1280 px the header shows the five links, the checker, the prices, the demo and the action on one row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await withConsent(page);
    await page.goto("/faq");
    const nav = page.getByRole("navigation", { name: "Principale" });
    const items = HEADER_ITEMS;
    await expect(nav.getByRole("link")).toHaveText(items);
    const header = await page.locator(".site-header").boundingBox();
    for (const label of items) {
      const box = await nav.getByRole("link", { name: label, exact: true }).boundingBox();
      expect(box && box.height < 50 && box.y + box.height <= (header?.height ?? 0), label).toBe(true);
    }
    await nav.getByRole("link", { name: "Sei obbligato?" }).click();
    await expect(page).toHaveURL("/normativa#sei-obbligato");
    await expect(page.getByRole("heading", { level: 2, name: "Sei obbligato?" })).toBeInViewport();
    await nav.getByRole("link", { name: "Prenota una demo" }).click();
    await expect(page).toHaveURL("/demo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await nav.getByRole("link", { name: "Acquista online" }).click();
    await expect(page).toHaveURL("/ordine");
  });

  test("the open mobile menu covers the cookie banner of a first visit @phone-only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/enti-pubblici");
    await expect(page.getByRole("region", { name: /cookie/i })).toBeVisible();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Menu mobile" });
    await expect(menu).toBeVisible();
    // The panel's bottom, where the banner sits, is the panel's once it has slid in.
    const hit = () =>
      page.evaluate(() => {
        const element = document.elementFromPoint(window.innerWidth - 20, window.innerHeight - 20);
        return {
          inMenu: Boolean(element?.closest("#menu-mobile")),
          inBanner: Boolean(element?.closest("#cookie-banner")),
        };
      });
    await expect.poll(hit).toEqual({ inMenu: true, inBanner: false });
  });

  test("mobile menu opens and closes by keyboard, touch, Escape and after a link @phone-only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withConsent(page);
    await page.goto("/faq");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Menu mobile" });
    await expect(page.getByRole("navigation", { name: "Principale" })).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The panel covers the screen's height and every link in it is really shown, not clipped.
    const box = await menu.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(800);
    for (const label of [...HEADER_ITEMS, ...MENU_ONLY_ITEMS]) {
      const link = menu.getByRole("link", { name: label, exact: true });
      const linkBox = await link.boundingBox();
      expect(linkBox && linkBox.y + linkBox.height <= (box?.y ?? 0) + (box?.height ?? 0), label).toBe(true);
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("a")?.textContent ?? "",
        [(linkBox?.x ?? 0) + 10, (linkBox?.y ?? 0) + (linkBox?.height ?? 0) / 2],
      );
      expect(hit, label).toBe(label);
    }
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    // Focus stays in the open menu (its close button, then the links): past the last item it comes
    // back to the first, and back again. The trap arrives with the layout's second half (the manifest).
    await expect.poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]') !== null)).toBe(true);
    const items = menu.locator("a[href], button");
    for (let index = 2; index < (await items.count()); index += 1) await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Acquista online" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Chiudi il menu" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "Acquista online" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Chiudi il menu" }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Normativa" }).click();
    await expect(page).toHaveURL("/normativa");
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Prenota una demo" }).click();
    await expect(page).toHaveURL("/demo");
  });
});

test.describe("cookie banner", () => {
  test("accept is stored with its date and not asked again", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accetta" }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => [
      localStorage.getItem("cookie-consent"),
      localStorage.getItem("cookie-consent-date"),
    ]);
    expect(stored[0]).toBe("accepted");
    expect(Date.now() - Date.parse(stored[1] ?? "")).toBeLessThan(60_000);
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookie" })).toBeHidden();
  });

  test("decline is as prominent as accept and persists too", async ({ page }) => {
    await page.goto("/normativa");
    const banner = page.getByRole("region", { name: "Cookie" });
    const accept = banner.getByRole("button", { name: "Accetta" });
    const decline = banner.getByRole("button", { name: "Rifiuta" });
    const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
    expect(Math.abs((acceptBox?.height ?? 0) - (declineBox?.height ?? 1))).toBeLessThan(2);
    expect(await accept.getAttribute("class")).toBe(await decline.getAttribute("class"));
    await decline.click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    await page.goto("/faq");
    await expect(page.getByRole("region", { name: "Cookie" })).toBeHidden();
  });

  test("asks again after six months, not before", async ({ page }) => {
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
    await withConsent(page, "accepted", sevenMonthsAgo);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie" })).toBeVisible();
    // Kept 6 months, as the banner and the cookie policy say: the expired choice is gone.
    const stored = await page.evaluate(() => [
      localStorage.getItem("cookie-consent"),
      localStorage.getItem("cookie-consent-date"),
    ]);
    expect(stored).toEqual([null, null]);
  });

  test("a choice five months old is still valid", async ({ page }) => {
    const fiveMonthsAgo = new Date();
    fiveMonthsAgo.setMonth(fiveMonthsAgo.getMonth() - 5);
    await withConsent(page, "declined", fiveMonthsAgo);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie" })).toBeHidden();
  });

  /** The banner opened from the footer link: Accetta focused; after Rifiuta, focus back on the link. */
  async function expectReopenedChoice(page: Page) {
    const banner = page.getByRole("region", { name: "Cookie" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Accetta" })).toBeFocused();
    await banner.getByRole("button", { name: "Rifiuta" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    await expect(page.getByRole("link", { name: "Preferenze cookie" })).toBeFocused();
  }

  test("the footer link reopens the choice", async ({ page }) => {
    await withConsent(page);
    await page.goto("/faq");
    const link = page.getByRole("link", { name: "Preferenze cookie" });
    // Set by the layout script once it has bound the link: the click is handled in place.
    await expect(link).toHaveAttribute("aria-controls", "cookie-banner");
    await link.click();
    await expectReopenedChoice(page);
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("a click on the footer link before the script has run still reopens the choice", async ({ page }) => {
    await withConsent(page);
    // The layout script is inline: the page is served without it, as if the visitor clicked
    // before it ran. The cookie policy the link leads to is served whole.
    await page.route(/\/faq$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="module">[\s\S]*?<\/script>/g, "");
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, body, headers });
    });
    await page.goto("/faq");
    const link = page.getByRole("link", { name: "Preferenze cookie" });
    await expect(link).not.toHaveAttribute("aria-controls", "cookie-banner");
    await link.click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expectReopenedChoice(page);
  });

  test("a click on the footer link before the layout's second half has loaded waits for it", async ({ page }) => {
    await withConsent(page);
    // The module that handles the link is held back: the click comes before it has run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/layout-later-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/faq");
    const link = page.getByRole("link", { name: "Preferenze cookie" });
    await expect(link).not.toHaveAttribute("aria-controls", "cookie-banner");
    await link.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("region", { name: "Cookie" })).toBeHidden();
    release();
    await expectReopenedChoice(page);
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("when the layout's second half cannot be fetched, a held click on the footer link still follows it", async ({
    page,
  }, testInfo) => {
    allowFailedRequests(testInfo, /\/_astro\/layout-later-[^/]+\.js$/);
    expectStatus(testInfo, 503, /\/_astro\/layout-later-[^/]+\.js$/);
    await withConsent(page);
    await page.route(/\/_astro\/layout-later-[^/]+\.js$/, (route) => route.fulfill({ status: 503, body: "" }), {
      times: 1,
    });
    await page.goto("/faq");
    await page.getByRole("link", { name: "Preferenze cookie" }).click();
    // The link's own destination, where the banner opens once the module loads there.
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expectReopenedChoice(page);
  });

  test("comes early in the keyboard order", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Vai al contenuto principale" })).toBeFocused();
    // The banner is shown by the layout's later module, which the first key starts loading: the
    // order is what is tested here, so the next Tab waits for it (it raced the module before).
    await expect(page.getByRole("region", { name: /cookie/i })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("region", { name: /cookie/i }).getByRole("link", { name: "Cookie Policy" }),
    ).toBeFocused();
  });
});

test.describe("layout script", () => {
  test("its second half is fetched a second after the load event, never before the first paint", async ({ page }) => {
    await withConsent(page);
    await page.goto("/faq");
    // Its timing entry is written once it has arrived.
    await page.waitForFunction(
      () => performance.getEntriesByType("resource").some((item) => item.name.includes("/layout-later-")),
      undefined,
      { timeout: 10_000 },
    );
    const [start, loadStart] = await page.evaluate(() => {
      const entry = performance.getEntriesByType("resource").find((item) => item.name.includes("/layout-later-"));
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return [entry?.startTime ?? -1, navigation.loadEventStart];
    });
    // Nothing scrolled, typed or tapped: the timer set by the load event fetched it.
    expect(start).toBeGreaterThanOrEqual(loadStart + 950);
  });
});

test.describe("Torna in cima", () => {
  test("appears only past 300 px and scrolls back to the top", async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog/casi-pratici-whistleblowing-italia");
    const button = page.getByRole("button", { name: "Torna in cima" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 290));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("on a phone it is a round arrow that covers a corner, not a line of text @phone-only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withConsent(page);
    await page.goto("/enti-pubblici");
    await page.evaluate(() => window.scrollTo(0, 1500));
    const button = page.getByRole("button", { name: "Torna in cima" });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(48);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  });

  test("is not on the form pages, where it would cover the field being typed in", async ({ page }) => {
    await withConsent(page);
    for (const path of ["/ordine", "/contatti", "/whitepaper", "/kit-attivazione", "/normativa", "/demo"]) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect(page.getByRole("button", { name: "Torna in cima" })).toHaveCount(0);
    }
  });

  test("jumps instantly when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await withConsent(page);
    await page.goto("/blog/casi-pratici-whistleblowing-italia");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole("button", { name: "Torna in cima" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("policy pages", () => {
  test("the back button returns to the previous page, or home when there is none", async ({ page }) => {
    await withConsent(page);
    await page.goto("/faq");
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await page.getByRole("link", { name: "Torna indietro" }).click();
    await expect(page).toHaveURL("/faq");

    await page.goto("/cookie-policy");
    const fresh = await page.context().newPage();
    await fresh.goto("/cookie-policy");
    await fresh.getByRole("link", { name: "Torna indietro" }).click();
    await expect(fresh).toHaveURL("/");
    await fresh.close();
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the links flow above the title, never over it, the checker, the demo and the action too @phone-only", async ({
    page,
  }) => {
    for (const path of ["/", "/contatti", "/normativa/verifica?ente=pubblico"]) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Principale" });
      await expect(nav.getByRole("link", { name: "Sei obbligato?" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Prenota una demo" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Acquista online" })).toBeVisible();
      const header = await page.locator(".site-header").boundingBox();
      const last = await nav.getByRole("link", { name: "Acquista online" }).boundingBox();
      const title = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(last && header && last.y + last.height <= header.y + header.height, path).toBe(true);
      expect(title && header && title.y >= header.y + header.height, path).toBe(true);
    }
  });

  // F13 (UX walk): phones draw no scrollbar, so the row shows that it goes on: the links fade out
  // under the action's own padding, which at the row's end lies over nothing.
  test("on a 390 px phone the link row shows that it scrolls, and its end is not faded @phone-only", async ({
    page,
  }) => {
    await page.goto("/normativa");
    const nav = page.getByRole("navigation", { name: "Principale" });
    const action = nav.locator("li").last();
    expect(await action.evaluate((item) => getComputedStyle(item).backgroundImage)).toContain("linear-gradient");
    const row = nav.locator("ul");
    expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    const behind = await action.evaluate((item) => {
      const box = item.getBoundingClientRect();
      return document.elementsFromPoint(box.x + 4, box.y + box.height / 2).some((hit) => hit.closest("li") !== item);
    });
    expect(behind, "a link runs on under the fade").toBe(true);
    await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    const demo = await nav.getByRole("link", { name: "Prenota una demo" }).boundingBox();
    const actionBox = await action.boundingBox();
    expect(demo && actionBox && demo.x + demo.width <= actionBox.x + 1).toBe(true);
  });

  test("on a 390 px phone the header takes two rows, the action on screen, every link reachable @phone-only", async ({
    page,
  }) => {
    await page.goto("/normativa/verifica?ente=privato&controllo=no&lavoratori=120&modello231=no&settore=no");
    if (process.env["HEADER_SCREENSHOTS"]) {
      await page.screenshot({ path: "docs/screenshots/intestazione-senza-js-390.png" });
    }
    const nav = page.getByRole("navigation", { name: "Principale" });
    const viewport = { width: 390, ...page.viewportSize() };
    const brand = await page.locator(".site-header a").first().boundingBox();
    const action = await nav.getByRole("link", { name: "Acquista online" }).boundingBox();
    const header = await page.locator(".site-header").boundingBox();
    // Row one: the logo; row two: the links, the action at its right end, within the screen.
    expect(brand && action && action.y >= brand.y + brand.height).toBe(true);
    expect(action && action.x >= 0 && action.x + action.width <= viewport.width).toBe(true);
    for (const name of HEADER_ITEMS) {
      const box = await nav.getByRole("link", { name, exact: true }).boundingBox();
      // The same row as the action: centres within a few pixels.
      expect(box && action && Math.abs(box.y + box.height / 2 - (action.y + action.height / 2)), name).toBeLessThan(4);
    }
    expect(header && action && header.y + header.height - (action.y + action.height)).toBeLessThanOrEqual(16);
    // Each link scrolls into view in its row, the action never over it; with focus the action
    // flows after the links.
    for (const name of HEADER_ITEMS) {
      const link = nav.getByRole("link", { name, exact: true });
      await link.focus();
      expect(
        await nav
          .locator("li")
          .last()
          .evaluate((item) => getComputedStyle(item).position),
        name,
      ).toBe(name === "Acquista online" ? "sticky" : "static");
      await link.scrollIntoViewIfNeeded();
      const onTop = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.x >= 0 && box.right <= window.innerWidth && hit?.closest("a") === element;
      });
      expect(onTop, name).toBe(true);
    }
  });
});

test("an unknown URL shows the Italian 404 page with links back", async ({ page }, testInfo) => {
  expectStatus(testInfo, 404, /^\/questa-pagina-non-esiste$/);
  await withConsent(page);
  const response = await page.goto("/questa-pagina-non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina non trovata");
  await page.getByRole("main").getByRole("link", { name: "Torna alla home" }).click();
  await expect(page).toHaveURL("/");
});
