/**
 * Signs images with C2PA manifests in tests, as tests/fixtures/c2pa/make-fixtures.mjs does: a
 * throwaway key and certificate made with the openssl command line (deleted at once), the
 * builder of @contentauth/c2pa-wasm, and the COSE_Sign1 signer of cose-sign1.mjs. Used to
 * generate hostile manifests (thousands of actions or assertions) inside the test that needs them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initSync, WasmBuilder } from '@contentauth/c2pa-wasm';
// @ts-expect-error: a plain .mjs helper without type declarations
import { coseSigner } from '../fixtures/c2pa/cose-sign1.mjs';

const RESERVE = 6000;
let signer: ((payload: Uint8Array<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer>>) | null = null;

/** The builder reads its source through a Blob and FileReaderSync; both shimmed over memory. */
class BytesBlob extends Blob {
  readonly source: Uint8Array<ArrayBuffer>;
  constructor(source: Uint8Array<ArrayBuffer>) {
    super([source]);
    this.source = source;
  }
  override slice(start = 0, end = this.source.length): Blob {
    return new BytesBlob(this.source.subarray(start, end));
  }
}

function setUp(): (payload: Uint8Array<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer>> {
  if (signer) return signer;
  initSync({
    module: readFileSync(
      createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm'),
    ),
  });
  (globalThis as Record<string, unknown>).FileReaderSync = class {
    readAsArrayBuffer(blob: BytesBlob) {
      const b = blob.source;
      return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
    }
  };
  const dir = mkdtempSync(join(tmpdir(), 'c2pa-signer-'));
  try {
    const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
    ssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'signer.ec');
    ssl('pkcs8', '-topk8', '-nocrypt', '-in', 'signer.ec', '-out', 'signer.key');
    ssl(
      ...['req', '-x509', '-new', '-key', 'signer.key', '-sha256', '-days', '30'],
      ...['-subj', '/CN=FactLens Hostile Test Signer/O=FactLens tests'],
      ...['-addext', 'basicConstraints=critical,CA:FALSE'],
      ...['-addext', 'keyUsage=critical,digitalSignature'],
      ...['-addext', 'extendedKeyUsage=emailProtection'],
      ...['-out', 'signer.pem'],
    );
    const key = readFileSync(join(dir, 'signer.key'), 'utf8');
    const chain = readFileSync(join(dir, 'signer.pem'), 'utf8');
    signer = coseSigner(key, chain, RESERVE) as (
      payload: Uint8Array<ArrayBuffer>,
    ) => Promise<Uint8Array<ArrayBuffer>>;
    return signer;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const CREATED_ACTION = {
  action: 'c2pa.created',
  digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture',
};

/** `count` actions: one "created", then "edited" ones. */
export function manyActions(count: number): object[] {
  return [CREATED_ACTION, ...Array.from({ length: count - 1 }, () => ({ action: 'c2pa.edited' }))];
}

/** The image with a signed manifest holding these assertions (an actions one by default). */
export async function signImage(
  bytes: Uint8Array,
  mime: string,
  assertions: object[] = [{ label: 'c2pa.actions', data: { actions: [CREATED_ACTION] } }],
): Promise<Buffer> {
  const sign = setUp();
  const manifest = {
    claim_generator_info: [{ name: 'FactLens hostile test', version: '1.0' }],
    title: 'image',
    format: mime,
    assertions,
  };
  const builder = WasmBuilder.fromJson(
    JSON.stringify(manifest),
    JSON.stringify({
      builder: { auto_timestamp_assertion: { enabled: false } },
      verify: { verify_trust: false, verify_after_sign: false },
    }),
  );
  return Buffer.from(
    await builder.sign(
      { alg: 'es256', reserveSize: RESERVE, sign },
      [],
      mime,
      new BytesBlob(new Uint8Array(bytes)),
    ),
  );
}
