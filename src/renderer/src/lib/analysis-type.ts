/** How each analysis type is named and drawn in lists. */
import { Camera, FileText, Globe, ShoppingBag, Video, type LucideIcon } from 'lucide-react';
import type { AnalysisType } from '../../../shared';

export const ANALYSIS_TYPE_LABEL: Record<AnalysisType, string> = {
  text: 'Text',
  article: 'Article',
  shopping: 'Shop',
  video: 'Video',
  screenshot: 'Screenshot',
};

export const ANALYSIS_TYPE_ICON: Record<AnalysisType, LucideIcon> = {
  text: FileText,
  article: Globe,
  shopping: ShoppingBag,
  video: Video,
  screenshot: Camera,
};

/** The page that shows a stored analysis: videos have their own page with the player. */
export function analysisPath(id: string, type: AnalysisType): string {
  const encoded = encodeURIComponent(id);
  return type === 'video' ? `/video/${encoded}` : `/shared/${encoded}`;
}
