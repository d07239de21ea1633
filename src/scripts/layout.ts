// The small behaviours of every page, on markup rendered by React at build time:
// mobile menu, cookie banner, 'Torna in cima' and the expiry of the promotion (badge and price).
// It must stay small (budget: 5 KB gzip) and must not import React.
import { CONSENT_DATE_KEY, CONSENT_KEY, needsConsent, type ConsentChoice } from "../features/cookie-consent/consent.ts";

const BACK_TO_TOP_THRESHOLD = 300;

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
  matchMedia("(min-width: 48rem)").addEventListener("change", (query) => {
    if (query.matches) close(false);
  });
}

function readConsent(): { choice: string | null; date: string | null } {
  try {
    return {
      choice: localStorage.getItem(CONSENT_KEY),
      date: localStorage.getItem(CONSENT_DATE_KEY),
    };
  } catch {
    return { choice: null, date: null };
  }
}

function setupCookieBanner(): void {
  const banner = document.getElementById("cookie-banner");
  if (!banner) return;
  const show = (): void => {
    banner.hidden = false;
  };
  // Set when the footer link reopened the banner: focus goes back there after the choice.
  let reopenedFrom: HTMLElement | null = null;
  const choose = (choice: ConsentChoice): void => {
    try {
      localStorage.setItem(CONSENT_KEY, choice);
      localStorage.setItem(CONSENT_DATE_KEY, new Date().toISOString());
    } catch {
      // Storage disabled: the choice holds for this page only, and the banner asks again.
    }
    banner.hidden = true;
    reopenedFrom?.focus();
    reopenedFrom = null;
  };
  banner.querySelector("[data-consent-accept]")?.addEventListener("click", () => choose("accepted"));
  banner.querySelector("[data-consent-decline]")?.addEventListener("click", () => choose("declined"));
  const reopen = (link: HTMLElement): void => {
    reopenedFrom = link;
    show();
    banner.querySelector<HTMLElement>("[data-consent-accept]")?.focus();
  };
  const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-cookie-preferences]")];
  for (const link of links) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      reopen(link);
    });
    // Tells tests, and assistive technology, that the link now opens the banner in place.
    link.setAttribute("aria-controls", banner.id);
  }
  // A click that came before this script (or on a page without it) followed the link to the
  // cookie policy's preferences section: the choice opens there, so the click is not lost.
  const [firstLink] = links;
  const target = firstLink ? new URL(firstLink.href) : null;
  if (firstLink && target && location.pathname === target.pathname && location.hash === target.hash) {
    history.replaceState(history.state, "", location.pathname + location.search);
    reopen(firstLink);
  } else if (needsConsent(readConsent(), new Date())) {
    // An expired or malformed choice is not kept beyond its 6 months (cookie policy).
    try {
      localStorage.removeItem(CONSENT_KEY);
      localStorage.removeItem(CONSENT_DATE_KEY);
    } catch {
      // Storage disabled: nothing was kept.
    }
    show();
  }
}

function setupBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-back-to-top]");
  if (!button) return;
  let visible = false;
  const update = (): void => {
    const shouldShow = window.scrollY > BACK_TO_TOP_THRESHOLD;
    if (shouldShow !== visible) {
      visible = shouldShow;
      button.hidden = !shouldShow;
    }
  };
  window.addEventListener("scroll", update, { passive: true });
  update();
  button.addEventListener("click", () => {
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
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

function cameFromThisSite(): boolean {
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/** Back buttons of the policy pages: the previous page of this site, else their href (home). */
function setupHistoryBack(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-history-back]")) {
    link.addEventListener("click", (event) => {
      if (cameFromThisSite() && history.length > 1) {
        event.preventDefault();
        history.back();
      }
    });
  }
}

/**
 * The web manifest matters only to install the site, but Chrome fetches it as soon as it sees the
 * link. Linked a second after the load event, it never competes with the first paint: a request
 * started before the largest paint is one Lighthouse's simulation makes the paint wait for.
 */
function linkManifestWhenIdle(): void {
  const link = () => {
    const element = document.createElement("link");
    element.rel = "manifest";
    element.href = "/manifest.webmanifest";
    document.head.append(element);
  };
  const later = () => setTimeout(link, 1000);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}

expirePromotions();
linkManifestWhenIdle();
setupHistoryBack();
setupMenu();
setupCookieBanner();
setupBackToTop();
