import { describe, expect, it } from 'vitest';
import { hostOf, isHttpUrl, isVideoUrl, videoIdFromUrl } from './url';

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
});
