/**
 * "How the score was built": each contribution with its weight, score and note. Parts weighted
 * within another part (e.g. the four source criteria inside source quality) are nested under it.
 */
import type { ScoreContribution } from '../../../../shared';
import { SCORING_WEIGHTS } from '../../../../shared/constants';

/** The research brief's source criteria, as component ids (sourceAuthority -> source_authority). */
const SOURCE_CRITERIA = new Set(
  Object.keys(SCORING_WEIGHTS).map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
);
const SOURCE_QUALITY = 'source_quality';

/** The declared parent, or source quality for the source criteria when the server names none. */
function parentOf(part: ScoreContribution, all: readonly ScoreContribution[]): string | undefined {
  if (part.parent) return part.parent;
  if (SOURCE_CRITERIA.has(part.component) && all.some((p) => p.component === SOURCE_QUALITY))
    return SOURCE_QUALITY;
  return undefined;
}

function Row({ part, nested }: { part: ScoreContribution; nested: boolean }) {
  return (
    <li
      className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-2 ${nested ? 'ml-4 border-l-2 border-slate-200 pl-3' : ''}`}
    >
      <span className="font-medium text-slate-800">
        {part.label}
        {part.weight < 1 ? (
          <span className="ml-1 font-normal whitespace-nowrap text-slate-500">
            ({Math.round(part.weight * 100)}% weight)
          </span>
        ) : null}
      </span>
      <span className="font-semibold whitespace-nowrap text-slate-900">{part.score}/100</span>
      <span className="col-span-2 text-slate-600">{part.note}</span>
    </li>
  );
}

export function ScoreBreakdown({ parts }: { parts: readonly ScoreContribution[] }) {
  const top = parts.filter((p) => !parentOf(p, parts));
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm">
      {top.map((part) => {
        const children = parts.filter((p) => parentOf(p, parts) === part.component);
        return (
          <li key={part.component}>
            <ul>
              <Row part={part} nested={false} />
              {children.map((child) => (
                <Row key={child.component} part={child} nested />
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
