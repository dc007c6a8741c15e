/**
 * What an analyzer hands on and the one interface every analyzer implements (offline heuristics,
 * Gemini, a local model): analyze(Acquired, Signals) -> Findings. It stands above the signals
 * stage, whose output it reads, and below the scorer, which reads its Findings.
 */
import type {
  BiasFinding,
  Claim,
  ClaimChecks,
  ModelRun,
  PositiveSignal,
  RedFlag,
} from '../../shared';
import type { Signals } from './signals';
import type { Acquired } from './types';

export interface Findings {
  /** Analyzer name for analysisMetadata.analyzer, e.g. "offline". */
  analyzer: string;
  /** ISO 639-1 code, or "und" when unknown. */
  language: string;
  claims: Claim[];
  redFlags: RedFlag[];
  biasFindings: BiasFinding[];
  positiveSignals: PositiveSignal[];
  criticalQuestions: string[];
  notes: string[];
  /** The model run behind these findings (copied to analysisMetadata.model); absent offline-only. */
  modelRun?: ModelRun;
  /** Which checks of the claims ran (copied to analysisMetadata.checks, the method line). */
  checks?: ClaimChecks;
  /**
   * The content reads like a private message or a tip (shared/personal-text.ts): no word of it is
   * searched anywhere (reference passages).
   */
  privateText?: boolean;
}

/** One analysis engine (offline heuristics, Gemini, a local model). Chosen by config. */
export interface Analyzer {
  readonly name: string;
  /**
   * True when it builds on the offline analyzer's findings: the pipeline then has them computed
   * with the signals, where the CPU work runs (the analysis pool), and passes them in.
   */
  readonly readsOffline?: boolean;
  /** `offline`: the offline findings on these signals, when readsOffline asked for them. */
  analyze(input: Acquired, signals: Signals, offline?: Findings): Promise<Findings>;
}
