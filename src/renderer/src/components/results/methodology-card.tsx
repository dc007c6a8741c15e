/** How We Analyzed This: the first claims examined, the score breakdown and the analyzer's notes. */
import { Microscope } from 'lucide-react';
import type { Results } from '../../../../shared';
import {
  METHODOLOGY_CLAIMS_SHOWN,
  METHODOLOGY_CLAIM_MAX_CHARS,
} from '../../../../shared/constants';
import { analyzerSentence, methodSentence } from '../../lib/analyzer-info';
import { formatDateTime, truncate } from '../../lib/format';
import { RENDERER_KINDS } from '../../kinds/registry';
import { Card } from '../ui/card';
import { ScoreBreakdown } from './score-breakdown';

export function MethodologyCard({ results }: { results: Results }) {
  const claims = results.claims.slice(0, METHODOLOGY_CLAIMS_SHOWN);
  const breakdown = results.scorecard.breakdown ?? [];
  const { analysisMetadata: meta } = results;
  // Notes read as this kind tells them (a screenshot's as text read from an image).
  const word = RENDERER_KINDS[meta.type].noteWording;

  return (
    // Folded: how the score was built matters to the curious, after the verdict and the findings.
    <Card
      id="methodology"
      title="How We Analyzed This"
      icon={<Microscope className="h-5 w-5" />}
      collapsible
    >
      <p className="text-sm leading-6 text-slate-700">
        We read{' '}
        {meta.contentLength > 0
          ? `the ${meta.contentLength.toLocaleString()} characters of content`
          : 'the content'}
        , extracted the checkable claims, looked for warning signs of scams and manipulation, and
        scored the source on quality, accuracy, transparency and bias.
      </p>

      {claims.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">Claims examined</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {claims.map((claim, index) => (
              <li key={index}>
                &ldquo;{truncate(claim.claim, METHODOLOGY_CLAIM_MAX_CHARS)}&rdquo;
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      {breakdown.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">How the score was built</h3>
          <ScoreBreakdown parts={breakdown.map((part) => ({ ...part, note: word(part.note) }))} />
        </div>
      ) : null}

      {meta.notes.length > 0 ? (
        <div className="mt-4 rounded-lg bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">Notes on this analysis</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {meta.notes.map((note, index) => (
              <li key={index}>{word(note)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="mt-4 text-sm text-slate-700" data-testid="analyzer">
        {analyzerSentence(meta)}
      </p>
      {methodSentence(meta) ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="method-line">
          {methodSentence(meta)}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">
        Analyzer: {meta.analyzer} · Framework {meta.version} · Analyzed{' '}
        {formatDateTime(results.analyzedAt)}
      </p>
    </Card>
  );
}
