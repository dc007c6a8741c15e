/**
 * A scam memory by words (scripts/eval/memory.ts measures it): reported scams of known family
 * (unpaid tolls, parcel fees, bank locks, "Hi Mum", fake jobs …), each kept as the set of its
 * hashed words, word pairs and character n-grams, read by nearest neighbours to name the family a
 * message is worded like. Measured leave-one-source-out and not shipped (bench/EVAL.md): across
 * sources the families named were right less than half the time.
 */
import { textFeatures } from '../../src/server/analysis/signals/model/features';

/** Hash width of the memory's word features. */
export const MEMORY_BITS = 20;
/** Only the opening of a message is read: families show in what it says first. */
const MAX_MEMORY_CHARS = 1_500;

/** The families remembered. */
export const FAMILIES = [
  'toll',
  'parcel',
  'bank',
  'family',
  'job',
  'investment',
  'prize',
  'refund',
  'government',
  'tech',
  'loan',
  'utility',
  'code',
  'subscription',
  'mailbox',
  'invoice',
  'stranger',
  'health',
] as const;
export type Family = (typeof FAMILIES)[number];

export interface ScamMemory {
  families: readonly string[];
  /** Each remembered scam: its family (index into families) and its sorted feature indices. */
  entries: ReadonlyArray<{ family: number; features: Uint32Array }>;
  /** Every feature some remembered scam has: a message's others cannot match anything. */
  vocabulary: ReadonlySet<number>;
  /** How many nearest neighbours vote. */
  k: number;
  /** A neighbour counts only from this cosine similarity on. */
  minSimilarity: number;
  /** The family is named only when at least this share of the vote is its. */
  minShare: number;
}

/** A message's words, word pairs and character n-grams, hashed, sorted, without repeats. */
export function memoryFeatures(text: string): Uint32Array {
  const features = textFeatures(text.slice(0, MAX_MEMORY_CHARS), MEMORY_BITS, true, false);
  const kept = new Set<number>();
  for (const f of features) if (f.end > f.start && !f.name.startsWith('<')) kept.add(f.index);
  return Uint32Array.from(kept).sort();
}

/** Cosine similarity of two sorted sets, the message's counted only within `size`. */
function cosine(a: Uint32Array, aSize: number, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let both = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      both++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return both ? both / Math.sqrt(aSize * b.length) : 0;
}

export interface FamilyReading {
  /** The family's key (FAMILIES). */
  family: string;
  /** Cosine similarity of the nearest neighbour of that family. */
  similarity: number;
  /** Its share of the neighbours' vote. */
  share: number;
}

/**
 * The family the nearest remembered scams agree on, or null when too few are near or they do not
 * agree. `skip` leaves entries out (to measure the memory without a source).
 */
export function nearestFamily(
  memory: ScamMemory,
  features: Uint32Array,
  skip?: (entry: number) => boolean,
): FamilyReading | null {
  const known = features.filter((f) => memory.vocabulary.has(f));
  if (!known.length) return null;
  const near: Array<{ family: number; similarity: number }> = [];
  memory.entries.forEach((e, i) => {
    if (skip?.(i)) return;
    const similarity = cosine(known, known.length, e.features);
    if (similarity >= memory.minSimilarity) near.push({ family: e.family, similarity });
  });
  if (!near.length) return null;
  near.sort((x, y) => y.similarity - x.similarity);
  const votes = new Map<number, number>();
  let total = 0;
  for (const n of near.slice(0, memory.k)) {
    votes.set(n.family, (votes.get(n.family) ?? 0) + n.similarity);
    total += n.similarity;
  }
  const [family, weight] = [...votes].sort((x, y) => y[1] - x[1])[0]!;
  const share = weight / total;
  if (share < memory.minShare) return null;
  const similarity = near.find((n) => n.family === family)!.similarity;
  return { family: memory.families[family]!, similarity, share };
}
