/** The footer (spec 2 analyzer footer links), shown on every page. */
import { Link } from 'react-router-dom';
import { EDUCATIONAL_NOTICE, FRAMEWORK_VERSION, PRODUCT_NAME } from '../../../../shared/constants';

const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/research-brief', label: 'Methodology' },
  { to: '/technical-specs', label: 'Technical Specs' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/collaborate', label: 'Collaborate' },
] as const;

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-block py-1 text-sm font-medium text-slate-700 hover:text-accent-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 max-w-3xl text-xs leading-5 text-slate-600">{EDUCATIONAL_NOTICE}</p>
        <p className="mt-2 text-xs text-slate-600">
          {PRODUCT_NAME} is free, needs no sign-up and does not track you. Framework{' '}
          {FRAMEWORK_VERSION}.
        </p>
      </div>
    </footer>
  );
}
