/** A web page read as an article: sent from the Video tab (any link) or the Text tab's offer. */
import { Globe } from 'lucide-react';
import { SUBMITTED_TEXT_INTRO, plainWording, sharedReportPath, type RendererKind } from '../kind';

export const articleKind: RendererKind = {
  type: 'article',
  label: 'Article',
  icon: Globe,
  reportPath: sharedReportPath,
  intro: SUBMITTED_TEXT_INTRO,
  tab: null,
  readText: null,
  sentOnPublish: 'the page address',
  noteWording: plainWording,
  apiRoute: null,
};
