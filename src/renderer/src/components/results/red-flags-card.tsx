/** Red Flags: every warning sign with its severity, explanation and the text that triggered it. */
import { Flag } from 'lucide-react';
import type { Results } from '../../../../shared';
import { countOf } from '../../lib/format';
import { Card } from '../ui/card';
import { SeverityBadge } from './severity-badge';

/** More flags than this start folded: the verdict above already quotes the strongest ones. */
export const RED_FLAGS_OPEN_MAX = 3;

export function RedFlagsCard({ results }: { results: Results }) {
  const flags = results.redFlags;
  return (
    <Card
      id="red-flags"
      title="Red Flags"
      icon={<Flag className="h-5 w-5" />}
      count={countOf(flags.length, 'flag')}
      collapsible
      defaultOpen={flags.length <= RED_FLAGS_OPEN_MAX}
    >
      {flags.length === 0 ? (
        <p className="text-sm text-slate-600">
          No red flags were detected. That is not proof of accuracy: check the claims below.
        </p>
      ) : (
        <ul className="space-y-3">
          {flags.map((flag, index) => (
            <li
              key={`${flag.type}-${index}`}
              className="rounded-lg border border-red-100 bg-red-50/40 p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{flag.indicator}</h3>
                <SeverityBadge severity={flag.severity} />
              </div>
              <p className="mt-1.5 text-sm leading-6 text-slate-700">{flag.explanation}</p>
              {flag.anatomy?.length ? (
                <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  {flag.anatomy.map((part) => (
                    <div key={part.part} className="contents">
                      <dt className="font-medium text-slate-800">{part.label}</dt>
                      <dd className="min-w-0 break-words text-slate-700 italic">
                        &ldquo;{part.quote}&rdquo;
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : flag.textExample ? (
                <blockquote className="mt-2 border-l-4 border-red-300 pl-3 text-sm text-slate-800 italic">
                  &ldquo;{flag.textExample}&rdquo;
                </blockquote>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
