/**
 * Every input kind, by analysis type. Typed as a record over the contract's ANALYSIS_TYPES, so a
 * type without a descriptor does not compile; ./registry.test.ts checks each one is complete.
 */
import type { AnalysisType } from '../../shared';
import { articleKind } from './article';
import type { AnalyzeEndpoint, Analyzers, InputKind, KindParts } from './input-kind';
import { screenshotKind } from './screenshot';
import { shoppingKind } from './shopping';
import { textKind } from './text';
import { videoKind } from './video';

export const INPUT_KINDS: { readonly [T in AnalysisType]: InputKind<T> } = {
  text: textKind,
  article: articleKind,
  shopping: shoppingKind,
  video: videoKind,
  screenshot: screenshotKind,
};

export function inputKind(type: AnalysisType): InputKind {
  return INPUT_KINDS[type];
}

/** Each analyze address once (article, shopping and video share /api/analyze/url). */
export const ANALYZE_ENDPOINTS: readonly AnalyzeEndpoint[] = [
  ...new Set(Object.values(INPUT_KINDS).map((kind) => kind.endpoint)),
];

/** Builds every kind's analyzer from the app's parts. */
export function createAnalyzers(parts: KindParts): Analyzers {
  return Object.fromEntries(
    Object.values(INPUT_KINDS).map((kind) => [kind.type, kind.create(parts)]),
  );
}
