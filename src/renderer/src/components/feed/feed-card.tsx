/**
 * One public analysis in the feed (spec 2), made to scan: kind and host as a small label, the
 * grade circle, then the title or, without one, the first line of the (masked) content. The grey
 * media box is only where a video would be; other cards stay compact, so a phone shows several.
 */
import { Camera, FileText, Globe, ShoppingBag, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PublicFeedItem } from '../../../../shared';
import { FEED_F_EXTRA_EMOJI, claimStatusTone, feedStatusBadge } from '../../../../shared/grading';
import { TEXT } from '../../../../shared/messages';
import { judgementLabel } from '../../../../shared/judgement-state';
import { shownVerdict } from '../../../../shared/verdict-fallback';
import { formatDate } from '../../lib/format';
import { hostOf, isVideoId } from '../../lib/url';
import { Badge } from '../ui/badge';
import { GradeCircle } from '../ui/grade-circle';
import { VideoFacade } from '../video/video-facade';

const TYPE_ICON: Record<string, LucideIcon> = {
  text: FileText,
  screenshot: Camera,
  shopping: ShoppingBag,
  video: Video,
};

const TYPE_LABEL: Record<string, string> = {
  text: 'Text',
  article: 'Article',
  shopping: 'Shop',
  video: 'Video',
  screenshot: 'Screenshot',
};

export function FeedCard({ item }: { item: PublicFeedItem }) {
  const results = item.analysisResults;
  const grade = results.summary.overallGrade;
  const score = results.scorecard.credibilityScore;
  const status = results.summary.overallStatus;
  const badge = feedStatusBadge(status);
  const snippet = item.snippet ?? null;
  // Spec: a card without a title says 'Untitled Content'; the snippet, when there is one, says more.
  const title = item.title || (snippet ? `\u201c${snippet}\u201d` : TEXT.untitledContent);
  const host = hostOf(item.url);
  const TypeIcon = TYPE_ICON[item.type] ?? Globe;
  const verdict = shownVerdict(results).headline;
  const state = judgementLabel(results);

  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {isVideoId(item.videoId) ? (
        <VideoFacade videoId={item.videoId} title={item.title || TEXT.untitledContent} />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
              <TypeIcon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              <span className="truncate">
                {TYPE_LABEL[item.type] ?? 'Content'}
                {host ? ` \u00b7 ${host}` : ''}
              </span>
            </p>
            <h2 className="mt-1 line-clamp-3 font-semibold break-words text-slate-900">
              {title}
              {grade === 'F' ? <span aria-hidden="true"> {FEED_F_EXTRA_EMOJI}</span> : null}
            </h2>
            {item.channelName ? (
              <p className="truncate text-sm text-slate-600">{item.channelName}</p>
            ) : null}
          </div>
          {/* No evidence either way: the words under the grade say so before its colour does. */}
          <div className="flex w-20 shrink-0 flex-col items-center gap-1">
            <GradeCircle score={score} grade={grade} />
            {state ? (
              <p
                data-testid="judgement-label"
                className="text-center text-xs leading-tight font-semibold text-slate-700"
              >
                {state}
              </p>
            ) : null}
          </div>
        </div>
        <p className="line-clamp-2 text-sm text-slate-700">{verdict}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {badge ? <Badge tone={claimStatusTone(status)}>{badge}</Badge> : null}
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </div>
        <Link
          to={`/shared/${encodeURIComponent(item.id)}`}
          className="mt-auto inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-accent-700 hover:bg-accent-50"
        >
          View full analysis<span className="sr-only">: {title}</span>
        </Link>
      </div>
    </article>
  );
}
