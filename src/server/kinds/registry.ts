/**
 * Every input kind, by analysis type: a kind is its folder here plus one line below. Typed as a
 * record over the contract's ANALYSIS_TYPES, so a type without a descriptor does not compile;
 * tests/kinds-registry.test.ts checks each one is complete on both sides.
 */
import type { AnalysisType } from '../../shared';
import { articleKind } from './article';
import type { AnalyzeEndpoint, Analyzers, InputKind, KindParts } from './input-kind';
import { pdfKind } from './pdf';
import { screenshotKind } from './screenshot';
import { shoppingKind } from './shopping';
import { textKind } from './text';
import { videoKind } from './video';

export type InputKinds = { readonly [T in AnalysisType]: InputKind<T> };

export const INPUT_KINDS: InputKinds = {
  text: textKind,
  article: articleKind,
  shopping: shoppingKind,
  video: videoKind,
  screenshot: screenshotKind,
  pdf: pdfKind,
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
