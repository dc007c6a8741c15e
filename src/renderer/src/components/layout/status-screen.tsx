/** A centred message for not-found and error states, with a way back. */
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TEXT } from '../../../../shared/messages';
import { buttonClass } from '../ui/button-classes';

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** Where the action link goes; defaults to /home. */
  to?: string;
  action?: string;
  /** h2 when the page already has its own h1. */
  headingLevel?: 'h1' | 'h2';
}

export function StatusScreen({
  icon,
  title,
  children,
  to = '/home',
  action = 'Return to Home',
  headingLevel: Heading = 'h1',
}: StatusScreenProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span
        aria-hidden="true"
        className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-slate-100 text-slate-600"
      >
        {icon}
      </span>
      <Heading className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</Heading>
      {children ? <div className="mt-3 text-slate-600">{children}</div> : null}
      <Link to={to} className={`${buttonClass.primary} mt-6`}>
        {action}
      </Link>
    </div>
  );
}

/**
 * A report that could not be loaded (an outage, not a deleted report), with the error in words and
 * a way to try again. Shared by /shared and /video.
 */
export function ReportLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusScreen icon={<CloudOff className="h-8 w-8" />} title={TEXT.reportLoadFailedTitle}>
      <p>{message}</p>
      <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={onRetry}>
        Try again
      </button>
    </StatusScreen>
  );
}
