import { describe, expect, it } from 'vitest';
import type { FeedStatusResponse } from '../../../shared/desktop';
import { RENDERER_KINDS } from '../kinds/registry';
import { feedStaleNotice, publicationLabel, queuedDetail } from './publication';
import { publishExplanation as explain } from './publication';

/** The line for a kind, as the publish card writes it. */
const publishExplanation = (type: keyof typeof RENDERER_KINDS, hubUrl: string | null) =>
  explain(RENDERER_KINDS[type].sentOnPublish, hubUrl);

const NOW = Date.parse('2026-11-21T09:00:00.000Z');

const status = (over: Partial<FeedStatusResponse>): FeedStatusResponse => ({
  source: 'hub',
  hubUrl: 'https://factlens.example',
  fetchedAt: null,
  stale: false,
  error: null,
  ...over,
});

describe('publishExplanation', () => {
  it('names what leaves the machine for each type, and where it goes', () => {
    expect(publishExplanation('text', 'https://factlens.example')).toBe(
      'Publishing sends the text to the public feed at factlens.example, where it is analyzed again. Nothing is sent unless you press Publish.',
    );
    expect(publishExplanation('article', null)).toContain(
      'sends the page address to the public feed,',
    );
    expect(publishExplanation('shopping', null)).toContain('the page address');
    expect(publishExplanation('video', null)).toContain('the video link');
    expect(publishExplanation('screenshot', null)).toContain(
      'only the text read from the image, never the image itself',
    );
  });
});

describe('publicationLabel', () => {
  it('is Private without a publication and follows the state otherwise', () => {
    expect(publicationLabel(null)).toEqual({ label: 'Private', tone: 'grey' });
    expect(publicationLabel(undefined).label).toBe('Private');
    expect(publicationLabel({ state: 'queued', attempts: 0 }).label).toBe('Publishing');
    expect(
      publicationLabel({ state: 'published', attempts: 1, sharedUrl: 'https://h/shared/1' }),
    ).toEqual({ label: 'Published', tone: 'green' });
    expect(publicationLabel({ state: 'failed', attempts: 3, error: 'x' }).tone).toBe('red');
  });
});

describe('queuedDetail', () => {
  it('says it will be sent soon before any attempt, and shows attempts and the last error while retrying', () => {
    expect(queuedDetail({ state: 'queued', attempts: 0 })).toEqual({
      headline: 'Queued: it will be sent to the public feed in a moment.',
      lastError: null,
    });
    expect(
      queuedDetail({ state: 'queued', attempts: 2, error: 'The hub did not answer.' }),
    ).toEqual({
      headline:
        'Queued, not sent yet after 2 attempts. FactLens keeps trying, also after a restart.',
      lastError: 'Last error: The hub did not answer.',
    });
    expect(queuedDetail({ state: 'queued', attempts: 1, error: 'Offline' })).toEqual({
      headline:
        'Queued, not sent yet after 1 attempt. FactLens keeps trying, also after a restart.',
      lastError: 'Last error: Offline.',
    });
  });
});

describe('feedStaleNotice', () => {
  it('says nothing for a fresh hub feed or a local feed', () => {
    expect(feedStaleNotice(status({ fetchedAt: new Date(NOW).toISOString() }), NOW)).toBeNull();
    expect(feedStaleNotice(status({ source: 'local', hubUrl: null, stale: true }), NOW)).toBeNull();
  });

  it('gives the age of the cached copy when the hub is unreachable', () => {
    const notice = feedStaleNotice(
      status({
        stale: true,
        fetchedAt: new Date(NOW - 12 * 60_000).toISOString(),
        error: 'connection refused',
      }),
      NOW,
    );
    expect(notice?.title).toBe('You are offline: showing the public feed as of 12 minutes ago.');
    expect(notice?.detail).toBe(
      'connection refused. Reload this page when you are back online to see the latest analyses.',
    );
  });

  it('says the feed could not be reached when it was never fetched', () => {
    const notice = feedStaleNotice(status({ stale: true, error: 'connection refused' }), NOW);
    expect(notice?.title).toBe(
      'The public feed could not be reached, and there is no saved copy of it yet.',
    );
    expect(notice?.detail).toBe(
      'connection refused. Your own analyses still work offline, under My analyses.',
    );
  });
});
