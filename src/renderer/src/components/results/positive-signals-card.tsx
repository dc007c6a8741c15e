/** What speaks for the content (named sources, HTTPS...). Hidden when there is nothing. */
import { ThumbsUp } from 'lucide-react';
import type { Results } from '../../../../shared';
import { Card } from '../ui/card';

export function PositiveSignalsCard({ results }: { results: Results }) {
  const signals = results.positiveSignals;
  if (signals.length === 0) return null;
  return (
    <Card id="positive-signals" title="What Speaks For It" icon={<ThumbsUp className="h-5 w-5" />}>
      <ul className="space-y-2">
        {signals.map((signal, index) => (
          <li key={index} className="text-sm leading-6">
            <span className="font-semibold text-green-800">{signal.indicator}.</span>{' '}
            <span className="text-slate-700">{signal.explanation}</span>
            {signal.textExample ? (
              <q className="ml-1 text-slate-600">{signal.textExample}</q>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
