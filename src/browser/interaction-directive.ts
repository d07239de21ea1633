import type { ClientDirective } from "astro";

/**
 * client:interaction hydrates an island only when the visitor is about to use it: the first
 * focus, pointer or key press inside it. With a value (a CSS selector), a click on a matching
 * element anywhere in the page hydrates it too; that click is held back and the island is told
 * through `data-pending-open`, so a link that would otherwise navigate opens the widget instead.
 * With the value "query", an address carrying a query string (?piano=…) hydrates at once.
 */
const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  const events = ["pointerdown", "focusin", "keydown", "touchstart"] as const;
  const selector = options.value && options.value !== "query" ? options.value : null;

  const hydrate = async (): Promise<void> => {
    if (started) return;
    started = true;
    for (const name of events) el.removeEventListener(name, hydrateNow);
    const run = await load();
    await run();
  };
  const hydrateNow = (): void => void hydrate();
  const onClick = (event: MouseEvent): void => {
    if (!selector || !(event.target instanceof Element) || !event.target.closest(selector)) return;
    if (el.dataset["hydrated"] === "true") return;
    event.preventDefault();
    el.dataset["pendingOpen"] = "true";
    void hydrate();
  };

  for (const name of events) el.addEventListener(name, hydrateNow, { once: true, passive: true });
  if (selector) document.addEventListener("click", onClick, true);
  if (options.value === "query" && location.search.length > 1) void hydrate();
};

export default interaction;
