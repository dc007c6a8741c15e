/**
 * The offline adult-imagery check: nsfwjs's MobileNetV2 model, whose graph and weights ship inside
 * the nsfwjs package, run by TensorFlow.js on its WebAssembly backend, whose .wasm files ship
 * inside @tensorflow/tfjs-backend-wasm (setWasmPaths points at that package's folder, so they are
 * read from disk). Nothing is downloaded and nothing is sent anywhere. Runs in the
 * untrusted-content worker: the model is loaded once per worker, on its first image.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import type { AllowedImageType } from '../../../../shared';
import { decodeImage, modelInputs } from './decode';
import { encodePlainPng } from './plain-png';
import { MAX_IMAGE_BYTES } from './limits';

/** The classes of the nsfwjs model. */
export const IMAGE_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type ImageClass = (typeof IMAGE_CLASSES)[number];

/** The model's input side in pixels (MobileNetV2 at 224 x 224). */
export const MODEL_INPUT_SIZE = 224;

/** A re-encoded copy larger than this is not kept (it would outweigh any upload allowed). */
export const MAX_SCREENED_COPY_BYTES = MAX_IMAGE_BYTES;

export interface ImageClassification {
  /**
   * Each class's highest probability over the tiles checked (0-1): a picture anywhere in a long
   * screenshot counts.
   */
  scores: Record<ImageClass, number>;
  tiles: number;
  /** More than one frame: only the first was checked. */
  animated: boolean;
  /**
   * The bitmap that was checked (first frame, gamma and colour profile applied as a browser
   * would), re-encoded as a plain 8-bit PNG: the only copy that may be stored and shown. Null
   * when it would be larger than MAX_SCREENED_COPY_BYTES (the image is then not shown).
   */
  screenedPng: Uint8Array | null;
  /** The colour conversion applied before the check (gAMA, ICC profile), null for none. */
  colour: string | null;
  /** Time this worker took to load the model, on its first image (0 on the others). */
  modelLoadMs: number;
  classifyMs: number;
  /** This worker's JavaScript heap after the image (the pool caps it), in MB. */
  heapUsedMb: number;
}

type Tf = typeof import('@tensorflow/tfjs');
type Model = Awaited<ReturnType<typeof import('nsfwjs/core').load>>;
interface Loaded {
  tf: Tf;
  model: Model;
}

let loading: Promise<Loaded> | null = null;
/** How long this worker's model took to load, until the first image after it reports it. */
let unreportedLoadMs = 0;

/** The folder of the installed backend's .wasm files, with the trailing slash it expects. */
export function wasmFolder(): string {
  const require = createRequire(import.meta.url);
  return `${join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist')}/`;
}

async function load(): Promise<Loaded> {
  const started = performance.now();
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  wasm.setWasmPaths(wasmFolder());
  if (!(await tf.setBackend('wasm')))
    throw new Error('the WebAssembly backend of TensorFlow.js did not start');
  tf.enableProdMode();
  const { load: loadModel } = await import('nsfwjs/core');
  const { MobileNetV2Model } = await import('nsfwjs/models/mobilenet_v2');
  const model = await loadModel('MobileNetV2', {
    modelDefinitions: [MobileNetV2Model],
    size: MODEL_INPUT_SIZE,
  });
  unreportedLoadMs = performance.now() - started;
  return { tf, model };
}

/** The TensorFlow.js backend the loaded model runs on ("wasm"). */
export async function classifierBackend(): Promise<string> {
  return (await loadClassifier()).tf.getBackend();
}

/** Loads the model if this worker has not yet (a failed load is tried again next time). */
export function loadClassifier(): Promise<Loaded> {
  if (!loading) {
    loading = load();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

export async function classifyImage(
  bytes: Uint8Array,
  mime: AllowedImageType,
): Promise<ImageClassification> {
  const { tf, model } = await loadClassifier();
  const modelLoadMs = unreportedLoadMs;
  unreportedLoadMs = 0;
  const started = performance.now();
  const image = decodeImage(bytes, mime);
  const inputs = modelInputs(image, MODEL_INPUT_SIZE);
  const scores = Object.fromEntries(IMAGE_CLASSES.map((c) => [c, 0])) as Record<ImageClass, number>;
  for (const input of inputs) {
    const tensor = tf.tensor3d(input.rgb, [input.size, input.size, 3], 'int32');
    try {
      const predictions = await model.classify(tensor, IMAGE_CLASSES.length);
      for (const { className, probability } of predictions) {
        const name = className as ImageClass;
        if (IMAGE_CLASSES.includes(name)) scores[name] = Math.max(scores[name], probability);
      }
    } finally {
      tensor.dispose();
    }
  }
  const png = encodePlainPng(image);
  const classifyMs = performance.now() - started;
  const heapUsedMb = getHeapStatistics().used_heap_size / (1024 * 1024);
  return {
    scores,
    tiles: inputs.length,
    animated: image.animated,
    screenedPng: png.byteLength <= MAX_SCREENED_COPY_BYTES ? png : null,
    colour: image.colour,
    modelLoadMs,
    classifyMs,
    heapUsedMb,
  };
}
