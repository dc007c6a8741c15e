/**
 * The shipped judge: resources/model/judge.json (written by `npm run eval:judge -- --write`),
 * and the reader of accounts of scams: resources/model/accounts.json (`npm run eval:accounts --
 * --write`), imported so every bundle inlines them; each decoded once, on first use.
 */
import weights from '../../../../../resources/model/judge.json';
import accountWeights from '../../../../../resources/model/accounts.json';
import { createAccountReader, type AccountReader, type AccountWeights } from './accounts';
import { createJudge, type Judge, type JudgeWeights } from './judge';

export { createJudge, judgeFeatures } from './judge';
export type { Judge, JudgeReading, JudgeWeights } from './judge';
export { createAccountReader } from './accounts';
export type { AccountReader, AccountReading, AccountWeights } from './accounts';
export {
  INPUT_WORDS,
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

let shippedAccounts: AccountReader | null = null;

export function shippedAccountReader(): AccountReader {
  shippedAccounts ??= createAccountReader(accountWeights as AccountWeights);
  return shippedAccounts;
}
