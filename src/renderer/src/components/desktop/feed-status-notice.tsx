/**
 * Desktop app: above the public feed, says when the hub could not be reached and how old the
 * shown copy is (or that there is none). The age is re-read every minute so it stays true.
 */
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FeedStatusResponse } from '../../../../shared/desktop';
import { feedStaleNotice } from '../../lib/publication';

const AGE_TICK_MS = 60_000;

export function FeedStatusNotice({ status }: { status: FeedStatusResponse }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const notice = feedStaleNotice(status, now);
  if (!notice) return null;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-yellow-800" />
      <div className="min-w-0 space-y-1 break-words">
        <p className="font-semibold">{notice.title}</p>
        {notice.detail ? <p>{notice.detail}</p> : null}
      </div>
    </div>
  );
}
