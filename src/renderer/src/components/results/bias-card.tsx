/**
 * Bias & Manipulation: techniques found, with the quoted spans; when there are none, why the Bias
 * level bar may still be raised and whether the wording was read at all (lib/bias-note.ts).
 */
import { Scale } from 'lucide-react';
import type { Results } from '../../../../shared';
import { noTechniquesNote, techniquesRead } from '../../lib/bias-note';
import { countOf } from '../../lib/format';
import { Card } from '../ui/card';
import { SeverityBadge } from './severity-badge';

export function BiasCard({ results }: { results: Results }) {
  const findings = results.biasFindings;
  return (
    <Card
      id="bias"
      title="Bias & Manipulation"
      icon={<Scale className="h-5 w-5" />}
      count={
        findings.length === 0 && !techniquesRead(results)
          ? 'not checked'
          : countOf(findings.length, 'technique')
      }
      collapsible
      defaultOpen={findings.length <= 1}
    >
      {findings.length === 0 ? (
        <p className="text-sm text-slate-600">{noTechniquesNote(results).join(' ')}</p>
      ) : (
        <ul className="space-y-3">
          {findings.map((finding, index) => (
            <li
              key={`${finding.technique}-${index}`}
              className="rounded-lg border border-slate-200 p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{finding.label}</h3>
                <SeverityBadge severity={finding.severity} />
              </div>
              <p className="mt-1.5 text-sm leading-6 text-slate-700">{finding.explanation}</p>
              {finding.spans.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {finding.spans.map((span, i) => (
                    <li key={`${span.start}-${i}`}>
                      <q className="inline-block rounded bg-amber-50 px-2 py-0.5 text-sm text-amber-950 ring-1 ring-amber-200">
                        {span.text}
                      </q>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
