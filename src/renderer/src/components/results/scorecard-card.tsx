/** Credibility Scorecard: grade circle, credibility label and the four bars (spec 4 colours). */
import { Gauge } from 'lucide-react';
import type { Results } from '../../../../shared';
import {
  barTone,
  biasBarTone,
  credibilityLabel,
  credibilityTone,
  gradeEmoji,
} from '../../../../shared/grading';
import { TONE } from '../../lib/tone-classes';
import { Card } from '../ui/card';
import { GradeCircle } from '../ui/grade-circle';
import { ScoreBar } from './score-bar';

export function ScorecardCard({ results }: { results: Results }) {
  const { scorecard, summary } = results;
  const score = scorecard.credibilityScore;
  const tone = credibilityTone(score);

  return (
    <Card id="scorecard" title="Credibility Scorecard" icon={<Gauge className="h-5 w-5" />}>
      <div className="flex items-center gap-5">
        <GradeCircle score={score} grade={summary.overallGrade} size="lg" />
        <div>
          <p className={`text-xl font-bold ${TONE[tone].text}`}>
            <span aria-hidden="true">{gradeEmoji(summary.overallGrade)} </span>
            {credibilityLabel(score)}
          </p>
          <p className="mt-1 text-sm text-slate-600">Overall credibility score: {score} out of 100</p>
        </div>
      </div>
      <div className="mt-6 space-y-4">
        <ScoreBar label="Source quality" value={scorecard.sourceQuality} tone={barTone(scorecard.sourceQuality)} />
        <ScoreBar
          label="Factual accuracy"
          value={scorecard.factualAccuracy}
          tone={barTone(scorecard.factualAccuracy)}
        />
        <ScoreBar
          label="Transparency"
          value={scorecard.transparencyScore}
          tone={barTone(scorecard.transparencyScore)}
        />
        <ScoreBar
          label="Bias level"
          hint="lower is better"
          value={scorecard.biasLevel}
          tone={biasBarTone(scorecard.biasLevel)}
        />
      </div>
    </Card>
  );
}
