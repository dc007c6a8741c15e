/**
 * The analyzer's latest measured figures on the labelled development data (`npm run eval --
 * --write` regenerates evaluation.json), for the research-brief page: per data set, the rows,
 * and ROC-AUC of (100 - credibilityScore) against the bad label with the rules alone, with the
 * shipped model (in-sample: it was trained on this data) and cross-validated (the honest figure).
 */
import evaluationJson from './evaluation.json';

export interface EvaluationRow {
  dataset: string;
  /** Human-readable name of the data set and its labels. */
  label: string;
  rows: number;
  /** Rows on the bad side (spam, clickbait, fake, false, phishing, scam). */
  bad: number;
  rulesOnlyAuc: number;
  inSampleAuc: number;
  crossValidatedAuc: number;
  /** The learned model's own reading, cross-validated, without the rules (for comparison). */
  modelAloneCvAuc?: number;
  /** The ROC-AUC we aim for on this data. */
  goal: number;
  /** Beyond the first evaluation: whether the learned model trains on this set. */
  trainedOn?: boolean;
  /** ROC-AUC with the model retrained without this whole set (or never trained on it). */
  outOfSourceAuc?: number;
  /** Share of bad rows graded D or F, and of good rows (false alarms), out of source. */
  catchRate?: number;
  falseAlarmRate?: number;
  rulesOnlyCatchRate?: number;
  rulesOnlyFalseAlarmRate?: number;
}

export interface Evaluation {
  /** ISO 8601. */
  generatedAt: string;
  command: string;
  folds: number;
  metric: string;
  rows: EvaluationRow[];
}

export const EVALUATION: Evaluation = evaluationJson as Evaluation;
