/**
 * A screenshot withheld by screening on the desktop is never published with its image: the
 * desktop keeps no copy, sends the hub only the text read from it (masked), and the hub's public
 * entry has no image either. Desktop and hub are real servers on 127.0.0.1, with the logging
 * front between them (publishing-setup.ts).
 */
import { describe, expect, it } from 'vitest';
import { imageAnalyzeResponseSchema, storedAnalysisSchema } from '../../src/shared';
import { MASKS } from '../../src/server/privacy/mask';
import { renderPassportPage } from '../helpers/identity-screenshots';
import { hubFeed, startTrio, waitForPublication } from './publishing-setup';

describe('a withheld screenshot on the desktop', () => {
  it('is published as its masked text only, and the hub shows no image', async () => {
    const { hub, front, desktop } = await startTrio();
    const png = await renderPassportPage();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'passport.png');
    const response = await desktop.request('/api/analyze/image', { method: 'POST', body: form });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const analyzed = imageAnalyzeResponseSchema.parse(response.json);
    expect(analyzed.results.analysisMetadata.imageWithheld).toMatch(/identity document/);
    const local = storedAnalysisSchema.parse(
      (await desktop.get(`/api/analysis/${analyzed.id}`)).json,
    );
    expect(local.imageData).toBeNull();

    await desktop.request(`/api/analysis/${analyzed.id}/publish`, { method: 'POST' });
    const published = await waitForPublication(
      desktop,
      analyzed.id,
      (p) => p.state === 'published',
      'published',
    );

    const [sent] = front.publishes();
    const body = JSON.parse(sent!.body) as Record<string, unknown>;
    // The title is a line of the masked text read from it (screenshot-title.ts), nothing more.
    expect(Object.keys(body).sort()).toEqual(['content', 'publishId', 'title', 'type']);
    expect(body.content).toContain(body.title);
    expect(body.type).toBe('screenshot');
    expect(body.content).toContain(MASKS.mrz);
    expect(sent!.body).not.toMatch(/L898902C3|data:image/);
    expect(sent!.body).not.toContain(png.toString('base64').slice(400, 460));

    const hubId = published.sharedUrl!.split('/').pop()!;
    const onHub = storedAnalysisSchema.parse((await hub.get(`/api/analysis/${hubId}`)).json);
    expect(onHub).toMatchObject({ type: 'screenshot', imageData: null });
    expect((await hubFeed(hub)).map((item) => item.id)).toContain(hubId);
  });
});
