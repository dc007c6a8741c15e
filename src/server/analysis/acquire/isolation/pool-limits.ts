/**
 * The limits of the untrusted-content pool (untrusted-pool.ts): one child's memory, heap and
 * stack, each job's deadline, the queue. A kind's job takes the deadline of the core job it
 * resembles (a document is read under the page's). The analysis pool's are in
 * analysis-limits.ts.
 */
import { availableParallelism } from 'node:os';

/**
 * Address space one parsing child may map, on Linux (memory-limit.ts): Node, jsdom, PDF.js and the
 * WebAssembly image libraries map about 0.9-1.1 GB of it before any job (mostly reserved, not
 * used; measured with two malloc arenas); a 30-megapixel screenshot's check needs about 0.4 GB
 * more at its peak. What is left is all a hostile file can make a child fill: under 0.9 GB of
 * resident memory, whatever the file claims.
 */
export const UNTRUSTED_ADDRESS_SPACE_MB = 1_792;
/**
 * Resident memory one parsing child may use where a watchdog enforces it (memory-limit.ts): a
 * child that has read pages, PDFs and images holds 150-250 MB; a 30-megapixel screenshot's check
 * reaches about 500 MB at its peak.
 */
export const UNTRUSTED_RESIDENT_MB = 800;
/** Old-generation heap of one worker: a 1.5 MB page in jsdom needs well under half of it. */
export const UNTRUSTED_HEAP_MB = 256;
export const UNTRUSTED_YOUNG_HEAP_MB = 32;
/** Stack of one worker: deep recursion on hostile markup fails here, not in the server. */
export const UNTRUSTED_STACK_MB = 4;
/**
 * Reading one fetched page (tokenizer pass, DOM, Readability, shop signals) may take this long.
 * The largest page inside the markup limits takes 2-3 s on a busy 2-core machine.
 */
export const PAGE_READ_DEADLINE_MS = 15_000;
/** Checking one image's header, frames and metadata may take this long. */
export const IMAGE_INSPECT_DEADLINE_MS = 5_000;
/**
 * Classifying one image for adult content may take this long: the model's first load in a worker
 * (about 0.5 s built, a few seconds from the TypeScript sources on a busy machine), decoding up to
 * 30 megapixels and up to 4 model runs. Past it the image is withheld from public display.
 */
export const IMAGE_CLASSIFY_DEADLINE_MS = 15_000;
/**
 * Painting boxes over a screened copy may take this long: decoding and re-encoding a plain PNG of
 * up to 30 megapixels (about 2 s on a busy machine; a screenshot takes a few tens of ms).
 */
export const IMAGE_COVER_DEADLINE_MS = 15_000;
/**
 * Loading the classifier's model, once per worker, is not counted in an image's deadline (as
 * jsdom's loading is not counted in a page's), but it is bounded: about 0.5 s built, a few
 * seconds from the sources on a busy machine.
 */
export const CLASSIFIER_LOAD_DEADLINE_MS = 30_000;
/**
 * Embedding up to MAX_EMBED_TEXTS short texts (sentence-encoder.ts) may take this long: about
 * 0.8 s on one core of a busy machine for the largest job.
 */
export const EMBED_DEADLINE_MS = 10_000;
/** Loading the sentence encoder, once per worker: about 0.2 s built, seconds from the sources. */
export const ENCODER_LOAD_DEADLINE_MS = 30_000;
/** Children in the pool: both cores on a 2-core machine, never more than 2 (they share with OCR). */
export const UNTRUSTED_WORKERS = Math.max(1, Math.min(2, availableParallelism()));
/** Jobs that may wait for a worker; past this the request is refused as busy (503). */
export const MAX_QUEUED_UNTRUSTED_JOBS = 32;
/**
 * Jobs one client may have waiting at once: an upload is two jobs (inspection, then the image
 * check), so this is four uploads in flight. Past it that client is answered busy; the others are
 * not affected.
 */
export const MAX_QUEUED_UNTRUSTED_JOBS_PER_CLIENT = 8;
/** How long a job may wait for a worker before it is refused as busy. */
export const UNTRUSTED_QUEUE_WAIT_MS = 20_000;
/** Seconds a client is told to wait after a busy refusal. */
export const UNTRUSTED_BUSY_RETRY_AFTER_S = 30;
