// Fixtures: tests/fixtures/c2pa (made by make-fixtures.mjs with a throwaway test certificate).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readContentCredentials } from './content-credentials';

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
