import { Icon } from "./ui/icon.tsx";

/**
 * Shown by the layout script while the page is scrolled more than 300 px. On a phone only its arrow
 * shows (44 px round), so it covers a corner of the text, not a line of it (UX review 11).
 */
export function BackToTop() {
  return (
    <button type="button" className="back-to-top" data-back-to-top="" hidden>
      <Icon name="arrowUp" />
      <span className="max-sm:sr-only">Torna in cima</span>
    </button>
  );
}
