/**
 * Content credentials (C2PA) of an uploaded image, read offline with @contentauth/c2pa-wasm: the
 * WebAssembly build of the C2PA reference library, which ships inside the package and is loaded
 * from disk (never fetched). Runs in the untrusted worker; the bytes are read from memory, so no
 * browser API (Blob, FileReaderSync) is needed. The reader's time grows with the square of a
 * manifest's assertions and actions, so manifest-scan.ts measures the store first, in linear time,
 * and a store over its caps is reported as too large to check instead of being read.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import type { ContentCredentials } from '../../types';
import { scanManifest } from './manifest-scan';

/** Formats the reader is asked about (the others carry no C2PA manifest FactLens can read). */
const C2PA_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/**
 * No trust list ships with FactLens, so a signer is named, not vouched for: checking it against
 * one would only ever say "untrusted". The signature, the hashes and the certificate are checked.
 */
const READ_SETTINGS = JSON.stringify({
  verify: { verify_trust: false, ocsp_fetch: false, remote_manifest_fetch: false },
});
/** Actions listed at most. */
const MAX_ACTIONS = 8;

let loaded = false;

function load(): void {
  if (loaded) return;
  const wasm = createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm');
  initSync({ module: readFileSync(wasm) });
  loaded = true;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null;
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null;

function generatorOf(manifest: Json): string | null {
  const info = Array.isArray(manifest.claim_generator_info)
    ? obj(manifest.claim_generator_info[0])
    : null;
  const name = str(info?.name);
  if (name) return [name, str(info?.version)].filter(Boolean).join(' ');
  return str(manifest.claim_generator);
}

function actionsOf(manifest: Json): { actions: string[]; aiGenerated: boolean } {
  const actions: string[] = [];
  let aiGenerated = false;
  for (const assertion of Array.isArray(manifest.assertions) ? manifest.assertions : []) {
    const a = obj(assertion);
    if (!a || typeof a.label !== 'string' || !a.label.startsWith('c2pa.actions')) continue;
    const list = obj(a.data)?.actions;
    for (const action of Array.isArray(list) ? list : []) {
      const act = obj(action);
      const id = str(act?.action);
      if (id && actions.length < MAX_ACTIONS) actions.push(id);
      if (
        /trainedAlgorithmicMedia|compositeWithTrainedAlgorithmicMedia|algorithmicMedia/i.test(
          String(act?.digitalSourceType ?? ''),
        )
      )
        aiGenerated = true;
    }
  }
  return { actions, aiGenerated };
}

/** The image's content credentials, or null when it carries none (or none this reader knows). */
export type { ContentCredentials };

export async function readContentCredentials(
  bytes: Uint8Array,
  mime: string,
): Promise<ContentCredentials | null> {
  if (!C2PA_TYPES.has(mime)) return null;
  // No manifest store in the container: nothing for the reader to find.
  const scan = scanManifest(bytes, mime);
  if (!scan) return null;
  if (scan.over) {
    return {
      state: 'unchecked',
      signer: null,
      issuer: null,
      claimGenerator: null,
      actions: [],
      aiGenerated: false,
      failures: [],
      tooLarge: scan.over,
    };
  }
  load();
  let store: Json | null;
  try {
    const reader = await WasmReader.fromBytes(mime, bytes, READ_SETTINGS);
    try {
      store = obj(JSON.parse(reader.json()));
    } finally {
      reader.free();
    }
  } catch (error) {
    // No manifest at all is the common case and says nothing.
    if (
      /JumbfNotFound|ProvenanceMissing|NotFound/i.test(String((error as Error)?.message ?? error))
    )
      return null;
    // A manifest box that cannot be parsed is a broken credential.
    return {
      state: 'invalid',
      signer: null,
      issuer: null,
      claimGenerator: null,
      actions: [],
      aiGenerated: false,
      failures: ['manifest.unreadable'],
    };
  }
  const active =
    store && typeof store.active_manifest === 'string'
      ? obj(obj(store.manifests)?.[store.active_manifest])
      : null;
  if (!store || !active) return null;
  const results = obj(obj(store.validation_results)?.activeManifest);
  const failures = (Array.isArray(results?.failure) ? results.failure : [])
    .map((f) => str(obj(f)?.code))
    .filter((c): c is string => c !== null)
    .slice(0, MAX_ACTIONS);
  const signature = obj(active.signature_info);
  return {
    state: store.validation_state === 'Invalid' || failures.length > 0 ? 'invalid' : 'valid',
    signer: str(signature?.common_name),
    issuer: str(signature?.issuer),
    claimGenerator: generatorOf(active),
    ...actionsOf(active),
    failures,
  };
}
