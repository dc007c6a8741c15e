/**
 * What an analyser hands on and the one interface every analyser implements (offline heuristics,
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
  analyze(input: Acquired, signals: Signals): Promise<Findings>;
}
