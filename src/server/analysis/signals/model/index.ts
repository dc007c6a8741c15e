/**
 * The shipped learned model: resources/model/weights.json (written by `npm run train`), imported
 * so every bundle (hosted server, Electron main, vitest, the eval) inlines it; decoded once, on
 * first use.
 */
import weights from '../../../../../resources/model/weights.json';
import { createModel, type LearnedModel, type ModelWeights } from './model';

export { createModel } from './model';
export type { LearnedModel, ModelCue, ModelReading, ModelWeights } from './model';

let shipped: LearnedModel | null = null;

export function shippedModel(): LearnedModel {
  shipped ??= createModel(weights as ModelWeights);
  return shipped;
}
