/**
 * Recognising a YouTube link and taking its 11-character video id, in every form people paste:
 * watch?v=, youtu.be/, shorts/, embed/, live/, v/, on www., m., music. and youtube-nocookie.com,
 * with or without a scheme, with extra parameters and timestamps. Anything else is not a video
 * link (null), so the URL route can treat it as an article or a shop.
 */

/** YouTube video ids are exactly 11 characters of the url-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Path prefixes whose next segment is the video id. */
const ID_PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v', 'e']);

function asUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  // People paste "youtu.be/abc..." or "www.youtube.com/watch?v=..." without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function validId(candidate: string | null | undefined): string | null {
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The 11-character video id of a YouTube link, or null when the input is not one. */
export function parseYouTubeUrl(input: string): string | null {
  const url = asUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname.split('/').filter((s) => s !== '');

  if (SHORT_HOSTS.has(host)) return validId(segments[0]);
  if (!YOUTUBE_HOSTS.has(host)) return null;

  const [first, second] = segments;
  if (first === 'watch') return validId(url.searchParams.get('v'));
  if (first !== undefined && ID_PATH_PREFIXES.has(first)) return validId(second);
  // Old share links: /attribution_link?u=/watch?v=ID
  if (first === 'attribution_link') {
    const inner = url.searchParams.get('u');
    return inner
      ? parseYouTubeUrl(`https://www.youtube.com${inner.startsWith('/') ? '' : '/'}${inner}`)
      : null;
  }
  return null;
}

/** The canonical watch address of a video id (what is stored and shown). */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
