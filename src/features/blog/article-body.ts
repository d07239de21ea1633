/**
 * The article's rendered Markdown, with each table inside a labelled, focusable scroll region:
 * on a phone a wide table scrolls on its own instead of widening the page, and keyboard users
 * can scroll it too (WCAG 2.1.1).
 */
export function articleBodyHtml(html: string): string {
  let index = 0;
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (table) => {
    index += 1;
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="Tabella ${index}, scorrevole in orizzontale">${table}</div>`;
  });
}
