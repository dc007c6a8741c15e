/**
 * The shipped judge: resources/model/judge.json (written by `npm run eval:judge -- --write`),
 * imported so every bundle inlines it; decoded once, on first use.
 */
import weights from '../../../../../resources/model/judge.json';
import { createJudge, type Judge, type JudgeWeights } from './judge';

export { createJudge, judgeFeatures } from './judge';
export type { Judge, JudgeReading, JudgeWeights } from './judge';
export {
  judgeInputs,
  judgeMayDecide,
  judgeSaysScam,
  linkEvidenceOf,
  wordCount,
} from './inputs';

let shipped: Judge | null = null;

export function shippedJudge(): Judge {
  shipped ??= createJudge(weights as JudgeWeights);
  return shipped;
}
