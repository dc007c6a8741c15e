import { gradeTone, scoreToGrade, type Grade } from '../../../../shared/grading';
import { TONE } from '../../lib/tone-classes';

interface GradeCircleProps {
  score: number;
  /** Defaults to the grade of the score. */
  grade?: Grade;
  size?: 'sm' | 'lg';
}

/** The letter grade in a coloured circle with the score percent (spec 4 grade colours). */
export function GradeCircle({ score, grade = scoreToGrade(score), size = 'sm' }: GradeCircleProps) {
  const tone = TONE[gradeTone(grade)];
  const dims = size === 'lg' ? 'h-24 w-24 text-4xl' : 'h-14 w-14 text-xl';
  return (
    <div
      role="img"
      aria-label={`Grade ${grade}, credibility score ${score} percent`}
      className={`flex shrink-0 flex-col items-center justify-center rounded-full font-bold leading-none ${dims} ${tone.solid}`}
    >
      <span>{grade}</span>
      <span
        className={
          size === 'lg' ? 'mt-1 text-sm font-semibold' : 'mt-0.5 text-[11px] font-semibold'
        }
      >
        {score}%
      </span>
    </div>
  );
}
