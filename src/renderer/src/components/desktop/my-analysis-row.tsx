/** One local analysis in My analyses: type, title or excerpt, date, grade, publish state, Open and Delete. */
import { FolderOpen, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { MyAnalysisItem } from '../../../../shared/desktop';
import { TEXT } from '../../../../shared/messages';
import { ANALYSIS_TYPE_ICON, ANALYSIS_TYPE_LABEL, analysisPath } from '../../kinds/analysis-type';
import { formatDateTime } from '../../lib/format';
import { hostOf } from '../../lib/url';
import { buttonClass } from '../ui/button-classes';
import { GradeCircle } from '../ui/grade-circle';
import { ExternalLink } from './external-link';
import { PublicationBadge } from './publication-badge';

/** What the list calls an analysis: its title, else the start of its text, else its address. */
export function analysisName(item: MyAnalysisItem): string {
  return item.title || item.excerpt || hostOf(item.url) || item.url || TEXT.untitledContent;
}

interface MyAnalysisRowProps {
  item: MyAnalysisItem;
  onDelete(item: MyAnalysisItem): void;
}

export function MyAnalysisRow({ item, onDelete }: MyAnalysisRowProps) {
  const name = analysisName(item);
  const TypeIcon = ANALYSIS_TYPE_ICON[item.type];
  // The excerpt is worth a second line only when the title is something else.
  const excerpt = item.title && item.excerpt ? item.excerpt : null;
  const host = item.url ? hostOf(item.url) : null;
  const headingId = `analysis-${item.id}`;

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      >
        <div className="flex min-w-0 flex-1 gap-4">
          <GradeCircle score={item.credibilityScore} grade={item.overallGrade} />
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
                <TypeIcon aria-hidden="true" className="h-3.5 w-3.5" />
                {ANALYSIS_TYPE_LABEL[item.type]}
              </span>
              <PublicationBadge publication={item.publication} />
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </div>
            <h2 id={headingId} className="line-clamp-2 font-semibold break-words text-slate-900">
              {name}
            </h2>
            {excerpt ? (
              <p className="line-clamp-2 text-sm break-words text-slate-600">{excerpt}</p>
            ) : null}
            {host && host !== name ? (
              <p className="truncate text-sm text-slate-600">{host}</p>
            ) : null}
            {item.publication?.state === 'published' && item.publication.sharedUrl ? (
              <p className="text-sm">
                <ExternalLink href={item.publication.sharedUrl}>Public copy</ExternalLink>
              </p>
            ) : null}
            {item.publication?.state === 'failed' && item.publication.error ? (
              <p className="text-sm text-red-800">Publishing failed: {item.publication.error}</p>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link
            to={analysisPath(item.id, item.type)}
            className={`${buttonClass.secondary} flex-1 sm:flex-none`}
          >
            <FolderOpen aria-hidden="true" className="h-4 w-4" />
            Open<span className="sr-only">: {name}</span>
          </Link>
          <button
            type="button"
            onClick={() => onDelete(item)}
            className={`${buttonClass.secondary} flex-1 text-red-800 hover:bg-red-50 sm:flex-none`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete<span className="sr-only">: {name}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
