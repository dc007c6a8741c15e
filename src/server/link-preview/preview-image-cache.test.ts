import { describe, expect, it } from 'vitest';
import { PreviewImageCache } from './preview-image-cache';

const image = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('the preview image cache', () => {
  it('draws an image once however many ask at the same time, then serves it kept', async () => {
    const cache = new PreviewImageCache(10, 1000);
    let draws = 0;
    let finish!: (png: Buffer) => void;
    const draw = () => {
      draws++;
      return new Promise<Buffer>((resolve) => {
        finish = resolve;
      });
    };
    const asked = [cache.get('a', draw), cache.get('a', draw), cache.get('a', draw)];
    finish(image(10));
    const answers = await Promise.all(asked);
    expect(draws).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.get('a', draw);
    expect(draws).toBe(1);
  });

  it('keeps at most its number of entries and bytes, dropping the least recently used first', async () => {
    const cache = new PreviewImageCache(3, 100);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => image(20));
    await cache.get('a', async () => image(20)); // a is now the most recently used
    await cache.get('d', async () => image(20));
    expect(cache.size).toBe(3);
    let redrawn = 0;
    await cache.get('b', async () => {
      redrawn++;
      return image(20);
    });
    expect(redrawn).toBe(1); // b was the oldest and went
    await cache.get('x', async () => image(90));
    expect(cache.totalBytes).toBeLessThanOrEqual(100);
    // An image bigger than the whole budget is served but not kept.
    await cache.get('huge', async () => image(500));
    expect(cache.totalBytes).toBeLessThanOrEqual(100);
  });

  it('forgets a drawing that failed, so the next request draws again', async () => {
    const cache = new PreviewImageCache(3, 100);
    await expect(cache.get('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(cache.get('a', async () => image(5))).resolves.toHaveLength(5);
  });

  it("holds one client's drawings to its share, giving up its own oldest first", async () => {
    const cache = new PreviewImageCache(10, 1000, 2);
    await cache.get('shared', async () => image(10), 'other');
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => image(10), 'cycler');
    let redrawn = 0;
    const redraw = async () => {
      redrawn++;
      return image(10);
    };
    await cache.get('shared', redraw, 'cycler');
    expect(redrawn).toBe(0); // the other client's image stayed
    await cache.get('a', redraw, 'cycler');
    expect(redrawn).toBe(1); // the cycler's oldest went
    expect(cache.size).toBe(3);
  });
});
