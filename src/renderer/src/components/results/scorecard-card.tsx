/**
 * Credibility Scorecard: the overall score and the four bars (spec 4 colours). The grade circle
 * leads the report in the verdict block; here it is a small reminder. Bars with no evidence behind
 * them (scorecard.unassessed) are grey and say so, instead of reading as a red failure.
 */
import { Gauge } from 'lucide-react';
import type { Results, ScorecardPart } from '../../../../shared';
import {
  barTone,
  biasBarTone,
  credibilityLabel,
  credibilityTone,
} from '../../../../shared/grading';
import { TONE } from '../../lib/tone-classes';
import { Card } from '../ui/card';
import { GradeCircle } from '../ui/grade-circle';
import { ScoreBar } from './score-bar';

const BARS: ReadonlyArray<{ part: ScorecardPart; label: string; bias?: boolean }> = [
  { part: 'sourceQuality', label: 'Source quality' },
  { part: 'factualAccuracy', label: 'Factual accuracy' },
  { part: 'transparencyScore', label: 'Transparency' },
  { part: 'biasLevel', label: 'Bias level', bias: true },
];

export function ScorecardCard({ results }: { results: Results }) {
  const { scorecard, summary } = results;
  const score = scorecard.credibilityScore;
  const unassessed = new Set(scorecard.unassessed ?? []);

  return (
    <Card id="scorecard" title="Credibility Scorecard" icon={<Gauge className="h-5 w-5" />}>
      <div className="flex items-center gap-3">
        <GradeCircle score={score} grade={summary.overallGrade} />
        <p className="text-sm text-slate-700">
          <span className={`font-bold ${TONE[credibilityTone(score)].text}`}>
            {credibilityLabel(score)}
          </span>
          <br />
          Overall credibility score: {score} out of 100
        </p>
      </div>
      <div className="mt-4 space-y-3">
        {BARS.map(({ part, label, bias }) => (
          <ScoreBar
            key={part}
            label={label}
            {...(bias ? { hint: 'lower is better' } : {})}
            value={scorecard[part]}
            tone={bias ? biasBarTone(scorecard[part]) : barTone(scorecard[part])}
            unassessed={unassessed.has(part)}
          />
        ))}
      </div>
    </Card>
  );
}
