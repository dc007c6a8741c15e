/**
 * Patterns of words in any case for the masker's phrase lists (personal-text.ts): each letter as a
 * class of its two cases (no inline flags in Node 20), and the start of a sentence they open.
 */

/** A phrase in any case: each letter as a class of its two cases (no inline flags in Node 20). */
export function caseless(phrase: string): string {
  return Array.from(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), (c) => {
    const up = c.toUpperCase();
    const low = c.toLowerCase();
    return up !== low && up.length === 1 && low.length === 1 ? `[${low}${up}]` : c;
  })
    .join('')
    .replace(/ /g, '\\s+');
}
export const anyCase = (words: readonly string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(caseless)
    .join('|');
/** Where a sentence or line starts, and the spaces before its first word. */
export const STARTS = '(?:^|(?<=[\\n.!?¡¿][ \\t]{0,3}))[ \\t]{0,3}';
/**
 * `STARTS` before one of `words`, led by a lookahead of the characters the words open with: the
 * lookbehind in `STARTS`, read first, would otherwise be tried at every position of a long text
 * (a fifth of a millisecond per pattern over 25,000 characters).
 */
export function startsBefore(words: readonly string[]): string {
  const opening = new Set<string>();
  for (const word of words) {
    const c = String.fromCodePoint(word.codePointAt(0)!);
    const up = c.toUpperCase();
    const low = c.toLowerCase();
    if (up !== low && up.length === 1 && low.length === 1) opening.add(low).add(up);
    else opening.add(c);
  }
  const chars = [...opening].map((c) => c.replace(/[\\\]^[-]/g, '\\$&')).join('');
  return `(?=[ \\t]{0,3}[${chars}])${STARTS}`;
}
