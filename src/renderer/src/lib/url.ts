/** Small URL helpers for display; the server does all real URL validation. */

/** Spec 2: a result is a video analysis when its url contains youtube.com or youtu.be. */
export function isVideoUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  return url.includes('youtube.com') || url.includes('youtu.be');
}

/** The host name of a URL without "www.", or null when it is not a URL. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else is not embedded. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
export function isVideoId(id: string | null | undefined): id is string {
  return typeof id === 'string' && VIDEO_ID.test(id);
}

/** The privacy-enhanced embed: loaded only after the person clicks play. */
export function embedUrl(videoId: string, startSeconds?: number): string {
  const start = startSeconds ? `&start=${Math.floor(startSeconds)}` : '';
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0${start}`;
}

export function watchUrl(videoId: string, atSeconds?: number): string {
  const t = atSeconds ? `&t=${Math.floor(atSeconds)}s` : '';
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}${t}`;
}

/** Extracts a YouTube video id from the common link shapes, for timestamp links. */
export function videoIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^(www\.|m\.)/, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = u.pathname.slice(1).split('/')[0] ?? null;
    else if (host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com')) {
      id = u.searchParams.get('v');
      const parts = u.pathname.split('/').filter(Boolean);
      if (!id && parts.length >= 2 && ['shorts', 'embed', 'live', 'v'].includes(parts[0] ?? ''))
        id = parts[1] ?? null;
    }
    return isVideoId(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * A shown address whose path the server masked ("https://shop.example/[link path hidden]"):
 * it names a site but no page, so it is neither opened nor analyzed again.
 */
export function hasHiddenPart(url: string | null | undefined): boolean {
  return typeof url === 'string' && /\[[a-z -]+ hidden\]/i.test(url);
}

/** Only http(s) links are rendered as clickable; anything else is shown as text. */
export function isHttpUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The link, when pasted text is nothing but a web address (https://... or www.example.com/...):
 * the Text tab then offers to read that page instead of grading the address as a string.
 */
export function pastedLink(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const candidate = /^https?:\/\//i.test(trimmed)
    ? trimmed
    : /^www\.[^/]+\.[a-z]{2,}/i.test(trimmed)
      ? `https://${trimmed}`
      : null;
  return candidate && isHttpUrl(candidate) ? candidate : null;
}

/** The URL tabs' button labels: the spec's defaults, and what a pasted link turns out to be. */
export const URL_BUTTON_LABELS = {
  video: 'Analyze Video',
  shoppingDefault: 'Analyze Shopping Site',
  article: 'Analyze Article',
  shop: 'Analyze Shop',
} as const;

/**
 * The button says what will be analyzed: a YouTube video link is a video on either tab (the server
 * reads it as one), another web link an article on the Video tab and a shop on the Shopping tab.
 * An empty field, or something that is not a web link yet, keeps the tab's default label.
 */
export function urlButtonLabel(value: string, tab: 'video' | 'shopping'): string {
  const fallback = tab === 'video' ? URL_BUTTON_LABELS.video : URL_BUTTON_LABELS.shoppingDefault;
  const trimmed = value.trim();
  if (!trimmed) return fallback;
  // Without a scheme, only a name with a dot ("bbc.co.uk/news") counts as a link yet.
  const schemeless = !/^https?:\/\//i.test(trimmed);
  const link = schemeless ? `https://${trimmed}` : trimmed;
  if (/\s/.test(trimmed) || !isHttpUrl(link)) return fallback;
  if (schemeless && !/[^.]\.[a-z]{2,}$/i.test(new URL(link).hostname)) return fallback;
  if (videoIdFromUrl(link)) return URL_BUTTON_LABELS.video;
  return tab === 'video' ? URL_BUTTON_LABELS.article : URL_BUTTON_LABELS.shop;
}
