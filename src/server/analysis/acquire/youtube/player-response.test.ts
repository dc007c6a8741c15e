import { describe, expect, it } from 'vitest';
import { chooseCaptionTrack, readPlayerInfo, type CaptionTrack } from './player-response';

const page = (json: string) =>
  `<html><script>var ytcfg = {};</script><script nonce="x">var ytInitialPlayerResponse = ${json};var meta = 1;</script></html>`;

describe('readPlayerInfo', () => {
  it('reads duration, description, playability and caption tracks, with braces inside strings', () => {
    const json = JSON.stringify({
      playabilityStatus: { status: 'OK' },
      videoDetails: {
        title: 'T',
        author: 'Chan',
        lengthSeconds: '754',
        shortDescription: 'Use {curly} braces "quoted" };',
      },
      captions: {
        playerCaptionsTracklistRenderer: {
          captionTracks: [
            {
              baseUrl: 'https://www.youtube.com/api/timedtext?v=x&lang=en',
              name: { simpleText: 'English' },
              languageCode: 'en',
            },
            {
              baseUrl: '/api/timedtext?v=x&lang=de&kind=asr',
              name: { runs: [{ text: 'German (auto)' }] },
              languageCode: 'de',
              kind: 'asr',
            },
          ],
          audioTracks: [{ defaultCaptionTrackIndex: 1 }],
          defaultAudioTrackIndex: 0,
        },
      },
    }).replace(/&/g, '\\u0026');
    const info = readPlayerInfo(page(json));
    expect(info).toMatchObject({
      title: 'T',
      channelName: 'Chan',
      durationSeconds: 754,
      description: 'Use {curly} braces "quoted" };',
      playability: 'OK',
      defaultTrackIndex: 1,
    });
    expect(info?.captionTracks).toEqual([
      {
        baseUrl: 'https://www.youtube.com/api/timedtext?v=x&lang=en',
        languageCode: 'en',
        name: 'English',
      },
      {
        baseUrl: '/api/timedtext?v=x&lang=de&kind=asr',
        languageCode: 'de',
        kind: 'asr',
        name: 'German (auto)',
      },
    ]);
  });

  it('is null for a page without a player response', () => {
    expect(readPlayerInfo('<html>consent.youtube.com</html>')).toBeNull();
    expect(readPlayerInfo('var ytInitialPlayerResponse = {"broken": ')).toBeNull();
  });
});

const track = (languageCode: string, kind?: 'asr'): CaptionTrack => ({
  baseUrl: `/t?${languageCode}${kind ?? ''}`,
  languageCode,
  name: languageCode,
  ...(kind ? { kind } : {}),
});

describe('chooseCaptionTrack', () => {
  it('prefers the manual track in the spoken language (the ASR track tells which) over others', () => {
    const tracks = [track('en'), track('de', 'asr'), track('de-DE'), track('fr')];
    expect(chooseCaptionTrack({ captionTracks: tracks, defaultTrackIndex: 0 })?.languageCode).toBe(
      'de-DE',
    );
  });

  it('falls back to the automatic track when no one wrote captions in that language', () => {
    const tracks = [track('en'), track('es', 'asr')];
    expect(chooseCaptionTrack({ captionTracks: tracks, defaultTrackIndex: null })).toEqual(
      track('es', 'asr'),
    );
  });

  it('uses the default track when there is no automatic one, and is null without tracks', () => {
    expect(
      chooseCaptionTrack({ captionTracks: [track('fr'), track('en')], defaultTrackIndex: 1 })
        ?.languageCode,
    ).toBe('en');
    expect(chooseCaptionTrack({ captionTracks: [], defaultTrackIndex: null })).toBeNull();
  });
});
