/**
 * The title of a shared report (/shared/{id}, /video/{id}): one function, used by the page's own
 * document.title and by the server's <title>, og:title and twitter:title, so a link preview never
 * names the report differently from the page it opens. A report without a title (a pasted text, a
 * screenshot) is named by what was analyzed, not by a generic "report".
 */
import type { AnalysisType } from './entities';
import { PRODUCT_NAME } from './constants';

/** Social sites cut titles at about this length; ours end on a whole word before it. */
export const REPORT_TITLE_MAX_CHARS = 90;

export interface TitledReport {
  title: string | null;
  type: AnalysisType;
}

/**
 * What an untitled report is about, by kind (a video or page normally has a title of its own); a
 * kind not named here (one that keeps a title of its own, as a document does) gets UNTITLED_REPORT.
 */
const UNTITLED: Partial<Record<AnalysisType, string>> = {
  text: 'Fact-check of a pasted text',
  screenshot: 'Fact-check of a screenshot',
  article: 'Fact-check of an article',
  shopping: 'Fact-check of a shop',
  video: 'Video fact-check',
};

export const UNTITLED_REPORT = 'Fact-check';

/** Whitespace runs become one space; the text is cut on a whole word, with an ellipsis. */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The full title, with the product's name: "Fact-check: <title> | FactLens". */
export function reportTitle(report: TitledReport): string {
  const what = report.type === 'video' ? 'Video fact-check' : 'Fact-check';
  const own = report.title?.replace(/\s+/g, ' ').trim();
  const name = own ? `${what}: ${own}` : (UNTITLED[report.type] ?? UNTITLED_REPORT);
  return `${clipText(name, REPORT_TITLE_MAX_CHARS)} | ${PRODUCT_NAME}`;
}
