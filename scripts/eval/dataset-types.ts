/**
 * The shape of the labelled development data: which set a row is from, what to analyze, its
 * label, its cross-validation group and its source. Kept apart so the readers
 * (dataset-readers.ts) and the loader (datasets.ts) share it without importing one another.
 */

export type DatasetId =
  | 'sms'
  | 'clickbait'
  | 'fake-news'
  | 'liar'
  | 'urls'
  | 'domains'
  | 'unlisted-domains'
  | 'legit-genres'
  | 'phishing-email'
  | 'phishing-email-lower'
  | 'smishing'
  | 'smishing-spam'
  | 'modern-scams'
  | 'modern-scams-synthetic'
  | 'thai-sms';

export interface Row {
  dataset: DatasetId;
  text: string;
  title: string | null;
  /** 1 = the bad side (spam, clickbait, fake, false, phishing, scam domain). */
  label: 0 | 1;
  /** Rows with one group key are never split across folds (duplicates, one host's URLs). */
  group: string;
  /** Where the row comes from (a corpus, a genre, a sub-collection), for per-source figures. */
  source: string;
  /** The kind of scam or of legitimate message (modern-scams, SpamHunter's subtypes), if known. */
  family?: string;
}

export interface Dataset {
  id: DatasetId;
  label: string;
  /** ROC-AUC goal on the dev data (NaN where the set has one class only). */
  goal: number;
  /**
   * Whether the learned model may train on it. The sets added to measure false alarms and
   * generalisation never are, so every figure on them is out of source.
   */
  train: boolean;
  rows: Row[];
}
