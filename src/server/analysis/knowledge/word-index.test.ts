/**
 * A long text is not searched by the cue patterns whose matches all open with letters: they are
 * tried where the text's words start (word-index.ts). These tests hold that to the plain
 * pattern's results: on generated long texts for patterns of every shape the extractor reads, and
 * on every call the real analysis makes over long texts in several languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acquireText } from '../acquire/text';
import { analyzeOffline } from '../offline/index';
import { computeSignals } from '../signals';
import { shippedModel } from '../signals/model/index';
import { expectSameAsPlain, plain } from '../../../../tests/helpers/regex-parity';
import { allMatches, cue, cueCased, firstMatch, WordRegExp } from './patterns';
import { COMBINING_IOTA } from '../../../shared/word-regexp';
import { hitsBySentence } from './sentence-hits';
import {
  foldCase,
  PREFIX_CHAR,
  patternPrefixes,
  UPPER_INITIAL,
} from '../../../shared/pattern-prefixes';
import {
  candidateStarts,
  holdsPhrase,
  INDEX_MIN_CHARS,
  wordIndexOf,
} from '../../../shared/word-index';

/** The phrases of a cue regex, without the word boundaries around them. */
const bodyOf = (re: RegExp) =>
  re.source.slice('(?<![\\p{L}\\p{N}_])(?:'.length, -')(?![\\p{L}\\p{N}_])'.length);
const prefixes = patternPrefixes;

describe('the letters a pattern must start with', () => {
  it('are read through optional words, groups, lookarounds and one-letter classes', () => {
    // A run a space must follow is a whole word, marked by that space.
    expect(prefixes('more than|less than')).toEqual(['less ', 'more ']);
    expect(prefixes('(?:the )?(?:account|acc)')).toEqual(['acc', 'the ']);
    expect(prefixes('a\\s+tua|i ?x|e\\s*y|o\\s{0,2}z')).toEqual(['a ', 'e', 'i', 'o']);
    expect(prefixes('[Aa]n? study|experts? say')).toEqual(['a ', 'an ', 'expert ', 'experts ']);
    expect(prefixes('the(?![\\p{L}\\p{N}_])x|than(?![\\p{L}])')).toEqual(['than', 'the ']);
    // A group of anchors and lookbehinds matches nothing: the word after it opens the match.
    expect(prefixes('(?:^|(?<=[.!?]\\s{1,3}))period')).toEqual(['period']);
    expect(prefixes('(?:^|x)period')).toBeNull();
    expect(prefixes('e?-?mail')).toBeNull();
    expect(prefixes('e?mail')).toEqual(['e', 'mail']);
    expect(prefixes('[Aa]ccording to')).toEqual(['according ']);
    expect(prefixes('(?<!not )(?:verify|confirm)|^click')).toEqual(['click', 'confirm', 'verify']);
    expect(prefixes('colou?r|(?<name>hue)s+')).toEqual(['colo', 'hue']);
    expect(prefixes('Über|ſale')).toEqual(['sale', 'über']);
    // A digit first: the words opening with that digit.
    expect(prefixes('(?<=^|\\n)\\d{1,2} ways')).toEqual('0123456789'.split(''));
    expect(prefixes('(?:[7-9]\\d|100) ?%|one')).toEqual(['100', '7', '8', '9', 'one']);
    expect(prefixes('foo|\\d+ times')).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'foo',
    ]);
    expect(prefixes('\\d? ways')).toBeNull();
    // Letters, then a group that must follow them: its openings lengthen theirs.
    expect(prefixes('h(?:ate|oax)|i(?:diots?|mbeciles?)')).toEqual([
      'hate',
      'hoax',
      'idiot',
      'imbecile',
    ]);
    expect(prefixes('h(?:ate)?r')).toEqual(['h']);
    // A group of plain words the word must end after: those whole words.
    expect(prefixes('(?:a|the) winner|h(?:ate|oax) speech')).toEqual([
      'a ',
      'hate ',
      'hoax ',
      'the ',
    ]);
    expect(prefixes('(?:a|b\\d) x|(?:c|the)x')).toEqual(['a', 'b', 'c', 'the']);
    expect(prefixes('h(?=a)|fo(?:o|\\d)|ba(r)+')).toEqual([
      'bar',
      ...'0123456789'.split('').map((d) => `fo${d}`),
      'foo',
      'h',
    ]);
  });

  it('are none where a match may open with anything else', () => {
    for (const source of [
      '\\p{Lu}[\\p{Ll}]+',
      'foo|\\w+ times',
      '(?:the )?\\p{L}+s say',
      '(?:a|)b',
      '[$£]\\d',
      'мир|peace',
    ]) {
      expect(prefixes(source), source).toBeNull();
    }
    // A prefix stops before a letter the case folding is not checked for.
    expect(prefixes('paxмир')).toEqual(['pax']);
  });

  it('include the upper-case initial of a case-sensitive pattern', () => {
    const cased = (source: string) => patternPrefixes(source, true);
    expect(cased('\\p{Lu}[\\p{Ll}]+ said|[Aa]ccording to')).toEqual([UPPER_INITIAL, 'according ']);
    expect(cased('(?<![\\p{L}])(?:\\p{Lu}\\p{L}+ ){1,4}(?:Office)')).toEqual([UPPER_INITIAL]);
    expect(cased('(?:the )?\\p{Lu}x')).toEqual([UPPER_INITIAL, 'the ']);
    // After letters it opens no word of its own; optional, it opens nothing for sure.
    expect(cased('mc(?:\\p{Lu}x|ab)')).toEqual(['mc']);
    expect(cased('\\p{Lu}?x|\\p{Lu}{0,2}y|\\p{L}x')).toBeNull();
  });

  it('fold the way a case-insensitive regex compares, for every code point', () => {
    const everyCodePoint: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c < 0xd800 || c > 0xdfff) everyCodePoint.push(String.fromCodePoint(c));
    }
    const all = everyCodePoint.join('');
    let checked = 0;
    for (let c = 0x30; c <= 0x1eff; c++) {
      const letter = String.fromCodePoint(c);
      if (!PREFIX_CHAR.test(letter)) continue;
      // Every prefix letter is a word character, so a prefix lies inside the word it starts.
      expect(/^[\p{L}\p{N}_]$/u.test(letter), letter).toBe(true);
      for (const m of all.matchAll(new RegExp(letter, 'giu'))) {
        expect(foldCase(m[0]), `${letter} ~ ${m[0]}`).toBe(foldCase(letter));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

// Words the patterns below start with, their case and spelling variants, and separators.
const PARTS = [
  'more than',
  'MORE THAN',
  'moreover than',
  'less than',
  'the account',
  'The acc',
  'acc',
  'account',
  'email',
  'mail',
  'e-mail',
  'According to',
  'according to',
  'verify',
  'not verify',
  'confirm',
  'click',
  'ſale',
  'SALE',
  'Über',
  'ÜBER',
  'über',
  'ü',
  'İstanbul',
  'ẞ',
  'colour',
  'color',
  'hues',
  'Bills say',
  'Bills',
  'The Office of',
  'ǅ say',
  '𝐀bc say',
  'İ say',
  'me@x.com',
  'Resi.apk',
  'a b.APK',
  '.apk',
  'contact',
  'bigger than',
  'THAN',
  'by',
  'of',
  'a',
  'an',
  'x',
  '_',
  '1',
  'é',
  '😀',
  ' ',
  ' ',
  '  ',
  '\n',
  '. ',
  ',',
  '12 ways',
  '85% off',
  '100 % off',
  '7 things',
  'x7 things',
];
const PATTERNS = [
  cue(['more than|less than']),
  cue(['(?:the )?(?:account|acc)']),
  cue(['e?mail', '[Aa]ccording to']),
  cue(['(?<!not )(?:verify|confirm)|^click']),
  cue(['colou?r|(hue)s']),
  cue(['über|sale']),
  cue(['a|an|acc']),
  cueCased(['ÜBER|Über', 'The']),
  // Alternatives opening with a class, behind a gate on what follows the class.
  cue(['\\p{L}+s say|more than']),
  cue(['[\\p{L}.]{1,20}@x\\.com|contact']),
  // Two classes, then what must follow them: gated on "\.apk" alone.
  cue(['[\\p{L}\\p{N}_-][\\p{L}\\p{N} _.-]{0,20}\\.apk']),
  // Letters, then a group that must follow them, as factored phrase lists are written.
  cue(['c(?:olou?r|ontact)|h(?:ue)s|a(?:cc(?:ount)?|n)|ü(?:ber)?']),
  // Case-sensitive, opening with an upper-case letter: tried at the words that do.
  cueCased(['\\p{Lu}\\p{Ll}+ say|according to', '(?:[Tt]he )?\\p{Lu}[\\p{L}]+ (?:of|by)']),
  cueCased(['(?<![\\p{L}])(?:\\p{Lu}[\\p{L}.]{1,9} ){1,3}(?:Office|say)|Über']),
  cue(['\\p{Lu}\\p{Ll}+ say']),
  // A digit first: tried at the words that open with one.
  cue(['\\d{1,2} (?:things|ways)|(?:[7-9]\\d|100) ?% off', '(?<=^|\\n)\\d by']),
  // Phrases behind a gate on the words they need.
  cue(['more than', { phrase: '\\p{L}{2,30}er than', needs: ['than'] }]),
  cueCased([
    'contact',
    {
      phrase: '(?:[Tt]he )?acc(?:ount)? (?:by|of)',
      needs: ['acc by', 'acc of', 'account by', 'account of'],
    },
  ]),
];
/** Long enough to be indexed: generated parts, then a run of them in a fixed order. */
const longTextArb = fc
  .array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 300 })
  .map((parts) => {
    let text = parts.join('');
    while (text.length < INDEX_MIN_CHARS) text += ` ${PARTS.join(' ')}`;
    return text;
  });

describe('cue regexes on long texts', () => {
  it('find exactly what the plain pattern finds', () => {
    fc.assert(
      fc.property(longTextArb, (text) => {
        for (const re of PATTERNS) {
          expectSameAsPlain(re, text, 37);
          const sticky = new WordRegExp(bodyOf(re), 'iuy');
          expect(sticky.exec(text)?.[0]).toBe(new RegExp(sticky.source, 'iuy').exec(text)?.[0]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('find a match that skips an optional group or space after its first letters', () => {
    // Rare enough to be looked up in the index, and a match ("ü", "h") without the group.
    const text = `${'plain words of a long page, '.repeat(80)}ü, über, hues, h, qx, q x. Zs x, z x zsx. Z.`;
    for (const re of [
      cue(['ü(?:ber)?']),
      cue(['h(?:ue)?s?']),
      cue(['q ?x']),
      cue(['zs? x']),
      cue(['(?:^|(?<=[.!?] ))zs?']),
    ]) {
      expect(candidateStarts(wordIndexOf(text), patternPrefixes(bodyOf(re))!)).not.toBeNull();
      expectSameAsPlain(re, text, 37);
      expect(allMatches(re, text).length).toBeGreaterThan(1);
    }
  });

  it('give up the index for words too common to be worth it', () => {
    const text = 'a the b the a the d the a the c '.repeat(200);
    const index = wordIndexOf(text);
    expect(candidateStarts(index, ['the'])).toBeNull();
    expect(candidateStarts(index, ['c'])).toHaveLength(200);
    expect(candidateStarts(index, ['zebra'])).toHaveLength(0);
    const names = `${'Anna met Bob and '.repeat(60)}${'the cat sat '.repeat(40)}`;
    // A third of the words capitalised: tried at them (up to half), each start once.
    expect(candidateStarts(wordIndexOf(names), [UPPER_INITIAL, 'met'])).toHaveLength(180);
    expect(candidateStarts(wordIndexOf(names), [UPPER_INITIAL, 'anna'])).toHaveLength(120);
    expect(
      candidateStarts(wordIndexOf(`${names}${'Anna '.repeat(200)}`), [UPPER_INITIAL]),
    ).toBeNull();
  });
});

describe('the pattern tried at a word start', () => {
  it('needs no lookbehind there: the word class folds only U+0345 in besides its own', () => {
    const folded = /^[\p{L}\p{N}_]$/iu;
    const plainClass = /^[\p{L}\p{N}_]$/u;
    const odd: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const s = String.fromCodePoint(c);
      if (folded.test(s) !== plainClass.test(s)) odd.push(c);
    }
    expect(odd).toEqual([COMBINING_IOTA]);
  });

  it('finds no word after that mark, as the lookbehind does', () => {
    const text = `${'plain words of a long page, '.repeat(80)}\u0345contact acc \u0345Über, a\u0345acc. \u0345More than colour, \u0345hues.`;
    for (const re of [
      cue(['(?:the )?(?:account|acc)']),
      cue(['c(?:olou?r|ontact)|h(?:ue)s|a(?:cc(?:ount)?|n)|ü(?:ber)?']),
      cue(['more than|less than']),
      cueCased(['ÜBER|Über', 'The']),
    ]) {
      expect(
        candidateStarts(wordIndexOf(text), patternPrefixes(bodyOf(re), !re.flags.includes('i'))!),
      ).not.toBeNull();
      expectSameAsPlain(re, text, 37);
    }
  });
});

describe('the words a cue phrase needs', () => {
  it('are whole words, lower case, single spaces between', () => {
    for (const needs of [['Than'], ['than '], ['more  than'], ['th.n'], ['мир'], []])
      expect(() => cue([{ phrase: 'x', needs }]), needs[0]).toThrow();
    expect(() => cue(['x', { phrase: 'y|z', needs: ['y', 'z'] }])).not.toThrow();
  });

  it('are found in a long text one character apart', () => {
    const text = `${'plain words of a long page, '.repeat(80)}the account of course; Account, by x.`;
    const index = wordIndexOf(text);
    expect(holdsPhrase(index, ['account', 'of'])).toBe(true);
    expect(holdsPhrase(index, ['the', 'account', 'of'])).toBe(true);
    expect(holdsPhrase(index, ['account', 'by'])).toBe(false);
    expect(holdsPhrase(index, ['account', 'course'])).toBe(false);
    expect(holdsPhrase(index, ['acc', 'by'])).toBe(false);
  });

  it('let a sentence be read where the gate is open, as the whole cue reads it', () => {
    const re = cue(['more than', { phrase: '\\p{L}{2,30}er than', needs: ['than'] }]);
    let text = '';
    const sentences = [];
    for (const s of [
      ...'Bigger than ever. Nothing here. More than that. Old, older than. '.repeat(60).split('. '),
    ]) {
      const start = text.length;
      text += `${s}. `;
      sentences.push({ text: `${s}.`, start, end: start + s.length + 1 });
    }
    expect(text.length).toBeGreaterThan(INDEX_MIN_CHARS);
    expect(hitsBySentence(re, text, sentences)).toEqual(
      sentences.map((s) => firstMatch(re, s.text)),
    );
  });
});

describe('the analysis of long texts', () => {
  const TEXTS = [
    'Sehr geehrter Kunde, Ihr Konto wurde gesperrt. Bitte bestätigen Sie Ihre Daten über den folgenden Link innerhalb von 24 Stunden, sonst wird Ihre Karte dauerhaft deaktiviert. ',
    'Estimado cliente, hemos limitado su cuenta. Haga clic en el siguiente enlace para verificar su identidad. Según un estudio, más de la mitad de los usuarios... ',
    'According to the Office for National Statistics, prices rose 2.1% in May, more than expected. The minister said the figures were "encouraging", but critics disputed that. ',
    'URGENT: Your account has been suspended! Verify now at http://paypa1-secure.com/login or lose access. Doctors hate this one trick that cures diabetes. Buy now, 90% off! ',
    'Kính gửi quý khách, tài khoản của bạn đã bị khóa. Vui lòng xác minh tại đường link sau. Xin cảm ơn. Ihr Paket wartet: zahlen Sie 1,99 € Zollgebühr. ',
  ];
  it('sees every cue pattern give what the plain pattern gives', () => {
    const model = shippedModel();
    const original = WordRegExp.prototype.exec;
    let compared = 0;
    let long = 0;
    const mismatches: string[] = [];
    WordRegExp.prototype.exec = function (this: WordRegExp, input: string) {
      const from = this.lastIndex;
      const got = original.call(this, input);
      const ref = plain(this);
      ref.lastIndex = from;
      const want = ref.exec(input);
      compared++;
      if (String(input).length >= INDEX_MIN_CHARS) long++;
      if (
        got?.index !== want?.index ||
        got?.[0] !== want?.[0] ||
        this.lastIndex !== ref.lastIndex
      ) {
        mismatches.push(`${this.source.slice(0, 80)} at ${from}: ${got?.[0]} / ${want?.[0]}`);
      }
      return got;
    };
    try {
      for (let i = 0; i < TEXTS.length; i++) {
        let text = `Text ${i}. `;
        for (let k = 0; text.length < 6_000; k++) text += TEXTS[(i + k) % TEXTS.length]!;
        const acquired = acquireText(text);
        analyzeOffline(acquired, computeSignals(acquired, { model }));
      }
    } finally {
      WordRegExp.prototype.exec = original;
    }
    expect(mismatches).toEqual([]);
    expect(long).toBeGreaterThan(200);
    expect(compared).toBeGreaterThan(long);
  });
});
