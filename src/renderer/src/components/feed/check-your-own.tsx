/**
 * The feed's way to the analyzer. A first-time visitor lands on / (the public feed, spec 2); this
 * box under the page's title says they can check something of their own and links to /home, on
 * the first screen at phone width as on a desktop.
 */
import { ArrowRight, ScanSearch } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button-classes';

export const CHECK_YOUR_OWN_LABEL = 'Check something of your own';

export function CheckYourOwn() {
  return (
    <section
      aria-labelledby="check-your-own-title"
      className="mb-8 flex flex-col gap-4 rounded-xl border border-accent-100 bg-accent-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <ScanSearch aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-accent-700" />
        <div>
          <h2 id="check-your-own-title" className="font-semibold text-slate-900">
            Not sure about something you have seen?
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Paste a link to a video, an article or a shop, a message you were sent, or a screenshot,
            and FactLens shows its claims, red flags and grade.
          </p>
        </div>
      </div>
      <Link to="/home" className={`${buttonClass.primary} shrink-0`}>
        {CHECK_YOUR_OWN_LABEL}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </section>
  );
}
