// Opens the whitepaper dialog of / and /normativa the moment the banner's link is pressed, with
// the platform's <dialog> and no React: the dialog and its form are in the HTML, the fields take
// typing at once, and the island hydrates the form behind them (client:interaction: the focus
// showModal() moves inside fetches its code, the visitor's first pause in the typing runs it). Before this script has run (or without JavaScript) the link
// leads to the contact page. Inlined in the two pages; see docs/decisions/0027.
const FOCUSABLE = "a[href], button, input, textarea, select";

const dialog = document.querySelector<HTMLDialogElement>("dialog[data-whitepaper-dialog]");
if (dialog) {
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
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}
