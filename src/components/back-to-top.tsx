import { Icon } from "./ui/icon.tsx";

/** Shown by the layout script while the page is scrolled more than 300 px. */
export function BackToTop() {
  return (
    <button type="button" className="back-to-top" data-back-to-top="" hidden>
      <Icon name="arrowUp" />
      <span>Torna in cima</span>
    </button>
  );
}
