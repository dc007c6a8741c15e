/**
 * Letters that pass for others: Cyrillic and Greek letters that look Latin (IDN homograph
 * attacks), digits and letter pairs swapped in ("paypa1", "arnazon"), the forms a name takes to
 * someone glancing at it, and a bounded edit distance for typos. Pure string work, split from
 * domain-reputation.ts, which matches them against the brand list.
 */

// Latin look-alikes from Cyrillic and Greek, the letters IDN homograph attacks use.
const SCRIPT_CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  к: 'k',
  м: 'm',
  т: 't',
  в: 'b',
  н: 'h',
  ο: 'o',
  ν: 'v',
  κ: 'k',
  α: 'a',
  ε: 'e',
  ι: 'i',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
// The capitals of the same alphabets that pass for Latin capitals ("Сurrent", "ΡayΡal"): a
// message's words may be capitalised, a domain never is.
const CAPITAL_CONFUSABLES: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

/** The Latin letter a Cyrillic or Greek letter passes for ("а" for "a", "Ρ" for "P"), if any. */
/**
 * Small capitals ("ʏᴏᴜʀ ᴀᴄᴄᴏᴜɴᴛ"): letters of phonetic notation that no language writes its words
 * in, used to spell a message past spam filters. Each is one code unit, as the letter it stands for.
 */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ǫ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

export function isSmallCapital(ch: string): boolean {
  return ch in SMALL_CAPITALS;
}

export function latinLookalike(ch: string): string | undefined {
  return SCRIPT_CONFUSABLES[ch] ?? CAPITAL_CONFUSABLES[ch] ?? SMALL_CAPITALS[ch];
}

// Digits and letter pairs that phishing domains swap in ("paypa1", "arnazon", "amaz0n").
const DIGIT_CONFUSABLES: ReadonlyArray<[RegExp, string]> = [
  [/0/g, 'o'],
  [/1/g, 'l'],
  [/3/g, 'e'],
  [/4/g, 'a'],
  [/5/g, 's'],
  [/7/g, 't'],
  [/8/g, 'b'],
  [/\$/g, 's'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, written by its ends.
const NON_ASCII = /[^\x00-\x7f]/;
/** What any of the swaps above replaces. */
const SWAPPABLE = /[0134578$]|rn|vv/;

/** Edit distance where swapping two neighbouring letters counts as one edit ("samsnug"). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Is `a` one edit (substitution, insertion, deletion or swap of neighbours) away from `b`? */
export function oneEditApart(a: string, b: string): boolean {
  return a !== b && withinEdits(a, b, 1);
}

/** Letters from other alphabets that pass for Latin ones (Cyrillic "а" for "a"). */
export function hasConfusableLetters(word: string): boolean {
  return NON_ASCII.test(word) && [...word].some((ch) => ch in SCRIPT_CONFUSABLES);
}

/** The ways a name can be read by someone glancing at it: l/i and 1/l swapped, 0 as o, rn as m. */
export function glanceForms(word: string): Set<string> {
  const lower = word.toLowerCase();
  // Most names are plain ASCII with nothing to swap: the letters are mapped and the swaps made
  // only when a letter of another alphabet, or a digit, "$", "rn" or "vv" is there (no swap
  // makes an "r", "n" or "v", so none makes another one possible).
  let base = NON_ASCII.test(lower)
    ? [...lower].map((ch) => SCRIPT_CONFUSABLES[ch] ?? ch).join('')
    : lower;
  if (SWAPPABLE.test(base)) for (const [re, to] of DIGIT_CONFUSABLES) base = base.replace(re, to);
  return new Set([
    base,
    base.replace(/l/g, 'i'),
    base.replace(/i/g, 'l'),
    lower.replace(/1/g, 'i'),
  ]);
}

/** Longest word the bounded edit check handles; longer ones are compared exactly. */
const MAX_EDIT_WORD = 40;
const rows = [
  new Int32Array(MAX_EDIT_WORD + 1),
  new Int32Array(MAX_EDIT_WORD + 1),
  new Int32Array(MAX_EDIT_WORD + 1),
];

/** Is `a` at most `k` edits from `b` (neighbour swaps count as one)? No allocation per call. */
export function withinEdits(a: string, b: string, k: number): boolean {
  if (a === b) return true;
  if (k <= 0 || Math.abs(a.length - b.length) > k) return false;
  if (a.length > MAX_EDIT_WORD || b.length > MAX_EDIT_WORD) return false;
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, prev2[j - 2]! + 1);
      cur[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > k) return false;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]! <= k;
}
