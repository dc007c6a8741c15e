/**
 * Under the claims: whether this installation holds published fact-checks to compare claims with.
 * None ships (no collection we found allows redistribution), so a new install says so plainly and
 * how a newsroom adds them; a desktop app says it copies the public feed's when it is online.
 */
import { useMeta } from '../../api/desktop-queries';
import { useShell } from '../../api/shell';

export const NO_FACT_CHECKS_NOTE =
  'No published fact-checks are installed here, so claims were not compared with fact-checkers’ verdicts. FactLens ships none, because no collection we found allows passing them on. A newsroom running FactLens can import its own fact-checks or a feed it is licensed to use (see Methodology).';
export const DESKTOP_NO_FACT_CHECKS_NOTE =
  'No published fact-checks are on this computer yet, so claims were not compared with fact-checkers’ verdicts. The app copies the public feed’s fact-checks whenever it is online.';

export function FactChecksNote() {
  const meta = useMeta();
  const { isDesktop } = useShell();
  if (meta.data?.factChecks !== 0) return null;
  return (
    <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm leading-6 text-slate-700 ring-1 ring-slate-200">
      {isDesktop ? DESKTOP_NO_FACT_CHECKS_NOTE : NO_FACT_CHECKS_NOTE}
    </p>
  );
}
