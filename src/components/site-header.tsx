import { BRAND } from "../config/brand.ts";
import {
  checkerLink,
  demoLink,
  headerAction,
  mainNavigation,
  menuOnlyLinks,
  type NavItem,
  pricesLink,
} from "../config/navigation.ts";
import { Logo } from "./logo.tsx";
import { Icon } from "./ui/icon.tsx";

export function isCurrent(href: string, currentPath: string): boolean {
  if (href === "/") return currentPath === "/";
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** The spec's five links, the way to the checker, the prices, the demo (issue 29) and the action to buy (issue 26). */
function NavList({
  currentPath,
  listClassName,
  actionClassName,
  action,
  extra = [],
}: {
  currentPath: string;
  listClassName: string;
  actionClassName: string;
  action: NavItem;
  extra?: readonly NavItem[];
}) {
  return (
    <ul className={listClassName}>
      {[...mainNavigation, checkerLink, pricesLink, demoLink, ...extra].map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            aria-current={isCurrent(item.href, currentPath) ? "page" : undefined}
            className="nav-link"
          >
            {item.label}
          </a>
        </li>
      ))}
      <li>
        <a href={action.href} className={actionClassName}>
          {action.label}
        </a>
      </li>
    </ul>
  );
}

/**
 * `action`: the page's own (buyer walk M5: on /enti-pubblici, the public buyer's, not «Acquista
 * online» to a comune that cannot buy); headerAction elsewhere.
 */
export function SiteHeader({ currentPath, action = headerAction }: { currentPath: string; action?: NavItem }) {
  return (
    <header className="site-header">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="flex items-center gap-2 rounded font-bold text-slate-900">
          <Logo />
          <span>{BRAND}</span>
          <span className="sr-only">: pagina iniziale</span>
        </a>
        <nav aria-label="Principale" className="nav-desktop">
          <NavList
            currentPath={currentPath}
            listClassName="flex items-center"
            actionClassName="btn btn-primary ml-1 px-4 py-2 text-sm"
            action={action}
          />
        </nav>
        <button
          type="button"
          className="menu-toggle icon-btn"
          aria-expanded="false"
          aria-controls="menu-mobile"
          data-menu-toggle=""
        >
          <Icon name="menu" size={24} />
          <span className="sr-only">Menu</span>
        </button>
      </div>
      <nav id="menu-mobile" aria-label="Menu mobile" className="menu-panel" hidden>
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="font-semibold text-slate-900">Menu</span>
          <button type="button" className="icon-btn" data-menu-close="">
            <Icon name="close" size={24} />
            <span className="sr-only">Chiudi il menu</span>
          </button>
        </div>
        <NavList
          currentPath={currentPath}
          listClassName="flex flex-col p-2"
          actionClassName="btn btn-primary mt-2 w-full"
          action={action}
          extra={menuOnlyLinks}
        />
      </nav>
    </header>
  );
}
