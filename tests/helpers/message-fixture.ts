/**
 * A file of labelled messages under tests/fixtures: one a line, "ham" or "scam", a tab, the text
 * ("\n" for a line break). Read, and graded through the real pipeline: every genuine message C or
 * better and never "false", every scam D or F; what is graded wrong is listed.
 */
import { readFileSync } from 'node:fs';
import { analyzeText } from './pipeline';

export interface LabelledMessage {
  label: string;
  text: string;
}

export function readMessageFixture(name: string): LabelledMessage[] {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const tab = line.indexOf('\t');
      return { label: line.slice(0, tab), text: line.slice(tab + 1).replace(/\\n/g, '\n') };
    });
}

/** The messages graded wrong, each said with its grade and the start of its text. */
export async function wronglyGraded(rows: readonly LabelledMessage[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const { label, text } of rows) {
    const r = await analyzeText(text);
    const grade = r.summary.overallGrade;
    const bad = grade === 'D' || grade === 'F';
    if (label === 'ham' && (bad || r.summary.overallStatus === 'false'))
      wrong.push(`genuine graded ${grade}: ${text.slice(0, 80)}`);
    if (label === 'scam' && !bad) wrong.push(`scam graded ${grade}: ${text.slice(0, 80)}`);
  }
  return wrong;
}
