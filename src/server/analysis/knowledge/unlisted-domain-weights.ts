/**
 * The unlisted fake-shop name model of unlisted-domain.ts: int8 logistic weights over its hashed
 * features, trained by scripts/eval/train-domains.ts (`node scripts/eval.mjs train-domains --
 * --write`) into resources/knowledge/unlisted-domain-weights.json, read once at start by
 * shipped-data.ts. No import of unlisted-domain.ts: it reads this file (its type back would be a
 * circle), so the shape is written out here.
 */
import { readShippedData } from './shipped-data';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const UNLISTED_DOMAIN_WEIGHTS = readShippedData<{
  /** int8 weights, one per feature bucket, as base64; each is multiplied by `scale`. */
  weights: string;
  scale: number;
  bias: number;
  threshold: number;
}>('unlisted-domain-weights.json', (data, header) => {
  const model = data as Record<string, unknown> | null;
  if (typeof model?.['weights'] !== 'string' || !BASE64.test(model['weights']))
    return 'its weights are not base64';
  if (Buffer.byteLength(model['weights'], 'base64') !== header.entries)
    return `it does not hold ${header.entries} weights`;
  const bad = ['scale', 'bias', 'threshold'].find((k) => !Number.isFinite(model[k]));
  return bad ? `its ${bad} is not a number` : null;
}).data;
