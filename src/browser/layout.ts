// The small behaviours of every page, on markup rendered by React at build time. This module is
// inlined in every page, so it holds only what must work from the first paint: the mobile menu and
// the expiry of the promotion (badge and price). It must stay small (budget: 5 KB gzip) and must
// not import React. The rest (cookie banner, 'Torna in cima', back buttons, the whitepaper
// dialog, web manifest) is layout-later.ts, loaded after the page.
// Imported as a URL (bundled on its own, like a worker): a dynamic import() of the module itself
// would keep Astro from inlining this one.
import laterModule from "./layout-later.ts?worker&url";

function setupMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const panel = document.getElementById("menu-mobile");
  if (!toggle || !panel) return;
  const closeButton = panel.querySelector<HTMLButtonElement>("[data-menu-close]");

  const open = (): void => {
    panel.hidden = false;
    // Next frame, so the slide-in transition runs from the closed position.
    requestAnimationFrame(() => panel.classList.add("is-open"));
    toggle.setAttribute("aria-expanded", "true");
    panel.querySelector<HTMLElement>("a")?.focus();
  };
  const close = (returnFocus: boolean): void => {
    if (panel.hidden) return;
    panel.classList.remove("is-open");
    panel.hidden = true;
    toggle.setAttribute("aria-expanded", "false");
    if (returnFocus) toggle.focus();
  };

  toggle.addEventListener("click", () => (panel.hidden ? open() : close(true)));
  closeButton?.addEventListener("click", () => close(true));
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) close(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !panel.hidden) close(true);
  });
  document.addEventListener("click", (event) => {
    const target = event.target as Node;
    if (!panel.hidden && !panel.contains(target) && !toggle.contains(target)) close(false);
  });
  // A wide viewport shows the desktop navigation; never leave the panel open behind it.
  matchMedia("(min-width: 80rem)").addEventListener("change", (query) => {
    if (query.matches) close(false);
  });
}

/** Past its date, an offer built into the page goes, and the normal price it replaced comes back. */
function expirePromotions(): void {
  const now = Date.now();
  const expired = (instant: string | undefined): boolean => {
    const end = Date.parse(instant ?? "");
    return Number.isNaN(end) || now > end;
  };
  for (const offer of document.querySelectorAll<HTMLElement>("[data-promo-end]")) {
    if (expired(offer.dataset["promoEnd"])) offer.remove();
  }
  for (const normal of document.querySelectorAll<HTMLElement>("[data-promo-fallback]")) {
    if (expired(normal.dataset["promoFallback"])) normal.hidden = false;
  }
}

/** Elements whose clicks layout-later.ts handles: a click that comes first waits for it. */
const HANDLED_LATER = "[data-history-back],[data-cookie-preferences],[data-back-to-top],[data-whitepaper-open]";

/**
 * Loads layout-later.ts a second after the load event, or at once at the visitor's first scroll,
 * key or tap. Lighthouse's simulation makes the largest paint wait for every request that
 * started before it (headless Chromium paints it after the load event), so a module fetched any
 * earlier would cost the first paint a round trip; a second later it costs nothing. A click on
 * one of its elements before it has run is held and replayed once it has (or once it has failed
 * to load: then the link does what it does without JavaScript).
 */
function loadTheRestLater(): void {
  let loaded = false;
  let loading: Promise<void> | undefined;
  // Settled either way: if the module cannot be fetched, held clicks go through to their links.
  const settle = (): void => {
    loaded = true;
  };
  const load = (): Promise<void> => (loading ??= import(/* @vite-ignore */ laterModule).then(settle, settle));
  const start = (): void => void load();
  for (const name of ["scroll", "keydown", "pointerdown"]) addEventListener(name, start, { once: true, passive: true });
  addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element).closest?.<HTMLElement>(HANDLED_LATER);
      if (loaded || !target) return;
      event.preventDefault();
      event.stopPropagation();
      void load().then(() => target.click());
    },
    true,
  );
  const later = (): unknown => setTimeout(start, 1000);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}

expirePromotions();
setupMenu();
loadTheRestLater();
