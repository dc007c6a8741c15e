import { describe, expect, it } from 'vitest';
import {
  URL_BUTTON_LABELS,
  hostOf,
  isHttpUrl,
  isVideoUrl,
  urlButtonLabel,
  videoIdFromUrl,
} from './url';

describe('url helpers', () => {
  it('treats a url containing youtube.com or youtu.be as a video analysis (spec 2)', () => {
    expect(isVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isVideoUrl('https://news.example.com/a')).toBe(false);
    expect(isVideoUrl(null)).toBe(false);
  });

  it('reads the video id from the common YouTube link shapes', () => {
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(videoIdFromUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdFromUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });

  it('shows host names without www and only links http(s)', () => {
    expect(hostOf('https://www.bbc.co.uk/news')).toBe('bbc.co.uk');
    expect(hostOf('not a url')).toBeNull();
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://example.org')).toBe(true);
  });

  it('labels the URL button by the link it got, keeping the defaults for an empty field', () => {
    const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(urlButtonLabel('', 'video')).toBe('Analyze Video');
    expect(urlButtonLabel('  ', 'shopping')).toBe('Analyze Shopping Site');
    expect(urlButtonLabel(video, 'video')).toBe('Analyze Video');
    expect(urlButtonLabel('youtu.be/dQw4w9WgXcQ', 'video')).toBe('Analyze Video');
    expect(urlButtonLabel('https://www.bbc.co.uk/news/article', 'video')).toBe('Analyze Article');
    expect(urlButtonLabel('bbc.co.uk/news', 'video')).toBe('Analyze Article');
    expect(urlButtonLabel('http://127.0.0.1:8080/shop', 'shopping')).toBe('Analyze Shop');
    expect(urlButtonLabel('https://shop.example.com/product', 'shopping')).toBe('Analyze Shop');
    // A video link is read as a video whichever tab sent it.
    expect(urlButtonLabel(video, 'shopping')).toBe(URL_BUTTON_LABELS.video);
    // Not a link yet: the tab's default.
    expect(urlButtonLabel('bbc', 'video')).toBe('Analyze Video');
    expect(urlButtonLabel('not a link', 'shopping')).toBe('Analyze Shopping Site');
    expect(urlButtonLabel('ftp://files.example.com/x', 'video')).toBe('Analyze Video');
  });
});
