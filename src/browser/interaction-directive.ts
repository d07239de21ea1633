import type { ClientDirective } from "astro";

/** A pause in the typing this long, and the island hydrates. */
const QUIET_MS = 300;

/**
 * client:interaction hydrates an island only when the visitor is about to use it (decisions 0003
 * and 0027). The first focus, pointer or key press inside it fetches its modules
 * (modulepreload: downloaded and compiled, not run). A tap on anything but a text field (a
 * checkbox, an answer, a button) hydrates it right after the tap has painted; after a key or a tap
 * in a text field the visitor types into the HTML form, and the island hydrates at the first
 * pause of QUIET_MS, so that running React does not hold up the keys. A focus alone only fetches.
 * Nothing typed is lost: the inputs are uncontrolled. With the value "query", an address carrying a query string (?piano=…) hydrates
 * at once. A dialog opened from elsewhere in the page (the whitepaper's) is opened by the
 * platform: the focus it moves inside fetches the island's code.
 */
const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let prefetched = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // pointerdown covers touch too; input covers a paste or a word picked from the keyboard.
  const events = ["pointerdown", "focusin", "keydown", "input"] as const;

  const hydrate = async (): Promise<void> => {
    if (started) return;
    started = true;
    const run = await load();
    await run();
  };
  const prefetch = (): void => {
    if (prefetched) return;
    prefetched = true;
    // An island always names both; written short, as every page with an island inlines it.
    for (const url of ["renderer-url", "component-url"]) {
      document.head.append(
        Object.assign(document.createElement("link"), { rel: "modulepreload", href: el.getAttribute(url) }),
      );
    }
  };
  const wake = (event: Event): void => {
    if (started) return;
    prefetch();
    // A focus alone (a dialog opened, a link followed to the form) is no use yet: the island
    // hydrates at the visitor's first key or tap, so its work does not meet their next one.
    if (event.type === "focusin") return;
    clearTimeout(timer);
    // A key waits for the pause; so does a tap anywhere but on a box, an answer or a button
    // (whose `type` says so; a label or a text field has another or none).
    const typing =
      event.type !== "pointerdown" || !/^(checkbox|radio|submit|button)$/.test((event.target as HTMLInputElement).type);
    // After the next paint: the answer to this input is on screen first.
    timer = setTimeout(() => requestAnimationFrame(() => setTimeout(() => void hydrate())), typing ? QUIET_MS : 0);
  };

  for (const name of events) el.addEventListener(name, wake, { passive: true });
  if (options.value === "query" && location.search.length > 1) void hydrate();
};

export default interaction;
