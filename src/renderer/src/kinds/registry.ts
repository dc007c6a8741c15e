/**
 * Every input kind on the renderer's side, by analysis type: typed as a record over the
 * contract's ANALYSIS_TYPES, so a type without a descriptor does not compile.
 */
import type { AnalysisType } from '../../../shared';
import { articleKind } from './article';
import type { AnalyzerTab, RendererKind } from './kind';
import { pdfKind } from './pdf';
import { screenshotKind } from './screenshot';
import { shoppingKind } from './shopping';
import { textKind } from './text';
import { videoKind } from './video';

export const RENDERER_KINDS: Readonly<Record<AnalysisType, RendererKind>> = {
  text: textKind,
  article: articleKind,
  shopping: shoppingKind,
  video: videoKind,
  screenshot: screenshotKind,
  pdf: pdfKind,
};

/** The analyzer panel's tabs, left to right. */
export const ANALYZER_TABS: readonly AnalyzerTab[] = Object.values(RENDERER_KINDS)
  .flatMap((kind) => (kind.tab ? [kind.tab] : []))
  .sort((a, b) => a.order - b.order);
