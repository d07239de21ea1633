// The first touch of every page on an emulated mid-range phone (issue 30): Chromium at 390 x 844,
// touch, the CPU slowed 4x through CDP (Lighthouse's mobile setting), our server on loopback.
// Each flow opens its page in a fresh browser context (empty cache), waits for the load event and
// two seconds more (a visitor reading), then drives its steps. For every step it reads the
// browser's `event` timing entries (Interaction to Next Paint: the longest entry of each
// interaction, from the input to the next paint) and the time from the input that completes the
// step (the tap, the last key) to the frame in which its visible response (the dialog open, the letters in the field, the error
// under the field) is on screen. Three runs each.
// Usage: npm run build && npm exec -- node bench/interactions.ts [--label "before (main)"] [--runs N] [flow …]
// Writes the labelled section of bench/results/interactions.md (a full run only).
import { mkdtempSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { ROOT, startSiteServer, table, writeLabelledRun } from "./lib.ts";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const LABEL = option("--label") ?? "after";
const RUNS = Number(option("--runs") ?? 3);
const requested = args.filter((arg, index) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"));
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
const READING_MS = 2000;
const GOOD_MS = 200;

/** What is on screen once a step has answered, checked in every animation frame. */
type Visible =
  | { open: string } // a <dialog> (or details) with the open attribute
  | { shown: string } // an element laid out (not hidden, not display: none)
  | { value: [string, string] } // a field whose value is this text
  | { checked: string } // a radio or checkbox ticked
  | { text: string }; // an element with some text (an error message)

type Action =
  | { tap: string } // a tap on the first element the selector matches
  | { type: string; delayMs: number }; // keys into the focused element, one every delayMs

interface Step {
  name: string;
  actions: Action[];
  visible: Visible;
}

interface Flow {
  name: string;
  path: string;
  steps: Step[];
}

const KIT_MAIL_FIELD = "form[aria-labelledby=kit-email-title] input:not([tabindex='-1'])";
const TYPE_DELAY = 120; // about 8 keys a second: a quick typist on a phone

const FLOWS: Flow[] = [
  {
    name: "home: mobile menu",
    path: "/",
    steps: [{ name: "menu open", actions: [{ tap: "[data-menu-toggle]" }], visible: { shown: "#menu-mobile" } }],
  },
  {
    name: "home: whitepaper",
    path: "/",
    steps: [
      {
        name: "'Scarica il Whitepaper' to the dialog",
        actions: [{ tap: "[data-whitepaper-open]" }],
        visible: { open: "dialog.wp-dialog" },
      },
      {
        name: "first name: tap and 'Mario'",
        actions: [{ tap: "dialog.wp-dialog input[name=firstName]" }, { type: "Mario", delayMs: TYPE_DELAY }],
        visible: { value: ["dialog.wp-dialog input[name=firstName]", "Mario"] },
      },
    ],
  },
  {
    name: "/contatti",
    path: "/contatti",
    steps: [
      {
        name: "name: tap and 'Mario'",
        actions: [{ tap: "input[name=name]" }, { type: "Mario", delayMs: TYPE_DELAY }],
        visible: { value: ["input[name=name]", "Mario"] },
      },
      {
        name: "privacy box",
        actions: [{ tap: "input[name=privacyAccepted]" }],
        visible: { checked: "input[name=privacyAccepted]" },
      },
      {
        name: "submit without e-mail: the error",
        actions: [{ tap: "form button[type=submit]" }],
        visible: { text: "#email-errore" },
      },
    ],
  },
  {
    name: "/normativa: checker",
    path: "/normativa",
    steps: [
      {
        name: "first answer",
        actions: [{ tap: "#sei-obbligato input[type=radio]" }],
        visible: { checked: "#sei-obbligato input[type=radio]" },
      },
    ],
  },
  {
    name: "/normativa: whitepaper",
    path: "/normativa",
    steps: [
      {
        name: "'Scarica il Whitepaper' to the dialog",
        actions: [{ tap: "[data-whitepaper-open]" }],
        visible: { open: "dialog.wp-dialog" },
      },
    ],
  },
  {
    name: "/kit-attivazione",
    path: "/kit-attivazione",
    steps: [
      {
        name: "first answer",
        actions: [{ tap: "form[aria-label='Kit di attivazione'] input[type=radio]" }],
        visible: { checked: "form[aria-label='Kit di attivazione'] input[type=radio]" },
      },
      {
        name: "kit by e-mail: first field, 'Mario'",
        actions: [{ tap: KIT_MAIL_FIELD }, { type: "Mario", delayMs: TYPE_DELAY }],
        visible: { value: [KIT_MAIL_FIELD, "Mario"] },
      },
    ],
  },
  {
    name: "/ordine",
    path: "/ordine",
    steps: [
      {
        name: "first field: tap and '75'",
        actions: [{ tap: "input[name=workers]" }, { type: "75", delayMs: TYPE_DELAY }],
        visible: { value: ["input[name=workers]", "75"] },
      },
    ],
  },
  // Issue 29's demo page (its slot list when it lands) goes here: a flow for its path, the tap
  // that asks for the slots and `visible: { shown: "<the list>" }`. A flow whose page is not in
  // the built sitemap is reported as not built and measured once it is.
];

const sitemap = readFileSync(path.join(ROOT, "dist/sitemap.xml"), "utf8");
const built = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname));
const flows = FLOWS.filter((flow) => requested.length === 0 || requested.some((name) => flow.name.includes(name)));

/** Installed before any script of the page: the event timing entries, the last input's time. */
function observe(): void {
  const state = {
    interactions: new Map<number, number>(),
    lastInput: 0,
    watch: null as null | { check: () => boolean; since: number; at: number | null; input: number },
  };
  (window as unknown as { __bench: typeof state }).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      state.interactions.set(
        entry.interactionId,
        Math.max(state.interactions.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  for (const name of ["pointerdown", "keydown", "touchstart"]) {
    addEventListener(name, (event) => (state.lastInput = event.timeStamp), { capture: true, passive: true });
  }
  // performance.now(), not the frame's own time: after a long task that time is the stale start
  // of a frame that waited behind it.
  const frame = (): void => {
    const time = performance.now();
    const watch = state.watch;
    if (watch && watch.at === null && state.lastInput >= watch.since && watch.check()) {
      watch.at = time;
      watch.input = state.lastInput;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function watch(page: Page, visible: Visible): Promise<void> {
  await page.evaluate((visible) => {
    const bench = (window as unknown as { __bench: { watch: unknown; lastInput: number } }).__bench;
    const find = (selector: string) => document.querySelector<HTMLElement>(selector);
    const check = (): boolean => {
      if ("open" in visible) return find(visible.open)?.hasAttribute("open") === true;
      if ("shown" in visible) {
        const element = find(visible.shown);
        return !!element && !element.hidden && element.getClientRects().length > 0;
      }
      if ("value" in visible) return (find(visible.value[0]) as HTMLInputElement | null)?.value === visible.value[1];
      if ("checked" in visible) return (find(visible.checked) as HTMLInputElement | null)?.checked === true;
      return (find(visible.text)?.textContent ?? "").trim() !== "";
    };
    bench.watch = { check, since: performance.now(), at: null, input: 0 };
  }, visible);
}

interface StepResult {
  inpMs: number;
  visibleMs: number;
}

async function runStep(page: Page, step: Step): Promise<StepResult> {
  await watch(page, step.visible);
  const before = await page.evaluate(() => [
    ...(window as unknown as { __bench: { interactions: Map<number, number> } }).__bench.interactions.keys(),
  ]);
  for (const action of step.actions) {
    if ("tap" in action) await page.locator(action.tap).first().tap();
    else await page.keyboard.type(action.type, { delay: action.delayMs });
  }
  // The response, then the event timing entries of the last input (reported after its paint).
  await page.waitForFunction(
    () => (window as unknown as { __bench: { watch: { at: number | null } } }).__bench.watch.at !== null,
    undefined,
    { timeout: 20_000, polling: 50 },
  );
  await page.waitForTimeout(500);
  return page.evaluate((before) => {
    const bench = (
      window as unknown as { __bench: { interactions: Map<number, number>; watch: { at: number; input: number } } }
    ).__bench;
    const mine = [...bench.interactions].filter(([id]) => !before.includes(id)).map(([, duration]) => duration);
    // From the input that completed the response (the tap, the last key) to the frame showing it.
    return { inpMs: mine.length ? Math.max(...mine) : 0, visibleMs: bench.watch.at - bench.watch.input };
  }, before);
}

async function runFlow(context: BrowserContext, baseUrl: string, flow: Flow): Promise<StepResult[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${baseUrl}${flow.path}`, { waitUntil: "load" });
  await page.waitForTimeout(READING_MS);
  const results: StepResult[] = [];
  for (const step of flow.steps) results.push(await runStep(page, step));
  await page.close();
  return results;
}

const server = await startSiteServer({ LOG_LEVEL: "warn", DATA_DIR: mkdtempSync(path.join(tmpdir(), "inp-")) });
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const browserVersion = browser.version();
const loadAtStart = loadavg()[0]?.toFixed(1) ?? "?";
const rows: (string | number)[][] = [];
const worst: number[] = [];
const notBuilt: string[] = [];
try {
  for (const flow of flows) {
    if (!built.has(flow.path)) {
      notBuilt.push(`${flow.name} (${flow.path})`);
      continue;
    }
    const runs: StepResult[][] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
        locale: "it-IT",
      });
      await context.addInitScript(observe);
      try {
        runs.push(await runFlow(context, server.url, flow));
      } finally {
        await context.close();
      }
    }
    flow.steps.forEach((step, index) => {
      const inp = runs.map((run) => Math.round(run[index]?.inpMs ?? NaN));
      const visible = runs.map((run) => Math.round(run[index]?.visibleMs ?? NaN));
      const max = Math.max(...inp, ...visible);
      worst.push(max);
      rows.push([flow.name, step.name, inp.join(" / "), visible.join(" / "), max < GOOD_MS ? "yes" : "**no**"]);
      console.log(flow.name, "|", step.name, "| INP", inp.join(" / "), "| visible", visible.join(" / "));
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

const command = `npm run build && npm exec -- node bench/interactions.ts --label "${LABEL}"${RUNS !== 3 ? ` --runs ${RUNS}` : ""}${requested.length ? ` ${requested.join(" ")}` : ""}`;
const markdown = table(
  ["Flow", "Step", "INP, ms (runs)", "Visible response, ms (runs)", `All under ${GOOD_MS} ms`],
  rows,
);
console.log(`\n${markdown}`);
if (requested.length === 0) {
  writeLabelledRun({
    name: "interactions.md",
    title: "Interactions on an emulated phone: the first touch of every page",
    label: LABEL,
    command,
    setup: [
      `Chromium ${browserVersion} (Debian, headless), ${VIEWPORT.width} x ${VIEWPORT.height}, touch, device scale 3, CPU slowed ${CPU_SLOWDOWN}x through CDP (\`Emulation.setCPUThrottlingRate\`), our server (\`scripts/serve.ts\`, production flags) on loopback: no network delay. Load average ${loadAtStart} at the start.`,
      `Each run is a fresh browser context (empty cache): the page is opened, the load event and ${READING_MS / 1000} s more are waited for, then the steps run in order on the same page. Typing is one key every ${TYPE_DELAY} ms.`,
      "INP: the longest `event` timing entry (input to next paint) of the step's interactions. Visible response: from the input that completes the step (the tap; the last key) to the animation frame in which its response is on screen (the dialog open, the letters in the field, the error under the field); the keys before it are in the INP column.",
    ],
    table: markdown,
    facts: [
      `Worst of all steps and runs: ${Math.round(Math.max(...worst))} ms.`,
      ...(notBuilt.length ? [`Not built yet, so not measured: ${notBuilt.join(", ")}.`] : []),
    ],
  });
}
