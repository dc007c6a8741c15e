/** /video/:id: a video analysis with its player, details and credibility report. */
import { Check, ExternalLink, FileCheck, Share2, VideoOff } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { COPIED_VIDEO_INDICATOR_MS, LONG_TRANSCRIPT_CHARS } from '../../../shared/constants';
import { TEXT, transcriptBadge } from '../../../shared/messages';
import { reportTitle } from '../../../shared/report-title';
import { errorMessage, isNotFound } from '../api/client';
import { useVideoAnalysis } from '../api/queries';
import { useShell } from '../api/shell';
import { PageContainer } from '../components/layout/page-container';
import { ReportLoadFailed, StatusScreen } from '../components/layout/status-screen';
import { ResultsView } from '../components/results/results-view';
import { buttonClass } from '../components/ui/button-classes';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { VideoFacade } from '../components/video/video-facade';
import { usePageMeta } from '../hooks/use-page-meta';
import { useShareLink } from '../hooks/use-share-link';
import { formatDate, formatDuration } from '../lib/format';
import { isHttpUrl } from '../lib/url';

export default function VideoPage() {
  const { id } = useParams();
  const query = useVideoAnalysis(id);
  const video = query.data;
  const share = useShareLink(COPIED_VIDEO_INDICATOR_MS);
  const { isDesktop } = useShell();
  const [seek, setSeek] = useState<{ seconds: number; requestId: number } | null>(null);
  const player = useRef<HTMLDivElement>(null);
  const playFrom = useCallback((seconds: number) => {
    setSeek((previous) => ({ seconds, requestId: (previous?.requestId ?? 0) + 1 }));
    player.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  usePageMeta(
    // The same title the server puts in the link preview (og:title).
    video ? reportTitle({ title: video.title, type: 'video' }) : 'Video analysis',
    'A FactLens video analysis: the transcript claims, red flags and credibility grade of a YouTube video.',
  );

  if (query.isPending && id) {
    return (
      <div
        role="status"
        className="flex min-h-[60vh] items-center justify-center gap-3 text-slate-600"
      >
        <Spinner className="h-5 w-5" />
        <span>Loading video analysis...</span>
      </div>
    );
  }
  if (query.isError && !isNotFound(query.error)) {
    return (
      <ReportLoadFailed
        message={errorMessage(query.error, TEXT.sharedLoadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isError || !video) {
    return (
      <StatusScreen icon={<VideoOff className="h-8 w-8" />} title={TEXT.analysisNotFoundTitle}>
        <p>{TEXT.videoNotFound}</p>
      </StatusScreen>
    );
  }

  const title = video.title || TEXT.untitledContent;
  const details = [
    video.channelName,
    video.videoDuration != null ? `Duration ${formatDuration(video.videoDuration)}` : null,
    `Analyzed ${formatDate(video.createdAt)}`,
  ].filter(Boolean);

  return (
    <PageContainer>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div ref={player} className="min-w-0">
          <VideoFacade videoId={video.videoId} title={title} seek={seek} />
        </div>
        <div className="flex min-w-0 flex-col gap-4 wrap-anywhere">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Video analysis
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="text-sm text-slate-600">{details.join(' · ')}</p>
          {video.transcriptLength > 0 ? (
            <p className="inline-flex items-center gap-2 self-start rounded-full border border-green-200 bg-green-50 px-3 py-1 text-sm font-medium text-green-900">
              <FileCheck aria-hidden="true" className="h-4 w-4" />
              {transcriptBadge(video.transcriptLength)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {/* Desktop app: a loopback address is no use to anyone else; share via Publish instead. */}
            {isDesktop ? null : (
              <button
                type="button"
                className={buttonClass.primary}
                onClick={() =>
                  void share.share(
                    `${window.location.origin}/video/${encodeURIComponent(video.id)}`,
                    title,
                  )
                }
              >
                {share.copied ? (
                  <Check aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Share2 aria-hidden="true" className="h-4 w-4" />
                )}
                {share.copied ? TEXT.copied : 'Share Analysis'}
              </button>
            )}
            {isHttpUrl(video.url) ? (
              <a
                href={video.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass.secondary}
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                Original Video
                <span className="sr-only"> (opens YouTube in a new tab)</span>
              </a>
            ) : null}
          </div>
          <span role="status" className="sr-only">
            {share.copied ? 'Link copied to the clipboard' : ''}
          </span>
        </div>
      </div>

      <h2 className="mt-10 mb-4 text-2xl font-bold text-slate-900">Credibility Report</h2>
      <ResultsView
        results={video.analysisResults}
        analysisId={video.id}
        originalUrl={video.url}
        isVideoAnalysis
        onSeek={playFrom}
        showPublish
      />

      <div className="mt-6">
        <Card title="About this analysis">
          <p className="text-sm leading-6 text-slate-700">
            We read the video&apos;s transcript together with its title, channel and description,
            pulled out the claims that can be checked, and looked for warning signs such as health
            miracle language, urgency, undisclosed sales and missing sources. A claim we cannot
            confirm from evidence is marked uncertain. Transcripts are analyzed in full, including
            long ones of {LONG_TRANSCRIPT_CHARS.toLocaleString()} characters and more. The grade
            judges the content, not the person who made it.
          </p>
        </Card>
      </div>
    </PageContainer>
  );
}
