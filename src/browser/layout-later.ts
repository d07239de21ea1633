// The behaviours of every page that the first paint and the first tap do not need: cookie
// banner, 'Torna in cima', the policy pages' back buttons, the whitepaper dialog, the mobile
// menu's focus trap and the web manifest. layout.ts loads
// this module after the page has loaded (see there why), so it is not in every page's HTML.
import { CONSENT_DATE_KEY, CONSENT_KEY, needsConsent, type ConsentChoice } from "../lib/consent.ts";

const BACK_TO_TOP_THRESHOLD = 300;

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
 * What takes the focus in the dialog: links, fields and buttons (every one has a name or a type).
 * No tag names here: scripts/page-css.ts keeps the rules of every element a script names, and
 * this module is read for every page.
 */
const FOCUSABLE = "[href],[name],[type]";

/**
 * The whitepaper dialog of / and /normativa, opened by the platform without React (docs/decisions/
 * 0027): the dialog and its form are in the HTML, its fields take typing at once, and the island
 * hydrates the form behind them. The banner's link sits far below the first screen, so this
 * module has long arrived when it is pressed (a press before is held by layout.ts); without
 * JavaScript the link leads to /whitepaper, the same form on a page (docs/decisions/0046).
 */
function setupWhitepaperDialog(): void {
  const dialog = document.querySelector<HTMLDialogElement>("[data-whitepaper-dialog]");
  if (!dialog) return;
  let returnFocus: HTMLElement | null = null;
  document.addEventListener("click", (event) => {
    const trigger = (event.target as Element).closest?.<HTMLElement>("[data-whitepaper-open]");
    if (!trigger) return;
    event.preventDefault();
    returnFocus = trigger;
    if (!dialog.open) dialog.showModal();
  });
  dialog.addEventListener("click", (event) => {
    if ((event.target as Element).closest("[data-dialog-close]")) dialog.close();
  });
  dialog.addEventListener("close", () => returnFocus?.focus());
  // A modal dialog keeps Tab inside itself: past the last control, back to the first.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.hasAttribute("disabled") && element.tabIndex >= 0,
    );
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (edge && document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
    }
  });
}

/** The web manifest matters only to install the site; Chrome fetches it as soon as it sees the link. */
/**
 * While the mobile menu is open, Tab and Shift+Tab go round inside it, never to the page behind
 * (WCAG 2.4.11; UX review 2026-11-27, §10.1). layout.ts opens it, closes it on Escape and gives
 * focus back to the toggle.
 */
function trapMenuFocus(): void {
  const panel = document.getElementById("menu-mobile");
  panel?.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const items = [...panel.querySelectorAll<HTMLElement>("a[href],button")];
    const from = event.shiftKey ? items[0] : items.at(-1);
    if (document.activeElement !== from) return;
    event.preventDefault();
    (event.shiftKey ? items.at(-1) : items[0])?.focus();
  });
}

function linkManifest(): void {
  const element = document.createElement("link");
  element.rel = "manifest";
  element.href = "/manifest.webmanifest";
  document.head.append(element);
}

setupHistoryBack();
setupCookieBanner();
setupBackToTop();
setupWhitepaperDialog();
trapMenuFocus();
linkManifest();
