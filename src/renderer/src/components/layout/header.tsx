/** The site header on every page (spec 2). Every link also scrolls to the top. */
import { CircleQuestionMark, Menu, ScanSearch, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PRODUCT_NAME, TAGLINE } from '../../../../shared/constants';
import { useShell } from '../../api/shell';
import { Tooltip } from '../ui/tooltip';

const NAV_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/research-brief', label: 'Methodology' },
  { to: '/sample', label: 'Sample Report' },
  { to: '/feed', label: 'Public Feed' },
  { to: '/collaborate', label: 'Collaborate' },
] as const;

/** Desktop app only: the analyses kept on this computer. */
const DESKTOP_LINKS = [{ to: '/my-analyses', label: 'My analyses' }] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive
      ? 'bg-accent-50 text-accent-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger: every navigation closes the menu.
  useEffect(() => setMenuOpen(false), [location.key]);
  // Escape closes the phone menu, as a tap on the dimmed page behind it does.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  const { isDesktop } = useShell();
  const links = isDesktop ? [...NAV_LINKS, ...DESKTOP_LINKS] : NAV_LINKS;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/home" className="flex items-center gap-2.5 rounded-lg">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent-700 text-white">
            <ScanSearch aria-hidden="true" className="h-5 w-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</span>
            <span className="text-xs text-slate-600">{TAGLINE}</span>
          </span>
        </Link>

        {/* The full row from 1024 px: below that the six links (seven in the desktop app) wrap, so the menu button takes over. */}
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <Tooltip content="FAQ">
            <NavLink
              to="/faq"
              aria-label="Frequently asked questions"
              className={({ isActive }) => `${linkClass({ isActive })} inline-flex`}
            >
              <CircleQuestionMark aria-hidden="true" className="h-5 w-5" />
            </NavLink>
          </Tooltip>
        </nav>

        <div className="flex items-center gap-1 lg:hidden">
          <Link
            to="/faq"
            aria-label="Frequently asked questions"
            className="rounded-md p-2.5 text-slate-700 hover:bg-slate-100"
          >
            <CircleQuestionMark aria-hidden="true" className="h-5 w-5" />
          </Link>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-md p-2.5 text-slate-700 hover:bg-slate-100"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Menu aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
        </div>
      </div>

      {menuOpen ? (
        // An opaque panel over a dimmed page: the page's text no longer shows through the menu.
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          onClick={() => setMenuOpen(false)}
          className="absolute inset-x-0 top-full h-screen bg-slate-900/50 lg:hidden"
        />
      ) : null}
      {menuOpen ? (
        <nav
          id="mobile-nav"
          aria-label="Main"
          className="absolute inset-x-0 top-full border-t border-b border-slate-200 bg-white px-4 pb-3 shadow-lg lg:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={(s) => `${linkClass(s)} block py-3`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
