// The kit page's only script (issue 21), plain TypeScript, no React: the page works without it.
// It sends the form with fetch so the website text can be shown beside the ZIP, and copies that
// text. A link's answers (the checker's result, the order) are filled in by the server
// (kit-route.server.ts), with or without JavaScript. Anything unexpected falls back to the plain POST, which answers the ZIP itself.

interface Answer {
  html?: unknown;
  zip?: unknown;
  fileName?: unknown;
}

function saveZip(base64: string, fileName: string, slot: HTMLElement): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/zip" }));
  const link = slot.querySelector<HTMLAnchorElement>("[data-kit-download]");
  if (!link) return;
  link.href = url;
  link.download = fileName;
  link.click();
}

async function send(form: HTMLFormElement, slot: HTMLElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? "";
  if (button) {
    button.disabled = true;
    button.textContent = "Preparazione in corso…";
  }
  form.setAttribute("aria-busy", "true");
  try {
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    const response = await fetch(form.action, {
      method: "POST",
      headers: { accept: "application/json" },
      body: sent,
    });
    const answer = (await response.json()) as Answer;
    if (typeof answer.html !== "string") throw new Error("risposta senza pagina");
    slot.innerHTML = answer.html;
    window.scrollTo({ top: 0 });
    if (typeof answer.zip === "string" && typeof answer.fileName === "string") {
      // The form is gone from the page: the e-mail box (kit-form.tsx) sends these answers.
      slot.dataset["kitAnswers"] = sent.toString();
      saveZip(answer.zip, answer.fileName, slot);
      slot.querySelector<HTMLElement>("#kit-pronto")?.focus();
    } else {
      slot.querySelector<HTMLElement>("#kit-riepilogo-errori, #kit-non-obbligato")?.focus();
    }
  } catch {
    // The plain POST: the server answers the ZIP or the page with its messages.
    form.submit();
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
    form.removeAttribute("aria-busy");
  }
}

const slot = document.querySelector<HTMLElement>("[data-kit-slot]");
if (slot) {
  slot.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-kit-form")) return;
    event.preventDefault();
    void send(form, slot);
  });
  slot.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-kit-copy]") : null;
    if (!button) return;
    const source = document.getElementById(button.dataset["kitCopy"] ?? "");
    const status = slot.querySelector<HTMLElement>("[data-kit-copy-status]");
    if (!(source instanceof HTMLTextAreaElement)) return;
    source.select();
    navigator.clipboard.writeText(source.value).then(
      () => status && (status.textContent = "Codice HTML copiato."),
      () => status && (status.textContent = "Copia non riuscita: il codice è selezionato, copialo con Ctrl+C."),
    );
  });
}
