/** Share (link to /shared/{id}, 'Copied!' 3 s) and Share Video (/video/{id}, 'Copied!' 2 s). */
import { Check, FileText, Share2, Video } from 'lucide-react';
import { Link } from 'react-router-dom';
import { COPIED_INDICATOR_MS, COPIED_VIDEO_INDICATOR_MS } from '../../../../shared/constants';
import { TEXT } from '../../../../shared/messages';
import { useShell } from '../../api/shell';
import { useShareLink } from '../../hooks/use-share-link';
import { buttonClass } from '../ui/button-classes';

interface ShareButtonsProps {
  analysisId: string;
  isVideoAnalysis: boolean;
  /** Also offer a link to the report's own page (after a fresh analysis on /home). */
  linkToReport?: boolean;
}

export function ShareButtons({
  analysisId,
  isVideoAnalysis,
  linkToReport = false,
}: ShareButtonsProps) {
  const report = useShareLink(COPIED_INDICATOR_MS);
  const video = useShareLink(COPIED_VIDEO_INDICATOR_MS);
  const origin = window.location.origin;
  const id = encodeURIComponent(analysisId);
  // In the desktop app this page's address is a private loopback one that nobody else can open:
  // sharing goes through "Publish to public feed" and its public link instead.
  const { isDesktop } = useShell();

  return (
    <div className="flex flex-wrap gap-2">
      {isDesktop ? null : (
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => void report.share(`${origin}/shared/${id}`, 'FactLens credibility report')}
        >
          {report.copied ? (
            <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
          ) : (
            <Share2 aria-hidden="true" className="h-4 w-4" />
          )}
          {report.copied ? TEXT.copied : 'Share'}
        </button>
      )}
      {isVideoAnalysis && !isDesktop ? (
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => void video.share(`${origin}/video/${id}`, 'FactLens video analysis')}
        >
          {video.copied ? (
            <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
          ) : (
            <Video aria-hidden="true" className="h-4 w-4" />
          )}
          {video.copied ? TEXT.copied : 'Share Video'}
        </button>
      ) : null}
      {linkToReport ? (
        <Link to={`/shared/${id}`} className={buttonClass.ghost}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          Open report page
        </Link>
      ) : null}
      <span role="status" className="sr-only">
        {report.copied || video.copied ? 'Link copied to the clipboard' : ''}
      </span>
    </div>
  );
}
