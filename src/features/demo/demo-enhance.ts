// /demo's only script, plain TypeScript, no React: the page books without it (docs/decisions/0032).
// It sends the booking form and the cancel button with fetch and puts the server's answer, the
// same HTML a plain POST gets, in place, so the page does not reload. Anything unexpected falls
// back to the plain POST. Meanwhile it solves the booking's proof of work, so a booking sent
// from here spends none of the hour's few work-less ones (docs/decisions/0036).
import { type PowChallenge, powPayload } from "../../forms/proof-of-work.ts";

/** The next booking's proof of work, searched while the visitor fills in the form. */
let work: Promise<string | null> = Promise.resolve(null);

function startWork(): void {
  // The work is for this form only (issue 25, L9): "demo" is its name (DEMO_FORM).
  work = fetch("/api/captcha?form=demo", { cache: "no-store", headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ pow: PowChallenge }>) : null))
    .then((answer) => (answer ? powPayload(answer.pow, new AbortController().signal) : null))
    .catch(() => null);
}

async function send(form: HTMLFormElement, slot: HTMLElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? "";
  if (button) {
    button.disabled = true;
    button.textContent = "Invio in corso…";
  }
  form.setAttribute("aria-busy", "true");
  try {
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    if (form.hasAttribute("data-demo-form")) {
      // Each proof of work is good for one booking: the next one is searched at once.
      const pow = await work;
      startWork();
      if (pow) body.set("pow", pow);
    }
    const response = await fetch(form.action, { method: "POST", headers: { accept: "application/json" }, body });
    const answer = (await response.json()) as { html?: unknown };
    if (typeof answer.html !== "string") throw new Error("risposta senza pagina");
    slot.innerHTML = answer.html;
    // The title names the outcome, as the plain POST's page does ("Demo prenotata | …").
    const heading = slot.querySelector("#demo-titolo")?.textContent;
    if (heading) document.title = document.title.replace(/^[^|]*\|/, `${heading} |`);
    // The first field to correct, else the new heading (the alert above the form is read out).
    const invalid = slot.querySelector<HTMLElement>('input[aria-invalid="true"], fieldset[aria-invalid="true"] input');
    (invalid ?? slot.querySelector<HTMLElement>("#demo-titolo"))?.focus();
    slot.querySelector<HTMLElement>("[data-demo-state]")?.scrollIntoView({ block: "start" });
  } catch {
    form.submit();
  } finally {
    if (button?.isConnected) {
      button.disabled = false;
      button.textContent = label;
    }
    form.removeAttribute("aria-busy");
  }
}

const slot = document.querySelector<HTMLElement>("[data-demo-slot]");
if (slot?.querySelector("[data-demo-form]")) startWork();
slot?.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !slot.contains(form)) return;
  event.preventDefault();
  void send(form, slot);
});
