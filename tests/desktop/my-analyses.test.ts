/**
 * My analyses on the desktop: the analyses on this computer, newest first, searchable over title,
 * address and text (the search is literal: % and _ match themselves), each with its publication;
 * and deleting one.
 */
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  MY_ANALYSES_MAX_LIMIT,
  MY_ANALYSES_MAX_QUERY_CHARS,
  myAnalysesResponseSchema,
} from '../../src/shared';
import {
  analyzeText,
  startDesktop,
  startFront,
  startTrio,
  waitForPublication,
} from './publishing-setup';

async function desktopOffline() {
  const front = await startFront(null);
  return startDesktop(front.url);
}

describe('GET /api/my-analyses', () => {
  it('lists local analyses newest first, with excerpt, grade and publication', async () => {
    const { desktop } = await startTrio();
    const first = await analyzeText(
      desktop,
      'The parcel fee of 100% must be paid today by gift card, says the text message.',
    );
    desktop.clock.advance(60_000);
    const second = await analyzeText(
      desktop,
      'Council minutes: the bus line will reach the campus in March, the transport department said.',
    );

    await desktop.request(`/api/analysis/${first}/publish`, { method: 'POST' });
    await waitForPublication(desktop, first, (p) => p.state === 'published', 'published');

    const list = myAnalysesResponseSchema.parse((await desktop.get('/api/my-analyses')).json);
    expect(list.total).toBe(2);
    expect(list.analyses.map((a) => a.id)).toEqual([second, first]);
    expect(list.analyses[0]).toMatchObject({
      type: 'text',
      publication: null,
      excerpt: expect.stringMatching(/^Council minutes/),
    });
    expect(list.analyses[1]!.publication).toMatchObject({ state: 'published', attempts: 1 });
    expect(list.analyses[1]!.publication!.sharedUrl).toMatch(/\/shared\//);
  });

  it('searches literally: words, % and _ match only themselves; limit cuts the list, total counts all', async () => {
    const desktop = await desktopOffline();
    const percent = await analyzeText(
      desktop,
      'Prices fell by 50% overnight, the shop claims in its advert.',
    );
    desktop.clock.advance(1000);
    const underscore = await analyzeText(
      desktop,
      'Log in at my_bank_secure to keep your account open.',
    );
    desktop.clock.advance(1000);
    const plain = await analyzeText(
      desktop,
      'The museum opens a new wing for local history in May.',
    );

    const search = async (query: string) =>
      myAnalysesResponseSchema.parse(
        (await desktop.get(`/api/my-analyses?q=${encodeURIComponent(query)}`)).json,
      );
    expect((await search('%')).analyses.map((a) => a.id)).toEqual([percent]);
    expect((await search('_')).analyses.map((a) => a.id)).toEqual([underscore]);
    expect((await search('MUSEUM')).analyses.map((a) => a.id)).toEqual([plain]);
    expect(await search('nothing like this')).toEqual({ analyses: [], total: 0 });

    const limited = myAnalysesResponseSchema.parse(
      (await desktop.get('/api/my-analyses?limit=1')).json,
    );
    expect(limited.analyses.map((a) => a.id)).toEqual([plain]);
    expect(limited.total).toBe(3);
  });

  it.each([
    ['?limit=0', ERRORS.myAnalysesLimit(MY_ANALYSES_MAX_LIMIT)],
    [`?limit=${MY_ANALYSES_MAX_LIMIT + 1}`, ERRORS.myAnalysesLimit(MY_ANALYSES_MAX_LIMIT)],
    ['?limit=ten', ERRORS.myAnalysesLimit(MY_ANALYSES_MAX_LIMIT)],
    [
      `?q=${'a'.repeat(MY_ANALYSES_MAX_QUERY_CHARS + 1)}`,
      ERRORS.myAnalysesQueryTooLong(MY_ANALYSES_MAX_QUERY_CHARS),
    ],
    ['?q=a&q=b', ERRORS.myAnalysesQueryInvalid],
  ])('refuses %s with 400 and what to send', async (query, message) => {
    const desktop = await desktopOffline();
    const answer = await desktop.get(`/api/my-analyses${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message });
  });
});

describe('DELETE /api/analysis/:id', () => {
  it('removes a local analysis (204), then it is gone from everywhere on this computer', async () => {
    const desktop = await desktopOffline();
    const keep = await analyzeText(
      desktop,
      'The museum opens a new wing for local history in May.',
    );
    const gone = await analyzeText(
      desktop,
      'Prices fell by 50% overnight, the shop claims in its advert.',
    );

    const answer = await desktop.request(`/api/analysis/${gone}`, { method: 'DELETE' });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(
      myAnalysesResponseSchema
        .parse((await desktop.get('/api/my-analyses')).json)
        .analyses.map((a) => a.id),
    ).toEqual([keep]);
    // Not local any more, and the (offline) hub cannot be asked for it either.
    expect((await desktop.get(`/api/analysis/${gone}`)).status).toBe(503);
    expect(await desktop.openStore().getAnalysis(gone)).toBeNull();

    const twice = await desktop.request(`/api/analysis/${gone}`, { method: 'DELETE' });
    expect(twice.status).toBe(404);
    expect(twice.json).toEqual({ message: ERRORS.analysisNotFound });
  });
});
