/**
 * The verdict block, first under the report title at every width: the grade circle and its label,
 * one plain sentence saying what this is, the one or two things to do first, then the top reasons.
 * Kept compact so that on a phone the grade and the sentence fit the first screen.
 */
import { ArrowRight, Quote } from 'lucide-react';
import type { Results } from '../../../../shared';
import { credibilityLabel, credibilityTone } from '../../../../shared/grading';
import { judgementLabel } from '../../../../shared/judgement-state';
import { shownVerdict } from '../../../../shared/verdict-fallback';
import { TONE } from '../../lib/tone-classes';
import { GradeCircle } from '../ui/grade-circle';

export function VerdictCard({ results }: { results: Results }) {
  const { summary, scorecard } = results;
  const score = scorecard.credibilityScore;
  const tone = TONE[credibilityTone(score)];
  const verdict = shownVerdict(results);
  // No evidence either way: said in words next to the grade, read before the letter's colour.
  const state = judgementLabel(results);

  return (
    <section
      id="verdict"
      aria-labelledby="verdict-headline"
      className={`rounded-xl border-2 bg-white p-4 shadow-sm sm:p-5 ${tone.border}`}
    >
      {/* Phone: circle and label side by side, the sentence full width below; wider: one row. */}
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 sm:items-start">
        <div className="sm:row-span-2">
          <GradeCircle score={score} grade={summary.overallGrade} size="lg" />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <p className={`text-base font-bold tracking-wide uppercase ${tone.text}`}>
            Grade {summary.overallGrade} &middot; {credibilityLabel(score)}
          </p>
          {state ? (
            <p
              data-testid="judgement-label"
              className="rounded-full border border-slate-300 bg-slate-100 px-3 py-0.5 text-sm font-semibold text-slate-800"
            >
              {state}
            </p>
          ) : null}
        </div>
        <h3
          id="verdict-headline"
          className="col-span-2 text-xl leading-snug font-bold text-slate-900 sm:col-span-1 sm:col-start-2 sm:text-2xl"
        >
          {verdict.headline}
        </h3>
      </div>

      {verdict.actions.length > 0 ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <p className="text-sm font-semibold text-slate-900">What to do first</p>
          <ul className="mt-1 space-y-1">
            {verdict.actions.map((action, index) => (
              <li key={index} className="flex gap-2 text-base leading-6 text-slate-800">
                <ArrowRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-accent-700" />
                {action}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {verdict.reasons.length > 0 ? (
        <div className="mt-3">
          <p id="verdict-why" className="text-sm font-semibold text-slate-900">
            Why
          </p>
          <ul
            aria-labelledby="verdict-why"
            className="mt-1 space-y-1 text-sm leading-6 text-slate-700"
          >
            {verdict.reasons.map((reason, index) => (
              <li key={index} className="flex gap-2">
                <Quote aria-hidden="true" className="mt-1 h-3.5 w-3.5 shrink-0 text-slate-500" />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
