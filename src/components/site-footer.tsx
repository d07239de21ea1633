import type { SiteConfig } from "../config/load-site-config.ts";
import { operatorIdentity } from "../config/operator.ts";
import { BRAND, BRAND_TAGLINE, FIRST_YEAR } from "../config/brand.ts";
import { footerNavigation, legalNavigation } from "../config/navigation.ts";
import { buildSiteConfig } from "../config/build-site-config.ts";

export function SiteFooter({
  buildYear,
  operator = buildSiteConfig().operator,
}: {
  buildYear: number;
  /** The configured operator; tests pass their own. */
  operator?: SiteConfig["operator"];
}) {
  const years = buildYear > FIRST_YEAR ? `${FIRST_YEAR}–${buildYear}` : `${FIRST_YEAR}`;
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{BRAND}</p>
          <p className="mt-2 text-sm text-slate-300">{BRAND_TAGLINE}</p>
        </div>
        <nav aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title" className="text-sm font-semibold uppercase tracking-wide text-white">
            Navigazione
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerNavigation.map((item) => (
              <li key={item.href}>
                <a className="footer-link" href={item.href}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contatti</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className="footer-link" href="/contatti">
                Scrivici dal modulo di contatto
              </a>
            </li>
            <li>
              <a className="footer-link" href={`mailto:${operator.email}`}>
                {operator.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-slate-300 sm:px-6 md:flex-row md:items-start md:justify-between">
          <div className="space-y-1">
            <p>
              © {years} {operator.name}
            </p>
            <p>{operatorIdentity(operator, " – ")}</p>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalNavigation.map((item) => (
              <li key={item.href}>
                <a className="footer-link" href={item.href}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a className="footer-link" href="/cookie-policy#gestione-cookie" data-cookie-preferences="">
                Preferenze cookie
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
