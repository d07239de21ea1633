import type { ClientDirective } from "astro";

/** A pause in the typing this long, and the island hydrates. */
const QUIET_MS = 300;
/** Controls that take typing without any script: while they are used, hydration waits. */
const TEXT_FIELD = "textarea, select, input:not([type=checkbox], [type=radio], [type=submit], [type=button])";

/** After the next paint: the answer to the input that woke the island is on screen first. */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * client:interaction hydrates an island only when the visitor is about to use it (decisions 0003
 * and 0027). The first focus, pointer or key press inside it fetches its modules
 * (modulepreload: downloaded and compiled, not run). A tap on anything but a text field (a
 * checkbox, an answer, a button) hydrates it right after the tap has painted; after a key or a tap
 * in a text field the visitor types into the HTML form, and the island hydrates at the first
 * pause of QUIET_MS, so that running React does not hold up the keys. A focus alone only fetches. Nothing typed is lost: the inputs are
 * uncontrolled. With the value "query", an address carrying a query string (?piano=…) hydrates
 * at once. A dialog opened from elsewhere in the page (the whitepaper's) is opened by the
 * platform: the focus it moves inside fetches the island's code.
 */
const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let prefetched = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const events = ["pointerdown", "focusin", "keydown", "touchstart", "input"] as const;

  const hydrate = async (): Promise<void> => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    for (const name of events) el.removeEventListener(name, wake);
    const run = await load();
    await run();
  };
  const prefetch = (): void => {
    if (prefetched) return;
    prefetched = true;
    for (const attribute of ["renderer-url", "component-url"]) {
      const href = el.getAttribute(attribute);
      if (!href) continue;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  };
  const wake = (event: Event): void => {
    prefetch();
    // A focus alone (a dialog opened, a link followed to the form) is no use yet: the island
    // hydrates at the visitor's first key or tap, so its work does not meet their next one.
    if (event.type === "focusin") return;
    clearTimeout(timer);
    // A key waits for the pause; so does a tap in a text field.
    const pointer = event.type === "pointerdown" || event.type === "touchstart";
    const typing = !pointer || (event.target instanceof Element && event.target.closest(TEXT_FIELD) !== null);
    if (typing) timer = setTimeout(() => afterPaint(() => void hydrate()), QUIET_MS);
    else afterPaint(() => void hydrate());
  };

  for (const name of events) el.addEventListener(name, wake, { passive: true });
  if (options.value === "query" && location.search.length > 1) void hydrate();
};

export default interaction;
