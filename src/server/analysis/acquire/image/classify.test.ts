/**
 * The adult-imagery check loads its model from the installed packages with the network cut, on
 * this machine's Node (20.19+, though nsfwjs's engines field names 22.13), and classifies a real
 * screenshot as neutral. The classification runs in a worker thread whose sockets, fetch and name
 * lookups all throw and are recorded: no attempt may be made.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { GifWriter } from 'omggif';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHtml, scamSmsHtml } from '../../../../../tests/helpers/screenshots';
import { IMAGE_CLASSES } from './classify';
import { decodeImage, modelInputs } from './decode';

interface Reply {
  ok: boolean;
  message?: string;
  result?: { scores: Record<string, number>; tiles: number; animated: boolean };
  backend?: string;
  attempts: string[];
  node?: string;
}

function classifyOffline(image: Buffer): Promise<Reply> {
  const worker = new Worker(
    new URL('../../../../../tests/helpers/offline-classifier-worker.mjs', import.meta.url),
    {
      workerData: {
        entry: fileURLToPath(new URL('./classify.ts', import.meta.url)),
        image: new Uint8Array(image),
      },
      stdout: true,
      stderr: true,
    },
  );
  return new Promise<Reply>((resolve, reject) => {
    worker.once('message', (reply: Reply) => {
      void worker.terminate();
      resolve(reply);
    });
    worker.once('error', reject);
  });
}

let png: Buffer;
beforeAll(async () => {
  png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
});

describe('the offline image check', () => {
  it('loads from the installed packages with the network cut and classifies a screenshot', async () => {
    const reply = await classifyOffline(png);
    expect(reply.ok, reply.message).toBe(true);
    expect(reply.attempts).toEqual([]);
    expect(reply.backend).toBe('wasm');
    expect(Number(reply.node!.split('.')[0])).toBeGreaterThanOrEqual(20);
    const scores = reply.result!.scores;
    expect(Object.keys(scores).sort()).toEqual([...IMAGE_CLASSES]);
    const top = Object.entries(scores).sort((a, b) => b[1] - a[1])[0]![0];
    expect(top).toBe('Neutral');
    expect(reply.result!.tiles).toBe(2); // 900 x 420: two near-square tiles
  }, 180_000);

  it('the cut is real: a connection attempted in that worker is recorded and fails', async () => {
    // Same worker script, an entry that tries to reach the network.
    const worker = new Worker(
      new URL('../../../../../tests/helpers/offline-classifier-worker.mjs', import.meta.url),
      {
        workerData: {
          entry: fileURLToPath(
            new URL('../../../../../tests/helpers/network-probe.ts', import.meta.url),
          ),
          image: new Uint8Array(png),
        },
        stdout: true,
        stderr: true,
      },
    );
    const reply = await new Promise<Reply>((resolve) => worker.once('message', resolve));
    await worker.terminate();
    expect(reply.ok).toBe(false);
    expect(reply.attempts.some((a) => a.startsWith('socket connect'))).toBe(true);
  }, 180_000);
});

describe('decoding and tiling', () => {
  it('decodes a PNG to RGBA and cuts a long image into near-square tiles, at most 4', () => {
    const image = decodeImage(new Uint8Array(png), 'image/png');
    expect([image.width, image.height, image.data.length]).toEqual([900, 420, 900 * 420 * 4]);
    expect(modelInputs(image, 224).map((i) => i.rgb.length)).toEqual([
      224 * 224 * 3,
      224 * 224 * 3,
    ]);
    const tall = {
      width: 10,
      height: 200,
      data: new Uint8Array(10 * 200 * 4).fill(255),
      animated: false,
      colour: null,
    };
    expect(modelInputs(tall, 8)).toHaveLength(4);
    const square = {
      width: 50,
      height: 50,
      data: new Uint8Array(50 * 50 * 4),
      animated: false,
      colour: null,
    };
    // Fully transparent pixels are shown over white.
    expect([...modelInputs(square, 4)[0]!.rgb.slice(0, 3)]).toEqual([255, 255, 255]);
  });

  it('decodes JPEG and WebP screenshots to the size their header gives', async () => {
    for (const type of ['jpeg', 'webp'] as const) {
      const bytes = await renderHtml(scamSmsHtml(), { width: 640, height: 300, type });
      const image = decodeImage(new Uint8Array(bytes), `image/${type}`);
      expect([image.width, image.height, image.data.length, image.animated]).toEqual([
        640,
        300,
        640 * 300 * 4,
        false,
      ]);
    }
  });

  it('tells an animated GIF (only its first frame is checked) from a still one', () => {
    const gif = (frames: number) => {
      const out = new Uint8Array(4096);
      const writer = new GifWriter(out, 4, 4, { palette: [0x000000, 0xffffff] });
      for (let i = 0; i < frames; i++) writer.addFrame(0, 0, 4, 4, new Array(16).fill(i % 2));
      return out.subarray(0, writer.end());
    };
    expect(decodeImage(gif(1), 'image/gif').animated).toBe(false);
    const animated = decodeImage(gif(2), 'image/gif');
    expect([animated.animated, animated.width, [...animated.data.slice(0, 4)]]).toEqual([
      true,
      4,
      [0, 0, 0, 255],
    ]);
  });
});
