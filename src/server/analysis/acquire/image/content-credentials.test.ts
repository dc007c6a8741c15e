// Fixtures: tests/fixtures/c2pa (made by make-fixtures.mjs with a throwaway test certificate).
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { GifWriter } from 'omggif';
import { describe, expect, it } from 'vitest';
import { manyActions, signImage } from '../../../../../tests/helpers/c2pa-signer';
import { readContentCredentials } from './content-credentials';
import {
  countCborActions,
  MAX_MANIFEST_ACTIONS,
  MAX_MANIFEST_BOXES,
  MAX_MANIFEST_BYTES,
  scanManifest,
} from './manifest-scan';

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../../../tests/fixtures/c2pa/${name}`, import.meta.url)),
  );

describe('content credentials (C2PA)', () => {
  it('reads a signed manifest: signer, claim generator, actions, made by an AI model', async () => {
    expect(await readContentCredentials(fixture('signed.png'), 'image/png')).toEqual({
      state: 'valid',
      signer: 'FactLens Test Signer',
      issuer: 'FactLens tests',
      claimGenerator: 'FactLens fixture maker 1.0',
      actions: ['c2pa.created', 'c2pa.edited'],
      aiGenerated: true,
      failures: [],
    });
  });

  it('finds a manifest whose image was changed after signing invalid', async () => {
    const read = await readContentCredentials(fixture('tampered.png'), 'image/png');
    expect(read?.state).toBe('invalid');
    expect(read?.failures).toContain('assertion.dataHash.mismatch');
    expect(read?.signer).toBe('FactLens Test Signer');
  });

  it('says nothing about an image without credentials, and calls a broken manifest invalid', async () => {
    expect(await readContentCredentials(fixture('plain.png'), 'image/png')).toBeNull();
    expect(await readContentCredentials(fixture('malformed.png'), 'image/png')).toMatchObject({
      state: 'invalid',
      signer: null,
    });
    expect(await readContentCredentials(new Uint8Array([1, 2, 3]), 'image/bmp')).toBeNull();
  });
});

/** A PNG chunk (the CRC is not checked by the scan, so it is left zero here). */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  return out;
}

describe('content credentials too large to check (issue 28, finding 2)', () => {
  const plain = fixture('plain.png');

  it('measures a manifest of 20,000 actions in one pass and never hands it to the reader', async () => {
    const hostile = await signImage(plain, 'image/png', [
      { label: 'c2pa.actions', data: { actions: manyActions(20_000) } },
    ]);
    const scan = scanManifest(hostile, 'image/png');
    // The walk stops as soon as the cap is passed: it counted no more than it had to.
    expect(scan).toMatchObject({ over: 'actions' });
    expect(scan!.actions).toBeGreaterThan(MAX_MANIFEST_ACTIONS);
    expect(await readContentCredentials(hostile, 'image/png')).toMatchObject({
      state: 'unchecked',
      tooLarge: 'actions',
      actions: [],
      aiGenerated: false,
    });
  });

  it('caps the number of assertions (boxes) and the bytes of the store', async () => {
    const assertions = Array.from({ length: MAX_MANIFEST_BOXES + 1 }, (_, i) => ({
      label: `org.example.note${i}`,
      data: { n: i },
    }));
    const many = await signImage(plain, 'image/png', assertions);
    expect(scanManifest(many, 'image/png')).toMatchObject({ over: 'boxes' });
    expect(await readContentCredentials(many, 'image/png')).toMatchObject({
      state: 'unchecked',
      tooLarge: 'boxes',
    });
    const [signature, ...rest] = [plain.subarray(0, 8), plain.subarray(8)];
    const big = Buffer.concat([
      signature,
      pngChunk('caBX', new Uint8Array(MAX_MANIFEST_BYTES + 1)),
      ...rest,
    ]);
    expect(scanManifest(big, 'image/png')).toMatchObject({ over: 'bytes' });
  });

  it('reads a manifest within the caps as before, in PNG, JPEG and GIF', async () => {
    const actions = { label: 'c2pa.actions', data: { actions: manyActions(MAX_MANIFEST_ACTIONS) } };
    const png = await signImage(plain, 'image/png', [actions]);
    expect(scanManifest(png, 'image/png')).toMatchObject({
      over: null,
      actions: MAX_MANIFEST_ACTIONS,
    });
    const rgba = new Uint8Array(16 * 16 * 4).fill(200);
    const jpg = jpeg.encode({ data: rgba, width: 16, height: 16 }, 90).data;
    const gifBytes = Buffer.alloc(1024);
    const writer = new GifWriter(gifBytes, 4, 4, { palette: [0, 0xffffff] });
    writer.addFrame(0, 0, 4, 4, new Array(16).fill(1));
    const gif = gifBytes.subarray(0, writer.end());
    for (const [bytes, mime] of [
      [png, 'image/png'],
      [await signImage(jpg, 'image/jpeg'), 'image/jpeg'],
      [await signImage(gif, 'image/gif'), 'image/gif'],
    ] as const) {
      const read = await readContentCredentials(bytes, mime);
      expect(read?.state, mime).toBe('valid');
      expect(read?.signer, mime).toBe('FactLens Hostile Test Signer');
      expect(read?.actions[0], mime).toBe('c2pa.created');
    }
  });

  it('counts actions in definite and indefinite CBOR arrays, and stops past the limit', () => {
    // {"x": [1, {"a": h'00'}], "actions": [_ {}, {}, ... ]} with an indefinite-length array.
    const item = [0xa0];
    const indefinite = Uint8Array.from([
      0xa2,
      0x61,
      0x78,
      0x82,
      0x01,
      0xa1,
      0x61,
      0x61,
      0x41,
      0x00,
      0x67,
      ...Buffer.from('actions'),
      0x9f,
      ...Array.from({ length: 500 }, () => item).flat(),
      0xff,
    ]);
    expect(countCborActions(indefinite, 1000)).toBe(500);
    expect(countCborActions(indefinite, 10)).toBe(11);
    const definite = Uint8Array.from([0xa1, 0x67, ...Buffer.from('actions'), 0x99, 0x4e, 0x20]);
    expect(countCborActions(definite, 10)).toBe(20_000);
    expect(countCborActions(Uint8Array.from([0x83, 1, 2, 3]), 10)).toBe(-1);
    // A deflate stream is no manifest: nothing to find.
    expect(countCborActions(deflateSync(Buffer.from('actions')), 10)).toBe(-1);
  });
});
