/** Shown by the layout script while the page is scrolled more than 300 px. */
export function BackToTop() {
  return (
    <button type="button" className="back-to-top" data-back-to-top="" hidden>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span>Torna in cima</span>
    </button>
  );
}
