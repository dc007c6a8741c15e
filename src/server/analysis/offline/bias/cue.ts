/**
 * Cue regexes for the long word lists of the bias detector, built so that V8 tries far fewer
 * alternatives at each position. A list of hundreds of words is an alternation that the engine
 * walks one alternative at a time at every word start; grouping runs of alternatives that open
 * with a plain letter under that letter ("hate|hatred|horrible" -> "h(?:ate|atred|orrible)")
 * lets it reject a position after one character. Matches are exactly those of `cue`: only
 * consecutive alternatives are regrouped, and alternatives that begin with different letters
 * can never match at the same position, so which one wins is unchanged.
 */
import { cue, topLevelAlternatives as alternatives } from '../../knowledge/patterns';

const PLAIN_LETTER = /^[a-z]$/i;
const QUANTIFIER = /^[?*+{]$/;

/** The lower-cased first letter when the alternative opens with a plain, unquantified letter. */
function leadingLetter(alt: string): string | null {
  const first = alt[0];
  if (first === undefined || !PLAIN_LETTER.test(first)) return null;
  const next = alt[1];
  if (next !== undefined && QUANTIFIER.test(next)) return null;
  return first.toLowerCase();
}

/** Regroups each run of letter-led alternatives by their first letter (see the module comment). */
export function groupAlternatives(source: string): string {
  const out: string[] = [];
  let run = new Map<string, string[]>();
  const flush = (): void => {
    for (const [letter, rests] of run)
      out.push(rests.length === 1 ? `${letter}${rests[0]}` : `${letter}(?:${rests.join('|')})`);
    run = new Map();
  };
  for (const alt of alternatives(source)) {
    const letter = leadingLetter(alt);
    if (letter === null) {
      flush();
      out.push(alt);
      continue;
    }
    const rests = run.get(letter);
    if (rests) rests.push(alt.slice(1));
    else run.set(letter, [alt.slice(1)]);
  }
  flush();
  return out.join('|');
}

/** Like `cue`, with the alternatives regrouped for speed; matches are the same. */
export function groupedCue(phrases: readonly string[]): RegExp {
  return cue([groupAlternatives(phrases.join('|'))]);
}
