/**
 * One spelling (issue 37 item 4): the product writes "analyze", "analyzed", "analyzer" and
 * "analyzing" (US), in what people read and in the code and comments alike, so a search for one
 * spelling finds everything. This fails on the British "-yse" forms of those words anywhere in
 * src/, scripts/, bench/, tests/, docs/ and the README (identifiers split at their capitals,
 * comments and strings included), naming each word and where it is. The noun plural "analyses" is English in both
 * spellings and stays.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['src', 'scripts', 'bench', 'tests', 'docs'];
/** Text files: code, styles, markup, notes and data. */
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md|json|sql|txt|ya?ml)$/;
/** A word ending in the British form of analyze, analyzed, analyzer(s) or analyzing. */
const BRITISH = /analys(?:e|ed|ers?|ing)$/;

const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : listFiles(full);
    return TEXT.test(name) ? [full] : [];
  });

/** The words of a text: runs of letters, split where an identifier's capitals start a word. */
function words(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).flatMap(
    (run) => run.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g) ?? [],
  );
}

/** The US spelling of a British word, in the word's own case. */
const american = (word: string) =>
  word.replace(/s(?=(?:e|ed|ers?|ing)$)/i, (s) => (s === 's' ? 'z' : 'Z'));

/**
 * French words before a noun: "votre analyse", "l'analyse" are French (the word lists that read
 * other languages hold them), not a British spelling of ours.
 */
const FRENCH_BEFORE = new Set([
  'votre',
  'vos',
  'une',
  'l',
  'd',
  'son',
  'sa',
  'ton',
  'ta',
  'mon',
  'ma',
  'cette',
  'la',
]);

/** "file:line: \"word\" (write \"word\")" for each British spelling in the text. */
function britishSpellings(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) =>
    words(line)
      .filter(
        (word, at, all) =>
          BRITISH.test(word.toLowerCase()) && !FRENCH_BEFORE.has(all[at - 1]?.toLowerCase() ?? ''),
      )
      .map((word) => `${file}:${i + 1}: "${word}" (write "${american(word)}")`),
  );
}

describe('one spelling of analyze', () => {
  it('finds the British forms in words, identifiers, strings and comments, and leaves "analyses"', () => {
    const b = ['anal', 'ys'].join('');
    const text = [
      `// The ${b}er reads it.`,
      `const ${b}edAt = 1; run${b[0]!.toUpperCase()}${b.slice(1)}ing();`,
      `"\\n${b.toUpperCase()}E", re${b}ed`,
      `Two ${b}es; the ${b}is; analyzed, analyzer, ANALYZING.`,
      `'votre ${b}e|l'${b}e'`,
    ].join('\n');
    expect(britishSpellings('x.ts', text)).toEqual([
      `x.ts:1: "${b}er" (write "analyzer")`,
      `x.ts:2: "${b}ed" (write "analyzed")`,
      `x.ts:2: "A${b.slice(1)}ing" (write "Analyzing")`,
      `x.ts:3: "${b.toUpperCase()}E" (write "ANALYZE")`,
      `x.ts:3: "re${b}ed" (write "reanalyzed")`,
    ]);
  });

  it(`writes "analyze" in ${FOLDERS.join(', ')} and the README`, () => {
    const files = [
      ...FOLDERS.flatMap((folder) => listFiles(join(ROOT, folder))),
      join(ROOT, 'README.md'),
    ];
    const found = files.flatMap((file) =>
      britishSpellings(relative(ROOT, file).split(sep).join('/'), readFileSync(file, 'utf8')),
    );
    expect(found, 'The product writes "analyze" (US): change these words').toEqual([]);
  });
});
