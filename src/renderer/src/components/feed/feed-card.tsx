/** One public analysis in the feed (spec 2): media, title, channel, grade, status, date, link. */
import { Camera, FileText, Globe, ShoppingBag, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PublicFeedItem } from '../../../../shared';
import { FEED_F_EXTRA_EMOJI, claimStatusTone, feedStatusBadge } from '../../../../shared/grading';
import { TEXT } from '../../../../shared/messages';
import { formatDate } from '../../lib/format';
import { hostOf, isVideoId } from '../../lib/url';
import { Badge } from '../ui/badge';
import { GradeCircle } from '../ui/grade-circle';
import { VideoFacade } from '../video/video-facade';

const TYPE_ICON: Record<string, LucideIcon> = { text: FileText, screenshot: Camera, shopping: ShoppingBag };

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
  const title = item.title || TEXT.untitledContent;
  const host = hostOf(item.url);
  const TypeIcon = TYPE_ICON[item.type] ?? Globe;

  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {isVideoId(item.videoId) ? (
        <VideoFacade videoId={item.videoId} title={title} />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-slate-100 px-4 text-slate-600">
          <TypeIcon aria-hidden="true" className="h-8 w-8 text-slate-500" />
          <span className="max-w-full truncate text-sm font-medium">
            {host ?? `${TYPE_LABEL[item.type] ?? 'Content'} analysis`}
          </span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <GradeCircle score={score} grade={grade} />
          <div className="min-w-0 flex-1">
            <h2 className="line-clamp-2 font-semibold text-slate-900">
              {title}
              {grade === 'F' ? <span aria-label="Failing grade"> {FEED_F_EXTRA_EMOJI}</span> : null}
            </h2>
            {item.channelName ? <p className="truncate text-sm text-slate-600">{item.channelName}</p> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {badge ? <Badge tone={claimStatusTone(status)}>{badge}</Badge> : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            {TYPE_LABEL[item.type] ?? item.type}
          </span>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </div>
        <Link
          to={`/shared/${encodeURIComponent(item.id)}`}
          className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-accent-700 hover:bg-accent-50"
        >
          View full analysis<span className="sr-only">: {title}</span>
        </Link>
      </div>
    </article>
  );
}
