/** The colours every PDF of the project shares (whitepaper, quote, DPA, DPIA sheet). */
export const PDF_BLUE = "#1d4ed8";
export const PDF_INK = "#0f172a";
export const PDF_MUTED = "#475569";
export const PDF_LINE = "#cbd5e1";

/** The running footer: title on the left, "Pagina n di m" on the right, above a thin rule. */
export function pdfFooterStyle(inset: number, bottom: number) {
  return {
    position: "absolute" as const,
    bottom,
    left: inset,
    right: inset,
    flexDirection: "row" as const,
    justifyContent: "space-between" as const,
    paddingTop: 6,
    borderTopWidth: 0.5,
    borderTopColor: PDF_LINE,
    fontSize: 8,
    color: PDF_MUTED,
  };
}
