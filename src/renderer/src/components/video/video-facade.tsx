/**
 * A click-to-load video player. Nothing is requested from YouTube until the person presses play:
 * before that it is a neutral placeholder; after, a youtube-nocookie.com embed.
 */
import { Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { embedUrl, isVideoId } from '../../lib/url';

interface VideoFacadeProps {
  videoId: string;
  title: string;
  /** Start the embed at this second. */
  startSeconds?: number;
  /** A person asked to play from a moment (a claim's timestamp): load the embed there. */
  seek?: { seconds: number; requestId: number } | null;
}

export function VideoFacade({ videoId, title, startSeconds, seek }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const [start, setStart] = useState(startSeconds);
  useEffect(() => {
    if (!seek) return;
    setStart(seek.seconds);
    setPlaying(true);
  }, [seek]);
  if (!isVideoId(videoId)) return null;

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-800">
      {playing ? (
        <iframe
          // Each request to play a moment reloads the embed there.
          key={seek?.requestId ?? 0}
          src={embedUrl(videoId, start)}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}. Click to load the video from YouTube (privacy-enhanced mode)`}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-700 to-slate-900 text-white"
        >
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-lg transition-transform group-hover:scale-105">
            <Play aria-hidden="true" className="ml-1 h-6 w-6 fill-current" />
          </span>
          <span className="px-4 text-center text-xs text-slate-200">
            Click to load the video from YouTube (privacy-enhanced mode)
          </span>
        </button>
      )}
    </div>
  );
}
