/**
 * Positive signals: what speaks for the content, built from the source evidence so the user sees
 * the same facts the score used.
 */
import type { PositiveSignal } from '../../../../shared';
import type { SourceEvidence } from '../../signals/source-evidence';

/** Hedges needed before careful wording counts as a signal (one "may" proves little). */
const MIN_HEDGES = 2;

function examples(spans: ReadonlyArray<{ text: string }>, max = 3): string {
  return spans
    .slice(0, max)
    .map((s) => `"${s.text}"`)
    .join(', ');
}

export function positiveSignals(e: SourceEvidence): PositiveSignal[] {
  const out: PositiveSignal[] = [];
  if (e.wireDateline) {
    out.push({
      indicator: 'Wire-service dateline',
      explanation:
        'The text carries a news-agency dateline, which usually means edited reporting with named sources and a corrections policy.',
      textExample: e.wireDateline.text,
    });
  }
  if (e.namedSources.length > 0) {
    out.push({
      indicator: 'Named sources',
      explanation: `Statements are attributed to ${e.namedSources.length === 1 ? 'a named source' : `${e.namedSources.length} named sources`} you can look up: ${examples(e.namedSources)}.`,
      textExample: e.namedSources[0]!.text,
    });
  }
  if (e.studies.length > 0) {
    out.push({
      indicator: 'Cites studies or publications',
      explanation: `It points to ${e.studies.length === 1 ? 'a publication' : 'publications'} you can find${
        e.studiesWithYear > 0 ? ', with the year,' : ''
      } rather than "studies show": ${examples(e.studies)}.`,
      textExample: e.studies[0]!.text,
    });
  }
  // Organisations invoked to vouch for a conclusion the text does not cite are not in its favour.
  if (
    e.institutions.length > 0 &&
    e.namedSources.length === 0 &&
    e.unsupportedAuthority.length === 0
  ) {
    out.push({
      indicator: 'Names organisations',
      explanation: `It names organisations whose records can be checked: ${examples(e.institutions)}.`,
      textExample: e.institutions[0]!.text,
    });
  }
  const goodLinks = [...new Set([...e.institutionalLinks, ...e.reputableLinks])];
  if (goodLinks.length > 0) {
    out.push({
      indicator: 'Links to reputable sources',
      explanation: `It links to ${goodLinks.length === 1 ? 'a source' : `${goodLinks.length} sources`} with a track record (government, academic, wire-service or fact-checking sites), so readers can check.`,
      textExample: goodLinks[0]!,
    });
  }
  if (e.hedges.length >= MIN_HEDGES) {
    out.push({
      indicator: 'Careful, hedged wording',
      explanation:
        'It marks uncertainty ("may", "suggests", "preliminary") instead of overstating, which is what honest reporting of evidence looks like.',
      textExample: e.hedges[0]!.text,
    });
  }
  if (e.balance.length > 0) {
    out.push({
      indicator: 'Other side represented',
      explanation:
        'It gives an opposing view, a caveat or the response of those concerned (e.g. "declined to comment"), a sign of balanced reporting.',
      textExample: e.balance[0]!.text,
    });
  }
  if (e.quotes >= 2 && e.namedSources.length >= 2) {
    out.push({
      indicator: 'Direct quotes from several people',
      explanation: `It quotes ${e.namedSources.length} named people or bodies directly, so their words can be compared with the originals.`,
    });
  }
  return out;
}
